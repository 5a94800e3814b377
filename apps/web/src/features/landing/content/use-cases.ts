export type UseCaseIcon = 'graduation' | 'people' | 'book' | 'rocket' | 'megaphone' | 'lifebuoy';

export interface UseCase {
  title: string;
  audience: string;
  description: string;
  icon: UseCaseIcon;
}

/** The creators the product is for (spec 000 §1 "Users") and the videos they make. */
export const USE_CASES: readonly UseCase[] = [
  {
    title: 'Trainers and L&D teams',
    audience: 'Training specialists, instructors',
    description: 'Turn course material into short modules everyone finishes, and update a slide instead of booking a reshoot.',
    icon: 'graduation',
  },
  {
    title: 'HR and people teams',
    audience: 'Onboarding, policies, compliance',
    description: 'Give every new hire the same warm welcome and make policy updates something people actually watch.',
    icon: 'people',
  },
  {
    title: 'Educators',
    audience: 'Teachers, lecturers, tutors',
    description: 'Publish lessons students can replay at their own pace, then let them ask the share page what they missed.',
    icon: 'book',
  },
  {
    title: 'Product teams',
    audience: 'Product managers, designers',
    description: 'Explain a release, a roadmap or a new workflow from the spec you already wrote, in minutes.',
    icon: 'rocket',
  },
  {
    title: 'Marketing and sales',
    audience: 'Growth, business development',
    description: 'Turn a feature page or a pitch deck into a narrated demo prospects can watch before the first call.',
    icon: 'megaphone',
  },
  {
    title: 'Customer support',
    audience: 'Help centres, success teams',
    description: 'Answer the questions you get every day with a two-minute how-to video instead of another long reply.',
    icon: 'lifebuoy',
  },
];

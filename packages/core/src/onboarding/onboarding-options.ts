/** Spec 000 §5 "Options". */
export const ROLES = [
  'Educator',
  'Training Specialist',
  'HR Professional',
  'Instructor',
  'Independent Content Creator',
  'Product Manager',
  'Designer',
  'Developer',
  'Analyst',
  'Growth Specialist',
  'Business Development',
  'Other',
] as const;

export const TEAM_SIZES = [
  'Just me',
  'Small team (2–5 people)',
  'Medium team (6–20 people)',
  'Large organisation (21+ people)',
  'Enterprise (100+ seats)',
] as const;

export const USE_CASES = [
  'Employee onboarding',
  'L&D Training',
  'Personal Projects',
  'Internal Communications',
  'Product Demos',
  'Educational Content',
] as const;

/** Spec 000 §9: onboarding has 5 steps. */
export const ONBOARDING_STEP_COUNT = 5;

export const ONBOARDING_TITLES = [
  'Give yourself a nickname',
  'What best describes your role?',
  'What best describes your team size?',
  'How would you use Lectern?',
  "You're all set. Ready to get started?",
] as const;

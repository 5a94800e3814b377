/**
 * Example videos shown as cards. They illustrate what people make with Lectern; the lengths stay
 * within the free trial (videos up to 5 minutes, avatar videos up to 3 minutes, spec 000 §1).
 */
export type ThumbnailLayout = 'title' | 'bullets' | 'split' | 'steps';

export interface ExampleVideo {
  title: string;
  purpose: string;
  duration: string;
  slides: number;
  /** A theme id from core THEMES (spec 001 §3): the card names it and the mock slide wears its colours. */
  themeId: string;
  language: string;
  withPresenter: boolean;
  summary: string;
  /** Mock slide drawn on the card: a headline and a layout, in the theme's colours. */
  slide: {
    headline: string;
    layout: ThumbnailLayout;
  };
}

export const EXAMPLE_VIDEOS: readonly ExampleVideo[] = [
  {
    title: 'Your first week at Northwind',
    purpose: 'Onboarding',
    duration: '2:48',
    slides: 7,
    themeId: 'corporate-blue',
    language: 'English',
    withPresenter: true,
    summary: 'Made from a 14-page employee handbook PDF: who to meet, which tools to set up, where to ask for help.',
    slide: {
      headline: 'Welcome aboard',
      layout: 'split',
    },
  },
  {
    title: 'Handling personal data the right way',
    purpose: 'Compliance training',
    duration: '4:12',
    slides: 9,
    themeId: 'professional-green',
    language: 'English · German',
    withPresenter: false,
    summary: 'A data-protection policy turned into nine clear slides, narrated in two languages for a distributed team.',
    slide: {
      headline: 'Data protection essentials',
      layout: 'bullets',
    },
  },
  {
    title: 'Scheduling shifts in 90 seconds',
    purpose: 'Product demo',
    duration: '1:32',
    slides: 5,
    themeId: 'modern-purple',
    language: 'English',
    withPresenter: true,
    summary: 'Release notes and a feature page link became a short walkthrough the sales team sends after every call.',
    slide: {
      headline: 'Plan a week in three clicks',
      layout: 'steps',
    },
  },
  {
    title: 'Photosynthesis, step by step',
    purpose: 'Lesson',
    duration: '4:40',
    slides: 10,
    themeId: 'forest-emerald',
    language: 'English · Spanish',
    withPresenter: false,
    summary: 'A teacher pasted her lecture notes and published the video with a share page students can question.',
    slide: {
      headline: 'How plants make food',
      layout: 'title',
    },
  },
  {
    title: 'Resetting a customer password',
    purpose: 'Customer support',
    duration: '2:05',
    slides: 6,
    themeId: 'ocean-teal',
    language: 'English · French',
    withPresenter: false,
    summary: 'A help-centre article rewritten as a calm, friendly how-to that support agents link in their replies.',
    slide: {
      headline: 'Reset in four steps',
      layout: 'steps',
    },
  },
  {
    title: 'Q3 pricing update for partners',
    purpose: 'Sales enablement',
    duration: '2:56',
    slides: 8,
    themeId: 'warm-amber',
    language: 'English',
    withPresenter: true,
    summary: 'A PowerPoint deck without speaker notes, given narration in an authoritative tone and a presenter.',
    slide: {
      headline: 'What changes on 1 July',
      layout: 'bullets',
    },
  },
];

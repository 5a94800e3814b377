import { AVATARS, THEMES } from '@lectern/core';

/**
 * What goes in and what comes out (spec 000 §1: inputs named on the landing page; outputs).
 * DESIGN.md: uploads accept PDF, Word, PowerPoint, plain text and Markdown, so the page may name them.
 */
export const INPUT_FORMATS = [
  { label: 'PDF', detail: 'Reports, handbooks, policies' },
  { label: 'Word', detail: '.docx documents' },
  { label: 'PowerPoint', detail: '.pptx decks' },
  { label: 'Plain text', detail: '.txt and Markdown' },
  { label: 'Pasted content', detail: 'Notes, emails, scripts' },
  { label: 'Web links', detail: 'Articles and product pages' },
] as const;

export const OUTPUT_FORMATS = [
  { label: 'WebM video', detail: 'Small files, plays in every modern browser' },
  { label: 'MP4 video', detail: 'For your LMS, intranet or video platform' },
  { label: 'PNG slides', detail: 'Every slide as a crisp image' },
] as const;

export type FeatureIcon = 'presenter' | 'palette' | 'languages' | 'chat' | 'server' | 'bolt';

export interface Feature {
  title: string;
  description: string;
  icon: FeatureIcon;
}

export const FEATURES: readonly Feature[] = [
  {
    // Decision 132: every named presenter pair ships (the count comes from core AVATARS; landing-page.test.tsx checks it).
    title: 'With or without a presenter',
    description: `Keep it to slides and narration, or add a presenter who speaks your script, lip-synced to the narration, blinking and breathing as they talk. ${AVATARS.length} presenters in casual, professional and formal styles, drawn on your own server with no cloud service needed.`,
    icon: 'presenter',
  },
  {
    // Spec 001 §3 "Theme": the count and names come from core THEMES (landing-page.test.tsx checks the word).
    title: 'Twelve slide themes',
    description: `From ${THEMES[0]?.name} to ${THEMES.at(-1)?.name}. Add your logo, pick an image per slide or upload your own, and every slide stays on brand.`,
    icon: 'palette',
  },
  {
    title: 'Narration in many languages',
    description:
      'The built-in voice speaks more than 70 languages, each listed by its own name. Connect Google, Azure or OpenAI voices for studio-quality speech, and translate scripts with a connected AI provider.',
    icon: 'languages',
  },
  {
    title: 'Share page with an assistant',
    description: 'Publish a video on a public link. Viewers can ask questions and get answers drawn from the documents behind it, with no account needed.',
    icon: 'chat',
  },
  {
    title: 'Self-hosted and offline',
    description:
      'Runs on one machine with nothing else to install. Your documents never leave your server unless you plug in a cloud AI or voice service yourself.',
    icon: 'server',
  },
  {
    title: 'Renders in seconds',
    description: 'Slides are drawn once and narration is cached, so a two-minute video is ready in seconds, and editing one slide re-renders just that slide.',
    icon: 'bolt',
  },
];

import type { Slide } from '@lectern/core';
import { illustrationUrl } from './illustration-url';

const base = { description: '', script: '', visualCues: [], keyPoints: [], imageKeyword: '', avatarVisible: false };

/** One realistic slide per template, shared by the layout and golden-image tests. */
export const SAMPLE_SLIDES: Slide[] = [
  {
    ...base,
    id: 'slide-1',
    order: 0,
    duration: 10,
    templateId: 'title-slide',
    title: 'Building a Culture of Data Security',
    description: 'A practical guide for every team member, from first login to incident response',
  },
  {
    ...base,
    id: 'slide-2',
    order: 1,
    duration: 25,
    templateId: 'bullet-points',
    title: 'Why security matters to every team',
    keyPoints: [
      'Most breaches start with a single phishing email or a reused password',
      'Customer trust takes years to build and minutes to lose',
      'Regulators expect documented, repeatable safeguards',
      'Good habits make secure work the fastest way to work',
    ],
    imageKeyword: 'data security',
    contextualImage: { url: illustrationUrl('data security'), keywords: ['data security'], source: 'generated' },
  },
  {
    ...base,
    id: 'slide-3',
    order: 2,
    duration: 15,
    templateId: 'focus-quote',
    title: 'The one rule to remember',
    keyPoints: ['Security is not a product, it is a habit we practise together every single day.'],
  },
  {
    ...base,
    id: 'slide-4',
    order: 3,
    duration: 30,
    templateId: 'split-content',
    title: 'Passwords: before and after',
    leftColumnTitle: 'Before',
    leftColumnPoints: ['One password reused across tools', 'Shared in chat when someone is away', 'Changed only after an incident'],
    rightColumnTitle: 'After',
    rightColumnPoints: ['A password manager with unique passphrases', 'Multi-factor sign-in on every account', 'Access reviewed every quarter'],
  },
];

/**
 * Slides whose text needs continuation pages on narrow shapes (decision 165): too many points,
 * one very long point, and a crowded comparison.
 */
export const CROWDED_SLIDES: Slide[] = [
  {
    ...base,
    id: 'crowded-1',
    order: 0,
    duration: 40,
    templateId: 'bullet-points',
    title: 'Security Awareness for everyone',
    keyPoints: Array.from({ length: 7 }, (_, i) => `Habit ${i + 1}: lock your screen, check the sender and report anything that looks unusual`),
  },
  {
    ...base,
    id: 'crowded-2',
    order: 1,
    duration: 40,
    templateId: 'bullet-points',
    title: 'The whole policy',
    keyPoints: ['Every employee must read the policy and confirm it in writing before their first day. '.repeat(10)],
  },
  {
    ...base,
    id: 'crowded-3',
    order: 2,
    duration: 40,
    templateId: 'split-content',
    title: 'Before and after',
    leftColumnTitle: 'Before',
    leftColumnPoints: Array.from({ length: 5 }, () => 'One password reused across every tool, shared in chat and never changed'),
    rightColumnTitle: 'After',
    rightColumnPoints: Array.from({ length: 5 }, () => 'A password manager with unique passphrases and multi-factor sign-in'),
  },
];

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

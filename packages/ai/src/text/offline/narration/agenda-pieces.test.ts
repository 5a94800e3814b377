import { describe, expect, it } from 'vitest';
import type { ScriptSlide } from './script-request';
import { writeOfflineScripts } from './write-offline-scripts';

const slide = (id: string, title: string, templateId: string, keyPoints: string[] = [], description?: string): ScriptSlide => ({
  id,
  title,
  templateId,
  keyPoints,
  duration: 20,
  ...(description ? { description } : {}),
});

const SLIDES = [
  slide('t', 'Travel Policy', 'title-slide', ['Booking Travel', 'Hotels', 'Claiming Expenses'], 'What staff need to know about the travel policy'),
  slide('a', 'Booking Travel', 'bullet-points', ['Book all trips through the travel portal', 'Book at least 14 days before the trip']),
  slide('b', 'Hotels', 'bullet-points', ['Choose a hotel within the nightly cap of $180', 'Breakfast may be included in the rate']),
  slide('c', 'Claiming Expenses', 'bullet-points', ['Submit your claim within 30 days', 'Claims after 90 days are not paid']),
  slide('z', 'In Short', 'focus-quote', [], 'Booking travel, hotels and claiming expenses. Not covered here: Safety While Travelling.'),
];

describe('the opening says what the viewer will learn; the closing names it once (decision 190)', () => {
  const { scripts } = writeOfflineScripts({ slides: SLIDES, projectTitle: 'Travel Policy', tone: 'Professional', sourceText: '' });
  const opening = scripts[0]?.script ?? '';
  const closing = scripts[scripts.length - 1]?.script ?? '';

  it('names the topics the slides cover in a sentence, and never reads a description that is not one', () => {
    expect(opening).toMatch(/we will look at booking travel, hotels and claiming expenses\./i);
    expect(opening).not.toMatch(/what staff need to know/i);
  });

  it('closes on what the viewer has not heard: never the agenda again, and what was left out (decision 212)', () => {
    // The closing message that only names the topics the title slide named is not said again, nor is a recap of them.
    expect(closing).not.toMatch(/booking travel, hotels and claiming expenses/i);
    expect(closing).toMatch(/also covers safety while travelling\./);
    expect(closing).not.toMatch(/Not covered here/);
  });

  it('joins no point to the next with a rota: no slide says "First," without a numbered list', () => {
    for (const s of scripts) expect(s.script).not.toMatch(/\b(?:First|Furthermore|In addition),/);
  });
});

import { describe, expect, it } from 'vitest';
import { continuationDurations, continuationStarts, continuedTitle } from './slide-continuation';

const spoken = (text: string, msPerWord = 400) => text.split(' ').map((word, i) => ({ text: word, startMs: i * msPerWord }));

describe('continuation pages share the slide narration (decision 165)', () => {
  it('heads a continuation page with the title and "(continued)"', () => {
    expect(continuedTitle('  Twelve habits ')).toBe('Twelve habits (continued)');
  });

  it('shows one page for the whole slide', () => {
    expect(continuationStarts(['anything'], [], 12)).toEqual([0]);
    expect(continuationDurations([0], 12)).toEqual([12]);
  });

  it('starts each page when the narration reaches its first point', () => {
    const narration = 'First, lock your screen. Next, use a password manager. Finally, report phishing quickly.';
    const starts = continuationStarts(['Lock your screen', 'Use a password manager', 'Report phishing quickly'], spoken(narration), 10);
    // "use" is the narration's sixth word and "report" its eleventh, 0.4 s apart.
    expect(starts).toEqual([0, 2, 4]);
    const durations = continuationDurations(starts, 10);
    expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(10);
  });

  it('matches words whatever their case, accents and punctuation', () => {
    const starts = continuationStarts(['Intro', 'Écoutez: «le client» d’abord'], spoken('Bonjour à tous, aujourd’hui ECOUTEZ le client'), 5);
    expect(starts).toEqual([0, 1.6]);
  });

  it('falls back to the share of text before the page when the narration never says it', () => {
    const starts = continuationStarts(['a'.repeat(30), 'b'.repeat(10)], spoken('something else entirely'), 8);
    expect(starts).toEqual([0, 6]);
  });

  it('keeps pages in order, at least a second each, inside the slide', () => {
    // The second page's words are said before the first's: the second still comes first.
    const starts = continuationStarts(['one', 'three four five', 'six seven eight'], spoken('six seven eight three four five'), 3.5);
    for (let i = 1; i < starts.length; i++) expect((starts[i] as number) - (starts[i - 1] as number)).toBeGreaterThanOrEqual(1);
    expect(starts.at(-1)).toBeLessThanOrEqual(2.5);
  });
});

import { describe, expect, it } from 'vitest';
import { POINT_LEAD_SECONDS, pointStarts, revealRange, revealSteps } from './point-reveal';

/** A narration spoken at `msPerWord`, its words in order. */
const spoken = (text: string, msPerWord = 400) => text.split(' ').map((word, i) => ({ text: word, startMs: i * msPerWord }));
/** The time the narration's word number `n` (0-based) starts. */
const wordAt = (n: number, msPerWord = 400) => (n * msPerWord) / 1000;

describe('points appear as they are spoken (decision 170)', () => {
  it('places each point just before the first word that begins saying it', () => {
    const narration = 'Three habits keep you safe. First, lock your screen. Next, use a password manager. Finally, report phishing quickly.';
    const starts = pointStarts(['Lock your screen', 'Use a password manager', 'Report phishing quickly'], spoken(narration), 12);
    // "lock" is word 6, "use" word 10, "report" word 15.
    expect(starts).toEqual([wordAt(6) - POINT_LEAD_SECONDS, wordAt(10) - POINT_LEAD_SECONDS, wordAt(15) - POINT_LEAD_SECONDS].map((s) => Number(s.toFixed(3))));
  });

  it('starts a point at its first spoken word, even a common one ("tell your supervisor")', () => {
    const narration = 'First, stop work at once. Then tell your supervisor what happened.';
    const starts = pointStarts(['Stop work at once', 'Tell your supervisor'], spoken(narration), 8);
    expect(starts).toEqual([wordAt(1) - POINT_LEAD_SECONDS, wordAt(6) - POINT_LEAD_SECONDS].map((s) => Number(s.toFixed(3))));
  });

  it('never shows a point more than 0.2 s before its first spoken word, nor after it', () => {
    const narration = 'Welcome back. We start by checking the ladder for damage, then we set it on firm ground, and we always keep three points of contact.';
    const words = spoken(narration, 330);
    const points = ['Check the ladder for damage', 'Set it on firm ground', 'Keep three points of contact'];
    const starts = pointStarts(points, words, 20);
    const firstWords = ['checking', 'set', 'keep'].map((w) => (words.find((x) => x.text === w)?.startMs ?? -1) / 1000);
    starts.forEach((s, i) => {
      expect(firstWords[i]! - s).toBeGreaterThanOrEqual(0);
      expect(firstWords[i]! - s).toBeLessThanOrEqual(0.2);
    });
  });

  it('matches a paraphrase by its words, whatever their endings, case and accents', () => {
    const narration =
      'Before lifting anything heavy, bend your KNEES and keep the load close. Ask a colleague when the box weighs more than twenty kilos. Écoutez the client first.';
    const starts = pointStarts(['Lift with bent knees', 'Get help above 20 kg', 'Écouter le client'], spoken(narration), 20);
    // "lifting" is word 1; point 2 is placed where "colleague … twenty kilos" is not enough: "help" and "20" are never said,
    // so it appears with the point before; "Écoutez" (word 23) meets "écouter".
    expect(starts[0]).toBeCloseTo(wordAt(1) - POINT_LEAD_SECONDS, 3);
    expect(starts[1]).toBe(starts[0]);
    expect(starts[2]).toBeCloseTo(wordAt(23) - POINT_LEAD_SECONDS, 3);
  });

  it('keeps the points in order and takes the first mention over a recap', () => {
    const narration = 'Lock your screen when you leave. Use a password manager for every account. To recap: lock your screen, use a password manager.';
    const starts = pointStarts(['Lock your screen', 'Use a password manager'], spoken(narration), 12);
    expect(starts).toEqual([0, Number((wordAt(6) - POINT_LEAD_SECONDS).toFixed(3))]);
  });

  it('keeps the points in order when the script says them in another order', () => {
    // The second point is said first: only one of the two can be placed in order, and each is on
    // screen by the time it is said.
    const narration = 'Report phishing quickly. Then remember to lock your screen.';
    const starts = pointStarts(['Lock your screen', 'Report phishing quickly'], spoken(narration), 8);
    expect(starts[1]).toBeGreaterThanOrEqual(starts[0] as number);
    expect(starts[0]).toBeLessThanOrEqual(wordAt(6));
    expect(starts[1]).toBeLessThanOrEqual(wordAt(0));
  });

  it('shows a point the script never says with the one before, the first with the slide', () => {
    const narration = 'Today we look at lock screens and nothing else.';
    const starts = pointStarts(['Unrelated opener', 'Lock your screen', 'Something never said'], spoken(narration), 6);
    expect(starts[0]).toBe(0);
    expect(starts[1]).toBeCloseTo(wordAt(4) - POINT_LEAD_SECONDS, 3);
    expect(starts[2]).toBe(starts[1]);
  });

  it('spreads the points evenly when the script says none of them (or there are no word timings)', () => {
    expect(pointStarts(['Alpha', 'Bravo', 'Charlie', 'Delta'], spoken('nothing here matches at all'), 8)).toEqual([0, 2, 4, 6]);
    expect(pointStarts(['Alpha', 'Bravo'], [], 5)).toEqual([0, 2.5]);
    expect(pointStarts([], spoken('anything'), 5)).toEqual([]);
  });

  it('reads numbers and points of stop words only', () => {
    const narration = 'Our target is 600,000 iterations. And then do it now.';
    const starts = pointStarts(['600,000 iterations', 'Do it now'], spoken(narration), 8);
    expect(starts[0]).toBeCloseTo(wordAt(3) - POINT_LEAD_SECONDS, 3);
    expect(starts[1]).toBeCloseTo(wordAt(7) - POINT_LEAD_SECONDS, 3);
  });

  it('places many points in a long narration quickly', () => {
    const points = Array.from({ length: 12 }, (_, i) => `Point number ${i + 1} about topic${i + 1}`);
    const narration = Array.from({ length: 12 }, (_, i) => `Now point ${i + 1} covers topic${i + 1} in some depth with several extra words.`).join(' ');
    const started = performance.now();
    const starts = pointStarts(points, spoken(`${narration} `.repeat(8).trim(), 100), 400);
    expect(performance.now() - started).toBeLessThan(1000);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1] as number);
  });
});

describe('the stills of a slide whose points appear in turn (decision 170)', () => {
  it('shows the title alone, then each point from its time, adding up to the slide', () => {
    const steps = revealSteps([[0, 1, 2]], [0], [1.2, 3.5, 6], 9);
    expect(steps).toEqual([
      { page: 0, revealed: 0, durationSeconds: 1.2 },
      { page: 0, revealed: 1, durationSeconds: 2.3 },
      { page: 0, revealed: 2, durationSeconds: 2.5 },
      { page: 0, revealed: 3, durationSeconds: 3 },
    ]);
    expect(steps.reduce((s, x) => s + x.durationSeconds, 0)).toBeCloseTo(9);
  });

  it('joins points that appear together into one still', () => {
    expect(revealSteps([[0, 1, 2]], [0], [0, 2, 2], 5)).toEqual([
      { page: 0, revealed: 1, durationSeconds: 2 },
      { page: 0, revealed: 3, durationSeconds: 3 },
    ]);
  });

  it('shows a point on the continuation page it begins on', () => {
    // Points 0–1 on page 0, point 2 carried over, 3–4 on page 1, which turns at 6 s.
    const pages = [
      [0, 1, 2],
      [2, 3, 4],
    ];
    const steps = revealSteps(pages, [0, 6], [1, 3, 5, 7, 9], 12);
    expect(steps).toEqual([
      { page: 0, revealed: 0, durationSeconds: 1 },
      { page: 0, revealed: 1, durationSeconds: 2 },
      { page: 0, revealed: 2, durationSeconds: 2 },
      { page: 0, revealed: 3, durationSeconds: 1 },
      { page: 1, revealed: 3, durationSeconds: 1 },
      { page: 1, revealed: 4, durationSeconds: 2 },
      { page: 1, revealed: 5, durationSeconds: 3 },
    ]);
  });

  it('brings a point said before its page turns in with the page, and one said after its page just before the turn', () => {
    const pages = [
      [0, 1],
      [2, 3],
    ];
    // Point 1 is said at 7 s, after page 1 has started (5 s); point 2 at 4 s, before it.
    const steps = revealSteps(pages, [0, 5], [0.5, 7, 4, 8], 10);
    expect(steps).toEqual([
      { page: 0, revealed: 0, durationSeconds: 0.5 },
      { page: 0, revealed: 1, durationSeconds: 4 },
      { page: 0, revealed: 2, durationSeconds: 0.5 },
      { page: 1, revealed: 3, durationSeconds: 3 },
      { page: 1, revealed: 4, durationSeconds: 2 },
    ]);
  });

  it('never names a reveal state a page cannot show', () => {
    const pages = [[0, 1, 2], [2, 3, 4], [5]];
    const steps = revealSteps(pages, [0, 4, 8], [0.3, 1, 9, 3, 11, 2], 12);
    for (const step of steps) {
      const { from, to } = revealRange(pages, step.page);
      expect(step.revealed).toBeGreaterThanOrEqual(from);
      expect(step.revealed).toBeLessThanOrEqual(to);
    }
    expect(revealRange(pages, 0)).toEqual({ from: 0, to: 3 });
    expect(revealRange(pages, 1)).toEqual({ from: 3, to: 5 });
    expect(revealRange(pages, 2)).toEqual({ from: 5, to: 6 });
    expect(steps.reduce((s, x) => s + x.durationSeconds, 0)).toBeCloseTo(12);
  });
});

import { describe, expect, it } from 'vitest';
import { fliteChunks, fliteDurationStretch } from './flite-synthesis.ts';
import { FLITE_VOICES } from './flite-voices.ts';

describe('fliteChunks', () => {
  it('packs whole sentences into runs of at most the limit', () => {
    const text = 'One two. Three four! Five six? "Seven." Eight';
    expect(fliteChunks(text, 20)).toEqual(['One two. Three four!', 'Five six? "Seven."', 'Eight']);
    expect(fliteChunks(text, 400)).toEqual([text]);
    for (const chunk of fliteChunks('A. B. C. D. E. F. G.'.repeat(30), 400)) expect(chunk.length).toBeLessThanOrEqual(400);
  });

  it('splits a sentence longer than the limit at spaces, and a longer word anywhere, losing no text', () => {
    expect(fliteChunks('aaa bbb ccc ddd', 8)).toEqual(['aaa bbb', 'ccc ddd']);
    const long = `start ${'x'.repeat(25)} end.`;
    const chunks = fliteChunks(long, 10);
    expect(chunks.every((c) => c.length <= 10)).toBe(true);
    expect(chunks.join('').replace(/\s/g, '')).toBe(long.replace(/\s/g, ''));
    expect(fliteChunks('  \n ')).toEqual([]);
  });
});

describe('fliteDurationStretch', () => {
  it("makes each voice speak 130 wpm × rate (spec 001 §9) from its own pace, within Flite's useful range", () => {
    const slt = FLITE_VOICES.find((v) => v.fliteVoice === 'slt')!;
    expect(fliteDurationStretch(slt, 0.9)).toBeCloseTo(183 / 117, 3);
    expect(fliteDurationStretch(slt, 1.125)).toBeLessThan(fliteDurationStretch(slt, 0.9));
    expect(fliteDurationStretch(slt, 0.01)).toBe(3);
    expect(fliteDurationStretch(slt, 100)).toBe(0.4);
  });
});

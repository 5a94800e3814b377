import { isFliteVoiceName } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { fliteChunks, fliteDurationStretch, spokenWeight } from './flite-synthesis.ts';
import { FLITE_VOICES } from './flite-voices.ts';

describe('fliteChunks', () => {
  it('packs whole sentences into runs of at most the limit', () => {
    const text = 'One two. Three four! Five six? "Seven." Eight';
    expect(fliteChunks(text, 22)).toEqual(['One two.\n\nThree four!', 'Five six?\n\n"Seven."', 'Eight']);
    expect(fliteChunks(text, 400)).toEqual(['One two.\n\nThree four!\n\nFive six?\n\n"Seven."\n\nEight']);
    for (const chunk of fliteChunks('A. B. C. D. E. F. G.'.repeat(30), 400)) expect(chunk.length).toBeLessThanOrEqual(400);
  });

  it('cuts the sentences into as many stretches of about equal length as asked, each within the limit (decision 197)', () => {
    const text = 'One two three. Four five six seven eight nine. Ten eleven. Twelve thirteen fourteen.';
    expect(fliteChunks(text, 400, 2)).toEqual(['One two three.\n\nFour five six seven eight nine.', 'Ten eleven.\n\nTwelve thirteen fourteen.']);
    expect(fliteChunks('One sentence only.', 400, 2)).toEqual(['One sentence only.']);
    expect(fliteChunks(text, 400, 2).join('\n\n')).toBe(fliteChunks(text, 400).join('\n\n'));
    expect(fliteChunks(text, 20, 2).every((c) => c.length <= 20)).toBe(true);
  });

  it('cuts a sentence longer than the limit at spaces, and a word longer than 40 characters anywhere, losing no text', () => {
    expect(fliteChunks('aaa bbb ccc ddd', 8)).toEqual(['aaa bbb', 'ccc ddd']);
    const long = `start ${'x'.repeat(100)} end.`;
    const chunks = fliteChunks(long);
    expect(chunks).toHaveLength(1);
    const utterances = chunks[0]!.split('\n\n');
    expect(utterances.every((u) => u.split(' ').every((w) => w.length <= 40))).toBe(true);
    expect(utterances.join('').replace(/\s/g, '')).toBe(long.replace(/\s/g, ''));
    expect(fliteChunks(`Fine. ${'y'.repeat(3000)}`).every((c) => c.length <= 400)).toBe(true);
    expect(fliteChunks('  \n ')).toEqual([]);
  });

  it('cuts by how long the words take to say: symbols read by name weigh more than letters (decision 150)', () => {
    expect(spokenWeight('make')).toBe(4);
    expect(spokenWeight('$42')).toBe(16);
    const symbols = `Run ${'a&b$'.repeat(60)} now & then.`;
    const utterances = fliteChunks(symbols).flatMap((c) => c.split('\n\n'));
    expect(utterances.length).toBeGreaterThan(1);
    expect(utterances.every((u) => spokenWeight(u) <= 100)).toBe(true);
    expect(utterances.join('').replace(/\s/g, '')).toBe(symbols.replace(/\s/g, ''));
    // Plain prose keeps its sentences whole, as before.
    expect(fliteChunks('One two. Three four!')).toEqual(['One two.\n\nThree four!']);
  });
});

describe('fliteDurationStretch', () => {
  it("makes each voice speak the planned pace × rate (150 wpm at 0.9, decision 166) from its own measured pace, within Flite's useful range", () => {
    const slt = FLITE_VOICES.find((v) => v.fliteVoice === 'slt')!;
    expect(fliteDurationStretch(slt, 0.9)).toBeCloseTo(166 / 150, 3);
    expect(fliteDurationStretch(slt, 1.125)).toBeLessThan(fliteDurationStretch(slt, 0.9));
    expect(fliteDurationStretch(slt, 0.01)).toBe(3);
    expect(fliteDurationStretch(slt, 100)).toBe(0.4);
  });

  it('has a measured pace for every Flite voice offered (decision 150)', () => {
    for (const voice of FLITE_VOICES) expect(isFliteVoiceName(voice.name), voice.name).toBe(true);
  });
});

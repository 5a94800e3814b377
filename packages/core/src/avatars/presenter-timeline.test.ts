import { describe, expect, it } from 'vitest';
import { NEUTRAL_POSE } from './presenter-pose';
import {
  BREATH_LEVELS,
  poseKey,
  presenterTimeline,
  restAtEnds,
  SWAY_LEVELS,
  seededRandom,
  sentenceStartTimes,
  stressedWordTimes,
  TILT_LEVELS,
} from './presenter-timeline';
import { type TimedPhoneme, visemeTrack } from './visemes';

/** A 20 s slide of steady narration: syllables of consonant + vowel with a pause between sentences. */
function narration(seconds: number): TimedPhoneme[] {
  const random = seededRandom('narration');
  const sounds = ['b', 'ə', 'm', 'aɪ', 't', 'ɛ', 's', 'oʊ', 'f', 'iː', 'l', 'uː', 'w', 'ɑː', 'k', 'ɪ', 'n', 'ɔː'];
  const phonemes: TimedPhoneme[] = [];
  let at = 300;
  while (at < seconds * 1000 - 500) {
    const ms = 50 + Math.round(random() * 90);
    const phoneme = random() < 0.06 ? '_' : sounds[Math.floor(random() * sounds.length)]!;
    phonemes.push({ phoneme, startMs: at, endMs: at + (phoneme === '_' ? ms * 4 : ms) });
    at += phoneme === '_' ? ms * 4 : ms;
  }
  return phonemes;
}

const frameStates = (timeline: ReturnType<typeof presenterTimeline>) =>
  timeline.segments.flatMap((s) => Array.from({ length: s.frames }, () => timeline.states[s.state]!));

describe('presenterTimeline', () => {
  const fps = 12.5;
  const durationMs = 20_000;
  const visemes = visemeTrack(narration(20), { durationMs, fps });
  const timeline = presenterTimeline(visemes, { fps, durationMs, seed: 'slide-3' });
  const frames = frameStates(timeline);

  it('covers every frame, starting at rest and looking at the viewer', () => {
    expect(frames).toHaveLength(250);
    expect(frames[0]!.mouth).toBe('rest');
    expect(frames[0]!.eyes).toBe('open');
    expect(timeline.segments[0]!.state).toBe(0);
  });

  it('follows the mouth track frame by frame', () => {
    const mouths = visemes.flatMap((s) => Array.from({ length: s.frames }, () => s.shape));
    expect(frames.slice(1).map((f) => f.mouth)).toEqual(mouths.slice(1));
  });

  it('keeps each distinct pose once, with consecutive equal poses merged', () => {
    const keys = timeline.states.map(poseKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (let i = 1; i < timeline.segments.length; i++) expect(timeline.segments[i]!.state).not.toBe(timeline.segments[i - 1]!.state);
    // Every drawing is made once per render: a 20 s slide needs well under 150 of them.
    expect(timeline.states.length).toBeLessThan(150);
    expect(timeline.states.length).toBeGreaterThan(15);
  });

  it('blinks every 2–6 s for about 150 ms: half, closed, closed, half at 25 fps', () => {
    const fast = frameStates(presenterTimeline(visemeTrack(narration(20), { durationMs, fps: 25 }), { fps: 25, durationMs, seed: 'slide-3' }));
    const eyes = fast.map((f) => f.eyes).join(',');
    const blinks = eyes.match(/half,closed,closed,half/g) ?? [];
    expect(blinks.length).toBeGreaterThanOrEqual(3); // 20 s at one blink per 2–6 s
    expect(blinks.length).toBeLessThanOrEqual(10);
    expect(fast.filter((f) => f.eyes === 'closed')).toHaveLength(blinks.length * 2);
    // Blinks start 2–6 s apart.
    const starts = fast.flatMap((f, i) => (f.eyes === 'half' && fast[i - 1]?.eyes === 'open' ? [i] : []));
    expect(starts).toHaveLength(blinks.length);
    for (let i = 1; i < starts.length; i++) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(2 * 25 - 1);
      expect(starts[i]! - starts[i - 1]!).toBeLessThanOrEqual(6 * 25 + 1);
    }
  });

  it('raises the brows and nods on stressed words and lifts the shoulders at sentence starts', () => {
    const fps25 = 25;
    const words = [
      { text: 'Report', startMs: 300, endMs: 700 },
      { text: 'every', startMs: 700, endMs: 950 },
      { text: 'breach', startMs: 950, endMs: 1500 },
      { text: 'within', startMs: 1500, endMs: 1750 },
      { text: 'one', startMs: 1750, endMs: 1900 },
      { text: 'hour.', startMs: 1900, endMs: 2500 },
      { text: 'Never', startMs: 3000, endMs: 3300 },
      { text: 'send', startMs: 3300, endMs: 3500 },
      { text: 'customer', startMs: 3500, endMs: 3900 },
      { text: 'lists', startMs: 3900, endMs: 4200 },
      { text: 'by', startMs: 4200, endMs: 4300 },
      { text: 'e-mail.', startMs: 4300, endMs: 5000 },
    ];
    const f = frameStates(presenterTimeline([], { fps: fps25, durationMs: 6000, seed: 'slide-1', words }));
    const frameOf = (ms: number) => Math.round((ms * fps25) / 1000);
    // Sentence starts: "Report" and "Never"; the shoulders lift around them and settle.
    expect(sentenceStartTimes(words)).toEqual([300, 3000]);
    for (const at of [300, 3000]) expect(f[frameOf(at)]!.lift).toBe(1);
    expect(f[frameOf(2000)]!.lift).toBeUndefined();
    // Stressed words get brows and a nod at their start, at least 1.8 s apart.
    const stressed = stressedWordTimes(words);
    expect(stressed.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < stressed.length; i++) expect(stressed[i]! - stressed[i - 1]!).toBeGreaterThanOrEqual(1800);
    for (const at of stressed) {
      expect(f[frameOf(at)]!.brow).toBe(1);
      expect(f[frameOf(at)]!.nod).toBe(1);
      expect(['every', 'one', 'by']).not.toContain(words.find((w) => w.startMs === at)!.text);
    }
    // Away from the words the face rests.
    expect(f.slice(frameOf(5600)).every((p) => !p.brow && !p.nod && !p.lift)).toBe(true);
    expect(f[0]).toEqual({ ...f[0], mouth: 'rest', eyes: 'open' });
    expect(f[0]!.tilt ?? 0).toBe(0);
  });

  it('breathes and sways slowly between a few levels', () => {
    expect(new Set(frames.map((f) => f.breath))).toEqual(new Set(BREATH_LEVELS));
    expect(new Set(frames.map((f) => f.sway)).size).toBeGreaterThanOrEqual(2);
    for (const f of frames) expect(SWAY_LEVELS).toContain(f.sway);
    // The head tilts too, between its own few levels.
    expect(new Set(frames.map((f) => f.tilt ?? 0)).size).toBeGreaterThanOrEqual(2);
    for (const f of frames) expect(TILT_LEVELS).toContain(f.tilt ?? 0);
    // A level holds for at least half a second: never a jitter between levels.
    const runs = (values: number[]) => {
      const lengths: number[] = [];
      values.forEach((v, i) => {
        if (i && v === values[i - 1]) lengths[lengths.length - 1]!++;
        else lengths.push(1);
      });
      return lengths;
    };
    expect(Math.min(...runs(frames.map((f) => f.breath)).slice(1, -1))).toBeGreaterThanOrEqual(fps / 2);
    expect(Math.min(...runs(frames.map((f) => f.sway)).slice(1, -1))).toBeGreaterThanOrEqual(fps);
  });

  it('starts and ends upright and at rest, whatever the seed and length, so joined slides meet without a jump (decision 187)', () => {
    const rest = NEUTRAL_POSE;
    for (const seconds of [0.4, 2.3, 7, 13.7, 31]) {
      for (const seed of ['slide-1', 'slide-2', 'another', 'x']) {
        const durationMs = seconds * 1000;
        const words = [{ text: 'Finally.', startMs: Math.max(0, durationMs - 300), endMs: durationMs }];
        const f = frameStates(presenterTimeline(visemeTrack(narration(seconds), { durationMs, fps: 25 }), { fps: 25, durationMs, seed, words }));
        expect(f[0], `${seed} ${seconds} s`).toEqual(rest);
        expect(f.at(-1), `${seed} ${seconds} s`).toEqual(rest);
      }
    }
    // Still moving in between: a long slide breathes and sways, every level held as long as before.
    const long = frameStates(presenterTimeline(visemeTrack(narration(31), { durationMs: 31_000, fps }), { fps, durationMs: 31_000, seed: 'slide-2' }));
    expect(new Set(long.map((p) => p.breath))).toEqual(new Set(BREATH_LEVELS));
    expect(new Set(long.map((p) => p.sway)).size).toBeGreaterThanOrEqual(2);
  });

  it('rests a cycle at its middle level from the start until it first leaves it and from its last return', () => {
    expect(restAtEnds([1, 1, 0, 0, 2, 2, 0, 1, 1, 0, 2], 0)).toEqual([0, 0, 0, 0, 2, 2, 0, 1, 1, 0, 0]);
    expect(restAtEnds([0, 2, 2, 0], 0)).toEqual([0, 2, 2, 0]);
    expect(restAtEnds([2, 2, 2], 0)).toEqual([0, 0, 0]);
  });

  it('moves the same way for the same seed and differently for another slide', () => {
    const again = presenterTimeline(visemes, { fps, durationMs, seed: 'slide-3' });
    expect(again).toEqual(timeline);
    const other = presenterTimeline(visemes, { fps, durationMs, seed: 'slide-4' });
    expect(other.segments).not.toEqual(timeline.segments);
  });

  it('holds rest when the mouth track is shorter than the clip and cuts it when longer', () => {
    const short = frameStates(presenterTimeline([{ shape: 'AI', startFrame: 0, frames: 10 }], { fps: 25, durationMs: 2000, seed: 'x' }));
    expect(short).toHaveLength(50);
    expect(short.slice(1, 10).every((f) => f.mouth === 'AI')).toBe(true);
    expect(short.slice(10).every((f) => f.mouth === 'rest')).toBe(true);
    const cut = presenterTimeline([{ shape: 'O', startFrame: 0, frames: 100 }], { fps: 25, durationMs: 1000, seed: 'x' });
    expect(cut.segments.reduce((n, s) => n + s.frames, 0)).toBe(25);
  });

  it('names poses stably', () => {
    expect(poseKey(NEUTRAL_POSE)).toBe('rest-open-b0-s0');
    expect(poseKey({ mouth: 'MBP', eyes: 'half', breath: -1, sway: 0.5 })).toBe('MBP-half-b-1-s0.5');
    expect(poseKey({ mouth: 'E', eyes: 'open', breath: 0, sway: 0, tilt: -0.7, nod: 1, brow: 1, lift: 1 })).toBe('E-open-b0-s0-t-0.7-n1-w1-l1');
  });
});

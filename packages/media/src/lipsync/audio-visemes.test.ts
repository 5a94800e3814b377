import { type MouthShape, phonemeShapes, visemeFrames, visemeTrack } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSpeechProvider } from '../speech/local/local-speech-provider.ts';
import type { Synthesis } from '../speech/speech-types.ts';
import { encodeWav, type PcmAudio } from '../wav/wav.ts';
import { audioVisemeTrack } from './audio-visemes.ts';

const RATE = 22050;
const FPS = 12.5;
const OPEN = new Set<MouthShape>(['AI', 'E', 'O', 'U']);
const talking = (shape: MouthShape | undefined) => shape !== undefined && shape !== 'rest' && shape !== 'MBP';

/** Seconds of a signal built sample by sample. */
function signal(seconds: number, sample: (t: number, i: number) => number): PcmAudio {
  const samples = new Int16Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.max(-32768, Math.min(32767, Math.round(sample(i / RATE, i) * 32767)));
  return { sampleRate: RATE, samples };
}

/** A vowel-like buzz: a 180 Hz voice with harmonics boosted around two formants. */
const vowel = (f1: number, f2: number, amplitude: number) => (t: number) => {
  let v = 0;
  for (let h = 1; h * 180 < 5000; h++) {
    const f = h * 180;
    const gain = 1 / (1 + ((f - f1) / 120) ** 2) + 0.6 / (1 + ((f - f2) / 200) ** 2) + 0.02;
    v += gain * Math.sin(2 * Math.PI * f * t);
  }
  return (amplitude * v) / 3;
};

let random = 1;
const noise = () => {
  random = (random * 16807) % 2147483647;
  return random / 2147483647 - 0.5;
};

describe('audioVisemeTrack on synthetic sound', () => {
  it('rests through silence and covers every frame', () => {
    const track = audioVisemeTrack(
      signal(2, () => 0),
      { fps: FPS },
    );
    expect(track).toEqual([{ shape: 'rest', startFrame: 0, frames: 25 }]);
    const wav = encodeWav(signal(2, () => 0));
    expect(audioVisemeTrack(wav, { fps: 25, durationMs: 3000 })).toEqual([{ shape: 'rest', startFrame: 0, frames: 75 }]);
    // WAV bytes as a plain Uint8Array (as the render pipeline holds them) read the same.
    expect(audioVisemeTrack(new Uint8Array(wav), { fps: 25 })).toEqual([{ shape: 'rest', startFrame: 0, frames: 50 }]);
  });

  it('opens for a loud open vowel, rounds for a back vowel, widens for a front one, hisses on noise', () => {
    const shapeOf = (audio: PcmAudio) => {
      const frames = visemeFrames(audioVisemeTrack(audio, { fps: FPS }));
      return frames[Math.floor(0.5 * FPS)]; // the middle of the first second
    };
    // Each sound beside a quieter passage, so the clip has a loud level to compare with.
    const withQuiet = (sound: (t: number) => number) => signal(2, (t) => (t < 1 ? sound(t) : vowel(500, 1500, 0.05)(t)));
    expect(shapeOf(withQuiet(vowel(800, 1200, 0.5)))).toBe('AI'); // "ah"
    expect(shapeOf(withQuiet(vowel(300, 800, 0.5)))).toMatch(/^[OU]$/); // "oo"
    expect(shapeOf(withQuiet(vowel(350, 2300, 0.5)))).toBe('E'); // "ee"
    expect(shapeOf(withQuiet(() => noise() * 0.4))).toMatch(/^(etc|FV)$/); // "ss"
  });

  it('does not chatter when the level hovers at the speech threshold (hysteresis)', () => {
    // A loud second, then a sound that swells and fades around the on/off levels four times a second.
    const audio = signal(4, (t) => (t < 1 ? vowel(800, 1200, 0.5)(t) : vowel(800, 1200, 0.5 * 10 ** ((-33 + 3 * Math.sin(2 * Math.PI * 4 * t)) / 20))(t)));
    const track = audioVisemeTrack(audio, { fps: FPS });
    const changes = track.filter((s) => s.startFrame >= 13).length;
    expect(changes).toBeLessThanOrEqual(3);
  });

  it('refuses a frame rate of zero', () => {
    expect(() =>
      audioVisemeTrack(
        signal(1, () => 0),
        { fps: 0 },
      ),
    ).toThrow(RangeError);
  });
});

describe('audioVisemeTrack on the local voice', () => {
  const speech = new LocalSpeechProvider();
  let spoken: Synthesis;
  beforeAll(async () => {
    spoken = await speech.synthesize({
      text: 'Hello, my name is Lisa. Welcome to the quarterly review. Sales grew by forty percent.',
      voice: 'en-US-Local-Annie',
      languageCode: 'en-US',
    });
  });
  afterAll(() => speech.close());

  it('moves the mouth where the voice speaks and rests where it pauses, like the phoneme track', () => {
    const durationMs = spoken.durationSeconds * 1000;
    const fromAudio = visemeFrames(audioVisemeTrack(spoken.wav, { fps: FPS }));
    const fromPhonemes = visemeFrames(visemeTrack(spoken.phonemes ?? [], { durationMs, fps: FPS }));
    expect(fromAudio).toHaveLength(fromPhonemes.length);
    // Talking (open) or not (rest, closed) agrees on most frames.
    const agree = fromAudio.filter((shape, i) => talking(shape) === talking(fromPhonemes[i])).length;
    expect(agree / fromAudio.length).toBeGreaterThan(0.8);
    // Long vowels open the mouth; long pauses rest it.
    const phonemes = spoken.phonemes ?? [];
    const frameOf = (ms: number) => Math.floor((ms * FPS) / 1000) - 1;
    const vowels = phonemes.filter((p) => p.endMs - p.startMs >= 150 && OPEN.has(phonemeShapes(p.phoneme)[0]!));
    expect(vowels.length).toBeGreaterThan(3);
    const opened = vowels.filter((p) => fromAudio.slice(frameOf(p.startMs), frameOf(p.endMs) + 1).some((shape) => OPEN.has(shape)));
    expect(opened.length / vowels.length).toBeGreaterThan(0.85);
    const pauses = phonemes.filter((p) => p.phoneme === '_' && p.endMs - p.startMs >= 300);
    expect(pauses.length).toBeGreaterThanOrEqual(2);
    for (const pause of pauses) expect(fromAudio[frameOf((pause.startMs + pause.endMs) / 2)]).toBe('rest');
    // Shapes vary: not one open mouth for everything.
    expect(new Set(fromAudio).size).toBeGreaterThanOrEqual(5);
  });
});

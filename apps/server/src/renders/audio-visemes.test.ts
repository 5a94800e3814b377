import { visemeFrames } from '@lectern/core';
import { encodeWav } from '@lectern/media';
import { describe, expect, it } from 'vitest';
import { audioVisemes } from './audio-visemes';

const RATE = 24000;
/** Silence, a loud low vowel-like tone, silence, then hiss: half a second each. */
function narration() {
  const samples = new Int16Array(RATE * 2);
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    const part = Math.floor(i / (RATE / 2));
    if (part === 1) samples[i] = Math.round(Math.sin((2 * Math.PI * 180 * i) / RATE) * 20000);
    if (part === 3) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      samples[i] = ((seed / 0x7fffffff) * 2 - 1) * 12000;
    }
  }
  return encodeWav({ sampleRate: RATE, samples });
}

describe('mouth shapes from the audio', () => {
  it('rests in silence, opens on a loud vowel and shows teeth on hiss, a frame ahead of the sound', () => {
    const frames = visemeFrames(audioVisemes(narration(), 2000, 12.5));
    expect(frames).toHaveLength(25);
    // 12.5 fps: frames 0-5 are silence (the 6th shows the vowel a frame early), 6-11 the vowel.
    expect(frames.slice(0, 4)).toEqual(['rest', 'rest', 'rest', 'rest']);
    expect(frames.slice(7, 11).every((s) => s === 'AI')).toBe(true);
    expect(frames.slice(14, 17).every((s) => s === 'rest')).toBe(true);
    expect(frames.slice(20, 24).every((s) => s === 'etc')).toBe(true);
  });

  it('keeps the mouth at rest for audio it cannot read', () => {
    expect(visemeFrames(audioVisemes(new Uint8Array([1, 2, 3]), 400, 12.5))).toEqual(['rest', 'rest', 'rest', 'rest', 'rest']);
  });
});

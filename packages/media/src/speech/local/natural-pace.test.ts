import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SPEECH_RATE, sentencePauseSeconds } from '@lectern/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from '../../ffmpeg/run-ffmpeg.ts';
import { LocalSpeechProvider } from './local-speech-provider.ts';

/**
 * Issue 21 item 5 (decision 166): the default English voices speak 140–160 words a minute with
 * their pauses, and a listener hears where each sentence ends. Measured on a narration none of the
 * pace tables was measured on, with ffmpeg's silencedetect on the audio itself.
 */
const NARRATION =
  'Every new starter gets a laptop on the first morning. Your manager books the induction for the same week. ' +
  'Bring a form of identity, because the security desk prints your badge while you wait. ' +
  'Passwords change every ninety days! Ask the help desk when something does not work.';
const SENTENCES = 5;

const provider = new LocalSpeechProvider();
const folder = mkdtemp(join(tmpdir(), 'lectern-pace-'));
afterAll(async () => {
  await provider.close();
  await rm(await folder, { recursive: true, force: true });
});

/** Silences of at least `seconds` that ffmpeg hears in a WAV, as [start, end] in seconds. */
async function silences(wav: Buffer, seconds: number): Promise<[number, number][]> {
  const file = join(await folder, `${Math.random().toString(36).slice(2)}.wav`);
  await writeFile(file, wav);
  const stderr = await new Promise<string>((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-i', file, '-af', `silencedetect=n=-40dB:d=${seconds}`, '-f', 'null', '-']);
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', () => resolve(text));
  });
  const starts = [...stderr.matchAll(/silence_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  return starts.map((start, i) => [start, ends[i] ?? Number.POSITIVE_INFINITY]);
}

describe('the default English voices at a natural pace', () => {
  const words = NARRATION.split(/\s+/).length;
  for (const voice of ['en-US-Local-Abigail', 'en-US-Local-Alan', 'en-GB-Local-Alastair', 'en-US-Local-Annie', 'en-GB-Local-Linda']) {
    it(`${voice} speaks 140–160 words a minute, pauses included, with a clear pause after each sentence`, { timeout: 60_000 }, async () => {
      const spoken = await provider.synthesize({ text: NARRATION, voice, languageCode: voice.slice(0, 5) });
      const wpm = words / (spoken.durationSeconds / 60);
      expect(wpm).toBeGreaterThanOrEqual(140);
      expect(wpm).toBeLessThanOrEqual(160);
      // Each sentence's last word is followed by a silence the ear notices (most of the least pause).
      const heard = await silences(spoken.wav, sentencePauseSeconds(DEFAULT_SPEECH_RATE) * 0.8);
      const ends = spoken.words.filter((w) => /[.!?]$/.test(w.text)).slice(0, -1);
      expect(ends).toHaveLength(SENTENCES - 1);
      for (const end of ends) {
        const next = spoken.words[spoken.words.indexOf(end) + 1]!;
        expect(heard.some(([start, stop]) => start < next.startMs / 1000 && stop > end.endMs / 1000 - 0.35)).toBe(true);
      }
    });
  }

  it('moves the pace and the pauses with the rate', { timeout: 60_000 }, async () => {
    const at = (rate: number) => provider.synthesize({ text: NARRATION, voice: 'en-US-Local-Abigail', languageCode: 'en-US', rate });
    const [slow, normal, fast] = [await at(0.75), await at(DEFAULT_SPEECH_RATE), await at(1.1)];
    const wpm = (s: { durationSeconds: number }) => words / (s.durationSeconds / 60);
    // Within a tenth of the rate's share of the default pace.
    expect(wpm(slow) / wpm(normal)).toBeCloseTo(0.75 / 0.9, 1);
    expect(wpm(fast) / wpm(normal)).toBeCloseTo(1.1 / 0.9, 1);
    expect((await silences(slow.wav, sentencePauseSeconds(0.75) * 0.8)).length).toBeGreaterThanOrEqual(SENTENCES - 1);
  });
});

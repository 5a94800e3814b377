import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { MUSIC_TRACKS, type MusicTrackId } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from '../ffmpeg/run-ffmpeg.ts';
import { decodeAudio, rmsDb } from '../test/media-measure.ts';
import { isMusicTrackId, musicTrackFile } from './music-track-file.ts';
import { probeAudio } from './probe-audio.ts';

const run = promisify(execFile);

describe('shipped music', () => {
  it.each(MUSIC_TRACKS.map((t) => t.id))(
    '%s is a 60–90 s Ogg Opus loop under 800 KB, peaks at most −3 dBFS, at the shared level',
    async (id) => {
      const file = musicTrackFile(id);
      expect((await stat(file)).size).toBeLessThan(800 * 1024);
      const info = await probeAudio(file);
      expect(info.codec).toBe('opus');
      expect(info.durationSeconds).toBeGreaterThanOrEqual(60);
      expect(info.durationSeconds).toBeLessThanOrEqual(90);
      const { stderr } = await run(ffmpegPath(), ['-hide_banner', '-nostats', '-i', file, '-af', 'volumedetect', '-f', 'null', '-']);
      const peak = Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
      const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
      expect(peak).toBeLessThanOrEqual(-3);
      expect(mean).toBeGreaterThan(-24);
      expect(mean).toBeLessThan(-18);
      // A seamless loop: it sounds at its start and end (the tails wrap around), no silent gap.
      const samples = await decodeAudio(file);
      const seconds = samples.length / 48000;
      expect(rmsDb(samples, 0.05, 0.5)).toBeGreaterThan(mean - 12);
      expect(rmsDb(samples, seconds - 0.5, seconds - 0.05)).toBeGreaterThan(mean - 12);
    },
    60_000,
  );

  it('resolves only known ids', () => {
    expect(isMusicTrackId('calm-focus')).toBe(true);
    expect(isMusicTrackId('../../etc/passwd')).toBe(false);
    expect(() => musicTrackFile('../secret' as MusicTrackId)).toThrow(RangeError);
  });
});

import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { ffmpegPath } from '../ffmpeg/run-ffmpeg.ts';
import { MIX_SAMPLE_RATE, MUSIC_DEMUXERS } from '../finish/finish-video-args.ts';
import { integratedLoudness } from '../loudness/measure-loudness.ts';

const run = promisify(execFile);

/**
 * Music is measured over what the video plays of it, at most this long: a track's loudness
 * settles within a couple of minutes, and decoding the rest would only slow the render.
 */
export const MUSIC_MEASURE_SECONDS = 120;

/** ffmpeg arguments decoding the music as the mix reads it (audio containers only, looped, mono 48 kHz floats on stdout). */
export function musicMeasureArgs(file: string, durationSeconds: number): string[] {
  const seconds = Math.min(MUSIC_MEASURE_SECONDS, Math.max(0.1, durationSeconds));
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-format_whitelist',
    MUSIC_DEMUXERS.join(','),
    '-stream_loop',
    '-1',
    '-i',
    file,
    '-t',
    String(Math.round(seconds * 1000) / 1000),
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    String(MIX_SAMPLE_RATE),
    '-f',
    'f32le',
    'pipe:1',
  ];
}

/** Measurements kept in this process: the shipped tracks and a re-rendered upload are decoded once. */
const measured = new Map<string, number>();
const MEASURED_KEPT = 32;

/**
 * The integrated loudness (LUFS) of the music as the video plays it (decision 163), so its volume
 * setting is a level under the narration whatever loudness the track was mastered at.
 * −Infinity for silent music. Kept per file (path, size, modification time) and measured span
 * (to 10 s), so the same track costs one decode per process.
 */
export async function measureMusicLoudness(file: string, durationSeconds: number, signal?: AbortSignal): Promise<number> {
  const info = await stat(file);
  const key = `${file}|${info.size}|${info.mtimeMs}|${Math.ceil(Math.min(MUSIC_MEASURE_SECONDS, durationSeconds) / 10)}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  const lufs = await decodeAndMeasure(file, durationSeconds, signal);
  if (measured.size >= MEASURED_KEPT) measured.delete(measured.keys().next().value!);
  measured.set(key, lufs);
  return lufs;
}

async function decodeAndMeasure(file: string, durationSeconds: number, signal?: AbortSignal): Promise<number> {
  const { stdout } = await run(ffmpegPath(), musicMeasureArgs(file, durationSeconds), {
    encoding: 'buffer',
    maxBuffer: (MUSIC_MEASURE_SECONDS + 1) * MIX_SAMPLE_RATE * 4,
    signal,
  });
  // Copied into its own buffer: the output's offset need not be float-aligned.
  const samples = new Float32Array(Math.floor(stdout.byteLength / 4));
  new Uint8Array(samples.buffer).set(stdout.subarray(0, samples.byteLength));
  return integratedLoudness(samples, MIX_SAMPLE_RATE);
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffmpegPath } from '../ffmpeg/run-ffmpeg.ts';

const run = promisify(execFile);

/** ffmpeg's `ebur128` filter over a file's first audio stream: the summary only (frame lines are logged at verbose). */
export const loudnessProbeArgs = (file: string) => [
  '-hide_banner',
  '-nostdin',
  '-nostats',
  '-loglevel',
  'info',
  '-i',
  file,
  '-map',
  '0:a:0',
  '-af',
  'ebur128=peak=true:framelog=verbose',
  '-f',
  'null',
  '-',
];

/** Reads the integrated loudness and true peak from the summary ebur128 prints last. */
export function parseLoudnessSummary(stderr: string): { integratedLufs: number; truePeakDb: number } {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /\bI:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const peak = /\bPeak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) throw new Error('ffmpeg printed no loudness summary');
  const value = (text: string) => (text === '-inf' ? Number.NEGATIVE_INFINITY : Number(text));
  return { integratedLufs: value(integrated[1]!), truePeakDb: value(peak[1]!) };
}

/**
 * A finished file's loudness as EBU R 128 measures it (decision 163): integrated LUFS and true
 * peak (dBTP), from ffmpeg's own meter, independent of the levelling that made the file.
 */
export async function probeLoudness(file: string, signal?: AbortSignal) {
  const { stderr } = await run(ffmpegPath(), loudnessProbeArgs(file), { signal, maxBuffer: 16 * 1024 * 1024 });
  return parseLoudnessSummary(stderr);
}

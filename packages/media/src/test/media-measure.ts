/** Test helpers: decoded audio and pictures of encoded files, measured in plain numbers. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { ffmpegPath } from '../ffmpeg/run-ffmpeg.ts';

const run = promisify(execFile);
export const MEASURE_RATE = 48000;

/** The file's first audio stream as 48 kHz mono float samples. */
export async function decodeAudio(file: string): Promise<Float32Array> {
  const { stdout } = await run(ffmpegPath(), ['-v', 'error', '-i', file, '-map', '0:a:0', '-ac', '1', '-ar', String(MEASURE_RATE), '-f', 'f32le', '-'], {
    encoding: 'buffer',
    maxBuffer: 512 * 1024 * 1024,
  });
  const copy = Buffer.from(stdout);
  return new Float32Array(copy.buffer, copy.byteOffset, copy.byteLength / 4);
}

const span = (samples: Float32Array, from: number, to: number) =>
  [Math.max(0, Math.round(from * MEASURE_RATE)), Math.min(samples.length, Math.round(to * MEASURE_RATE))] as const;

/** RMS level (dBFS) of one frequency in [from, to) seconds (a single-bin DFT), e.g. a test tone under speech. */
export function toneLevelDb(samples: Float32Array, freq: number, from: number, to: number): number {
  const [a, b] = span(samples, from, to);
  let re = 0;
  let im = 0;
  for (let i = a; i < b; i++) {
    const phase = (2 * Math.PI * freq * i) / MEASURE_RATE;
    re += samples[i]! * Math.cos(phase);
    im += samples[i]! * Math.sin(phase);
  }
  return 20 * Math.log10((2 * Math.hypot(re, im)) / (b - a) / Math.SQRT2);
}

/** RMS level (dBFS) in [from, to) seconds. */
export function rmsDb(samples: Float32Array, from: number, to: number): number {
  const [a, b] = span(samples, from, to);
  let sum = 0;
  for (let i = a; i < b; i++) sum += samples[i]! ** 2;
  return 10 * Math.log10(sum / Math.max(1, b - a));
}

/**
 * The picture shown at `seconds`, as RGB bytes. Decoded from the start through a constant-rate
 * grid: `-ss` would drop a variable-frame-rate frame that began before the seek point (a slide
 * shown from 0 to 2 s is not "at" 1 s for -ss), returning the next frame instead.
 */
export async function frameAt(
  file: string,
  seconds: number,
  width: number,
  height: number,
): Promise<{ rgb: Buffer; at: (x: number, y: number) => [number, number, number] }> {
  const { stdout } = await run(
    ffmpegPath(),
    ['-v', 'error', '-i', file, '-vf', `fps=50,trim=start=${seconds}`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (stdout.length !== width * height * 3) throw new Error(`Expected a ${width}×${height} frame at ${seconds} s, got ${stdout.length} bytes`);
  const at = (x: number, y: number): [number, number, number] => {
    const i = (Math.round(y) * width + Math.round(x)) * 3;
    return [stdout[i]!, stdout[i + 1]!, stdout[i + 2]!];
  };
  return { rgb: stdout, at };
}

/** The top-level boxes of an MP4 file in order (ISO/IEC 14496-12 §4.2: 32-bit size, type, 64-bit size when 1). */
export async function mp4TopLevelBoxes(file: string): Promise<string[]> {
  const data = await readFile(file);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= data.length; ) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(data.readBigUInt64BE(at + 8));
    if (size === 0) size = data.length - at;
    if (size < 8) throw new Error(`Bad box size at ${at}`);
    boxes.push(type);
    at += size;
  }
  return boxes;
}

/** Colour distance (max channel difference). */
export const colourDistance = (a: readonly number[], b: readonly number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

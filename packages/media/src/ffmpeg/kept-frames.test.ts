import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { frameSelect, keptFrames } from './kept-frames.ts';
import { ffmpegPath } from './run-ffmpeg.ts';

const run = promisify(execFile);

/** The frames (by index) that ffmpeg's `select` keeps of a `total`-frame stream at 25 fps. */
async function selectedBy(expression: string, total: number): Promise<number[]> {
  const { stderr } = await run(ffmpegPath(), [
    '-hide_banner',
    '-v',
    'info',
    '-f',
    'lavfi',
    '-i',
    `color=s=16x16:r=25:d=${total / 25}`,
    '-vf',
    `select='${expression}',showinfo`,
    '-f',
    'null',
    '-',
  ]);
  return [...stderr.matchAll(/pts:\s*(\d+)/g)].map((m) => Number(m[1]));
}

describe('keptFrames', () => {
  it('keeps the first and last frame and every change inside the segment, sorted once', () => {
    expect(keptFrames([7, 3, 3, 9, -1, 10, 2.5], 10, 25)).toEqual([0, 3, 7, 9]);
    expect(keptFrames([], 1, 25)).toEqual([0]);
  });

  it('keeps at least one frame a second across a still stretch', () => {
    expect(keptFrames([], 80, 25)).toEqual([0, 25, 50, 75, 79]);
    expect(keptFrames([30], 60, 12.5)).toEqual([0, 13, 26, 30, 43, 56, 59]);
  });

  it('refuses a segment without whole frames', () => {
    expect(() => keptFrames([], 0, 25)).toThrow(RangeError);
    expect(() => keptFrames([], 2.5, 25)).toThrow(RangeError);
  });
});

describe('frameSelect', () => {
  it('writes runs as ranges in a balanced search', () => {
    expect(frameSelect([4])).toBe('eq(n,4)');
    expect(frameSelect([0, 1, 2, 9])).toBe('if(lt(n,9),between(n,0,2),eq(n,9))');
    expect(frameSelect([])).toBe('0');
    expect(() => frameSelect([3, 2])).toThrow(RangeError);
  });

  it('selects exactly the frames in ffmpeg, however many (a flat sum of a hundred terms is refused there)', async () => {
    // 400 frames in irregular runs over a 30 s segment.
    const frames = Array.from({ length: 750 }, (_, i) => i).filter((i) => (i * 7919) % 13 < 7 && i % 5 !== 2);
    expect(frames.length).toBeGreaterThan(300);
    const expression = frameSelect(frames);
    expect(expression.match(/if\(/g)!.length).toBeGreaterThan(100);
    expect(await selectedBy(expression, 750)).toEqual(frames);
  });
});

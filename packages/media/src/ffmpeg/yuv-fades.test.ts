import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from './run-ffmpeg.ts';
import { fadeFilters } from './segment-motion.ts';
import { yuv709, yuvFades } from './yuv-fades.ts';

const run = promisify(execFile);
const SIZE = 16;

/** Each frame's Y, Cb and Cr (the middle pixel) of a 1.2 s slide of `slide` colour through `filters`, at 25 fps. */
async function framesThrough(slide: string, filters: string[]): Promise<number[][]> {
  const { stdout } = await run(
    ffmpegPath(),
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=${slide}:s=${SIZE}x${SIZE}:r=25:d=1.2,format=rgb24`,
      '-vf',
      ['scale=out_color_matrix=bt709:out_range=tv', 'format=yuv420p', ...filters, 'format=yuv420p'].join(','),
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer' },
  );
  const frameBytes = (SIZE * SIZE * 3) / 2;
  const middle = (SIZE / 2) * SIZE + SIZE / 2;
  const chroma = (SIZE / 4) * (SIZE / 2) + SIZE / 4;
  return Array.from({ length: stdout.length / frameBytes }, (_, f) => {
    const at = f * frameBytes;
    return [stdout[at + middle]!, stdout[at + SIZE * SIZE + chroma]!, stdout[at + SIZE * SIZE * 1.25 + chroma]!];
  });
}

describe('yuvFades', () => {
  it('gives the YUV the slides are converted to', () => {
    expect(yuv709('#ffffff')).toEqual([235, 128, 128]);
    expect(yuv709('#000000')).toEqual([16, 128, 128]);
    expect(() => yuv709('white')).toThrow(RangeError);
  });

  it('fades each frame as ffmpeg’s fade to the colour does, without leaving 4:2:0', async () => {
    for (const [slide, theme] of [
      ['0x3c5aa0', '#f4f1ea'],
      ['0xf8f8f8', '#0f172a'],
    ] as const) {
      const fade = { color: theme, inSeconds: 0.24, outSeconds: 0.32 };
      const ours = yuvFades(fade, 1.2, 25);
      const theirs = await framesThrough(slide, fadeFilters(fade, 1.2));
      const mine = await framesThrough(slide, ours.filters);
      expect(mine).toHaveLength(30);
      expect(theirs).toHaveLength(30);
      // Within two levels of each other on every frame and plane (rounding in the RGB round trip).
      for (const [f, yuv] of mine.entries()) {
        for (const [plane, v] of yuv.entries()) expect(Math.abs(v - theirs[f]![plane]!), `frame ${f} plane ${plane}`).toBeLessThanOrEqual(2);
      }
      // The first frame is the theme's colour; the frames between the fades are the slide untouched.
      expect(mine[0]).toEqual(yuv709(theme));
      expect(mine[10]).toEqual(mine[15]);
      // Only the faded frames have a filter: 0.24 s in (frames 0–5), 0.32 s out (frames 23–29).
      expect(ours.frames).toEqual([0, 1, 2, 3, 4, 5, 23, 24, 25, 26, 27, 28, 29]);
    }
  });

  it('fades nothing without a fade', () => {
    expect(yuvFades(undefined, 2, 25)).toEqual({ filters: [], frames: [] });
    expect(yuvFades({ color: '#ffffff', inSeconds: 0, outSeconds: 0 }, 2, 25)).toEqual({ filters: [], frames: [] });
  });
});

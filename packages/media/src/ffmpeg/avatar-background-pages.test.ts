import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../wav/wav.ts';
import { backgroundConcatList, buildAvatarSegmentArgs } from './avatar-args.ts';
import { encodeAvatarSegment } from './encode-avatar-segment.ts';
import { ffmpegPath } from './run-ffmpeg.ts';

const run = promisify(execFile);
const WIDTH = 160;
const HEIGHT = 96;
const BOX = { x: 96, y: 32, width: 48, height: 64 };
const filled = (w: number, h: number, rgba: [number, number, number, number]) => {
  const data = new Uint8Array(w * h * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return data;
};

async function pixel(file: string, seconds: number): Promise<number[]> {
  const { stdout } = await run(
    ffmpegPath(),
    // The frame shown at `seconds`: repeated frames are not stored (decision 172), so the stream is
    // read at a fixed rate first, as players show it.
    ['-v', 'error', '-i', file, '-vf', `fps=50,trim=start=${seconds},crop=2:2:10:10,format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-'],
    { encoding: 'buffer' },
  );
  return [...stdout.subarray(0, 3)];
}

/** Decision 165: a slide's continuation pages share its presenter segment, shown in turn behind the presenter. */
describe('presenter segment over a slide of several pages', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'avatar-pages-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists each page for its seconds and reads the list as the background', () => {
    expect(
      backgroundConcatList([
        { file: '/w/page-0.pam', seconds: 1.25 },
        { file: '/w/page-1.pam', seconds: 2 },
      ]),
    ).toBe(
      "ffconcat version 1.0\nfile '/w/page-0.pam'\noption framerate 1000\nduration 1.250\nfile '/w/page-1.pam'\noption framerate 1000\nduration 2.000\nfile '/w/page-1.pam'\noption framerate 1000\n",
    );
    const args = buildAvatarSegmentArgs({
      width: WIDTH,
      height: HEIGHT,
      background: { path: '/w/background.ffconcat', list: true },
      presenter: { kind: 'sprites', listPath: '/w/presenter.ffconcat' },
      box: BOX,
      audioPath: '/w/narration.wav',
      durationSeconds: 3.25,
      fps: 12.5,
      format: 'webm',
      output: '/w/out.webm',
    });
    expect(args.join(' ')).toContain('-f concat -safe 0 -i /w/background.ffconcat');
    expect(args[args.indexOf('-filter_complex') + 1]).toContain('fps=12.5,tpad=stop=-1:stop_mode=clone,trim=end_frame=41[background]');
  });

  it('shows the first page, then the second from its start', async () => {
    const output = join(dir, 'pages.webm');
    await encodeAvatarSegment({
      background: {
        pages: [
          { rgba: filled(WIDTH, HEIGHT, [200, 30, 30, 255]), seconds: 1 },
          { rgba: filled(WIDTH, HEIGHT, [30, 30, 200, 255]), seconds: 1 },
        ],
      },
      width: WIDTH,
      height: HEIGHT,
      presenter: {
        kind: 'sprites',
        sprites: [{ rgba: filled(BOX.width, BOX.height, [0, 0, 0, 0]), width: BOX.width, height: BOX.height }],
        segments: [{ state: 0, frames: 25 }],
      },
      box: BOX,
      audio: silentWav(2),
      durationSeconds: 2,
      fps: 12.5,
      format: 'webm',
      output,
    });
    // Only the frames that change are stored (decision 181): the second page's first frame is one of them.
    const [first, before, from, second] = [await pixel(output, 0.5), await pixel(output, 0.95), await pixel(output, 1.1), await pixel(output, 1.5)];
    for (const red of [first, before]) {
      expect(red[0]).toBeGreaterThan(150);
      expect(red[2]).toBeLessThan(80);
    }
    for (const blue of [from, second]) {
      expect(blue[2]).toBeGreaterThan(150);
      expect(blue[0]).toBeLessThan(80);
    }
  }, 60_000);
});

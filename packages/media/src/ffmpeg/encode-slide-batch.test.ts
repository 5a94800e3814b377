import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../wav/wav.ts';
import { encodeSlideBatch } from './encode-slide-batch.ts';
import { encodeSlideshow } from './encode-slideshow.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { buildTrackConcatArgs, trackConcatList } from './track-concat-args.ts';

const W = 320;
const H = 180;
const solid = (r: number, g: number, b: number) => {
  const frame = Buffer.alloc(W * H * 4);
  for (let i = 0; i < frame.length; i += 4) frame.set([r, g, b, 255], i);
  return frame;
};
const RED = solid(230, 20, 20);
const YELLOW = solid(230, 230, 20);
const BLUE = solid(20, 20, 230);
const GREEN = solid(20, 200, 20);

// Lengths that fall between the motion's 80 ms ticks, so a slide start is never on the encoder's old clock.
const slides = [
  {
    frames: [
      { rgba: RED, durationSeconds: 1.5 },
      { rgba: YELLOW, durationSeconds: 0.83 },
    ],
    seconds: 2.33,
    into: BLUE,
  },
  { frames: [{ rgba: BLUE, durationSeconds: 3.05 }], seconds: 3.05, into: GREEN },
  { frames: [{ rgba: GREEN, durationSeconds: 1.777 }], seconds: 1.777 },
];

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'batch-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const probeStreams = (file: string) =>
  JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,duration:format=duration', '-of', 'json', file]).toString()) as {
    streams: { codec_type: string; duration?: string }[];
    format: { duration: string };
  };
const keyframeTimes = (file: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file])
    .toString()
    .trim()
    .split('\n')
    .map((line) => Number.parseFloat(line));
// The frame shown at `seconds`: the video is variable-rate (a still is one frame), so it is made constant first.
const pixelAt = (file: string, seconds: number) => [
  ...execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vf',
    `fps=25,trim=start=${seconds},scale=1:1`,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-',
  ]),
];
// Colours far apart; the decoder's matrix may move a channel by a few tens.
const near = (pixel: number[], rgb: number[]) => pixel.every((c, i) => Math.abs(c - rgb[i]!) < 50);

async function encodeAndJoin(format: 'webm' | 'mp4') {
  const parts = slides.map((slide, k) => ({ picture: join(dir, `p${k}.${format}`), sound: join(dir, `s${k}.${format}`), seconds: slide.seconds }));
  await encodeSlideBatch({
    width: W,
    height: H,
    format,
    slides: slides.map((slide, k) => ({
      frames: slide.frames,
      audio: silentWav(slide.seconds),
      motion: slide.into ? { crossfade: { seconds: 0.5 } } : { fade: { color: '#000000', inSeconds: 0, outSeconds: 0.5 } },
      ...(slide.into ? { crossfadeInto: slide.into } : {}),
      picture: parts[k]!.picture,
      sound: parts[k]!.sound,
    })),
  });
  const pictureList = join(dir, `pictures-${format}.txt`);
  const soundList = join(dir, `sounds-${format}.txt`);
  await writeFile(pictureList, trackConcatList(parts.map((p) => ({ file: p.picture, seconds: p.seconds }))));
  await writeFile(soundList, trackConcatList(parts.map((p) => ({ file: p.sound, seconds: p.seconds }))));
  const output = join(dir, `joined.${format}`);
  await runFfmpeg(buildTrackConcatArgs({ pictureList, soundList, format, output }));
  return { parts, output };
}

describe('encodeSlideBatch', () => {
  it.each(['webm', 'mp4'] as const)('cuts one %s encode back into each slide’s picture and sound, and they join at the slide starts', async (format) => {
    const { parts, output } = await encodeAndJoin(format);
    for (const [k, part] of parts.entries()) {
      const picture = probeStreams(part.picture);
      const sound = probeStreams(part.sound);
      expect(picture.streams.map((s) => s.codec_type)).toEqual(['video']);
      expect(sound.streams.map((s) => s.codec_type)).toEqual(['audio']);
      // Each part as long as its slide, to within one motion frame (80 ms) and one audio packet.
      expect(Math.abs(Number(picture.format.duration) - slides[k]!.seconds)).toBeLessThan(0.09);
      expect(Math.abs(Number(sound.format.duration) - slides[k]!.seconds)).toBeLessThan(0.05);
      // Each picture opens on a keyframe at 0.
      expect(keyframeTimes(part.picture)[0]).toBeCloseTo(0, 2);
    }
    // The joined video: each slide's keyframe where the slides before it end, sound and picture the same length.
    const keys = keyframeTimes(output);
    for (const start of [2.33, 5.38]) expect(keys.some((t) => Math.abs(t - start) < 0.012)).toBe(true);
    const joined = probeStreams(output);
    expect(Math.abs(Number(joined.format.duration) - 7.157)).toBeLessThan(0.1);
    // The slides' own colours in the middle of their stills; the crossfade's end is the next slide.
    expect(near(pixelAt(output, 0.7), [230, 20, 20])).toBe(true);
    expect(near(pixelAt(output, 1.9), [230, 230, 20])).toBe(true);
    expect(near(pixelAt(output, 3.5), [20, 20, 230])).toBe(true);
    expect(near(pixelAt(output, 6.0), [20, 200, 20])).toBe(true);
  });

  it('makes one slide’s picture the same frames as its segment made alone', async () => {
    const slide = slides[1]!;
    const alone = join(dir, 'alone.webm');
    await encodeSlideshow({
      frames: slide.frames,
      audio: silentWav(slide.seconds),
      width: W,
      height: H,
      format: 'webm',
      motion: { crossfade: { seconds: 0.5 } },
      crossfadeInto: GREEN,
      slidesOnly: true,
      output: alone,
    });
    const picture = join(dir, 'one-picture.webm');
    await encodeSlideBatch({
      width: W,
      height: H,
      format: 'webm',
      slides: [
        {
          frames: slide.frames,
          audio: silentWav(slide.seconds),
          motion: { crossfade: { seconds: 0.5 } },
          crossfadeInto: GREEN,
          picture,
          sound: join(dir, 'one-sound.webm'),
        },
      ],
    });
    const frames = (file: string) =>
      execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v', '-f', 'framemd5', '-'])
        .toString()
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split(',').at(-1)!.trim());
    expect(frames(picture)).toEqual(frames(alone));
  });

  it('leaves nothing behind when ffmpeg fails', async () => {
    const before = readdirSync(dir).length;
    const picture = join(dir, 'broken-picture.webm');
    await expect(
      encodeSlideBatch({
        width: W,
        height: H,
        format: 'webm',
        slides: [{ frames: [{ rgba: Buffer.alloc(10), durationSeconds: 1 }], audio: silentWav(1), picture, sound: join(dir, 'broken-sound.webm') }],
      }),
    ).rejects.toThrow();
    expect(existsSync(picture)).toBe(false);
    expect(readdirSync(dir).length).toBe(before);
  });
});

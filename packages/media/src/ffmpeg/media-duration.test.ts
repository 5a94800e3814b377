import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDuration, statedDuration } from './media-duration.ts';
import { probe } from './probe.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

/** A small clip with picture and sound of odd lengths, so the two streams end apart. */
const clip = (output: string, format: 'webm' | 'mp4', extra: string[] = []) =>
  runFfmpeg([
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=64x36:r=12.5:d=1.37',
    '-f',
    'lavfi',
    '-i',
    'sine=d=1.41:r=16000',
    ...(format === 'webm' ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus'] : ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac']),
    ...extra,
    '-f',
    format,
    output,
  ]);

describe('mediaDuration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lectern-media-duration-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the length ffprobe reports from the header of a WebM, an MP4 with its index at the end, and one with it first', { timeout: 60_000 }, async () => {
    const files = [join(dir, 'a.webm'), join(dir, 'b.mp4'), join(dir, 'c.mp4')];
    await Promise.all([clip(files[0]!, 'webm'), clip(files[1]!, 'mp4'), clip(files[2]!, 'mp4', ['-movflags', '+faststart'])]);
    for (const file of files) {
      const stated = await statedDuration(file);
      expect(stated).not.toBeNull();
      expect(stated).toBe((await probe(file)).durationSeconds);
    }
  });

  it('probes what it cannot read, and fails plainly on what is no video', async () => {
    const text = join(dir, 'not-a-video.webm');
    await writeFile(text, 'just some words, no container at all');
    expect(await statedDuration(text)).toBeNull();
    await expect(mediaDuration(text)).rejects.toThrow();
    const cut = join(dir, 'cut.webm');
    await writeFile(cut, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]));
    expect(await statedDuration(cut)).toBeNull();
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pageSize, type Slide, themeById } from '@lectern/core';
import { createSpeechProvider, ffmpegPath, withSpeechCache } from '@lectern/media';
import type { Rect } from '@lectern/slides';
import { createNodeRenderer } from '@lectern/slides/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slide } from './fake-render-ports';
import { createNodeRenderPorts } from './node-render-ports';
import { renderVideo } from './render-pipeline';

const run = promisify(execFile);

/**
 * Decision 170 end to end: one two-point slide spoken by the offline voice and encoded by ffmpeg.
 * The second point is not in the picture 0.3 s before its first spoken word and is 0.2 s after.
 */
describe('points appear as they are spoken in the encoded video', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'lectern-reveal-int-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const twoPoints = {
    ...slide(1, 'First, stop work at once. Then tell your supervisor what happened.'),
    title: 'When something goes wrong',
    keyPoints: ['Stop work at once', 'Tell your supervisor'],
  } as Slide;

  /** The picture at `seconds` in grey levels: fps=50 repeats each still over its time, so the frame on screen is picked. */
  const frameAt = async (file: string, seconds: number) =>
    (
      await run(
        ffmpegPath(),
        ['-v', 'error', '-i', file, '-vf', `fps=50,trim=start=${seconds}`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
        { encoding: 'buffer', maxBuffer: 8 * 1024 * 1024 },
      )
    ).stdout as Buffer;

  /** Mean grey-level difference of two frames inside `r`. */
  const difference = (a: Buffer, b: Buffer, width: number, r: Rect) => {
    let sum = 0;
    let n = 0;
    for (let y = Math.floor(r.y); y < r.y + r.height; y++) {
      for (let x = Math.floor(r.x); x < r.x + r.width; x++) {
        sum += Math.abs((a[y * width + x] as number) - (b[y * width + x] as number));
        n++;
      }
    }
    return sum / Math.max(1, n);
  };

  it.each(['16:9', '9:16'] as const)(
    'on %s, the second point appears at its first spoken word, and nothing else changes',
    async (aspect) => {
      const page = pageSize(aspect);
      const ports = createNodeRenderPorts(withSpeechCache(createSpeechProvider({ TTS_PROVIDER: 'local' }), join(work, 'speech')), {
        segmentsDir: join(work, `segments-${aspect.replace(':', 'x')}`),
      });
      const output = join(work, `reveal-${aspect.replace(':', 'x')}.webm`);
      const settings = {
        theme: themeById('corporate-blue'),
        logo: null,
        images: new Map(),
        voice: undefined,
        language: 'en-US',
        format: 'webm' as const,
        page,
      };
      await renderVideo(ports, { ...settings, slides: [twoPoints], output }, new AbortController().signal, () => {});

      // The same words the render was timed by (the narration is cached by text and voice).
      const spoken = await ports.speak(twoPoints.script, {
        voice: undefined,
        language: 'en-US',
        targetSeconds: twoPoints.duration,
        signal: new AbortController().signal,
      });
      const tell = (spoken.words.find((w) => /^tell/i.test(w.text))?.startMs ?? Number.NaN) / 1000;
      expect(tell).toBeGreaterThan(1);

      const layout = createNodeRenderer().slidePages(twoPoints, { page })[0]!;
      const second = layout.bullets[1]!;
      const region = {
        x: second.marker.x - 20,
        y: second.bounds.y - 4,
        width: second.bounds.x + second.bounds.width - second.marker.x + 24,
        height: second.bounds.height + 8,
      };
      const [before, after] = await Promise.all([frameAt(output, tell - 0.3), frameAt(output, tell + 0.2)]);
      expect(before.length).toBe(page.width * page.height);
      // The point is drawn between the two moments; the title stays as it was.
      expect(difference(before, after, page.width, region)).toBeGreaterThan(8);
      expect(difference(before, after, page.width, layout.title!.bounds)).toBeLessThan(1);
    },
    120_000,
  );
});

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../wav/wav.ts';
import { encodeSlideshow } from './encode-slideshow.ts';

/**
 * The encoder sends each slide once (variable frame rate, decision 053). This proves Chromium plays
 * such files to the end and shows the right slide after seeking, for both formats.
 */
const CHROMIUM = '/usr/bin/chromium';
const WIDTH = 640;
const HEIGHT = 360;
const COLOURS = [
  [200, 30, 30],
  [30, 160, 60],
  [30, 60, 200],
] as const;
const DURATIONS = [2, 3, 2];

let dir = '';
let server: Server;
let base = '';

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return;
  dir = await mkdtemp(join(tmpdir(), 'playback-test-'));
  for (const format of ['webm', 'mp4'] as const) {
    await encodeSlideshow({
      frames: COLOURS.map((c, i) => ({
        durationSeconds: DURATIONS[i]!,
        rgba: Buffer.from(Buffer.alloc(WIDTH * HEIGHT * 4).map((_, b) => (b % 4 === 3 ? 255 : c[b % 4]!))),
      })),
      audio: silentWav(7),
      width: WIDTH,
      height: HEIGHT,
      format,
      output: join(dir, `video.${format}`),
    });
  }
  server = createServer(async (req, res) => {
    if (req.url === '/') return res.end('<!doctype html><video muted></video><canvas width="64" height="36"></canvas>');
    if (!/^\/video\.(webm|mp4)$/.test(req.url ?? '')) return res.writeHead(404).end();
    const file = await readFile(join(dir, (req.url ?? '').slice(1)));
    const type = req.url?.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
    const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
    if (!range) return res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes' }).end(file);
    const start = Number(range[1]);
    const end = range[2] ? Number(range[2]) : file.length - 1;
    res
      .writeHead(206, { 'content-type': type, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${file.length}` })
      .end(file.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!existsSync(CHROMIUM))('Chromium playback', () => {
  it.each(['webm', 'mp4'])('plays the %s to the end and shows the right slide after each seek', async (format) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    try {
      const page = await browser.newPage();
      await page.goto(base);
      const result = await page.evaluate(async (src) => {
        const video = document.querySelector('video')!;
        const context = document.querySelector('canvas')!.getContext('2d')!;
        const next = (event: string) =>
          new Promise((resolve, reject) => {
            video.addEventListener(event, resolve, { once: true });
            video.addEventListener('error', () => reject(new Error(`media error ${video.error?.code}`)), { once: true });
          });
        video.src = src;
        await next('loadedmetadata');
        const colours: number[][] = [];
        for (const time of [0.5, 3.5, 6.5, 1]) {
          video.currentTime = time;
          await next('seeked');
          // 'seeked' can fire before the new frame is on screen (a loaded machine decodes late):
          // wait for the frame to be presented, or at most a second.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 1000);
            video.requestVideoFrameCallback(() => {
              clearTimeout(timer);
              resolve();
            });
          });
          context.drawImage(video, 0, 0, 64, 36);
          colours.push(Array.from(context.getImageData(32, 18, 1, 1).data.slice(0, 3)));
        }
        video.currentTime = 5.5;
        await next('seeked');
        await video.play();
        await next('ended');
        return { duration: video.duration, width: video.videoWidth, colours, endedAt: video.currentTime };
      }, `${base}/video.${format}`);
      expect(result.width).toBe(WIDTH);
      expect(Math.abs(result.duration - 7)).toBeLessThan(0.1);
      expect(Math.abs(result.endedAt - 7)).toBeLessThan(0.1);
      const expected = [COLOURS[0], COLOURS[1], COLOURS[2], COLOURS[0]];
      for (const [i, colour] of result.colours.entries()) {
        for (const [c, channel] of colour.entries()) expect(Math.abs(channel - (expected[i]?.[c] ?? 0))).toBeLessThan(24);
      }
    } finally {
      await browser.close();
    }
  });
});

import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { VIDEO_LOUDNESS } from '@lectern/core';
import { eq, videos } from '@lectern/db';
import { createSpeechProvider, ffmpegPath, ffprobePath, probeLoudness, withSpeechCache } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { slide } from './fake-render-ports';
import { createNodePresenterPorts } from './node-presenter-ports';
import { createNodeRenderPorts } from './node-render-ports';
import { processRender } from './render-worker';

const run = promisify(execFile);

/**
 * Issue 14 end to end: the worker with real slides, speech and ffmpeg makes each format in each
 * shape, with chapters (one per slide), MP4 faststart, music and burned captions, checked with ffprobe.
 */
describe('published videos with the real platform', () => {
  let t: TestApp;
  let work: string;
  let token: string;
  const slides = [
    { ...slide(1, 'Stop work and make the area safe.'), title: 'Stop and make safe' },
    { ...slide(2, 'Tell your supervisor straight away.'), title: 'Tell your supervisor' },
    { ...slide(3, 'File the report the same day.'), title: 'File the report' },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    work = await mkdtemp(join(tmpdir(), 'lectern-publish-int-'));
    ({ token } = await t.signUp('publish@example.com'));
    await t.request('/api/allowance', { token });
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  const ports = () =>
    createNodeRenderPorts(withSpeechCache(createSpeechProvider({ TTS_PROVIDER: 'local' }), join(work, 'speech')), { segmentsDir: join(work, 'segments') });

  /** Renders a project with these publishing options through the worker; the finished file on disk and its row. */
  async function publish(options: Record<string, unknown>) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Reporting incidents', purpose: 'Compliance Training' } })).json();
    await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides, ...options } } });
    const { render } = await (await t.request(`/api/projects/${project.id}/renders`, { token, body: {} })).json();
    const logs: string[] = [];
    await processRender({ db: t.database.db, storage: t.services.storage, ports: ports(), allowance: allowancePort(), log: (l) => logs.push(l) }, render.id);
    const [video] = await t.database.db.select().from(videos).where(eq(videos.project_id, project.id));
    expect(video, logs.join('\n')).toBeDefined();
    const file = join(work, `${video!.id}.${video!.format}`);
    const stored = await t.services.storage.get(video!.storage_key!);
    await pipeline(Readable.fromWeb(stored!.stream() as WebReadableStream<Uint8Array>), createWriteStream(file));
    return { file, video: video! };
  }

  async function ffprobe(file: string) {
    const { stdout } = await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', file]);
    return JSON.parse(stdout) as {
      format: { duration: string };
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      chapters: { start_time: string; tags?: { title?: string } }[];
    };
  }

  /** Top-level box types of an ISO BMFF file, in order (faststart puts moov before mdat). */
  async function topBoxes(file: string): Promise<string[]> {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      const types: string[] = [];
      const head = Buffer.alloc(16);
      for (let at = 0; at + 8 <= size && types.length < 20; ) {
        await handle.read(head, 0, 16, at);
        let length = head.readUInt32BE(0);
        types.push(head.toString('latin1', 4, 8));
        if (length === 1) length = Number(head.readBigUInt64BE(8));
        if (length < 8) break;
        at += length;
      }
      return types;
    } finally {
      await handle.close();
    }
  }

  /** Decision 163: every kind of video at the video loudness, by ffmpeg's own EBU R 128 meter. */
  async function checkLoudness(file: string) {
    const loudness = await probeLoudness(file);
    expect(Math.abs(loudness.integratedLufs - VIDEO_LOUDNESS.integratedLufs), JSON.stringify(loudness)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDb, JSON.stringify(loudness)).toBeLessThanOrEqual(VIDEO_LOUDNESS.truePeakDbtp);
  }

  function checkChapters(info: Awaited<ReturnType<typeof ffprobe>>, video: { metadata: Record<string, unknown> }) {
    expect(info.chapters.map((c) => c.tags?.title)).toEqual(slides.map((s) => s.title));
    const stored = video.metadata.chapters as { startSeconds: number }[];
    for (const [i, chapter] of info.chapters.entries()) expect(Number(chapter.start_time)).toBeCloseTo(stored[i]!.startSeconds, 1);
  }

  it('makes a vertical WebM with chapters, music and burned captions', async () => {
    const { file, video } = await publish({
      aspectRatio: '9:16',
      videoFormat: 'webm',
      burnedCaptions: true,
      backgroundMusic: { source: 'library', trackId: 'calm-focus' },
      musicVolume: 30,
    });
    const info = await ffprobe(file);
    const picture = info.streams.find((s) => s.codec_type === 'video')!;
    expect(picture).toMatchObject({ codec_name: 'vp9', width: 1080, height: 1920 });
    expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('opus');
    expect(Number(info.format.duration)).toBeCloseTo(Number(video.duration), 0);
    expect(video).toMatchObject({ width: 1080, height: 1920, format: 'webm' });
    expect(video.metadata).toMatchObject({ aspect_ratio: '9:16', burned_captions: true, background_music: { trackId: 'calm-focus', volume: 30 } });
    checkChapters(info, video);
    await checkLoudness(file);

    // A caption is on screen while the first sentence is spoken: against the same video without
    // burned captions, the lower part of the frame (the portrait caption band) differs, the rest not.
    const plain = await publish({ aspectRatio: '9:16', videoFormat: 'webm', backgroundMusic: { source: 'library', trackId: 'calm-focus' }, musicVolume: 30 });
    // The files have a variable frame rate (one frame per slide or cue): fps=10 repeats each frame over its time, so -ss picks the one on screen.
    const frameAt = async (source: string, seconds: number) =>
      (
        await run(
          ffmpegPath(),
          ['-v', 'error', '-i', source, '-vf', 'fps=10', '-ss', String(seconds), '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
          {
            encoding: 'buffer',
            maxBuffer: 8 * 1024 * 1024,
          },
        )
      ).stdout as Buffer;
    const [captioned, clean] = await Promise.all([frameAt(file, 1), frameAt(plain.file, 1)]);
    const rowDifference = (from: number, to: number) => {
      let sum = 0;
      for (let i = from * 1080; i < to * 1080; i++) sum += Math.abs(captioned[i]! - clean[i]!);
      return sum / ((to - from) * 1080);
    };
    expect(rowDifference(1300, 1700)).toBeGreaterThan(8);
    expect(rowDifference(0, 1100)).toBeLessThan(2);
  }, 240_000);

  it('makes a vertical MP4 with the presenter, burned captions and chapters', async () => {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Presenter reel', purpose: 'Onboarding' } })).json();
    await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: {
        flow_type: 'experimental',
        progress_data: { azureDuration: 60, selectedAvatar: 'harry-casual', slides, aspectRatio: '9:16', videoFormat: 'mp4', burnedCaptions: true },
      },
    });
    const { render } = await (await t.request(`/api/projects/${project.id}/renders`, { token, body: {} })).json();
    const real = ports();
    const speech = withSpeechCache(createSpeechProvider({ TTS_PROVIDER: 'local' }), join(work, 'speech'));
    await processRender(
      {
        db: t.database.db,
        storage: t.services.storage,
        ports: real,
        presenter: createNodePresenterPorts(speech, real),
        allowance: allowancePort(),
        log: () => {},
      },
      render.id,
    );
    const [video] = await t.database.db.select().from(videos).where(eq(videos.project_id, project.id));
    expect(video).toMatchObject({ format: 'mp4', width: 1080, height: 1920 });
    const info = await ffprobe(t.services.storage.localPath(video!.storage_key!));
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 });
    checkChapters(info, video!);
    expect(await topBoxes(t.services.storage.localPath(video!.storage_key!)).then((b) => b.indexOf('moov') < b.indexOf('mdat'))).toBe(true);
    await checkLoudness(t.services.storage.localPath(video!.storage_key!));
  }, 240_000);

  it.each([
    ['1:1', 1080, 1080],
    ['16:9', 1920, 1080],
  ] as const)(
    'makes a %s MP4 with its index first and its chapters',
    async (aspect, width, height) => {
      const { file, video } = await publish({ aspectRatio: aspect, videoFormat: 'mp4' });
      const info = await ffprobe(file);
      expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width, height });
      expect(info.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
      expect(video).toMatchObject({ width, height, format: 'mp4' });
      const boxes = await topBoxes(file);
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      checkChapters(info, video);
      await checkLoudness(file);
    },
    240_000,
  );
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOfflineTextGenerator } from '@lectern/ai';
import { themeById } from '@lectern/core';
import { createSpeechProvider, probe, withSpeechCache } from '@lectern/media';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEGMENT_CACHE_FOLDER, SPEECH_CACHE_FOLDER, storageCacheStore } from '../cache/storage-cache-store';
import { startTestS3 } from '../storage/s3-test-server';
import { createNodeRenderPorts } from './node-render-ports';
import { renderVideo } from './render-pipeline';

/** Two workers on different machines, one bucket (STORAGE_URL): real slides, speech and ffmpeg. */
let work: string;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let slides: Awaited<ReturnType<ReturnType<typeof createOfflineTextGenerator>['outline']>>['slides'];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'lectern-render-shared-'));
  s3 = await startTestS3();
  const ai = createOfflineTextGenerator();
  const outline = await ai.outline({
    brief: 'Wash your hands: wet them, soap for twenty seconds, rinse, and dry.',
    styleId: 'workshop-style',
    durationSeconds: 30,
  });
  slides = outline.slides;
  const { scripts } = await ai.scripts({ slides, projectTitle: 'Hand washing', tone: 'Calm' });
  for (const s of slides) s.script = scripts.find((x) => x.slideId === s.id)!.script;
}, 60_000);
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

/** A worker: its own empty local folders, the shared bucket for both caches. */
const worker = (name: string) =>
  createNodeRenderPorts(withSpeechCache(createSpeechProvider({ TTS_PROVIDER: 'local' }), storageCacheStore(s3.storage, SPEECH_CACHE_FOLDER)), {
    segmentsDir: join(work, name, 'segments'),
    sharedStorage: s3.storage,
  });

it('reuses on one worker the slides another worker rendered into the bucket', async () => {
  const settings = { theme: themeById('ocean-teal'), logo: null, images: new Map(), voice: undefined, language: 'en-US', format: 'webm' as const };
  const first = await renderVideo(worker('a'), { ...settings, slides, output: join(work, 'a.webm') }, new AbortController().signal, () => {});
  expect(first.timings.slides_reused).toBe(0);
  expect((await s3.storage.list(SEGMENT_CACHE_FOLDER)).filter((k) => k.endsWith('.webm'))).toHaveLength(slides.length);
  expect(await s3.storage.list(SPEECH_CACHE_FOLDER)).not.toEqual([]);

  const second = await renderVideo(worker('b'), { ...settings, slides, output: join(work, 'b.webm') }, new AbortController().signal, () => {});
  expect(second.timings.slides_reused).toBe(slides.length);
  // Worker b drew, spoke and encoded nothing: its segments are copies fetched from the bucket.
  expect((await readdir(join(work, 'b', 'segments'))).filter((f) => f.endsWith('.webm'))).toHaveLength(slides.length);
  expect(second.narrationSeconds).toBeCloseTo(first.narrationSeconds, 3);
  expect(second.cues).toEqual(first.cues);
  const info = await probe(join(work, 'b.webm'));
  expect(Math.abs(info.durationSeconds - second.narrationSeconds)).toBeLessThan(0.5);
}, 240_000);

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWebVtt } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowancePort } from '../renders/allowance-port';
import { fakePorts, slide } from '../renders/fake-render-ports';
import { processRender } from '../renders/render-worker';
import { shareHtmlRoutes } from '../share/share-routes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/** Issue 14 items 2 and 7: a vertical video keeps its shape everywhere it is shown, and its slide titles are chapters. */
describe('a vertical video with chapters', () => {
  let t: TestApp;
  let token: string;
  let videoId: string;
  let slug: string;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await t.signUp('vertical@example.com'));
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Reels Safety', purpose: 'Compliance Training' } })).json();
    const slides = [
      { ...slide(1, 'Welcome to fire safety.'), title: 'Welcome' },
      { ...slide(2, 'Keep your exits clear at all times.'), title: '  Exits\n and   doors ' },
      { ...slide(3, 'Thanks.'), title: 'Summary' },
    ];
    await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides, aspectRatio: '9:16' } } });
    const { render } = await (await t.request(`/api/projects/${project.id}/renders`, { token, body: {} })).json();
    await processRender(
      { db: t.database.db, storage: t.services.storage, ports: fakePorts().ports, allowance: allowancePort(), pollMs: 20, log: () => {} },
      render.id,
    );
    projectId = project.id;
    const { videos } = await (await t.request(`/api/projects/${project.id}/videos`, { token })).json();
    videoId = videos[0].id;
    ({ slug } = await (await t.request('/api/videos/share', { token, body: { videoId, title: 'Reels Safety', description: '' } })).json());
  });
  afterAll(() => t.close());

  it('is listed with its shape, format and chapters track', async () => {
    const { videos } = await (await t.request(`/api/projects/${projectId}/videos`, { token })).json();
    expect(videos[0]).toMatchObject({ format: 'webm', width: 1080, height: 1920, aspect: '9:16', chapters_url: `/api/videos/${videoId}/chapters.vtt` });
  });

  it('serves the slide titles as chapters starting where each slide starts, to the owner only', async () => {
    const res = await t.request(`/api/videos/${videoId}/chapters.vtt`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    // Fake narration: half a second a word, plus the 0.6 s tail after each slide.
    expect(parseWebVtt(await res.text())).toEqual([
      { startMs: 0, endMs: 2600, text: 'Welcome' },
      { startMs: 2600, endMs: 6700, text: 'Exits and doors' },
      // The last chapter ends with the video.
      { startMs: 6700, endMs: 7800, text: 'Summary' },
    ]);
    const stranger = await t.signUp('not-the-owner@example.com');
    expect((await t.request(`/api/videos/${videoId}/chapters.vtt`, { token: stranger.token })).status).toBe(404);
  });

  it('shares its shape and chapters with the public page, its Open Graph tags and picture', async () => {
    const record = await (await t.request(`/api/share/${slug}`)).json();
    expect(record).toMatchObject({
      videoFormat: 'webm',
      videoWidth: 1080,
      videoHeight: 1920,
      aspectRatio: '9:16',
      chaptersUrl: `/api/share/${slug}/chapters.vtt`,
      burnedCaptions: false,
    });
    const chapters = await t.request(`/api/share/${slug}/chapters.vtt`);
    expect(chapters.status).toBe(200);
    expect(parseWebVtt(await chapters.text()).map((c) => c.text)).toEqual(['Welcome', 'Exits and doors', 'Summary']);

    const dist = mkdtempSync(join(tmpdir(), 'lectern-share-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div></body></html>');
    const html = await (await shareHtmlRoutes({ db: t.database.db, webDist: dist, publicUrl: TEST_ORIGIN }).request(`/share/${slug}`)).text();
    rmSync(dist, { recursive: true, force: true });
    // The Open Graph picture has the video's shape too (PNG IHDR: width and height at bytes 16–23).
    const png = Buffer.from(await (await t.request(`/api/share/${slug}/thumbnail.png`)).arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1920]);
    for (const tag of [
      'og:image:width" content="1080',
      'og:image:height" content="1920',
      'og:video:width" content="1080',
      'og:video:height" content="1920',
      'og:video:type" content="video/webm',
    ]) {
      expect(html).toContain(tag);
    }
  });

  it('says when the captions are burned into the picture, so players do not show them twice', async () => {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Captioned reel', purpose: 'Compliance Training' } })).json();
    const slides = [{ ...slide(1, 'Keep your exits clear.'), title: 'Exits' }];
    await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: { progress_data: { duration: 1, slides, aspectRatio: '9:16', burnedCaptions: true } },
    });
    const { render } = await (await t.request(`/api/projects/${project.id}/renders`, { token, body: {} })).json();
    await processRender(
      { db: t.database.db, storage: t.services.storage, ports: fakePorts().ports, allowance: allowancePort(), pollMs: 20, log: () => {} },
      render.id,
    );
    const { videos } = await (await t.request(`/api/projects/${project.id}/videos`, { token })).json();
    expect(videos[0]).toMatchObject({ burned_captions: true });
    const shared = await (await t.request('/api/videos/share', { token, body: { videoId: videos[0].id, title: 'Captioned reel', description: '' } })).json();
    expect(await (await t.request(`/api/share/${shared.slug}`)).json()).toMatchObject({ burnedCaptions: true });
  });
});

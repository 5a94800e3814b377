import { MAX_SCRIPT_WORDS, VIDEO_LENGTH_MESSAGES } from '@lectern/core';
import { eq, renders, rows, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAvatarProvider } from '../avatars/azure/create-avatar-provider';
import { type FakeAzureAvatarServer, startFakeAzureAvatarServer } from '../avatars/azure/fake-azure-avatar-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import type { PresenterPorts } from './presenter-ports';
import type { RenderPorts } from './render-ports';
import { processRender } from './render-worker';

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 12 === 11 ? 'safety.' : 'safety')).join(' ');

/** A voice far slower than the pace the request estimates with: one second a word. */
function slowVoice<T extends { speak: RenderPorts['speak'] | PresenterPorts['speak'] }>(target: T) {
  target.speak = async (text: string) => {
    const spoken = text.split(' ').map((word, i) => ({ text: word, startMs: i * 1000, endMs: (i + 1) * 1000 }));
    return { wav: new Uint8Array(8), durationSeconds: spoken.length, words: spoken };
  };
}

/** Decision 149: a render is never longer than the minutes it holds, for slides-only and presenter videos alike. */
describe('the length of a render', () => {
  let t: TestApp;
  let azure: FakeAzureAvatarServer;
  beforeAll(async () => {
    [t, azure] = await Promise.all([createTestApp(), startFakeAzureAvatarServer()]);
    azure.configure({ mode: 'succeed', notStartedPolls: 1, runningPolls: 1 });
  });
  afterAll(async () => {
    await Promise.all([t.close(), azure.close()]);
  });

  const db = () => t.database.db;
  const deps = (ports: RenderPorts, extra: { presenter?: PresenterPorts; azure?: boolean } = {}) => ({
    db: db(),
    storage: t.services.storage,
    ports,
    presenter: extra.presenter,
    avatarClips: extra.azure
      ? createAvatarProvider(
          { AVATAR_PROVIDER: 'azure', AZURE_SPEECH_KEY: azure.key, AZURE_SPEECH_REGION: undefined, AZURE_AVATAR_ENDPOINT: azure.url },
          { sleep: async () => {} },
        )!
      : undefined,
    allowance: allowancePort(),
    pollMs: 20,
    log: () => {},
  });

  async function project(token: string, progress: Record<string, unknown>, flow: 'native' | 'experimental' = 'native') {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Fire Safety', purpose: 'Compliance Training' } })).json();
    const saved = await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { flow_type: flow, progress_data: progress } });
    expect(saved.status).toBe(200);
    return project.id as string;
  }
  const startRender = (token: string, projectId: string, format: 'webm' | 'mp4' = 'webm') =>
    t.request(`/api/projects/${projectId}/renders`, { token, body: { format } });
  /** The user's charges, holds, renders and videos, straight from the database. */
  async function books(userId: string) {
    const [row] = await rows<{ charged: string; held: number; renders: number; videos: number }>(
      db(),
      sql`SELECT (SELECT COALESCE(sum(minutes_used), 0)::text FROM usage_logs WHERE user_id = ${userId} AND action = 'video_generation') AS charged,
                 (SELECT count(*)::int FROM allowance_holds h JOIN renders r ON r.id = h.render_id WHERE h.user_id = ${userId} AND h.state = 'held' AND r.status IN ('queued', 'running')) AS held,
                 (SELECT count(*)::int FROM renders WHERE user_id = ${userId}) AS renders,
                 (SELECT count(*)::int FROM videos WHERE user_id = ${userId}) AS videos`,
    );
    return { charged: Number(row!.charged), held: row!.held, renders: row!.renders, videos: row!.videos };
  }
  const renderRow = async (id: string) => (await db().select().from(renders).where(eq(renders.id, id)))[0]!;

  it('refuses a one-slide, one-minute project with a 660-word script before holding anything, saying how long the narration is', async () => {
    const { token, userId } = await t.signUp('long-script@example.com');
    const id = await project(token, { duration: 1, slides: [slide(1, words(660))] });
    for (const format of ['webm', 'mp4'] as const) {
      const res = await startRender(token, id, format);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      // About 5 minutes at the planning pace; the estimate follows the voices' measured pace.
      expect(error).toMatch(
        /^The narration takes about [3-9] minutes( \d+ seconds?)?, longer than the video length you chose \(1 minute\)\. Shorten the scripts or choose a longer video length\.$/,
      );
    }
    expect(await books(userId)).toEqual({ charged: 0, held: 0, renders: 0, videos: 0 });
  });

  it('refuses a presenter video whose scripts clearly exceed its 60 seconds, and at 3 minutes only asks to shorten them', async () => {
    const { token } = await t.signUp('long-avatar@example.com');
    const oneMinute = await project(token, { azureDuration: 60, selectedAvatar: 'max-business', slides: [slide(1, words(300))] }, 'experimental');
    const res = await startRender(token, oneMinute);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/longer than the video length you chose \(1 minute\)\. Shorten the scripts or choose a longer video length\.$/);
    // 800 words: over 5 minutes at the planned 150 a minute (decision 166), past 3 minutes even sped up by a quarter.
    const longest = await project(token, { azureDuration: 180, selectedAvatar: 'max-business', slides: [slide(1, words(800))] }, 'experimental');
    expect((await (await startRender(token, longest)).json()).error).toMatch(/\(3 minutes\)\. Shorten the scripts\.$/);
  });

  it('holds a valid length for a project saved with an odd one before writes were checked, and refuses scripts over the cap', async () => {
    const { token, userId } = await t.signUp('odd-length@example.com');
    const id = await project(token, { duration: 1, slides: [slide(1, 'Welcome to fire safety.')] });
    for (const odd of [1e9, 0.01, -3, '500']) {
      await db().execute(sql`UPDATE projects SET progress_data = progress_data || ${JSON.stringify({ duration: odd })}::jsonb WHERE id = ${id}`);
      const res = await startRender(token, id);
      expect(res.status).toBe(202);
      // The wizard shows such a project at its default of 2 minutes: that is what is held, never the odd value.
      const { render } = await res.json();
      expect(render.minutes).toBe(2);
      expect((await t.request(`/api/renders/${render.id}`, { method: 'DELETE', token })).status).toBe(200);
    }
    await db().execute(
      sql`UPDATE projects SET progress_data = ${JSON.stringify({ duration: 5, slides: [slide(1, words(MAX_SCRIPT_WORDS + 30))] })}::jsonb WHERE id = ${id}`,
    );
    const capped = await startRender(token, id);
    expect(capped.status).toBe(400);
    expect(await capped.json()).toEqual({ error: VIDEO_LENGTH_MESSAGES.scriptsTooLong });
    expect((await books(userId)).held).toBe(0);
  });

  it('fails a slides-only render whose spoken narration runs past the held minute, before encoding, and charges nothing', async () => {
    const { token, userId } = await t.signUp('slow-voice@example.com');
    // 80 words: about 45 s at the planning pace, so the request is accepted; the slow voice takes 80 s.
    const id = await project(token, { duration: 1, slides: [slide(1, words(40)), slide(2, words(40))] });
    const res = await startRender(token, id, 'mp4');
    expect(res.status).toBe(202);
    const { render } = await res.json();
    const { ports, calls } = fakePorts();
    slowVoice(ports);
    await processRender(deps(ports), render.id);
    expect(await renderRow(render.id)).toMatchObject({
      status: 'failed',
      step: 'Video generation failed',
      error: 'The narration takes 1 minute 21 seconds, longer than the video length you chose (1 minute). Shorten the scripts or choose a longer video length.',
    });
    expect(calls.encode).toBe(0);
    expect(await books(userId)).toEqual({ charged: 0, held: 0, renders: 1, videos: 0 });
  });

  it('makes a narration within the length, and charges the minute held', async () => {
    const { token, userId } = await t.signUp('fits@example.com');
    // 60 words at one second each, plus the pause after each slide: 61.2 s, within the tolerance of a minute.
    const id = await project(token, { duration: 1, slides: [slide(1, words(30)), slide(2, words(30))] });
    const { render } = await (await startRender(token, id)).json();
    const { ports } = fakePorts();
    slowVoice(ports);
    await processRender(deps(ports), render.id);
    expect(await renderRow(render.id)).toMatchObject({ status: 'completed', minutes: 1 });
    expect(await books(userId)).toEqual({ charged: 1, held: 0, renders: 1, videos: 1 });
  });

  it('charges a video clearly shorter than its length the minutes it runs, and settles the whole hold (decision 160)', async () => {
    const { token, userId } = await t.signUp('short-video@example.com');
    // A 3-minute project whose scripts take 70 words at one second each: a 71.2-second video.
    const id = await project(token, { duration: 3, slides: [slide(1, words(35)), slide(2, words(35))] });
    const { render } = await (await startRender(token, id)).json();
    expect(render.minutes).toBe(3);
    const { ports } = fakePorts();
    slowVoice(ports);
    await processRender(deps(ports), render.id);
    expect(await renderRow(render.id)).toMatchObject({ status: 'completed', minutes: 2 });
    expect(await books(userId)).toEqual({ charged: 2, held: 0, renders: 1, videos: 1 });
    const allowance = await (await t.request('/api/allowance', { token })).json();
    expect(allowance).toMatchObject({ allowance: { non_avatar_used_minutes: 2, non_avatar_remaining_minutes: 8, non_avatar_held_minutes: 0 } });
  });

  it('keeps the free second format (decision 145) within the length chosen now', async () => {
    const { token, userId } = await t.signUp('free-format@example.com');
    // 81.2 s spoken: within a 2-minute video.
    const id = await project(token, { duration: 2, slides: [slide(1, words(40)), slide(2, words(40))] });
    const { ports } = fakePorts();
    slowVoice(ports);
    const webm = (await (await startRender(token, id, 'webm')).json()).render;
    await processRender(deps(ports), webm.id);
    const mp4 = (await (await startRender(token, id, 'mp4')).json()).render;
    expect(mp4).toMatchObject({ minutes: 0, free: true });
    await processRender(deps(ports), mp4.id);
    expect(await renderRow(mp4.id)).toMatchObject({ status: 'completed' });
    expect(await books(userId)).toEqual({ charged: 2, held: 0, renders: 2, videos: 2 });

    // The length changed to 1 minute (the content did not): the free WebM would now run past it.
    const progress = (await (await t.request(`/api/projects/${id}`, { token })).json()).project.progress_data;
    await t.request(`/api/projects/${id}`, { method: 'PATCH', token, body: { progress_data: { ...progress, duration: 1 } } });
    const again = (await (await startRender(token, id, 'webm')).json()).render;
    expect(again).toMatchObject({ minutes: 0, free: true });
    await processRender(deps(ports), again.id);
    expect(await renderRow(again.id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^The narration takes 1 minute 21 seconds, longer than the video length you chose \(1 minute\)\./),
    });
    expect(await books(userId)).toEqual({ charged: 2, held: 0, renders: 3, videos: 2 });
  });

  it('fails a presenter render whose spoken narration runs past its 60 seconds, before anything is joined', async () => {
    const { token, userId } = await t.signUp('slow-presenter@example.com');
    const id = await project(token, { azureDuration: 60, selectedAvatar: 'max-business', slides: [slide(1, words(40)), slide(2, words(40))] }, 'experimental');
    const { render } = await (await startRender(token, id)).json();
    expect(render).toMatchObject({ videoType: 'avatar', minutes: 1 });
    const { ports, calls } = fakePorts();
    const fake = fakePresenter();
    slowVoice(fake.presenter);
    await processRender(deps(ports, { presenter: fake.presenter }), render.id);
    expect(await renderRow(render.id)).toMatchObject({
      status: 'failed',
      error: 'The narration takes 1 minute 21 seconds, longer than the video length you chose (1 minute). Shorten the scripts or choose a longer video length.',
    });
    // Slides are encoded as their own narration arrives (decision 181): the first may be made before
    // the second's clip shows the overrun, but the second never is, and nothing is joined.
    expect(fake.calls.segments).toBeLessThanOrEqual(1);
    expect(calls.concat).toBe(0);
    expect(await books(userId)).toEqual({ charged: 0, held: 0, renders: 1, videos: 0 });
  });

  it('fails a cloud presenter render whose clips run past its 60 seconds, before compositing, and charges nothing', async () => {
    const { token, userId } = await t.signUp('slow-azure@example.com');
    const id = await project(
      token,
      { azureDuration: 60, selectedAvatar: 'lisa-casual-sitting', slides: [slide(1, 'Welcome to this course.'), slide(2, 'Write the main point first.')] },
      'experimental',
    );
    const { render } = await (await startRender(token, id, 'mp4')).json();
    const { ports } = fakePorts();
    // The service's clips come back 40 s each: 80 s of narration for a 60-second video.
    ports.probeDuration = async () => 40;
    const fake = fakePresenter();
    await processRender(deps(ports, { presenter: fake.presenter, azure: true }), render.id);
    expect(await renderRow(render.id)).toMatchObject({
      status: 'failed',
      error: 'The narration takes 1 minute 20 seconds, longer than the video length you chose (1 minute). Shorten the scripts or choose a longer video length.',
    });
    expect(fake.calls.clipSegments).toBe(0);
    expect(await books(userId)).toEqual({ charged: 0, held: 0, renders: 1, videos: 0 });
  });
});

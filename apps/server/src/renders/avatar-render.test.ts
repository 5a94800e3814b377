import { AVATAR_MESSAGES, AVATAR_PROGRESS_STEPS, avatarResumeAction } from '@lectern/core';
import { eq, renders, rows, sql, videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, fakePresenter, slide } from './fake-render-ports';
import type { PresenterPorts } from './presenter-ports';
import type { RenderPorts } from './render-ports';
import { markRenderFailed, processRender } from './render-worker';

/** Spec 001 §4–5: videos with a presenter are asked for, held, charged and resumed as avatar minutes. */
describe('avatar renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const deps = (ports: RenderPorts, presenter: PresenterPorts) => ({
    db: db(),
    storage: t.services.storage,
    ports,
    presenter,
    allowance: allowancePort(),
    pollMs: 20,
    log: () => {},
  });

  async function avatarProject(token: string, progress: Record<string, unknown> = {}) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Meet the team', purpose: 'Onboarding' } })).json();
    const saved = await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: {
        flow_type: 'experimental',
        progress_data: {
          azureDuration: 60,
          selectedAvatar: 'max-business',
          slides: [
            slide(1, 'Welcome to the team.'),
            { ...slide(2, 'Here is how we work together.'), templateId: 'split-content', leftColumnPoints: ['a'], rightColumnPoints: ['b'] },
            // A title slide without an introduction phrase: the presenter stays off it (spec 001 §4).
            { ...slide(3, 'Thank you.'), templateId: 'title-slide' },
          ],
          ...progress,
        },
      },
    });
    expect(saved.status).toBe(200);
    return project.id as string;
  }
  const startRender = (token: string, projectId: string) => t.request(`/api/projects/${projectId}/renders`, { token, body: { format: 'webm' } });
  const progressOf = async (token: string, projectId: string) =>
    (await (await t.request(`/api/projects/${projectId}`, { token })).json()).project.progress_data;
  const allowanceApi = async (token: string) => (await (await t.request('/api/allowance', { token })).json()).allowance;
  const usage = (userId: string) =>
    rows<{ video_type: string; minutes_used: string; action: string }>(
      db(),
      sql`SELECT video_type, minutes_used::text, action FROM usage_logs WHERE user_id = ${userId} AND action = 'video_generation'`,
    );

  it('holds the selected duration as avatar minutes, renders with the presenter and charges it once after composition', async () => {
    const { token, userId } = await t.signUp('avatar-once@example.com');
    const projectId = await avatarProject(token, { azureDuration: 120 });
    const res = await startRender(token, projectId);
    expect(res.status).toBe(202);
    const { render } = await res.json();
    expect(render).toMatchObject({ videoType: 'avatar', avatarId: 'max-business', minutes: 2, step: AVATAR_PROGRESS_STEPS.preparing.text });
    expect(await allowanceApi(token)).toMatchObject({ avatar_held_minutes: 2, non_avatar_held_minutes: 0 });

    const { ports, calls } = fakePorts();
    const fake = fakePresenter();
    await processRender(deps(ports, fake.presenter), render.id);
    await processRender(deps(ports, fake.presenter), render.id); // a duplicate delivery changes nothing

    // The male presenter's voice speaks every slide; the presenter is composited on the two slides it stands on.
    expect(fake.voices).toEqual(['en-US-male', 'en-US-male', 'en-US-male']);
    expect(fake.calls).toMatchObject({ speak: 3, segments: 2 });
    expect(calls).toMatchObject({ draw: 3, encode: 1, concat: 1 });
    // Two distinct poses, two box sizes (content and bottom-right): each drawn once.
    expect(fake.calls.sprites).toBe(4);

    const [row] = await db().select().from(renders).where(eq(renders.id, render.id));
    expect(row).toMatchObject({ status: 'completed', percent: 100, step: AVATAR_PROGRESS_STEPS.done.text, video_type: 'avatar' });
    // Slides 1 and 2 carry the presenter: (4 words / 2 + 0.6) + (6 words / 2 + 0.6) seconds.
    expect(row!.talking_avatar_duration_seconds).toBeCloseTo(2.6 + 3.6);
    const api = (await (await t.request(`/api/renders/${render.id}`, { token })).json()).render;
    expect(api.talkingAvatarDurationSeconds).toBeCloseTo(6.2);

    // Charged once, as avatar minutes: 2 were held, but the video runs seconds, so it is charged the one minute it starts (decision 160).
    expect(await usage(userId)).toEqual([{ video_type: 'avatar', minutes_used: '1.00', action: 'video_generation' }]);
    const allowance = await allowanceApi(token);
    expect(allowance).toMatchObject({ avatar_used_minutes: 1, avatar_remaining_minutes: 2, avatar_held_minutes: 0, non_avatar_used_minutes: 0 });
    expect(JSON.stringify(allowance)).toContain('"video_type":"avatar"');

    const [video] = await db().select().from(videos).where(eq(videos.render_id, render.id));
    const progress = await progressOf(token, projectId);
    expect(progress).toMatchObject({
      azureVideosGenerated: true,
      azureVideoUrl: `projects/${projectId}/avatar-clips/render-${render.id}.json`,
      compositionAttempted: true,
      videoGenerated: true,
      finalVideoUrl: `/api/videos/${video!.id}/file`,
    });
    expect(avatarResumeAction(progress)).toBeNull();
    // The clip description names no secret: slide keys and the presenter.
    const manifest = JSON.parse(await new Response((await t.services.storage.get(progress.azureVideoUrl))!.stream()).text());
    expect(manifest).toMatchObject({ provider: 'offline', avatarId: 'max-business', slides: expect.any(Array) });
  });

  it('refuses an unknown presenter and short avatar minutes with the spec message, holding nothing', async () => {
    const { token, userId } = await t.signUp('avatar-short@example.com');
    const unknown = await startRender(token, await avatarProject(token, { selectedAvatar: 'bob-pirate' }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe('The presenter "bob-pirate" does not exist. Choose a presenter in the Avatar step.');

    await allowanceApi(token);
    await db().execute(sql`UPDATE user_allowances SET avatar_used_minutes = 2 WHERE user_id = ${userId}`);
    const short = await startRender(token, await avatarProject(token, { azureDuration: 180 }));
    expect(short.status).toBe(409);
    expect(await short.json()).toEqual({ error: 'Insufficient avatar video allowance. You need 3 minutes but only have 1 minute remaining.' });
    // Non-avatar minutes do not pay for a presenter video.
    expect(await allowanceApi(token)).toMatchObject({ avatar_held_minutes: 0, non_avatar_remaining_minutes: 10 });
    expect((await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM renders WHERE user_id = ${userId}`))[0]!.n).toBe(0);
    // The default duration (2 minutes, spec 001 §9) does not fit the remaining minute either.
    const byDefault = await startRender(token, await avatarProject(token, { azureDuration: undefined, selectedAvatar: undefined }));
    expect(byDefault.status).toBe(409);
  });

  it('a failed presenter releases the hold, says so in the spec words, and a retry reuses the finished slides', async () => {
    const { token, userId } = await t.signUp('avatar-retry@example.com');
    const projectId = await avatarProject(token);
    const first = (await (await startRender(token, projectId)).json()).render;
    const { ports, calls } = fakePorts();
    // Composition fails: every presenter clip exists, the join does not.
    const concat = ports.concat;
    ports.concat = async () => {
      throw new Error('ffmpeg exited with code 1: Invalid data found');
    };
    const fake = fakePresenter();
    await expect(processRender(deps(ports, fake.presenter), first.id)).rejects.toThrow(AVATAR_MESSAGES.composeFailed);
    await markRenderFailed(db(), first.id, AVATAR_MESSAGES.composeFailed);
    const [failed] = await db().select().from(renders).where(eq(renders.id, first.id));
    expect(failed).toMatchObject({ status: 'failed', step: AVATAR_MESSAGES.panelFailed, error: AVATAR_MESSAGES.composeFailed });
    expect(await allowanceApi(token)).toMatchObject({ avatar_held_minutes: 0, avatar_used_minutes: 0 });
    expect(await usage(userId)).toEqual([]);
    const progress = await progressOf(token, projectId);
    expect(progress).toMatchObject({ azureVideosGenerated: true, compositionAttempted: true });
    expect(avatarResumeAction(progress)).toBe('retry');

    // "Retry Video Creation" asks again: nothing is spoken or encoded twice.
    ports.concat = concat;
    const second = (await (await startRender(token, projectId)).json()).render;
    expect(second.id).not.toBe(first.id);
    await processRender(deps(ports, fake.presenter), second.id);
    expect(fake.calls).toMatchObject({ speak: 3, segments: 2 });
    expect(calls.encode).toBe(1);
    expect((await db().select().from(renders).where(eq(renders.id, second.id)))[0]).toMatchObject({ status: 'completed' });
    expect(await usage(userId)).toEqual([{ video_type: 'avatar', minutes_used: '1.00', action: 'video_generation' }]);
  });

  it('a presenter that cannot be drawn fails with the avatar error and no charge', async () => {
    const { token, userId } = await t.signUp('avatar-broken@example.com');
    const projectId = await avatarProject(token);
    const { render } = await (await startRender(token, projectId)).json();
    const fake = fakePresenter({ failSegment: true });
    await expect(processRender(deps(fakePorts().ports, fake.presenter), render.id)).rejects.toThrow(AVATAR_MESSAGES.generateFailed);
    // Between the queue's retries the row says what happened, in words a person reads.
    expect((await db().select().from(renders).where(eq(renders.id, render.id)))[0]).toMatchObject({
      status: 'running',
      error: AVATAR_MESSAGES.generateFailed,
    });
    await markRenderFailed(db(), render.id, AVATAR_MESSAGES.generateFailed);
    expect(await allowanceApi(token)).toMatchObject({ avatar_held_minutes: 0, avatar_used_minutes: 0 });
    expect(await usage(userId)).toEqual([]);
    // No clips were finished: nothing to resume, the button stays Generate Video.
    expect(avatarResumeAction(await progressOf(token, projectId))).toBeNull();
  });
});

import { rows, sql } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, slide } from './fake-render-ports';
import { CONTENT_CHANGED, processRender } from './render-worker';

/** Decision 145: a second format of unchanged content costs no minutes; an edit makes it a new video again. */
describe('a video in its other format', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.database.db, storage: t.services.storage, ports: fakePorts().ports, allowance: allowancePort(), pollMs: 20, log: () => {} });
  /** About two minutes of narration a slide (the fake voice says two words a second): a video that fills its 4 minutes, so it is charged all 4 (decision 160). */
  const longer = (text: string) => `${text} ${Array(30).fill('Check the route to your exit every week.').join(' ')}`;
  const slides = [slide(1, longer('Welcome to fire safety.')), slide(2, longer('Keep your exits clear.'))];

  async function fourMinuteProject(token: string, extra: Record<string, unknown> = {}) {
    const { project } = await (await t.request('/api/projects', { token, body: { name: 'Fire Safety Basics', purpose: 'Compliance Training' } })).json();
    await save(token, project.id, { duration: 4, slides, ...extra });
    return project.id as string;
  }
  async function save(token: string, projectId: string, progress: Record<string, unknown>) {
    const res = await t.request(`/api/projects/${projectId}`, { method: 'PATCH', token, body: { progress_data: progress } });
    expect(res.status).toBe(200);
  }
  async function render(token: string, projectId: string, format?: 'webm' | 'mp4') {
    const res = await t.request(`/api/projects/${projectId}/renders`, { token, body: format ? { format } : {} });
    expect(res.status).toBe(202);
    const { render } = await res.json();
    await processRender(deps(), render.id);
    return (await (await t.request(`/api/renders/${render.id}`, { token })).json()).render;
  }
  async function spent(userId: string) {
    const [row] = await rows<{ used: string; logged: string; charges: number }>(
      t.database.db,
      sql`SELECT a.non_avatar_used_minutes AS used,
                 (SELECT COALESCE(sum(minutes_used), 0) FROM usage_logs WHERE user_id = ${userId}) AS logged,
                 (SELECT count(*)::int FROM usage_logs WHERE user_id = ${userId}) AS charges
          FROM user_allowances a WHERE a.user_id = ${userId}`,
    );
    return { used: Number(row!.used), logged: Number(row!.logged), charges: row!.charges };
  }

  it('charges a 4-minute WebM and then its MP4 4 minutes in total, and the MP4 after an edit again', async () => {
    const { token, userId } = await t.signUp('second-format@example.com');
    const projectId = await fourMinuteProject(token);

    const webm = await render(token, projectId, 'webm');
    expect(webm).toMatchObject({ status: 'completed', format: 'webm', minutes: 4, free: false });
    const mp4 = await render(token, projectId, 'mp4');
    expect(mp4).toMatchObject({ status: 'completed', format: 'mp4', minutes: 0, free: true });
    // The ledger stays balanced: the free format writes no usage row and holds nothing.
    expect(await spent(userId)).toEqual({ used: 4, logged: 4, charges: 1 });
    const [holds] = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM allowance_holds WHERE render_id = ${mp4.id}`);
    expect(holds!.n).toBe(0);

    const listed = await (await t.request(`/api/projects/${projectId}/videos`, { token })).json();
    const { videos } = listed;
    // The list says before any click that another format of the latest video is still free.
    expect(listed.content_key).toBe(videos[0].content_key);
    expect(videos.map((v: { format: string; width: number; height: number; aspect: string }) => [v.format, v.width, v.height, v.aspect]).sort()).toEqual([
      ['mp4', 1920, 1080, '16:9'],
      ['webm', 1920, 1080, '16:9'],
    ]);

    await save(token, projectId, { duration: 4, slides: [slide(1, longer('Welcome to fire safety.')), slide(2, longer('Keep every exit clear.'))] });
    const afterEdit = await (await t.request(`/api/projects/${projectId}/videos`, { token })).json();
    expect(afterEdit.content_key).toMatch(/^[0-9a-f]{64}$/);
    expect(afterEdit.content_key).not.toBe(videos[0].content_key);
    const edited = await render(token, projectId, 'mp4');
    expect(edited).toMatchObject({ status: 'completed', minutes: 4, free: false });
    expect(await spent(userId)).toEqual({ used: 8, logged: 8, charges: 2 });
  });

  it('the same format again, or the other format after the shape, music or captions changed, is charged', async () => {
    const { token, userId } = await t.signUp('same-format@example.com');
    await t.request('/api/allowance', { token });
    await t.database.db.execute(sql`UPDATE user_allowances SET non_avatar_total_minutes = 100 WHERE user_id = ${userId}`);
    const projectId = await fourMinuteProject(token, { videoFormat: 'mp4' });
    // No format in the request: the one chosen in the wizard.
    expect(await render(token, projectId)).toMatchObject({ format: 'mp4', minutes: 4 });
    expect(await render(token, projectId, 'mp4')).toMatchObject({ format: 'mp4', minutes: 4 });
    await save(token, projectId, { duration: 4, slides, videoFormat: 'mp4', aspectRatio: '9:16' });
    expect(await render(token, projectId, 'webm')).toMatchObject({ format: 'webm', minutes: 4 });
    await save(token, projectId, {
      duration: 4,
      slides,
      videoFormat: 'mp4',
      aspectRatio: '9:16',
      backgroundMusic: { source: 'library', trackId: 'calm-focus' },
    });
    expect(await render(token, projectId, 'mp4')).toMatchObject({ format: 'mp4', minutes: 4 });
    expect((await spent(userId)).used).toBe(16);
  });

  it('a free format whose slides change before it starts fails without a video instead of making new content for free', async () => {
    const { token } = await t.signUp('changed-meanwhile@example.com');
    const projectId = await fourMinuteProject(token);
    await render(token, projectId, 'webm');
    const res = await t.request(`/api/projects/${projectId}/renders`, { token, body: { format: 'mp4' } });
    const { render: queued } = await res.json();
    expect(queued.minutes).toBe(0);
    await save(token, projectId, { duration: 4, slides: [slide(1, 'Something new entirely.')] });
    await processRender(deps(), queued.id);
    const after = (await (await t.request(`/api/renders/${queued.id}`, { token })).json()).render;
    expect(after).toMatchObject({ status: 'failed', error: CONTENT_CHANGED, videoId: null });
  });
});

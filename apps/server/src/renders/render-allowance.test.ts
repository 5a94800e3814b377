import { eq, renders, rows, sql, videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeAllowance } from '../allowance/allowance-use-cases';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowancePort } from './allowance-port';
import { fakePorts, slide } from './fake-render-ports';
import type { RenderPorts } from './render-ports';
import type { AllowancePort } from './render-use-cases';
import { markRenderFailed, processRender } from './render-worker';

/** Decision 107: accepting a render holds its minutes; the video turns the hold into the charge. */
describe('render allowance holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const deps = (ports: RenderPorts, allowance: AllowancePort = allowancePort()) => ({
    db: db(),
    storage: t.services.storage,
    ports,
    allowance,
    pollMs: 20,
    log: () => {},
  });

  async function project(token: string, name = 'Fire Safety Basics') {
    const { project } = await (await t.request('/api/projects', { token, body: { name, purpose: 'Compliance Training' } })).json();
    const saved = await t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: { progress_data: { duration: 1, slides: [slide(1, 'Welcome to fire safety.'), slide(2, 'Keep your exits clear.')] } },
    });
    expect(saved.status).toBe(200);
    return project.id as string;
  }
  const startRender = (token: string, projectId: string) => t.request(`/api/projects/${projectId}/renders`, { token, body: { format: 'webm' } });

  /** The user's balance, holds and ledger, straight from the database. */
  async function books(userId: string) {
    const [row] = await rows<{ used: string; total: string; spent: string; charges: number; held: string; holding: number }>(
      db(),
      sql`SELECT a.non_avatar_used_minutes AS used, a.non_avatar_total_minutes AS total,
                 (SELECT COALESCE(sum(minutes_used), 0) FROM usage_logs WHERE user_id = ${userId} AND action = 'video_generation') AS spent,
                 (SELECT count(*)::int FROM usage_logs WHERE user_id = ${userId} AND action = 'video_generation') AS charges,
                 (SELECT COALESCE(sum(minutes), 0) FROM allowance_holds WHERE user_id = ${userId} AND state = 'held') AS held,
                 (SELECT count(*)::int FROM allowance_holds WHERE user_id = ${userId} AND state = 'held') AS holding
          FROM user_allowances a WHERE a.user_id = ${userId}`,
    );
    const [v] = await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM videos WHERE user_id = ${userId}`);
    return {
      used: Number(row!.used),
      total: Number(row!.total),
      spent: Number(row!.spent),
      charges: row!.charges,
      held: Number(row!.held),
      holding: row!.holding,
      videos: v!.n,
    };
  }
  const holdState = async (renderId: string) =>
    (await rows<{ state: string }>(db(), sql`SELECT state FROM allowance_holds WHERE render_id = ${renderId}`))[0]?.state;
  const allowanceApi = async (token: string) => (await (await t.request('/api/allowance', { token })).json()).allowance;

  it('accepts exactly the renders the allowance covers out of 40 parallel requests, and charges exactly those', async () => {
    const { token, userId } = await t.signUp('forty@example.com');
    const projectIds: string[] = [];
    for (let i = 0; i < 40; i++) projectIds.push(await project(token, `Video ${i}`));
    // 5 of the default 10 non-avatar minutes left: room for five 1-minute videos.
    await allowanceApi(token);
    await db().execute(sql`UPDATE user_allowances SET non_avatar_used_minutes = 5 WHERE user_id = ${userId}`);
    const before = await books(userId);

    const responses = await Promise.all(projectIds.map((id) => startRender(token, id)));
    const accepted = responses.filter((r) => r.status === 202);
    const refused = responses.filter((r) => r.status !== 202);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(await r.json()).toEqual({ error: 'Insufficient non-avatar video allowance. You need 1 minute but only have 0 minutes remaining.' });
    }
    const renderIds = await Promise.all(accepted.map(async (r) => (await r.json()).id as string));
    expect((await rows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM renders WHERE user_id = ${userId}`))[0]!.n).toBe(5);

    // While they run, the minutes are held, not spent, and the allowance API says so.
    expect(await books(userId)).toMatchObject({ used: 5, held: 5, holding: 5, charges: 0, videos: 0 });
    const during = await allowanceApi(token);
    expect(during).toMatchObject({ non_avatar_held_minutes: 5, avatar_held_minutes: 0, non_avatar_remaining_minutes: 5 });
    const check = await (await t.request('/api/allowance/check?minutes=1&type=non_avatar', { token })).json();
    expect(check.check).toMatchObject({ hasEnough: false, remainingMinutes: 0, heldMinutes: 5 });

    // The five run at once, then every job is delivered again (a duplicate delivery): still one video and one charge each.
    await Promise.all(renderIds.map((id) => processRender(deps(fakePorts().ports), id)));
    await Promise.all(renderIds.map((id) => processRender(deps(fakePorts().ports), id)));
    const after = await books(userId);
    expect(after).toMatchObject({ videos: 5, charges: 5, held: 0, holding: 0, used: 10 });
    // The ledger balances: the charges are exactly the change in used minutes.
    expect(after.spent - before.spent).toBe(after.used - before.used);
    for (const id of renderIds) expect(await holdState(id)).toBe('charged');
    expect(await allowanceApi(token)).toMatchObject({ non_avatar_held_minutes: 0, non_avatar_remaining_minutes: 0, videosCreated: 5 });
  }, 120_000);

  it('asking again for a project whose render is running returns that render and holds nothing more', async () => {
    const { token, userId } = await t.signUp('again@example.com');
    const id = await project(token);
    const [a, b] = await Promise.all([startRender(token, id), startRender(token, id)]);
    expect((await a.json()).id).toBe((await b.json()).id);
    expect(await books(userId)).toMatchObject({ held: 1, holding: 1 });
  });

  it('a failed render releases its hold and charges nothing', async () => {
    const { token, userId } = await t.signUp('failed@example.com');
    const { id } = await (await startRender(token, await project(token))).json();
    expect(await books(userId)).toMatchObject({ held: 1 });
    const { ports } = fakePorts();
    ports.encode = async () => {
      throw new Error('ffmpeg exited with code 1');
    };
    await expect(processRender(deps(ports), id)).rejects.toThrow('ffmpeg exited with code 1');
    // Between the queue's retries the render is still running and keeps its minutes.
    expect(await books(userId)).toMatchObject({ held: 1, charges: 0 });
    // The queue gives up.
    await markRenderFailed(db(), id, 'ffmpeg exited with code 1');
    expect(await books(userId)).toMatchObject({ held: 0, holding: 0, charges: 0, used: 0, videos: 0 });
    expect(await holdState(id)).toBe('released');
    expect((await db().select().from(renders).where(eq(renders.id, id)))[0]).toMatchObject({ status: 'failed', error: 'ffmpeg exited with code 1' });
    expect(await allowanceApi(token)).toMatchObject({ non_avatar_held_minutes: 0, non_avatar_remaining_minutes: 10 });
  });

  it('a cancelled render releases its hold and charges nothing, and is not rendered afterwards', async () => {
    const { token, userId } = await t.signUp('cancelled@example.com');
    const { id } = await (await startRender(token, await project(token))).json();
    const res = await t.request(`/api/renders/${id}`, { method: 'DELETE', token });
    expect(res.status).toBe(200);
    expect((await res.json()).render.status).toBe('cancelled');
    expect(await books(userId)).toMatchObject({ held: 0, holding: 0, charges: 0, used: 0 });
    expect(await holdState(id)).toBe('released');
    const { ports, calls } = fakePorts();
    await processRender(deps(ports), id);
    expect(calls.encode).toBe(0);
    expect(await books(userId)).toMatchObject({ charges: 0, used: 0, videos: 0 });
  });

  it('a render cancelled while its video is being recorded gets no video and no charge', async () => {
    const { token, userId } = await t.signUp('late-cancel@example.com');
    const { id } = await (await startRender(token, await project(token))).json();
    const { ports } = fakePorts();
    const concat = ports.concat;
    // The cancel lands after the video is encoded, before it is recorded.
    ports.concat = async (files, output, format, signal) => {
      await concat(files, output, format, signal);
      await t.request(`/api/renders/${id}`, { method: 'DELETE', token });
    };
    await processRender(deps(ports), id);
    expect(await books(userId)).toMatchObject({ held: 0, charges: 0, used: 0, videos: 0 });
    expect(
      await t.services.storage.get(`projects/${(await db().select().from(renders).where(eq(renders.id, id)))[0]!.project_id}/videos/${id}.webm`),
    ).toBeNull();
  });

  it('a render retried after a crash while completing charges once', async () => {
    const { token, userId } = await t.signUp('crash-charge@example.com');
    const { id } = await (await startRender(token, await project(token))).json();
    const real = allowancePort();
    let crashed = false;
    // The process dies right after charging, before the completion commits.
    const crashing: AllowancePort = {
      ...real,
      async charge(...args) {
        const result = await real.charge(...args);
        if (!crashed) {
          crashed = true;
          throw new Error('worker process killed');
        }
        return result;
      },
    };
    await expect(processRender(deps(fakePorts().ports, crashing), id)).rejects.toThrow('worker process killed');
    expect(await books(userId)).toMatchObject({ charges: 0, used: 0, held: 1, videos: 0 });
    await processRender(deps(fakePorts().ports, crashing), id);
    await processRender(deps(fakePorts().ports, crashing), id);
    expect(await books(userId)).toMatchObject({ charges: 1, used: 1, held: 0, videos: 1 });
    expect(await db().select().from(videos).where(eq(videos.render_id, id))).toHaveLength(1);
    // Cancelling a finished render changes nothing.
    const res = await t.request(`/api/renders/${id}`, { method: 'DELETE', token });
    expect((await res.json()).render.status).toBe('completed');
    expect(await holdState(id)).toBe('charged');
  });

  it('a charge outside a render cannot spend minutes a running render holds', async () => {
    const { token, userId } = await t.signUp('beside@example.com');
    const { id } = await (await startRender(token, await project(token))).json();
    // 10 remaining, 1 held: 9 fit beside the hold, half a minute more does not.
    await consumeAllowance(db(), userId, 9, 'non_avatar');
    await expect(consumeAllowance(db(), userId, 0.5, 'non_avatar')).rejects.toMatchObject({
      message: 'Insufficient non-avatar allowance',
      details: { remainingMinutes: 0 },
    });
    await processRender(deps(fakePorts().ports), id);
    expect(await books(userId)).toMatchObject({ used: 10, total: 10, held: 0, charges: 2, videos: 1 });
  });

  it('a render without a hold (accepted before holds existed) is charged if it fits, else fails without a video', async () => {
    const { token, userId } = await t.signUp('no-hold@example.com');
    await allowanceApi(token);
    const unheld = async () => {
      const [row] = await db()
        .insert(renders)
        .values({ project_id: await project(token), user_id: userId, minutes: 1, step: 'Waiting for a free renderer…' })
        .returning();
      return row!.id;
    };
    const fits = await unheld();
    await processRender(deps(fakePorts().ports), fits);
    expect(await books(userId)).toMatchObject({ used: 1, charges: 1, videos: 1 });

    await db().execute(sql`UPDATE user_allowances SET non_avatar_used_minutes = non_avatar_total_minutes WHERE user_id = ${userId}`);
    const late = await unheld();
    await processRender(deps(fakePorts().ports), late);
    expect(await books(userId)).toMatchObject({ used: 10, charges: 1, videos: 1 });
    expect((await db().select().from(renders).where(eq(renders.id, late)))[0]).toMatchObject({
      status: 'failed',
      error: 'Insufficient non-avatar video allowance. You need 1 minute but only have 0 minutes remaining.',
    });
  });
});

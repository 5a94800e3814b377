import { copyFile, writeFile } from 'node:fs/promises';
import { eq, inArray, renders, rows, sql, videos } from '@lectern/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allowancePort } from '../renders/allowance-port';
import type { RenderPorts } from '../renders/render-ports';
import { requestRender } from '../renders/render-use-cases';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobQueue, type JobQueue, RENDER_QUEUE } from './job-queue';
import { takeOrphanedRenders } from './orphaned-renders';
import { beat, claimRender, newWorkerId, ownerIsGone, RESUMING_STEP, takeBackStaleRenders } from './render-ownership';
import { startRenderWorker } from './render-worker-loop';

const slide = {
  id: 'slide-1',
  title: 'Exits',
  description: '',
  script: 'Keep every exit clear.',
  duration: 20,
  order: 1,
  keyPoints: [],
  templateId: 'title-slide',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: '',
};

function ports(encode: RenderPorts['encode']): RenderPorts {
  return {
    drawSlide: async () => new Uint8Array(4),
    speak: async () => ({ wav: new Uint8Array(4), durationSeconds: 2, words: [] }),
    joinAudio: () => new Uint8Array(4),
    encode,
    concat: async (_files, output) => writeFile(output, 'video'),
    segments: { get: async () => null, put: async (_key, file) => file },
    probeDuration: async () => 2.6,
    finish: async ({ input, output }) => copyFile(input, output),
  };
}

let t: TestApp;
let queue: JobQueue;
let stopWorker: (() => Promise<unknown>) | undefined;
beforeAll(async () => {
  t = await createTestApp();
  queue = await createJobQueue(t.database, undefined, { maintenanceIntervalSeconds: 1 });
}, 60_000);
afterAll(async () => {
  await stopWorker?.().catch(() => undefined);
  await queue?.stop().catch(() => undefined);
  await t.close();
});

let n = 0;
/** A queued render of a fresh one-slide project (its job sent to a queue nobody works yet). */
async function newRender() {
  n += 1;
  const { token, userId } = await t.signUp(`crash${n}@example.com`);
  const { project } = await (await t.request('/api/projects', { token, body: { name: 'Exits', purpose: 'Onboarding' } })).json();
  await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides: [slide] } } });
  const render = await requestRender({ db: t.database.db, queue: t.services.queue, allowance: allowancePort(t.database.db) }, userId, project.id, 'webm');
  return { render, userId };
}

const row = async (id: string) => (await t.database.db.select().from(renders).where(eq(renders.id, id)))[0]!;

/** Leaves the row and the queue the way a worker killed mid-render leaves them. */
async function killedMidRender(renderId: string, ownerId: string, heartbeatSecondsAgo: number) {
  const jobId = (await queue.sendRender({ renderId }))!;
  const [job] = await queue.boss.fetch(RENDER_QUEUE);
  expect(job?.id).toBe(jobId);
  await t.database.db
    .update(renders)
    .set({
      status: 'running',
      step: 'Encoding the video',
      percent: 63,
      attempts: 1,
      worker_id: ownerId,
      job_id: jobId,
      heartbeat_at: sql`now() - make_interval(secs => ${heartbeatSecondsAgo})`,
    })
    .where(eq(renders.id, renderId));
  return jobId;
}

it('a render whose worker stopped beating is resumed by a live worker: one video, one charge, the dead job cancelled', async () => {
  const { render } = await newRender();
  const deadJob = await killedMidRender(render.id, 'elsewhere/4242/dead', 60);

  const worker = await startRenderWorker(
    queue.boss,
    {
      db: t.database.db,
      storage: t.services.storage,
      allowance: allowancePort(t.database.db),
      log: () => {},
      ports: ports(async ({ output }) => writeFile(output, 'video')),
    },
    { sweepMs: 500 },
  );
  stopWorker = worker.stop;
  // Completed, and the worker has let go of it (it does so right after).
  const settled = async () => {
    const r = await row(render.id);
    return r.status === 'completed' && r.worker_id === null;
  };
  for (let i = 0; i < 150 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 200));

  const done = await row(render.id);
  expect(done.status).toBe('completed');
  expect(done.attempts).toBe(2);
  expect(done.worker_id).toBeNull();
  expect(await t.database.db.select().from(videos).where(eq(videos.render_id, render.id))).toHaveLength(1);
  const charges = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM usage_logs WHERE render_id = ${render.id}`);
  expect(charges[0]!.n).toBe(1);
  // The dead worker's job will not come back in 15 minutes, and no job for the render is left.
  expect((await queue.boss.getJobById(RENDER_QUEUE, deadJob))?.state).toBe('cancelled');
  // The queue marks the resumed job completed a moment after the handler returns.
  const openJobs = async () =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RENDER_QUEUE} AND data->>'renderId' = ${render.id} AND state < 'completed'`,
      )
    )[0]!.n;
  for (let i = 0; i < 50 && (await openJobs()) > 0; i++) await new Promise((r) => setTimeout(r, 200));
  expect(await openJobs()).toBe(0);
  await worker.stop();
  stopWorker = undefined;
}, 60_000);

it('a render whose worker still beats is left alone, and a second claim fails', async () => {
  const { render } = await newRender();
  expect(await claimRender(t.database.db, render.id, 'live-a', null)).toBe(true);
  expect(await takeBackStaleRenders(t.database.db, { workerId: 'sweeper-b' })).toEqual([]);
  expect(await claimRender(t.database.db, render.id, 'live-b', null)).toBe(false);
  expect(await beat(t.database.db, render.id, 'live-a')).toBe(true);
  expect((await row(render.id)).worker_id).toBe('live-a');
});

it('among workers sweeping at once, exactly one takes a stale render back', async () => {
  const { render } = await newRender();
  await killedMidRender(render.id, 'elsewhere/4242/dead', 30);
  const results = await Promise.all(['a', 'b', 'c'].map((w) => takeBackStaleRenders(t.database.db, { workerId: `sweeper-${w}` })));
  expect(results.flat().filter((r) => r.id === render.id)).toHaveLength(1);
  const after = await row(render.id);
  // The progress shows the render resuming instead of a frozen percentage.
  expect(after).toMatchObject({ status: 'queued', step: RESUMING_STEP, worker_id: null });
});

it('a worker whose render was taken over learns it at its next heartbeat', async () => {
  const { render } = await newRender();
  expect(await claimRender(t.database.db, render.id, 'stalled-a', null)).toBe(true);
  await t.database.db.update(renders).set({ heartbeat_at: sql`now() - interval '1 minute'` }).where(eq(renders.id, render.id));
  expect(await claimRender(t.database.db, render.id, 'fresh-b', null)).toBe(true);
  expect(await beat(t.database.db, render.id, 'stalled-a')).toBe(false);
});

it('on the embedded database, a render owned by the previous boot is taken back at once', async () => {
  const { render } = await newRender();
  await killedMidRender(render.id, 'elsewhere/4242/previous-boot', 0);
  expect(await takeBackStaleRenders(t.database.db, { workerId: 'this-boot' })).toEqual([]);
  const taken = await takeBackStaleRenders(t.database.db, { workerId: 'this-boot', exclusiveDatabase: true });
  expect(taken.map((r) => r.id)).toContain(render.id);
});

it('a render left without owner or job (a crash between recording it and sending its job) is queued again, once', async () => {
  const { render } = await newRender();
  const { render: pending } = await newRender();
  const { render: fetched } = await newRender();
  await queue.sendRender({ renderId: pending.id });
  await queue.sendRender({ renderId: fetched.id });
  await queue.boss.fetch(RENDER_QUEUE);
  const old = sql`now() - interval '1 minute'`;
  await t.database.db
    .update(renders)
    .set({ updated_at: old })
    .where(inArray(renders.id, [render.id, pending.id, fetched.id]));
  // A job waiting in the queue, or fetched a moment ago by a live worker, is not an orphan.
  expect(await takeOrphanedRenders(t.database.db)).toEqual([render.id]);
  expect(await takeOrphanedRenders(t.database.db)).toEqual([]);
  await t.database.db.update(renders).set({ updated_at: old }).where(eq(renders.id, render.id));

  const worker = await startRenderWorker(
    queue.boss,
    {
      db: t.database.db,
      storage: t.services.storage,
      allowance: allowancePort(t.database.db),
      log: () => {},
      ports: ports(async ({ output }) => writeFile(output, 'video')),
    },
    { sweepMs: 500 },
  );
  stopWorker = worker.stop;
  for (let i = 0; i < 150 && (await row(render.id)).status !== 'completed'; i++) await new Promise((r) => setTimeout(r, 200));
  expect((await row(render.id)).status).toBe('completed');
  expect(await t.database.db.select().from(videos).where(eq(videos.render_id, render.id))).toHaveLength(1);
  await worker.stop();
  stopWorker = undefined;
}, 60_000);

it('a worker whose render was taken over while it failed leaves the render to its new owner', async () => {
  const { render } = await newRender();
  const jobId = (await queue.sendRender({ renderId: render.id }))!;
  const worker = await startRenderWorker(queue.boss, {
    db: t.database.db,
    storage: t.services.storage,
    allowance: allowancePort(t.database.db),
    log: () => {},
    ports: ports(async () => {
      // Another worker took the render over (this one had stalled), then this run's ffmpeg fails.
      await t.database.db.update(renders).set({ worker_id: 'new-owner', heartbeat_at: sql`now()` }).where(eq(renders.id, render.id));
      throw new Error('ffmpeg exited with code 1');
    }),
  });
  stopWorker = worker.stop;
  for (let i = 0; i < 100 && (await queue.boss.getJobById(RENDER_QUEUE, jobId))?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 200));
  // Not a failed attempt of the render (no retry, no failure): the new owner carries on.
  expect(await queue.boss.getJobById(RENDER_QUEUE, jobId)).toMatchObject({ state: 'completed', retryCount: 0 });
  expect(await row(render.id)).toMatchObject({ worker_id: 'new-owner', status: 'running' });
  await worker.stop();
  stopWorker = undefined;
}, 60_000);

it('tells a worker of a process that is gone from one that still runs or that it cannot see', () => {
  const self = newWorkerId();
  const [host, pid, space] = self.split('/');
  const id = (p: number | string, inSpace = space) => `${host}/${p}/${inSpace}/x`;
  expect(space).not.toBe('-');
  expect(ownerIsGone(id(pid!), self)).toBe(true);
  expect(ownerIsGone(id(process.ppid), self)).toBe(false);
  expect(ownerIsGone(id(2147483646), self)).toBe(true);
  // Another container or machine, even with the same hostname: only heartbeats decide.
  expect(ownerIsGone(id(2147483646, 'another-space'), self)).toBe(false);
  expect(ownerIsGone(id(pid!, 'another-space'), self)).toBe(false);
  expect(ownerIsGone(id(2147483646), self, null)).toBe(false);
  expect(ownerIsGone(self, self)).toBe(false);
});

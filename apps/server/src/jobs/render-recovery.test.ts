import { writeFile } from 'node:fs/promises';
import { eq, renders, rows, sql, videos } from '@lectern/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allowancePort } from '../renders/allowance-port';
import type { RenderPorts } from '../renders/render-ports';
import { requestRender } from '../renders/render-use-cases';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobQueue, type JobQueue, RENDER_QUEUE } from './job-queue';
import { startRenderWorker } from './render-worker-loop';

const slide = { id: 'slide-1', title: 'Exits', description: '', script: 'Keep every exit clear.', duration: 20, order: 1, keyPoints: [], templateId: 'title-slide', visualCues: [], avatarVisible: false, imageKeyword: '' };

function ports(encode: RenderPorts['encode']): RenderPorts {
  return {
    drawSlide: async () => new Uint8Array(4),
    speak: async () => ({ wav: new Uint8Array(4), durationSeconds: 2, words: [] }),
    joinAudio: () => new Uint8Array(4),
    encode,
    concat: async (_files, output) => writeFile(output, 'video'),
    segments: { get: async () => null, put: async (_key, file) => file },
    probeDuration: async () => 2.6,
  };
}

let t: TestApp;
let queueA: JobQueue;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await queueA?.stop().catch(() => undefined);
  await t.close();
});

it('a job whose worker dies mid-render is retried and completes with one video and one charge', async () => {
  const { token, userId } = await t.signUp('crash@example.com');
  const { project } = await (await t.request('/api/projects', { token, body: { name: 'Exits', purpose: 'Onboarding' } })).json();
  await t.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides: [slide] } } });

  // Worker A takes the job and then "dies": its encode never returns and its queue connection
  // goes away without completing the job, as when a process is killed.
  queueA = await createJobQueue(t.database, undefined, { expireInSeconds: 2, retryDelaySeconds: 1, maintenanceIntervalSeconds: 1 });
  let startedA!: () => void;
  const aStarted = new Promise<void>((r) => (startedA = r));
  await startRenderWorker(queueA.boss, {
    db: t.database.db,
    storage: t.services.storage,
    allowance: allowancePort(t.database.db),
    log: () => {},
    ports: ports(() => {
      startedA();
      return new Promise(() => {});
    }),
  });
  const render = await requestRender({ db: t.database.db, queue: queueA, allowance: allowancePort(t.database.db) }, userId, project.id, 'webm');
  await aStarted;
  await queueA.boss.offWork(RENDER_QUEUE);

  // Worker B keeps running; once the lost job expires, pg-boss retries it there.
  const finished = new Promise<void>((resolve) => {
    void startRenderWorker(queueA.boss, {
      db: t.database.db,
      storage: t.services.storage,
      allowance: allowancePort(t.database.db),
      log: () => {},
      ports: ports(async ({ output }) => {
        await writeFile(output, 'video');
        setTimeout(resolve, 300);
      }),
    });
  });
  await finished;
  for (let i = 0; i < 50; i++) {
    const [row] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
    if (row?.status === 'completed') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const [row] = await t.database.db.select().from(renders).where(eq(renders.id, render.id));
  expect(row!.status).toBe('completed');
  expect(row!.attempts).toBeGreaterThanOrEqual(2);
  expect(await t.database.db.select().from(videos).where(eq(videos.render_id, render.id))).toHaveLength(1);
  const charges = await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM usage_logs WHERE render_id = ${render.id}`);
  expect(charges[0]!.n).toBe(1);
}, 60_000);

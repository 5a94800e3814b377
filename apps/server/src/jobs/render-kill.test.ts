import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createDb, createTestDatabase, type Database, type Db, rows, sql } from '@lectern/db';
import { probe } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { RENDER_QUEUE } from './job-queue';

/**
 * The real server, killed with SIGKILL in the middle of a render and started again on the same
 * data: the render must finish within 30 s of the restart, once, charged once, leaving nothing
 * behind. Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const SCRIPTS = [
  'Fire doors stay closed, so smoke cannot spread along the corridor.',
  'Every exit route is kept clear of boxes, trolleys and bags.',
  'When the alarm sounds, leave by the nearest exit without running.',
  'Meet your team at the assembly point in the car park.',
  'Tell the fire warden if anyone is missing from your team.',
  'Never go back inside until the warden says it is safe.',
];
/** Slides whose scripts end with `tail`: each test renders its own, so none finds the other's cached segments. */
const slidesEnding = (tail: string) =>
  SCRIPTS.map((script, i) => ({
    id: `slide-${i + 1}`,
    title: `Fire safety ${i + 1}`,
    description: '',
    script: `${script} ${tail}`,
    duration: 10,
    order: i + 1,
    keyPoints: [],
    templateId: 'title-slide',
    visualCues: [],
    avatarVisible: false,
    imageKeyword: '',
  }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

describe('a server killed mid-render', () => {
  const root = mkdtempSync(join(tmpdir(), 'lectern-kill-'));
  const dataDir = join(root, 'data');
  // The servers' own temp directory, so what a killed process leaves there can be seen.
  const serverTmp = join(root, 'tmp');
  mkdirSync(serverTmp);
  const serverEnv = { TMPDIR: serverTmp };
  let server: ServerProcess | undefined;
  let postgres: Database | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
    server = await startServerProcess({ dataDir, databaseUrl: postgres?.url, env: serverEnv });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.close();
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  /** The server's database: directly on PostgreSQL; the embedded one only once the server has stopped. */
  async function inspect<T>(read: (db: Db) => Promise<T>): Promise<T> {
    if (postgres) return read(postgres.db);
    await server!.stop();
    const embedded = await createDb({ dataDir: join(dataDir, 'db') });
    try {
      return await read(embedded.db);
    } finally {
      await embedded.close();
    }
  }

  /** Signs up, makes the six-slide project and asks for its video on server `s`. */
  async function requestVideo(s: ServerProcess, email: string, tail: string) {
    const { token, userId } = await s.signUp(email);
    const created = await s.request('/api/projects', { token, body: { name: 'Fire safety', purpose: 'Onboarding' } });
    const { project } = (await created.json()) as { project: { id: string } };
    const patched = await s.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      token,
      body: { progress_data: { duration: 1, slides: slidesEnding(tail) } },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const accepted = await s.request(`/api/projects/${project.id}/renders`, { token, body: { format: 'webm' } });
    expect(accepted.status, await accepted.clone().text()).toBe(202);
    const renderId: string = (await accepted.json()).id;
    /** The render as the progress endpoint shows it, read through whichever server is up. */
    const progress = async (via: ServerProcess = s) =>
      (await (await via.request(`/api/renders/${renderId}`, { token })).json()).render as { status: string; percent: number; step: string };
    return { userId, projectId: project.id, renderId, progress };
  }

  /**
   * Waits until at least one slide segment is encoded (the encode phase starts at 55 %), so the
   * next run has finished work to reuse and unfinished work to do.
   */
  async function waitUntilMidRender(progress: () => Promise<{ status: string; percent: number }>, s: ServerProcess) {
    let now = await progress();
    for (let i = 0; i < 1200 && !(now.status === 'running' && now.percent >= 60); i++) {
      expect(now.status, s.output().slice(-3000)).not.toMatch(/completed|failed|cancelled/);
      await sleep(100);
      now = await progress();
    }
    expect(now.percent).toBeGreaterThanOrEqual(60);
  }

  /** Seconds until the render completes, polled through `via`; fails on a failed or cancelled render. */
  async function secondsUntilCompleted(progress: () => Promise<{ status: string }>, via: ServerProcess) {
    const from = Date.now();
    let now = await progress();
    while (now.status !== 'completed' && Date.now() - from < 60_000) {
      expect(now.status, via.output().slice(-3000)).not.toMatch(/failed|cancelled/);
      await sleep(250);
      now = await progress();
    }
    expect(now.status, via.output().slice(-3000)).toBe('completed');
    return (Date.now() - from) / 1000;
  }

  /** One render row that ran twice and reused segments, one video, one charge, no open job, only its two files. */
  async function expectRenderedOnce(db: Db, r: { userId: string; projectId: string; renderId: string }) {
    // The worker lets go of the render, and the queue marks its job completed, a moment after the render completes.
    const settled = async () =>
      (
        await rows<{ n: number }>(
          db,
          sql`SELECT (SELECT count(*) FROM renders WHERE id = ${r.renderId} AND worker_id IS NOT NULL)
            + (SELECT count(*) FROM pgboss.job WHERE name = ${RENDER_QUEUE} AND data->>'renderId' = ${r.renderId} AND state < 'completed') AS n`,
        )
      )[0]!.n;
    for (let i = 0; i < 50 && Number(await settled()) > 0; i++) await sleep(200);
    const [renderRows, videoRows, charges, used, openJobs] = await Promise.all([
      rows<{ attempts: number; video_id: string; worker_id: string | null; timings: { slides_reused?: number } }>(
        db,
        sql`SELECT attempts, video_id, worker_id, timings FROM renders WHERE project_id = ${r.projectId}`,
      ),
      rows<{ id: string; storage_key: string }>(db, sql`SELECT id, storage_key FROM videos WHERE project_id = ${r.projectId}`),
      rows<{ minutes: string }>(db, sql`SELECT minutes_used::text AS minutes FROM usage_logs WHERE render_id = ${r.renderId}`),
      rows<{ minutes: string }>(db, sql`SELECT non_avatar_used_minutes::text AS minutes FROM user_allowances WHERE user_id = ${r.userId}`),
      rows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RENDER_QUEUE} AND data->>'renderId' = ${r.renderId} AND state < 'completed'`,
      ),
    ]);
    expect(renderRows).toHaveLength(1);
    const [render] = renderRows;
    // Started before the kill and once more after it, reusing the slides encoded before the kill.
    expect(render!.attempts).toBe(2);
    expect(render!.timings.slides_reused).toBeGreaterThanOrEqual(1);
    expect(render!.worker_id).toBeNull();
    expect(videoRows).toEqual([{ id: render!.video_id, storage_key: `projects/${r.projectId}/videos/${r.renderId}.webm` }]);
    expect(charges).toEqual([{ minutes: '1.00' }]);
    expect(used).toEqual([{ minutes: '1.00' }]);
    expect(openJobs[0]!.n).toBe(0);
  }

  /** The stored files: the video and its captions only; no half-written file anywhere, no work folder left in the temp directory. */
  async function expectFilesOf(r: { projectId: string; renderId: string }) {
    const files = filesUnder(join(dataDir, 'files'));
    expect(files.filter((f) => f.startsWith(`projects/${r.projectId}/`))).toEqual([
      `projects/${r.projectId}/videos/${r.renderId}.vtt`,
      `projects/${r.projectId}/videos/${r.renderId}.webm`,
    ]);
    expect(files.filter((f) => /\.(tmp|partial)$/.test(f))).toEqual([]);
    // The killed attempt's scratch folder was removed when the render resumed.
    expect(readdirSync(serverTmp).filter((name) => name.startsWith('lectern-render-'))).toEqual([]);
    // Encode scratch of the killed attempt (its narration, a few MB) stays until the hourly prune.
    console.log(`left in the temp directory: ${readdirSync(serverTmp).join(', ') || 'nothing'}`);
    const info = await probe(join(dataDir, 'files', 'projects', r.projectId, 'videos', `${r.renderId}.webm`));
    expect(info.durationSeconds).toBeGreaterThan(10);
  }

  it('resumes the render within 30 s of the restart: one video, one charge, no file or job left over', async () => {
    const s = server!;
    const r = await requestVideo(s, 'kill@example.com', 'Thank you.');
    await waitUntilMidRender(r.progress, s);
    await s.kill();

    // Counted from the restart itself, so the server's own start-up is included.
    const restarted = Date.now();
    await s.start();
    const startup = (Date.now() - restarted) / 1000;
    const seconds = startup + (await secondsUntilCompleted(r.progress, s));
    expect(seconds).toBeLessThan(30);
    console.log(`render completed ${seconds.toFixed(1)} s after the restart (the server took ${startup.toFixed(1)} s to answer)`);

    await inspect((db) => expectRenderedOnce(db, r));
    // Nothing else was stored: no file of the killed run.
    expect(filesUnder(join(dataDir, 'files'))).toEqual([
      `projects/${r.projectId}/videos/${r.renderId}.vtt`,
      `projects/${r.projectId}/videos/${r.renderId}.webm`,
    ]);
    await expectFilesOf(r);
  }, 300_000);

  // Several processes share a PostgreSQL database (the embedded one is opened by one process only).
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'another live worker process takes the render over within 30 s when the one running it is killed',
    async () => {
      const a = server!;
      if (a.pid === undefined) await a.start();
      const b = await startServerProcess({ dataDir, databaseUrl: postgres!.url, env: serverEnv });
      try {
        const r = await requestVideo(a, 'takeover@example.com', 'Stay safe.');
        await waitUntilMidRender(r.progress, a);
        const [owner] = await rows<{ worker_id: string }>(postgres!.db, sql`SELECT worker_id FROM renders WHERE id = ${r.renderId}`);
        const ownerPid = Number(owner!.worker_id.split('/')[1]);
        const [running, survivor] = ownerPid === a.pid ? [a, b] : [b, a];
        expect(running.pid).toBe(ownerPid);
        await running.kill();

        const seconds = await secondsUntilCompleted(() => r.progress(survivor), survivor);
        expect(seconds).toBeLessThan(30);
        console.log(`the surviving worker completed the render ${seconds.toFixed(1)} s after the kill`);
        await expectRenderedOnce(postgres!.db, r);
        await expectFilesOf(r);
      } finally {
        await b.stop();
      }
    },
    300_000,
  );
});

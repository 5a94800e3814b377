import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
const slides = SCRIPTS.map((script, i) => ({
  id: `slide-${i + 1}`,
  title: `Fire safety ${i + 1}`,
  description: '',
  script,
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
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-kill-'));
  let server: ServerProcess | undefined;
  let postgres: Database | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
    server = await startServerProcess({ dataDir, databaseUrl: postgres?.url });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
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

  it('resumes the render within 30 s of the restart: one video, one charge, no file or job left over', async () => {
    const s = server!;
    const { token, userId } = await s.signUp('kill@example.com');
    const created = await s.request('/api/projects', { token, body: { name: 'Fire safety', purpose: 'Onboarding' } });
    const { project } = await created.json();
    const patched = await s.request(`/api/projects/${project.id}`, { method: 'PATCH', token, body: { progress_data: { duration: 1, slides } } });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const accepted = await s.request(`/api/projects/${project.id}/renders`, { token, body: { format: 'webm' } });
    expect(accepted.status, await accepted.clone().text()).toBe(202);
    const renderId: string = (await accepted.json()).id;
    const progress = async () =>
      (await (await s.request(`/api/renders/${renderId}`, { token })).json()).render as { status: string; percent: number; step: string };

    // Kill once at least one slide segment is encoded (the encode phase starts at 55 %), so the
    // restart has finished work to reuse and unfinished work to do.
    let before = await progress();
    for (let i = 0; i < 1200 && !(before.status === 'running' && before.percent >= 60); i++) {
      expect(before.status, s.output().slice(-3000)).not.toMatch(/completed|failed|cancelled/);
      await sleep(100);
      before = await progress();
    }
    expect(before.percent).toBeGreaterThanOrEqual(60);
    await s.kill();

    await s.start();
    const back = Date.now();
    let after = await progress();
    while (after.status !== 'completed' && Date.now() - back < 60_000) {
      expect(after.status, s.output().slice(-3000)).not.toMatch(/failed|cancelled/);
      await sleep(250);
      after = await progress();
    }
    const seconds = (Date.now() - back) / 1000;
    expect(after.status, s.output().slice(-3000)).toBe('completed');
    expect(seconds).toBeLessThan(30);
    console.log(`render resumed and completed ${seconds.toFixed(1)} s after the restarted server answered`);

    const facts = await inspect(async (db) => ({
      renders: await rows<{ id: string; attempts: number; video_id: string; worker_id: string | null; timings: { slides_reused?: number } }>(
        db,
        sql`SELECT id, attempts, video_id, worker_id, timings FROM renders WHERE project_id = ${project.id}`,
      ),
      videos: await rows<{ id: string; storage_key: string }>(db, sql`SELECT id, storage_key FROM videos WHERE project_id = ${project.id}`),
      charges: await rows<{ minutes: string }>(db, sql`SELECT minutes_used::text AS minutes FROM usage_logs WHERE render_id = ${renderId}`),
      used: await rows<{ minutes: string }>(db, sql`SELECT non_avatar_used_minutes::text AS minutes FROM user_allowances WHERE user_id = ${userId}`),
      openJobs: await rows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RENDER_QUEUE} AND data->>'renderId' = ${renderId} AND state < 'completed'`,
      ),
    }));
    expect(facts.renders).toHaveLength(1);
    const [render] = facts.renders;
    // Started before the kill and once more after it, reusing the slides encoded before the kill.
    expect(render!.attempts).toBe(2);
    expect(render!.timings.slides_reused).toBeGreaterThanOrEqual(1);
    expect(render!.worker_id).toBeNull();
    expect(facts.videos).toEqual([{ id: render!.video_id, storage_key: `projects/${project.id}/videos/${renderId}.webm` }]);
    expect(facts.charges).toEqual([{ minutes: '1.00' }]);
    expect(facts.used).toEqual([{ minutes: '1.00' }]);
    expect(facts.openJobs[0]!.n).toBe(0);

    // Only the video and its captions were stored, and the killed run's work folder is gone.
    expect(filesUnder(join(dataDir, 'files'))).toEqual([`projects/${project.id}/videos/${renderId}.vtt`, `projects/${project.id}/videos/${renderId}.webm`]);
    expect(existsSync(join(tmpdir(), `lectern-render-${renderId}`))).toBe(false);
    const info = await probe(join(dataDir, 'files', 'projects', project.id, 'videos', `${renderId}.webm`));
    expect(info.durationSeconds).toBeGreaterThan(10);
  }, 300_000);
});

/**
 * Scale drill: one installation made of several processes on loopback, as in docs/DEPLOY.md's
 * scaled set-up. A fresh database on the PostgreSQL server named by TEST_DATABASE_URL (created
 * here, dropped at the end), an S3-compatible store (s3rver, in this process), 2 API processes
 * (WORKER=0) and 2 worker processes (WORKER_ONLY=1). 10 people sign up and ask for 2 videos
 * each, spread over both APIs; one worker is killed with SIGKILL while it renders and is started
 * again. Checked: every render completes once (one video row), each person is charged exactly
 * the minutes of their videos, progress streams (SSE) from the API that did not take the request,
 * every video and its share link play (Range) through both APIs, and share views are counted
 * once per viewer across both.
 *
 * Prints `scale_drill <name> <value>` lines; exit status 0 when everything held, 1 otherwise.
 * Usage: TEST_DATABASE_URL=postgres://role:pw@127.0.0.1:5432/postgres node --import tsx scripts/scale-drill.ts
 * (the role needs CREATEDB). Environment: DRILL_USERS (10), DRILL_RENDERS_PER_USER (2),
 * DRILL_RENDER_CONCURRENCY (1 per worker), DRILL_TIMEOUT_S (280).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Database, rows, sql } from '@lectern/db';
import { probe } from '@lectern/media';
import pg from 'pg';
import S3rver from 's3rver';
import { RENDER_QUEUE } from '../apps/server/src/jobs/job-queue';
import { freePort, type ServerProcess, startServerProcess } from '../apps/server/src/test/server-process';
import {
  callWith,
  check,
  childEnv,
  DrillFailure,
  followRender,
  json,
  type RenderState,
  requestRender,
  signUpAcross,
  sleep,
  type WorkerProcess,
  workerProcess,
} from './installation';

const USERS = Number(process.env.DRILL_USERS ?? 10);
const RENDERS_PER_USER = Number(process.env.DRILL_RENDERS_PER_USER ?? 2);
const CONCURRENCY = Number(process.env.DRILL_RENDER_CONCURRENCY ?? 1);
const TIMEOUT_S = Number(process.env.DRILL_TIMEOUT_S ?? 280);

const figure = (name: string, value: number | string) => console.log(`scale_drill ${name} ${value}`);

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'scale drill skipped: set TEST_DATABASE_URL to a PostgreSQL 15+ server where the role may create databases (postgres://role:password@127.0.0.1:5432/postgres).',
    );
    return 0;
  }
  const started = Date.now();
  const work = await mkdtemp(join(tmpdir(), 'lectern-drill-'));
  const cleanups: Array<() => Promise<unknown>> = [];
  const apis: ServerProcess[] = [];
  const workers: WorkerProcess[] = [];
  let database: Database | undefined;
  const watchdog = setTimeout(() => {
    console.error(`scale drill: not finished after ${TIMEOUT_S} s; stopping`);
    for (const w of workers) void w.kill();
    for (const a of apis) void a.kill();
    setTimeout(() => process.exit(1), 5_000).unref();
  }, TIMEOUT_S * 1000);
  watchdog.unref();

  try {
    // A new, empty database: the four processes start together and migrate it themselves, as a
    // fresh compose installation would.
    const dbName = `lectern_drill_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    cleanups.unshift(async () => {
      await admin
        .query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
        .catch((e) => console.error(`scale drill: database ${dbName} left behind: ${e.message}`));
      await admin.end();
    });
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${dbName}`;

    const s3dir = join(work, 's3');
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: 'lectern-drill' }] });
    const { port: s3port } = await s3.run();
    cleanups.unshift(() => s3.close());

    // What every process of the installation shares (docs/DEPLOY.md): database, store, public address, secret.
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const shared: Record<string, string> = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl.toString(),
      STORAGE_URL: `s3://S3RVER:S3RVER@lectern-drill/installation?endpoint=http://127.0.0.1:${s3port}&region=us-east-1`,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      RATE_LIMIT: '0',
      RENDER_CONCURRENCY: String(CONCURRENCY),
    };

    const bootStart = Date.now();
    // Each process has its own DATA_DIR, as on separate machines: only the database and the store are shared.
    const apiStarts = [1, 2].map((n) =>
      startServerProcess({ dataDir: join(work, `api-${n}`), databaseUrl: databaseUrl.toString(), env: { ...shared, WORKER: '0', TMPDIR: work } }),
    );
    for (const n of [1, 2]) {
      const env = childEnv({ ...process.env, ...shared, DATA_DIR: join(work, `worker-${n}`), TMPDIR: work, SMTP_URL: '', TEST_DATABASE_URL: '', VITEST: '' });
      workers.push(workerProcess(`worker-${n}`, env));
    }
    const results = await Promise.allSettled([...apiStarts, ...workers.map((w) => w.start())]);
    for (const r of results.slice(0, 2)) if (r.status === 'fulfilled') apis.push(r.value as ServerProcess);
    cleanups.unshift(async () => {
      await Promise.all([...apis.map((a) => a.stop()), ...workers.map((w) => w.stop())]);
    });
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    figure('startup_seconds', ((Date.now() - bootStart) / 1000).toFixed(1));
    // The drill's own view of the database, for the checks (migrations are already done).
    database = await createDb({ databaseUrl: databaseUrl.toString() });
    cleanups.unshift(() => database!.close());
    const db = database.db;
    const [apiA, apiB] = apis as [ServerProcess, ServerProcess];
    const other = (api: ServerProcess) => (api === apiA ? apiB : apiA);

    const call = callWith(publicUrl);

    // People: sign up on one API, confirm from the mail read through the other, sign in on the first.
    const people = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const home = i % 2 === 0 ? apiA : apiB;
        const email = `drill-${i + 1}@example.com`;
        const signedIn = await signUpAcross(publicUrl, home, other(home), email, `Drill ${i + 1}`);
        // The session made by one API is honoured by the other.
        await json(await call(other(home), '/api/projects', { token: signedIn.token }), `session of ${email} on the other API`);
        return { index: i, email, ...signedIn };
      }),
    );

    // Renders: each person asks for their videos, alternating between the APIs.
    const renderStart = Date.now();
    const requests = people.flatMap((p) => Array.from({ length: RENDERS_PER_USER }, (_, k) => ({ person: p, k })));
    const renders = await Promise.all(
      requests.map(async ({ person, k }, n) => {
        const api = n % 2 === 0 ? apiA : apiB;
        const tag = `${person.index + 1}-${k + 1}`;
        const { projectId, renderId } = await requestRender(publicUrl, api, person.token, tag, other(api));
        return { person, tag, projectId, renderId, api };
      }),
    );
    figure('renders_requested', renders.length);

    // Progress is followed on the API that did not take the request.
    const streams = new AbortController();
    cleanups.unshift(async () => streams.abort());
    // A stream that breaks is reported after the kill, not as an unhandled rejection during it.
    const endings = renders.map((r) => followRender(other(r.api), publicUrl, r.person.token, r.renderId, streams.signal).catch((err: Error) => err));

    // Kill the worker running a render once it is well into it, then start it again.
    let killedRender: string | undefined;
    for (let t = 0; t < 1200 && !killedRender; t++) {
      const [running] = await rows<{ id: string; worker_id: string }>(
        db,
        sql`SELECT id, worker_id FROM renders WHERE status = 'running' AND percent >= 30 AND worker_id IS NOT NULL ORDER BY percent DESC LIMIT 1`,
      );
      const pid = running ? Number(running.worker_id.split('/')[1]) : undefined;
      const victim = workers.find((w) => w.pid !== undefined && w.pid === pid);
      if (running && victim) {
        killedRender = running.id;
        await victim.kill();
        console.log(`scale drill: ${victim.name} killed with SIGKILL while rendering ${running.id}; starting it again`);
        await victim.start();
      } else await sleep(100);
    }
    check(killedRender, 'no render was seen running on a worker, so none could be interrupted');

    const ended = await Promise.all(endings);
    const renderSeconds = (Date.now() - renderStart) / 1000;
    ended.forEach((e, i) => {
      if (e instanceof Error) throw e;
      check(e.status === 'completed', `render ${renders[i]!.tag} ended ${e.status}`);
      check(e.videoId, `render ${renders[i]!.tag} completed without a video`);
    });

    // The database: each render once, one video each, one charge each, the charges add up, no job left.
    const ids = renders.map((r) => r.renderId);
    const settled = async () =>
      (
        await rows<{ n: number }>(
          db,
          sql`SELECT (SELECT count(*) FROM renders WHERE worker_id IS NOT NULL)::int
            + (SELECT count(*) FROM pgboss.job WHERE name = ${RENDER_QUEUE} AND state < 'completed')::int AS n`,
        )
      )[0]!.n;
    for (let t = 0; t < 100 && (await settled()) > 0; t++) await sleep(200);
    check((await settled()) === 0, 'a render is still owned by a worker, or a render job is still open, after every render completed');
    const perRender = await rows<{
      id: string;
      status: string;
      attempts: number;
      videos: number;
      charges: number;
      minutes: string;
      selected: string;
      duration: string | null;
      file_size: string | null;
    }>(
      db,
      sql`SELECT r.id, r.status, r.attempts,
            (SELECT count(*)::int FROM videos v WHERE v.render_id = r.id) AS videos,
            (SELECT count(*)::int FROM usage_logs u WHERE u.render_id = r.id::text) AS charges,
            (SELECT coalesce(sum(u.minutes_used), 0)::text FROM usage_logs u WHERE u.render_id = r.id::text) AS minutes,
            r.minutes::text AS selected,
            (SELECT v.duration::text FROM videos v WHERE v.render_id = r.id LIMIT 1) AS duration,
            (SELECT v.file_size::text FROM videos v WHERE v.render_id = r.id LIMIT 1) AS file_size
          FROM renders r`,
    );
    check(perRender.length === renders.length, `${perRender.length} render rows for ${renders.length} requests`);
    for (const r of perRender) {
      check(ids.includes(r.id), `an unexpected render row ${r.id}`);
      check(r.status === 'completed', `render ${r.id} is ${r.status} in the database`);
      check(r.videos === 1, `render ${r.id} has ${r.videos} video rows`);
      check(r.charges === 1, `render ${r.id} was charged ${r.charges} times`);
      check(Number(r.minutes) === Number(r.selected), `render ${r.id} was charged ${r.minutes} minutes for a ${r.selected}-minute video`);
    }
    const [videoCount] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM videos`);
    check(videoCount!.n === renders.length, `${videoCount!.n} videos for ${renders.length} renders`);
    const perUser = await rows<{ user_id: string; used: string; logged: string; videos: number }>(
      db,
      sql`SELECT a.user_id, a.non_avatar_used_minutes::text AS used,
            (SELECT coalesce(sum(u.minutes_used), 0)::text FROM usage_logs u WHERE u.user_id = a.user_id) AS logged,
            (SELECT count(*)::int FROM videos v WHERE v.user_id = a.user_id) AS videos
          FROM user_allowances a`,
    );
    for (const p of people) {
      const u = perUser.find((x) => x.user_id === p.userId);
      check(u, `no allowance row for ${p.email}`);
      check(u.videos === RENDERS_PER_USER, `${p.email} has ${u.videos} videos`);
      check(Number(u.used) === Number(u.logged) && Number(u.used) > 0, `${p.email} was charged ${u.used} minutes for ${u.logged} minutes of video`);
      // The minutes each render records (the length held, or less for a clearly shorter video: decision 160), each once.
      const expected = perRender.filter((r) => renders.find((x) => x.renderId === r.id)!.person === p).reduce((sum, r) => sum + Number(r.selected), 0);
      check(Math.abs(Number(u.used) - expected) < 0.001, `${p.email} was charged ${u.used} minutes, their renders ${expected}`);
    }
    const killed = perRender.find((r) => r.id === killedRender)!;
    check(killed.attempts >= 2, `the interrupted render ran ${killed.attempts} time(s)`);

    // Every video plays through both APIs: the owner's file and the share link, seeking with Range.
    let bytesServed = 0;
    await Promise.all(
      renders.map(async (r, i) => {
        const videoId = (ended[i] as RenderState).videoId!;
        const { slug } = await json<{ slug: string }>(
          await call(r.api, '/api/videos/share', { token: r.person.token, body: { videoId, title: `Visitors ${r.tag}` } }),
          `share ${r.tag}`,
        );
        let size: number | undefined;
        for (const api of [apiA, apiB]) {
          for (const path of [`/api/videos/${videoId}/file`, `/api/share/${slug}/video`]) {
            const token = path.startsWith('/api/share') ? undefined : r.person.token;
            const head = await call(api, path, { token, headers: { Range: 'bytes=0-1023' } });
            const body = new Uint8Array(await head.arrayBuffer());
            check(head.status === 206, `${path} on ${api.url}: HTTP ${head.status} for a range`);
            check(body.length === 1024, `${path} on ${api.url}: ${body.length} bytes for 1024`);
            const total = Number(head.headers.get('content-range')?.split('/')[1]);
            check(total > 1024 && (size === undefined || size === total), `${path} on ${api.url}: size ${total}, elsewhere ${size}`);
            size = total;
            const tail = await call(api, path, { token, headers: { Range: `bytes=${total - 4096}-` } });
            check(tail.status === 206 && (await tail.arrayBuffer()).byteLength === 4096, `${path} on ${api.url}: the end of the file`);
            bytesServed += 1024 + 4096;
          }
        }
        // The whole file, through the API that did not take the request, is a video of the project's length.
        // Views are counted once per viewer, whichever API each visit reaches.
        const view = async (api: ServerProcess, viewer: string) =>
          json<{ counted: boolean; viewCount: number }>(await call(api, `/api/share/${slug}/view`, { body: { sessionId: viewer } }), `view of ${r.tag}`);
        const views = [await view(apiA, `viewer-one-${r.tag}`), await view(apiB, `viewer-one-${r.tag}`), await view(apiB, `viewer-two-${r.tag}`)];
        check(JSON.stringify(views.map((v) => [v.counted, v.viewCount])) === '[[true,1],[false,1],[true,2]]', `views of ${r.tag}: ${JSON.stringify(views)}`);
        const whole = await call(other(r.api), `/api/share/${slug}/video`);
        check(whole.status === 200, `whole share video ${r.tag}: HTTP ${whole.status}`);
        const file = join(work, `${r.renderId}.webm`);
        await writeFile(file, new Uint8Array(await whole.arrayBuffer()));
        bytesServed += size!;
        // It plays as long as its record says (two narrated slides), and is the size recorded.
        const row = perRender.find((x) => x.id === r.renderId)!;
        check(Number(row.file_size) === size, `video ${r.tag}: ${size} bytes served, ${row.file_size} recorded`);
        const info = await probe(file);
        check(
          info.durationSeconds > 10 && Math.abs(info.durationSeconds - Number(row.duration)) < 1.5,
          `video ${r.tag} plays ${info.durationSeconds} s, its record says ${row.duration} s`,
        );
        await rm(file, { force: true });
      }),
    );

    const retries = perRender.reduce((sum, r) => sum + Math.max(0, r.attempts - 1), 0);
    figure('renders', perRender.length);
    figure('seconds', renderSeconds.toFixed(1));
    figure('retries', retries);
    figure('total_seconds', ((Date.now() - started) / 1000).toFixed(1));
    figure('megabytes_served', (bytesServed / 1e6).toFixed(1));
    console.log('scale drill passed');
    return 0;
  } catch (err) {
    console.error(`scale drill FAILED: ${err instanceof DrillFailure ? err.message : (err as Error).stack}`);
    for (const w of workers) console.error(`--- ${w.name} log (end) ---\n${w.output().slice(-2000)}`);
    for (const [i, a] of apis.entries()) console.error(`--- api-${i + 1} log (end) ---\n${a.output().slice(-2000)}`);
    return 1;
  } finally {
    clearTimeout(watchdog);
    for (const c of cleanups) await c().catch((e) => console.error(`scale drill cleanup: ${(e as Error).message}`));
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

/**
 * The API under load (issue 13 item 5): 50 concurrent signed-in clients (bearer tokens) listing
 * their 20 projects and reading one, for 20 s, on the embedded database and on PostgreSQL, with
 * autocannon as the load generator; then the health probe, whose mailer check must not reach the
 * SMTP server per request. The server runs in a child process (bench-api-server.ts). On
 * PostgreSQL the load is measured twice: one API process, then two (BENCH_API_PROCESSES=2, the
 * scaled set-up of docs/DEPLOY.md on one 2-core machine, through node:cluster), printed apart.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

type Line = (name: string, value: number | string, unit: string) => void;

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 20);
const HEALTH_DURATION_S = 10;
const WARM_UP_S = 2;

export interface Ready {
  port: number;
  token: string;
  projectId: string;
  slug: string;
}

/** Starts bench-api-server.ts in a child process and waits until it listens. */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(new URL('./bench-api-server.ts', import.meta.url), [], {
    // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the server under load.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`the bench server stopped before it was ready (exit ${code})`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

/**
 * CPU time a process has used so far, in ms (Linux /proc; null elsewhere). Server CPU per request
 * compares two versions of the code even when other work on the machine moves req/s and latency.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 per second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function load(opts: autocannon.Options) {
  const result = await autocannon({ ...opts, connections: CONNECTIONS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function measure(line: Line, label: string, env: Record<string, string>, smtpChecks?: () => number) {
  const { child, ready } = await startServer(env);
  try {
    const base = `http://127.0.0.1:${ready.port}`;
    const headers = { authorization: `Bearer ${ready.token}`, 'accept-encoding': 'gzip, deflate, br' };
    const requests = [
      { method: 'GET' as const, path: '/api/projects' },
      { method: 'GET' as const, path: `/api/projects/${ready.projectId}` },
    ];
    // Two seconds first, not counted: the figures are for a running server, not its first
    // requests (code not yet optimised, query plans not yet prepared).
    await load({ url: base, duration: WARM_UP_S, headers, requests });
    // With several API processes the work is in the cluster's workers, not in this child.
    const cpuBefore = env.BENCH_API_PROCESSES ? null : cpuMsOf(child.pid);
    const api = await load({
      url: base,
      duration: DURATION_S,
      headers,
      requests,
    });
    line(`api_${label}_rps`, api.rps, 'req/s');
    line(`api_${label}_p50`, api.p50, 'ms');
    line(`api_${label}_p99`, api.p99, 'ms');
    line(`api_${label}_max`, api.max, 'ms');
    line(`api_${label}_failed`, api.failed, 'count');
    const cpuAfter = cpuMsOf(child.pid);
    if (cpuBefore !== null && cpuAfter !== null && api.total > 0)
      line(`api_${label}_server_cpu_per_request`, Math.round(((cpuAfter - cpuBefore) * 1000) / api.total), 'µs');

    if (smtpChecks) {
      const before = smtpChecks();
      const health = await load({ url: `${base}/api/health`, duration: HEALTH_DURATION_S });
      line(`health_${label}_rps`, health.rps, 'req/s');
      line(`health_${label}_p99`, health.p99, 'ms');
      line(`health_${label}_failed`, health.failed, 'count');
      line(`health_${label}_smtp_checks`, smtpChecks() - before, `count/${health.total} probes`);
    }
  } finally {
    await stopServer(child);
  }
}

/** A local SMTP server that only counts the connections made to it (the mailer's checks). */
async function countingSmtpServer() {
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      connections++;
      callback();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A database of its own on that server for one measurement, dropped afterwards. */
async function withBenchDatabase(serverUrl: string, fn: (url: string) => Promise<void>) {
  const name = `lectern_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

export async function benchApi(line: Line) {
  const smtp = await countingSmtpServer();
  try {
    await measure(line, 'pglite', { BENCH_SMTP_URL: smtp.url }, smtp.connections);

    const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      line('api_postgres', 'skipped', '(set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      return;
    }
    await withBenchDatabase(serverUrl, (url) => measure(line, 'postgres', { BENCH_POSTGRES_URL: url, BENCH_SMTP_URL: smtp.url }, smtp.connections));
    await withBenchDatabase(serverUrl, (url) => measure(line, 'postgres_2_processes', { BENCH_POSTGRES_URL: url, BENCH_API_PROCESSES: '2' }));
  } finally {
    await smtp.close();
  }
}

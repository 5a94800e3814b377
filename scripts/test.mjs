#!/usr/bin/env node
// `npm test`: every test Lectern has, in one command, ending with one line "N passed, N failed".
//   1. Vitest, all projects (node: core, db, server API on embedded PGlite; web: UI in jsdom), two
//      files at a time, then the few that measure the machine one at a time.
//   2. When TEST_DATABASE_URL is set: the server and database tests again, on that PostgreSQL server,
//      then the scale drill (scripts/scale-drill.ts) in a database of its own there.
//   3. Playwright journeys in Chromium against the real server (playwright.config.ts).
// Each step writes a JSON report under .test-output/ and shows a readable one on the console.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
const failures = [];
const summary = [];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (err) => {
      console.error(`could not start ${command}: ${err.message}`);
      resolve(1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a step's counts; a step that failed without reporting a failed test still counts as one failure. */
function record(step, passed, failed, exitCode) {
  let extra = 0;
  if (exitCode !== 0 && failed === 0) {
    extra = 1;
    console.error(`\n${step}: exited with code ${exitCode} without a failing test (crash, load or configuration error); counted as 1 failure.`);
  }
  totals.passed += passed;
  totals.failed += failed + extra;
  summary.push(`  ${step}: passed ${passed}, failed ${failed + extra}`);
}

async function vitest(step, file, args, env) {
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  const report = readJson(file);
  // Files that fail to load have no test results but count as failed suites.
  const brokenFiles = (report?.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  record(step, report?.numPassedTests ?? 0, (report?.numFailedTests ?? 0) + brokenFiles, code);
  // The failures are named again at the end, where a log cut to its last lines still shows them.
  for (const file of report?.testResults ?? []) {
    const name = relative(root, file.name);
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failures.push(`  ✗ ${step}: ${name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`  ✗ ${step}: ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

function firstLine(message) {
  return (
    String(message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

const withoutServerDb = { ...process.env };
delete withoutServerDb.TEST_DATABASE_URL;

// Files that measure the machine itself (event-loop stalls during uploads, a render's wall time after
// a restart, request-rate windows, the order of concurrent work) run one at a time after the others,
// so that no neighbour skews what they measure. Every other file runs two at a time: Vitest's
// default on 2 cores is one worker, and its files spend much of their time waiting on ffmpeg,
// Chromium and child servers.
const measuresTheMachine = [
  'apps/server/src/documents/hostile-uploads.test.ts',
  'apps/server/src/documents/document-concurrency.test.ts',
  'apps/server/src/documents/upload-crash.test.ts',
  'apps/server/src/jobs/render-kill.test.ts',
  'apps/server/src/renders/render-crossfade.test.ts',
  'apps/server/src/http/rate-limit.test.ts',
  'apps/server/src/http/refused-body.test.ts',
  'apps/server/src/auth/sign-in-limits.test.ts',
  'packages/db/src/pglite-turns.test.ts',
  'packages/ai/src/web/fetch-article.test.ts',
];
const workers = String(Math.max(2, availableParallelism() - 1));

/** One Vitest phase: the files in `paths` (all when empty) two at a time, then those that measure the machine alone. */
async function vitestPhase(step, name, paths, projects, env) {
  const inPaths = (file) => paths.length === 0 || paths.some((path) => file.startsWith(path));
  const alone = measuresTheMachine.filter(inPaths);
  const aside = alone.flatMap((file) => ['--exclude', file]);
  await vitest(step, join(out, `${name}.json`), [...projects, ...paths, '--maxWorkers', workers, ...aside], env);
  console.log(`\n▶ ${step}: the tests that measure the machine, one file at a time\n`);
  await vitest(`${step}, one file at a time`, join(out, `${name}-alone.json`), [...projects, '--maxWorkers', '1', ...alone], env);
}

console.log('\n▶ Unit, UI and API tests (Vitest, embedded database)\n');
await vitestPhase('vitest', 'vitest', [], [], withoutServerDb);

if (process.env.TEST_DATABASE_URL) {
  const where = new URL(process.env.TEST_DATABASE_URL);
  console.log(`\n▶ Server and database tests on PostgreSQL at ${where.hostname}:${where.port || 5432}\n`);
  await vitestPhase('vitest on PostgreSQL', 'vitest-postgres', ['apps/server/src/', 'packages/db/src/'], ['--project', 'node'], process.env);
  // The scale drill (scripts/scale-drill.ts): 2 API and 2 worker processes on one database and
  // one object store, a worker killed mid-render; it counts as one test.
  console.log('\n▶ Scale drill: 2 API processes, 2 workers, one killed mid-render\n');
  const drill = await run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'scale-drill.ts')], process.env);
  record('scale drill', drill === 0 ? 1 : 0, drill === 0 ? 0 : 1, 0);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server tests ran on the embedded database only, and the scale drill was skipped.');
}

console.log('\n▶ Journeys in Chromium (Playwright)\n');
const playwrightJson = join(out, 'playwright.json');
const code = await run(bin('playwright'), ['test'], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson });
const pw = existsSync(playwrightJson) ? readJson(playwrightJson) : undefined;
const stats = pw?.stats ?? {};
// Flaky tests passed on a retry; configuration errors (pw.errors) have no test but fail the run.
record('playwright', (stats.expected ?? 0) + (stats.flaky ?? 0), (stats.unexpected ?? 0) + (pw?.errors?.length ?? 0), code);

if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);

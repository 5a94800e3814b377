#!/usr/bin/env node
// `npm run dev`: the API with reload on save (tsx watch, port 3000) and the Vite dev server with
// hot reload (port 5173, proxying /api and /dev to the API). Open http://localhost:5173.
// Ctrl-C stops both; if one of them stops, the other is stopped too.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;

const processes = [
  {
    name: 'api',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    // The browser talks to the Vite server, so that is the public address: links in mail point
    // there and the auth API trusts requests coming from it.
    env: { NODE_ENV: 'development', PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
  },
  {
    name: 'web',
    command: bin('vite'),
    args: ['--config', 'apps/web/vite.config.ts', '--strictPort'],
    env: { WEB_PORT: webPort, API_URL: `http://localhost:${apiPort}` },
  },
];

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM'); // the whole group: tsx watch and its server, vite and esbuild
    } catch {
      child.kill('SIGTERM');
    }
  }
  const force = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}

for (const { name, command, args, env } of processes) {
  // Each child leads its own process group, so stopping it stops everything it started.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    stopAll(code ?? 1);
  });
}

console.log(`Lectern dev: open ${webUrl} (API on http://localhost:${apiPort}; mail: the developer mailbox link the [api] log prints). Ctrl-C stops both.`);
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));

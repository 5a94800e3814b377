import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { abortError } from '../speech-errors.ts';

const RUNNER = fileURLToPath(new URL('./flite-runner.mjs', import.meta.url));

/**
 * WASI instances a runner makes before it is retired (decision 186). Node 20's WASI keeps the
 * preopened folder's handle of every instance until the process ends (one descriptor a run), so a
 * runner is replaced before those pile up; a synthesis is two or three instances.
 */
export const FLITE_RUNNER_INSTANCES = 32;
/** An idle runner (about 150 MB) ends after this long; the next synthesis starts another (~0.3 s). */
export const FLITE_RUNNER_IDLE_MS = 120_000;

/** A runner died (by a signal, or its runtime gave up) with a request in hand: the request may be tried again. */
export class FliteRunnerCrash extends Error {}

interface Pending {
  stdout: Buffer[];
  stderr: Buffer[];
  resolve: (outputs: string[]) => void;
  reject: (error: Error) => void;
}

interface Runner {
  child: ChildProcessWithoutNullStreams;
  /** WASI instances made so far. */
  instances: number;
  /** Handed no more requests: it ends as soon as it has read its input's end. */
  retired: boolean;
  pending?: Pending;
  exited: Promise<void>;
  idleTimer?: NodeJS.Timeout;
}

export interface FliteRunnerPoolOptions {
  /** Runners kept for the next request; more are started while more requests run at once. */
  size: number;
  instancesPerRunner?: number;
  idleMs?: number;
  /** Called with the runner's process id as a request is handed to it (tests kill it there). */
  onRequest?: (pid: number) => void;
}

type Stream = { ref?(): void; unref?(): void };

/** Idle runners never keep the server or a test process alive; a runner at work does. */
function holdOpen(runner: Runner, hold: boolean) {
  const { child } = runner;
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as Stream[]) {
    if (hold) handle.ref?.();
    else handle.unref?.();
  }
}

const END_OF_STDERR = '\0\n';

/**
 * Long-lived Flite processes (decision 186), each compiling the 21 MB module once and running the
 * requests it is handed one at a time. A process of its own rather than a worker thread, because
 * Node 20's WASI can crash the whole process (decision 139): a runner that dies fails only its
 * request, which is made again once on a fresh runner. Aborting kills the runner at work; close()
 * ends them all.
 */
export class FliteRunnerPool {
  private readonly idle: Runner[] = [];
  /** Every runner until its process has ended, retired ones included. */
  private readonly alive = new Set<Runner>();

  constructor(private readonly options: FliteRunnerPoolOptions) {}

  /** The process ids of the runners alive now. */
  get pids(): number[] {
    return [...this.alive].map((r) => r.child.pid ?? 0);
  }

  /** Runs Flite once per entry of `runs` (its arguments) with `folder` as /io: what each run printed, in order. */
  async run(folder: string, runs: string[][], signal?: AbortSignal): Promise<string[]> {
    try {
      return await this.attempt(this.take(), folder, runs, signal);
    } catch (error) {
      if (!(error instanceof FliteRunnerCrash) || signal?.aborted) throw error;
      // Once more on a runner that has made no instance yet.
      return await this.attempt(this.start(), folder, runs, signal);
    }
  }

  /** Ends every runner, at work or idle, and waits until they are gone. */
  async close(): Promise<void> {
    const runners = [...this.alive];
    for (const runner of runners) {
      this.forget(runner);
      // Not a crash to try again: the voice is being shut down.
      runner.pending?.reject(new Error('Speech synthesis failed: the offline voice was closed'));
      runner.pending = undefined;
      // Held until it has gone, so the caller's wait for it is not cut short by an empty event loop.
      holdOpen(runner, true);
      runner.child.kill('SIGKILL');
    }
    await Promise.all(runners.map((r) => r.exited));
  }

  private take(): Runner {
    const runner = this.idle.pop();
    if (!runner) return this.start();
    clearTimeout(runner.idleTimer);
    return runner;
  }

  private start(): Runner {
    // --no-warnings: node:wasi is marked experimental in Node 20 and says so on every start.
    // --expose-gc: the runner collects each finished instance before the next (flite-runner.mjs).
    const child = spawn(process.execPath, ['--no-warnings', '--expose-gc', RUNNER], { stdio: ['pipe', 'pipe', 'pipe'] });
    const runner: Runner = { child, instances: 0, retired: false, exited: Promise.resolve() };
    this.alive.add(runner);
    runner.exited = new Promise<void>((resolve) => {
      const gone = (why: string) => {
        this.forget(runner);
        this.alive.delete(runner);
        runner.pending?.reject(new FliteRunnerCrash(`Speech synthesis failed: ${why}`));
        runner.pending = undefined;
        resolve();
      };
      child.once('exit', (code, signalName) => gone(`the offline voice stopped (${signalName ?? code ?? 'unknown'})`));
      // A runner that could not start fails its request like one that died.
      child.once('error', (error) => gone(error.message));
    });
    // Writing to a runner that just died: its exit fails the request.
    child.stdin.on('error', () => undefined);
    child.stdout.on('data', (chunk: Buffer) => {
      runner.pending?.stdout.push(chunk);
      this.settle(runner);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      runner.pending?.stderr.push(chunk);
      this.settle(runner);
    });
    return runner;
  }

  private attempt(runner: Runner, folder: string, runs: string[][], signal?: AbortSignal): Promise<string[]> {
    return new Promise<string[]>((resolve, reject) => {
      if (signal?.aborted) {
        this.release(runner);
        return reject(abortError(signal));
      }
      const onAbort = () => runner.child.kill('SIGKILL');
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      runner.pending = {
        stdout: [],
        stderr: [],
        resolve: (outputs) => {
          done();
          this.release(runner);
          resolve(outputs);
        },
        reject: (error) => {
          done();
          reject(signal?.aborted ? abortError(signal) : error);
        },
      };
      runner.instances += runs.length;
      holdOpen(runner, true);
      runner.child.stdin.write(`${JSON.stringify({ folder, runs })}\n`);
      this.options.onRequest?.(runner.child.pid ?? 0);
    });
  }

  /** Ends the request once the runner has said it is done on both of its outputs. */
  private settle(runner: Runner) {
    const pending = runner.pending;
    if (!pending) return;
    const stdout = Buffer.concat(pending.stdout);
    const end = stdout.indexOf('\0\0');
    const line = end < 0 ? -1 : stdout.indexOf('\n', end);
    if (line < 0) return;
    const stderr = Buffer.concat(pending.stderr).toString('utf8');
    if (!stderr.endsWith(END_OF_STDERR)) return;
    runner.pending = undefined;
    const code = Number(stdout.subarray(end + 2, line).toString('utf8'));
    if (code === 0) return pending.resolve(stdout.subarray(0, end).toString('utf8').split('\0\n'));
    // Flite's own complaint when it has one.
    const said = stderr.slice(0, -END_OF_STDERR.length).trim().split('\n')[0] ?? '';
    this.release(runner);
    pending.reject(new Error(`Speech synthesis failed: ${said || `the offline voice stopped (${code})`}`));
  }

  /** A runner back from a request: kept for the next, or retired when it has made enough instances or enough wait. */
  private release(runner: Runner) {
    if (runner.retired || !this.alive.has(runner)) return;
    holdOpen(runner, false);
    if (runner.instances >= (this.options.instancesPerRunner ?? FLITE_RUNNER_INSTANCES) || this.idle.length >= this.options.size) {
      this.retire(runner);
      return;
    }
    runner.idleTimer = setTimeout(() => {
      this.idle.splice(this.idle.indexOf(runner), 1);
      this.retire(runner);
    }, this.options.idleMs ?? FLITE_RUNNER_IDLE_MS);
    runner.idleTimer.unref();
    this.idle.push(runner);
  }

  /** The runner ends by itself when its input ends. */
  private retire(runner: Runner) {
    this.forget(runner);
    runner.child.stdin.end();
  }

  private forget(runner: Runner) {
    runner.retired = true;
    clearTimeout(runner.idleTimer);
    const at = this.idle.indexOf(runner);
    if (at >= 0) this.idle.splice(at, 1);
  }
}

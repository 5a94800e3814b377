import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { abortError } from '../speech/speech-errors.ts';

export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RunFfmpegOptions {
  /** Bytes for ffmpeg's stdin (raw frames), written with backpressure. */
  stdin?: AsyncIterable<Buffer> | Iterable<Buffer>;
  signal?: AbortSignal;
  /** Seconds of output written so far (from `-progress pipe:1` or stderr `time=`). */
  onProgress?: (seconds: number) => void;
  ffmpegPath?: string;
  /** After SIGTERM on abort, SIGKILL if ffmpeg has not exited within this time. */
  killGraceMs?: number;
}

const STDERR_TAIL_BYTES = 4000;

export const ffmpegPath = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = () => process.env.FFPROBE_PATH || 'ffprobe';

/** Parses `HH:MM:SS.ms` (stderr `time=`) into seconds. */
export const parseClock = (clock: string) => {
  const m = /^(-?\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(clock.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : undefined;
};

/**
 * Runs ffmpeg: streams stdin with backpressure, reports progress, and on abort stops the child
 * (SIGTERM, then SIGKILL after a grace period) and rejects with an AbortError once it has exited.
 */
export function runFfmpeg(args: string[], options: RunFfmpegOptions = {}): Promise<{ stderr: string }> {
  const { signal, onProgress, stdin, killGraceMs = 2000 } = options;
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath ?? ffmpegPath(), args, { stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let aborted = false;
    let feedError: unknown;
    let killTimer: NodeJS.Timeout | undefined;

    const stop = () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Closing stdin wakes an ffmpeg blocked reading frames, so SIGTERM takes effect at once.
      child.stdin?.destroy();
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), killGraceMs);
    };
    const onAbort = () => {
      aborted = true;
      stop();
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    let progressBuffer = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      progressBuffer += chunk;
      const lines = progressBuffer.split('\n');
      progressBuffer = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (m) onProgress?.(Number(m[1]) / 1e6);
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
      const time = /time=(\S+)/.exec(chunk)?.[1];
      const seconds = time ? parseClock(time) : undefined;
      if (seconds !== undefined) onProgress?.(seconds);
    });

    child.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      const message = missing
        ? 'Could not start ffmpeg: video encoding needs ffmpeg, which is not installed on this server (Debian/Ubuntu: apt-get install ffmpeg, or set FFMPEG_PATH).'
        : `Could not start ffmpeg: ${error.message}`;
      reject(new FfmpegError(message, null, '', { cause: error }));
    });
    child.once('close', (code, killSignal) => {
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      if (aborted) return reject(abortError(signal));
      if (feedError) return reject(feedError);
      if (code === 0) return resolve({ stderr });
      const tail = stderr.trim();
      reject(new FfmpegError(`ffmpeg failed (${killSignal ?? `exit code ${code}`})${tail ? `: ${tail.split('\n').at(-1)}` : ''}`, code, tail));
    });

    if (stdin && child.stdin) {
      feed(child, child.stdin, stdin, () => aborted).catch((error: unknown) => {
        // A failing frame source (e.g. the slide renderer) stops the encode with its own error.
        feedError = error;
        stop();
      });
    }
  });
}

async function feed(child: ChildProcess, input: Writable, source: AsyncIterable<Buffer> | Iterable<Buffer>, stopped: () => boolean) {
  input.on('error', () => undefined); // EPIPE when ffmpeg exits early: its exit status tells why
  for await (const chunk of source) {
    if (stopped() || input.destroyed || child.exitCode !== null) return;
    if (!input.write(chunk)) await drained(input);
  }
  input.end();
}

const drained = (stream: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    stream.on('drain', done).on('close', done).on('error', done);
  });

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abortError } from '../speech-errors.ts';
import { FliteRunnerPool, type FliteRunnerPoolOptions } from './flite-runner-pool.ts';
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

/**
 * Flite outside the server's thread, in long-lived runner processes (decision 186: each compiles
 * the 21 MB module once, where a process per synthesis paid 0.2 s to start and the compile every
 * time), so synthesis never blocks a request. `concurrency` syntheses run at once (issue 21 item
 * 9), one runner each; aborting kills the runner at work.
 */
export class FliteEngine {
  private readonly limit: ReturnType<typeof createRunLimit>;
  private readonly pool: FliteRunnerPool;

  constructor(concurrency = SPEECH_CONCURRENCY, options: Omit<FliteRunnerPoolOptions, 'size'> = {}) {
    this.limit = createRunLimit(concurrency);
    this.pool = new FliteRunnerPool({ size: concurrency, ...options });
  }

  synthesize(request: FliteRequest, signal?: AbortSignal): Promise<FliteResult> {
    return this.limit(() => this.run(request, signal));
  }

  /** The runners' process ids (tests). */
  get runnerPids(): number[] {
    return this.pool.pids;
  }

  /** Stops any running synthesis and ends the runners (tests, shutdown); a later synthesis starts new ones. */
  close(): Promise<void> {
    return this.pool.close();
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
      const outputs = await this.pool.run(folder, runs, signal);
      const parts = await Promise.all(
        request.chunks.map(async (_, i) => ({ wav: await readFile(join(folder, `speech-${i}.wav`)), segments: outputs[i] ?? '' })),
      );
      return { parts, wordPhones: request.words.length ? (outputs[request.chunks.length] ?? '') : '' };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

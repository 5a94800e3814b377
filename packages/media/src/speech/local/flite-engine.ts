import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abortError } from '../speech-errors.ts';
import { balancedParts } from './balanced-parts.ts';
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
 * time), so synthesis never blocks a request. `concurrency` runners work at once (issue 21 item
 * 9), a text's stretches spread over them (decision 197); aborting kills the runners at work.
 */
export class FliteEngine {
  private readonly limit: ReturnType<typeof createRunLimit>;
  private readonly pool: FliteRunnerPool;

  constructor(
    private readonly concurrency = SPEECH_CONCURRENCY,
    options: Omit<FliteRunnerPoolOptions, 'size'> = {},
  ) {
    this.limit = createRunLimit(concurrency);
    this.pool = new FliteRunnerPool({ size: concurrency, ...options });
  }

  synthesize(request: FliteRequest, signal?: AbortSignal): Promise<FliteResult> {
    return this.run(request, signal);
  }

  /** How many runs go at once: a text cut into this many stretches is spoken on every runner (decision 197). */
  get lanes(): number {
    return this.concurrency;
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
      const outputs = await this.inGroups(folder, runs, request, signal);
      const parts = await Promise.all(
        request.chunks.map(async (_, i) => ({ wav: await readFile(join(folder, `speech-${i}.wav`)), segments: outputs[i] ?? '' })),
      );
      return { parts, wordPhones: request.words.length ? (outputs[request.chunks.length] ?? '') : '' };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Decision 197: the runs in consecutive groups of about equal speech, one runner each, the
   * words' run (short: a fast voice, no audio) with the lightest group; a slide edited alone is
   * then spoken on every core, and a render's first slides are ready sooner. The groups wait
   * their turn for a runner in the order asked, so slides still finish in order. Every group is
   * waited for before the first failure is thrown (the folder is removed after).
   */
  private async inGroups(folder: string, runs: string[][], request: FliteRequest, signal?: AbortSignal): Promise<string[]> {
    const chunkRuns = request.chunks.length;
    const starts = balancedParts(
      request.chunks.map((chunk) => chunk.length),
      this.concurrency,
    );
    const groups = starts.map((start, i) => runs.slice(start, starts[i + 1] ?? chunkRuns).map((_, k) => start + k));
    if (runs.length > chunkRuns) {
      const weight = (group: number[]) => group.reduce((sum, run) => sum + (request.chunks[run]?.length ?? 0), 0);
      const lightest = groups.reduce((best, group) => (weight(group) < weight(best) ? group : best));
      lightest.push(chunkRuns);
    }
    const outputs: string[] = [];
    const settled = await Promise.allSettled(
      groups.map((group) =>
        this.limit(async () => {
          const said = await this.pool.run(
            folder,
            group.map((run) => runs[run]!),
            signal,
          );
          group.forEach((run, k) => {
            outputs[run] = said[k] ?? '';
          });
        }),
      ),
    );
    const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return outputs;
  }
}

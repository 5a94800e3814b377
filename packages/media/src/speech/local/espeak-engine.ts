import { Worker } from 'node:worker_threads';
import { abortError } from '../speech-errors.ts';

export interface EspeakVoiceInfo {
  name: string;
  identifier: string;
  languages: { priority: number; name: string }[];
}

export interface EspeakEvent {
  type: 'word' | 'sentence' | 'end' | 'phoneme';
  /** 1-based code-point position in the synthesized markup. */
  textPosition: number;
  length: number;
  audioMs: number;
  /** Phoneme events only: the phoneme in IPA, e.g. `h`, `ˈoʊ`, `ɜː`. */
  phoneme?: string;
}

export interface EspeakResult {
  samples: Int16Array;
  sampleRate: number;
  events: EspeakEvent[];
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/**
 * One eSpeak NG engine in a worker thread, shared by every request: initialising it costs ~0.2 s
 * and the engine is not re-entrant, so calls are queued and run one at a time. Aborting a running
 * synthesis terminates the worker; the next call starts a fresh one.
 */
export class EspeakEngine {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  listVoices(): Promise<EspeakVoiceInfo[]> {
    return this.enqueue<{ voices: EspeakVoiceInfo[] }>({ type: 'voices' }).then((r) => r.voices);
  }

  synthesize(input: { ssml: string; voice: string; wordsPerMinute: number }, signal?: AbortSignal): Promise<EspeakResult> {
    this.waiting += 1;
    return this.enqueue<EspeakResult>({ type: 'synthesize', ...input }, signal).finally(() => {
      this.waiting -= 1;
    });
  }

  /** Syntheses asked of this engine and not yet finished: a pool gives the next one to the least busy. */
  get load(): number {
    return this.waiting;
  }

  /** Stops the worker (tests, shutdown). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    if (worker) await worker.terminate();
  }

  private enqueue<T>(message: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    const run = async () => {
      if (signal?.aborted) throw abortError(signal);
      await this.start();
      return this.send<T>(message, signal);
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    worker.unref(); // an idle engine never keeps the process alive
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (message: { id?: number; ready?: boolean; error?: string }) => {
        if (message.ready) return resolve();
        const pending = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!pending || message.id === undefined) return;
        this.pending.delete(message.id);
        if (message.error) pending.reject(new Error(`Speech synthesis failed: ${message.error}`));
        else pending.resolve(message as never);
      });
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.ready = undefined;
      }
      this.failAll(new Error('Speech engine stopped'));
    });
    return this.ready;
  }

  private send<T>(message: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('Speech engine stopped'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        this.pending.delete(id);
        reject(abortError(signal));
        void this.close();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      });
      worker.postMessage({ id, ...message });
    });
  }

  private failAll(error: Error) {
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.reject(error);
    }
  }
}

import { Worker } from 'node:worker_threads';
import type { Block } from '../documents/tree/document-tree';

/**
 * Bounds on parsing one web page. The parse runs in a worker thread, never on the event loop;
 * past its time or heap the thread is terminated and the page is reported as unreadable.
 */
export const PARSE_LIMITS = {
  /** Characters of markup handed to the parser, after scripts, styles, SVG and comments are removed. */
  maxChars: 2_000_000,
  /** Element nesting refused before parsing (real pages stay under about 60; Readability slows steeply with depth). */
  maxDepth: 400,
  /** Wall time of one parse, thread start-up included. */
  timeoutMs: 10_000,
  /** Heap of the parsing thread (V8 old generation), in MB. */
  maxHeapMb: 512,
  /** Parses running at once; more wait their turn (2 cores: more would only slow each other). */
  concurrency: 2,
} as const;

export interface ParsedArticle {
  title: string;
  text: string;
  byline: string | null;
  siteName: string | null;
  /** The article's structure as found in the parsed page (decision 157), placed in `text` by fetchArticle. */
  blocks?: Block[];
}

/** Why a page gave no article: nothing readable, or it was too big or too complex to parse within the limits. */
export type ParseOutcome = { article: ParsedArticle } | { article: null; reason: 'noArticle' | 'tooComplex' };

let running = 0;
const waiting: (() => void)[] = [];

async function turn(signal?: AbortSignal): Promise<() => void> {
  if (running >= PARSE_LIMITS.concurrency) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal?.reason);
      };
      waiting.push(go);
      signal?.addEventListener('abort', cancel, { once: true });
    });
  } else running++;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** Extracts a page's article in a worker thread under PARSE_LIMITS. The bytes are moved to the worker, not copied. */
export async function parseArticle(bytes: Uint8Array, contentType: string, url: string, signal?: AbortSignal): Promise<ParseOutcome> {
  const release = await turn(signal);
  try {
    return await new Promise<ParseOutcome>((resolve, reject) => {
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      const worker = new Worker(new URL('./article-parse-worker.mjs', import.meta.url), {
        workerData: { bytes: own, contentType, url, maxChars: PARSE_LIMITS.maxChars, maxDepth: PARSE_LIMITS.maxDepth },
        transferList: [own.buffer as ArrayBuffer],
        resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      });
      let settled = false;
      const finish = (outcome: ParseOutcome | Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        void worker.terminate();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const onAbort = () => finish(signal?.reason instanceof Error ? signal.reason : new Error('Parse cancelled'));
      const timer = setTimeout(() => finish({ article: null, reason: 'tooComplex' }), PARSE_LIMITS.timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.on('message', (message: { article?: ParsedArticle | null; failed?: string }) =>
        finish(message.article ? { article: message.article } : { article: null, reason: message.failed ? 'tooComplex' : 'noArticle' }),
      );
      // ERR_WORKER_OUT_OF_MEMORY and any crash of the thread: the page is beyond what we parse.
      worker.on('error', () => finish({ article: null, reason: 'tooComplex' }));
      worker.on('exit', () => finish({ article: null, reason: 'tooComplex' }));
    });
  } finally {
    release();
  }
}

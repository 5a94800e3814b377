import { TRANSLATION_CALL_TIMEOUT_MS } from '@lectern/core';

/**
 * One interface for every translation provider (issue 11 item 4, decision 141). Texts go in
 * batches so a slide deck is one call or a few, and come back in the same order.
 */
export interface TranslateOptions {
  /** BCP 47 code of the texts' language (Lectern writes in English: en-US). */
  from: string;
  /** BCP 47 code from the language list (packages/core/src/languages). */
  to: string;
  signal?: AbortSignal;
}

export type TranslatorId = 'libretranslate' | 'openai' | 'gemini';

export interface Translator {
  readonly id: TranslatorId;
  /** The language list's codes this provider can translate English into. */
  targets(signal?: AbortSignal): Promise<string[]>;
  /** The texts in `to`, same length and order; empty texts stay empty without a call. */
  translate(texts: readonly string[], options: TranslateOptions): Promise<string[]>;
}

/**
 * Why a provider failed: `timeout` (no answer in time), `unreachable` (network, 5xx), `rejected`
 * (the provider refused: bad key, too many requests, bad request), `bad_answer` (a body we cannot
 * read), `unsupported` (it cannot translate into that language). The server maps these to 504,
 * 502 and 400.
 */
export type TranslationFailure = 'timeout' | 'unreachable' | 'rejected' | 'bad_answer' | 'unsupported';

export class TranslationError extends Error {
  override readonly name = 'TranslationError';
  constructor(
    message: string,
    readonly reason: TranslationFailure,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The caller's signal joined with the per-call time limit; `timedOut()` tells which one fired. */
export function callSignal(signal: AbortSignal | undefined, timeoutMs = TRANSLATION_CALL_TIMEOUT_MS) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, timedOut: () => timeout.aborted };
}

/**
 * Splits the non-empty texts into batches of at most `maxCharacters` (a text longer than that
 * goes alone), calls `translateBatch` for each in turn and puts the answers back in place.
 */
export async function translateInBatches(
  texts: readonly string[],
  maxCharacters: number,
  translateBatch: (batch: string[]) => Promise<string[]>,
): Promise<string[]> {
  const out = [...texts];
  const pending = texts.map((text, index) => ({ text, index })).filter((t) => t.text.trim() !== '');
  const batches: { text: string; index: number }[][] = [];
  let current: { text: string; index: number }[] = [];
  let size = 0;
  for (const item of pending) {
    if (current.length > 0 && size + item.text.length > maxCharacters) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.text.length;
  }
  if (current.length > 0) batches.push(current);
  for (const batch of batches) {
    const answers = await translateBatch(batch.map((b) => b.text));
    if (answers.length !== batch.length) {
      throw new TranslationError(`the translation service answered ${answers.length} texts for ${batch.length}`, 'bad_answer');
    }
    batch.forEach((b, i) => {
      out[b.index] = answers[i] as string;
    });
  }
  return out;
}

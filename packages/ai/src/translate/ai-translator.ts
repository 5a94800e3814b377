import { LANGUAGES, languageDisplayName, TRANSLATION_MESSAGES } from '@lectern/core';
import { z } from 'zod';
import type { JsonCompletion } from '../text/cloud/json-completion';
import { TextGenerationError } from '../text/text-generator';
import { callSignal, type TranslateOptions, TranslationError, type Translator, translateInBatches } from './translator';

/** Characters per model call: a slide deck in one call or a few, and an answer well inside a model's output limit. */
const BATCH_CHARACTERS = 6_000;

const answerSchema = z.object({ translations: z.array(z.string()) });

/** One prompt for a batch: the texts as a JSON array, the answer as an array of the same length. */
export function batchTranslatePrompt(texts: readonly string[], options: Pick<TranslateOptions, 'from' | 'to'>): string {
  return [
    `Translate each string of the JSON array below from ${languageDisplayName(options.from)} (${options.from}) into ${languageDisplayName(options.to)} (${options.to}).`,
    'They are the titles, bullet points and narration scripts of one training video. Keep meaning, tone, numbers, names and line breaks;',
    'use the capitalisation the target language uses; translate every string, including short ones; add nothing.',
    `Answer with JSON: {"translations": [string, ...]} holding exactly ${texts.length} strings, in the same order.`,
    '',
    JSON.stringify(texts),
  ].join('\n');
}

/**
 * Translation by the configured text model (TRANSLATE_PROVIDER=ai): an OpenAI-compatible server
 * (OpenAI, or a local Ollama or llama.cpp server) or Gemini, through the same JSON completion the
 * writer uses. A model writes every language of the list.
 */
export function aiTranslator(id: 'openai' | 'gemini', complete: JsonCompletion, config: { timeoutMs?: number } = {}): Translator {
  return {
    id,
    async targets() {
      return LANGUAGES.map((l) => l.code);
    },
    async translate(texts, options) {
      return translateInBatches(texts, BATCH_CHARACTERS, async (batch) => {
        const limit = callSignal(options.signal, config.timeoutMs);
        let raw: unknown;
        try {
          raw = await complete(batchTranslatePrompt(batch, options), { signal: limit.signal });
        } catch (error) {
          if (limit.timedOut()) throw new TranslationError(TRANSLATION_MESSAGES.timedOut, 'timeout');
          if (options.signal?.aborted) throw error;
          if (error instanceof TextGenerationError) {
            const status = error.status;
            if (status === undefined) {
              const unreadable = /not valid JSON|empty answer/.test(error.message);
              throw new TranslationError(
                unreadable ? TRANSLATION_MESSAGES.badAnswer : TRANSLATION_MESSAGES.unreachable,
                unreadable ? 'bad_answer' : 'unreachable',
              );
            }
            if (status >= 500) throw new TranslationError(TRANSLATION_MESSAGES.unreachable, 'unreachable', status);
            throw new TranslationError(error.message.slice(0, 300), 'rejected', status);
          }
          throw error;
        }
        const parsed = answerSchema.safeParse(raw);
        if (!parsed.success) throw new TranslationError(TRANSLATION_MESSAGES.badAnswer, 'bad_answer');
        return parsed.data.translations;
      });
    },
  };
}

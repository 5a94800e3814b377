import { languageDisplayName, TRANSLATION_MESSAGES } from '@lectern/core';
import { z } from 'zod';
import { libreTranslateCode, localesForLibreTranslate } from './libretranslate-locales';
import { callSignal, type TranslateOptions, TranslationError, type Translator, translateInBatches } from './translator';

export interface LibreTranslateConfig {
  /** The server's address, e.g. http://localhost:5000 (TRANSLATE_URL). */
  url: string;
  /** TRANSLATE_API_KEY, for servers started with --api-keys. */
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How long the server's language list is kept; 10 minutes by default. */
  languagesTtlMs?: number;
}

/** GET /languages (LibreTranslate API): each source language with the targets it translates into. */
const languagesSchema = z.array(z.object({ code: z.string(), name: z.string().optional(), targets: z.array(z.string()).optional() }));
/** POST /translate with `q` as an array answers `translatedText` as an array in the same order. */
const translatedSchema = z.object({ translatedText: z.array(z.string()) });

/** Characters per /translate call: a slide deck goes in one call or a few, well under servers' usual --char-limit. */
const BATCH_CHARACTERS = 5_000;

/**
 * LibreTranslate, the self-hosted offline translation server (TRANSLATE_PROVIDER=libretranslate):
 * POST /translate {q, source, target, format: 'text', api_key} → {translatedText}; failures answer
 * {error} with 400 (bad request, unsupported language), 403 (key), 429 (limits) or 500.
 */
export function libreTranslateTranslator(config: LibreTranslateConfig): Translator {
  const base = config.url.replace(/\/+$/, '');
  const fetchImpl = config.fetch ?? fetch;
  const ttl = config.languagesTtlMs ?? 10 * 60_000;
  let cached: { at: number; list: z.infer<typeof languagesSchema> } | undefined;

  async function call(path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<unknown> {
    const limit = callSignal(signal, config.timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, { ...init, signal: limit.signal });
      if (!response.ok) throw await failureOf(response);
      return await response.json();
    } catch (error) {
      if (error instanceof TranslationError) throw error;
      if (limit.timedOut()) throw new TranslationError(TRANSLATION_MESSAGES.timedOut, 'timeout');
      if (signal?.aborted) throw error;
      if (error instanceof SyntaxError) throw new TranslationError(TRANSLATION_MESSAGES.badAnswer, 'bad_answer');
      throw new TranslationError(TRANSLATION_MESSAGES.unreachable, 'unreachable');
    }
  }

  async function languages(signal?: AbortSignal) {
    if (cached && Date.now() - cached.at < ttl) return cached.list;
    const parsed = languagesSchema.safeParse(await call('/languages', { method: 'GET' }, signal));
    if (!parsed.success) throw new TranslationError(TRANSLATION_MESSAGES.badAnswer, 'bad_answer');
    cached = { at: Date.now(), list: parsed.data };
    return parsed.data;
  }

  /** Codes English translates into on this server; a server that lists no targets translates between all its languages. */
  async function englishTargets(signal?: AbortSignal): Promise<string[]> {
    const list = await languages(signal);
    const english = list.find((l) => l.code.toLowerCase() === 'en');
    return english?.targets ?? list.map((l) => l.code);
  }

  return {
    id: 'libretranslate',
    async targets(signal) {
      return localesForLibreTranslate(await englishTargets(signal));
    },
    async translate(texts, options: TranslateOptions) {
      if (texts.every((t) => t.trim() === '')) return [...texts];
      const codes = await englishTargets(options.signal);
      const target = libreTranslateCode(options.to, codes);
      if (!target) throw new TranslationError(TRANSLATION_MESSAGES.unsupportedLanguage(languageDisplayName(options.to)), 'unsupported');
      const source = libreTranslateCode(options.from, ['en', ...codes]) ?? 'en';
      return translateInBatches(texts, BATCH_CHARACTERS, async (batch) => {
        const body = { q: batch, source, target, format: 'text', ...(config.apiKey ? { api_key: config.apiKey } : {}) };
        const raw = await call('/translate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, options.signal);
        const parsed = translatedSchema.safeParse(raw);
        if (!parsed.success) throw new TranslationError(TRANSLATION_MESSAGES.badAnswer, 'bad_answer');
        return parsed.data.translatedText;
      });
    },
  };
}

/** The server's {error} text for 400/403/429; 5xx and unreadable bodies say the service failed. */
async function failureOf(response: Response): Promise<TranslationError> {
  let message = '';
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') message = body.error.trim().slice(0, 300);
  } catch {
    // Not JSON: the status decides.
  }
  if (response.status >= 500) return new TranslationError(TRANSLATION_MESSAGES.unreachable, 'unreachable', response.status);
  return new TranslationError(message || `HTTP ${response.status}: ${response.statusText}`, 'rejected', response.status);
}

import type { Translator } from '@lectern/ai';
import type { TranslationLanguages } from '../tts/offered-languages';

const RETRY_AFTER_MS = 30_000;

/**
 * The configured translation provider's target languages for the language select, kept for
 * `ttlMs` (a self-hosted server's models change rarely). Undefined without a provider: every
 * language with voices is offered and narration stays in English. When the provider cannot be
 * asked, the last list it gave is used; with none yet, only languages that need no translation
 * are offered, so nobody picks a language the server cannot translate into.
 */
export function translationLanguages(
  translator: Translator | null | undefined,
  options: { ttlMs?: number; log?: (message: string) => void } = {},
): TranslationLanguages | undefined {
  if (!translator) return undefined;
  const ttl = options.ttlMs ?? 10 * 60_000;
  let cached: { at: number; codes: string[] } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttl) return cached.codes;
    try {
      cached = { at: Date.now(), codes: await translator.targets(AbortSignal.timeout(10_000)) };
      return cached.codes;
    } catch (error) {
      (options.log ?? console.warn)(`Translation languages unavailable from ${translator.id}: ${(error as Error).message}`);
      // Asked again after 30 s, not on every page that shows the select while the provider is down.
      cached = { at: Date.now() - ttl + Math.min(ttl, RETRY_AFTER_MS), codes: cached?.codes ?? [] };
      return cached.codes;
    }
  };
}

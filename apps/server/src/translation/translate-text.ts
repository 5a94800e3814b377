import type { TranslateResult, Translator } from '@lectern/ai';
import { DEFAULT_LANGUAGE } from '@lectern/core';

/**
 * One text through the configured translation provider (POST /api/ai/translate, decision 141).
 * Spec 001 §8: a translation call that fails logs and returns the original text; without a
 * provider narration stays in English, so the text comes back as it is.
 */
export async function translateText(
  translator: Translator | null,
  input: { text: string; targetLanguage: string },
  signal?: AbortSignal,
  log: (message: string) => void = console.warn,
): Promise<TranslateResult> {
  if (!translator || !input.text.trim()) return { text: input.text, translated: false };
  try {
    const [text] = await translator.translate([input.text], { from: DEFAULT_LANGUAGE, to: input.targetLanguage, signal });
    return text === undefined ? { text: input.text, translated: false } : { text, translated: true };
  } catch (error) {
    log(`Translation failed: ${(error as Error).message}`);
    return { text: input.text, translated: false };
  }
}

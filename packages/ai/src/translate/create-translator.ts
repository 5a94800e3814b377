import { z } from 'zod';
import { textCompletionFromEnv } from '../text/create-text-generator';
import { aiTranslator } from './ai-translator';
import { libreTranslateTranslator } from './libretranslate-translator';
import type { Translator } from './translator';

const envSchema = z.object({
  TRANSLATE_PROVIDER: z.enum(['none', 'libretranslate', 'ai'], { message: 'TRANSLATE_PROVIDER must be none, libretranslate or ai' }).default('none'),
  TRANSLATE_URL: z.url({ protocol: /^https?$/, message: 'TRANSLATE_URL must be an http(s) address' }).optional(),
  TRANSLATE_API_KEY: z.string().optional(),
});

/**
 * Chooses the translation provider from configuration (decision 141): `none` (default, narration
 * stays in English), `libretranslate` (TRANSLATE_URL, optional TRANSLATE_API_KEY) or `ai` (the
 * AI_PROVIDER's text model). Null when none; throws on invalid configuration at start-up.
 */
export function createTranslator(env: Record<string, string | undefined> = process.env, options: { fetch?: typeof fetch } = {}): Translator | null {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = envSchema.parse(cleaned);
  if (config.TRANSLATE_PROVIDER === 'libretranslate') {
    if (!config.TRANSLATE_URL) throw new Error('TRANSLATE_URL is required when TRANSLATE_PROVIDER=libretranslate');
    return libreTranslateTranslator({ url: config.TRANSLATE_URL, apiKey: config.TRANSLATE_API_KEY, fetch: options.fetch });
  }
  if (config.TRANSLATE_PROVIDER === 'ai') {
    const cloud = textCompletionFromEnv(env, options);
    if (!cloud) throw new Error('TRANSLATE_PROVIDER=ai needs AI_PROVIDER=openai or gemini (the offline engine does not translate)');
    return aiTranslator(cloud.provider, cloud.complete);
  }
  return null;
}

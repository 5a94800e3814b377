import { z } from 'zod';
import { createCloudTextGenerator } from './cloud/cloud-generator';
import { geminiCompletion } from './cloud/gemini-completion';
import type { JsonCompletion } from './cloud/json-completion';
import { openAiCompletion } from './cloud/openai-completion';
import { createOfflineTextGenerator } from './offline/offline-generator';
import { withQuizNarration } from './quiz-narration';
import type { TextGenerator } from './text-generator';

/** Default cloud models when AI_MODEL / GEMINI_MODEL are unset; every reader of those variables falls back to these. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';
export const DEFAULT_GEMINI_MODEL = 'gemini-2.0-flash';

const envSchema = z.object({
  AI_PROVIDER: z.enum(['offline', 'openai', 'gemini'], { message: 'AI_PROVIDER must be offline, openai or gemini' }).default('offline'),
  AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default(DEFAULT_AI_MODEL),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_MODEL: z.string().min(1).default(DEFAULT_GEMINI_MODEL),
  GEMINI_BASE_URL: z.string().url().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
});

export interface TextGeneratorOptions {
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** The configured cloud model as a JSON completion, or null for the offline engine. Throws on invalid configuration at start-up. */
export function textCompletionFromEnv(
  env: Record<string, string | undefined> = process.env,
  options: TextGeneratorOptions = {},
): { provider: 'openai' | 'gemini'; complete: JsonCompletion } | null {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = envSchema.parse(cleaned);
  if (config.AI_PROVIDER === 'openai') {
    return {
      provider: 'openai',
      complete: openAiCompletion({
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
        fetch: options.fetch,
      }),
    };
  }
  if (config.AI_PROVIDER === 'gemini') {
    if (!config.GEMINI_API_KEY) throw new Error('GEMINI_API_KEY is required when AI_PROVIDER=gemini');
    return {
      provider: 'gemini',
      complete: geminiCompletion({
        apiKey: config.GEMINI_API_KEY,
        model: config.GEMINI_MODEL,
        baseUrl: config.GEMINI_BASE_URL,
        timeoutMs: config.AI_TIMEOUT_MS,
        fetch: options.fetch,
      }),
    };
  }
  return null;
}

/** Chooses the text generator from configuration (`AI_PROVIDER`, offline by default). Throws on invalid configuration at start-up. */
export function createTextGenerator(env: Record<string, string | undefined> = process.env, options: TextGeneratorOptions = {}): TextGenerator {
  const cloud = textCompletionFromEnv(env, options);
  // Decision 175: the offline engine writes its quiz narration itself; a cloud model's is written the same way.
  return cloud ? withQuizNarration(createCloudTextGenerator(cloud.provider, cloud.complete, options.log)) : createOfflineTextGenerator();
}

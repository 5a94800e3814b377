import { resolve } from 'node:path';
import { ANALYTICS_RETENTION_DAYS_DEFAULT } from '@lectern/core';
import { speechEnvSchema } from '@lectern/media';
import { z } from 'zod';
import { storageUrlSchema } from '../storage/storage-url';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

/** Every setting comes from the environment and is checked here, once, at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** An S3-compatible bucket for every stored file (docs/decisions/129); unset keeps DATA_DIR/files. */
  STORAGE_URL: storageUrlSchema.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lectern <no-reply@lectern.local>'),
  ADMIN_EMAILS: csv.default([]),
  /** Extra browser origins allowed to call the API, e.g. the Vite dev server (npm run dev). */
  TRUSTED_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .default([]),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The developer mailbox's key (decision 152); unset, it is derived from the installation's secret. The start-up log prints the link. */
  DEV_MAILBOX_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** 1 when a reverse proxy in front appends X-Forwarded-For (then its last entry is the client). */
  TRUST_PROXY: bool.default(false),
  /** 0 turns rate limiting off (load tests only). */
  RATE_LIMIT: bool.default(true),
  /** Days raw playback events are kept before pruning; the daily figures stay (decision 177). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(ANALYTICS_RETENTION_DAYS_DEFAULT),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** 1 lets web-page sources point at private and loopback addresses (tests, trusted intranets). */
  ALLOW_PRIVATE_URLS: bool.default(false),
  /** 0: this process serves HTTP only; renders run in `npm run worker` processes. */
  WORKER: bool.default(true),
  /** Render jobs one worker process runs at once. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  AI_PROVIDER: z.enum(['offline', 'openai', 'gemini']).default('offline'),
  /** `selfhosted`: a Kokoro or Piper server speaking OpenAI's /v1/audio/speech (SELFHOSTED_TTS_*, decision 167). */
  TTS_PROVIDER: z.enum(['local', 'google', 'azure', 'openai', 'selfhosted']).default('local'),
  /** Presenter videos: `offline` (drawn here) or `azure` (batch avatar synthesis, docs/decisions/134). */
  AVATAR_PROVIDER: z.enum(['offline', 'azure']).default('offline'),
  /** The Speech resource's key and region, shared with TTS_PROVIDER=azure. */
  AZURE_SPEECH_KEY: z.string().min(1).optional(),
  AZURE_SPEECH_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a region name such as westeurope')
    .optional(),
  /** Overrides https://{region}.api.cognitive.microsoft.com for presenter videos (custom domains, sovereign clouds, tests). */
  AZURE_AVATAR_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Translation of slides and scripts (decision 141): `none` keeps narration in English; `ai` uses AI_PROVIDER's model. */
  TRANSLATE_PROVIDER: z.enum(['none', 'libretranslate', 'ai']).default('none'),
  /** The LibreTranslate server, e.g. http://localhost:5000; required with TRANSLATE_PROVIDER=libretranslate. */
  TRANSLATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** LibreTranslate's API key, for servers started with --api-keys. */
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  UNSPLASH_ACCESS_KEY: z.string().min(1).optional(),
  SHUTTERSTOCK_TOKEN: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export class EnvError extends Error {}

/** Parses the environment; the message names every wrong variable on one line. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new EnvError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const settingProblems = [...missingAvatarSettings(env), ...missingTranslationSettings(env), ...speechSettingProblems(cleaned)];
  if (settingProblems.length > 0) throw new EnvError(`Invalid configuration: ${settingProblems.join('; ')}`);
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

/** The speech provider's own settings (packages/media speechEnvSchema), checked here so a wrong one stops start-up in the same line. */
function speechSettingProblems(source: Record<string, string | undefined>): string[] {
  const parsed = speechEnvSchema.safeParse(source);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
}

/** AVATAR_PROVIDER=azure needs the Speech key, and the region unless an endpoint names the resource. */
function missingAvatarSettings(env: z.infer<typeof envSchema>): string[] {
  if (env.AVATAR_PROVIDER !== 'azure') return [];
  const problems: string[] = [];
  if (!env.AZURE_SPEECH_KEY) problems.push('AZURE_SPEECH_KEY is required when AVATAR_PROVIDER=azure');
  if (!env.AZURE_SPEECH_REGION && !env.AZURE_AVATAR_ENDPOINT)
    problems.push('AZURE_SPEECH_REGION is required when AVATAR_PROVIDER=azure (or set AZURE_AVATAR_ENDPOINT)');
  return problems;
}

/** TRANSLATE_PROVIDER=libretranslate needs its server; `ai` needs a text model that translates (not the offline engine). */
function missingTranslationSettings(env: z.infer<typeof envSchema>): string[] {
  if (env.TRANSLATE_PROVIDER === 'libretranslate' && !env.TRANSLATE_URL) return ['TRANSLATE_URL is required when TRANSLATE_PROVIDER=libretranslate'];
  if (env.TRANSLATE_PROVIDER === 'ai' && env.AI_PROVIDER === 'offline')
    return ['TRANSLATE_PROVIDER=ai needs AI_PROVIDER=openai or gemini (the offline engine does not translate)'];
  return [];
}

import { z } from 'zod';
import { AzureSpeechProvider } from './cloud/azure-speech-provider.ts';
import { GoogleSpeechProvider } from './cloud/google-speech-provider.ts';
import { OpenAiSpeechProvider } from './cloud/openai-speech-provider.ts';
import { LocalSpeechProvider } from './local/local-speech-provider.ts';
import { SelfHostedSpeechProvider } from './self-hosted/self-hosted-speech-provider.ts';
import type { SpeechProvider } from './speech-types.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = (name: string) =>
  z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` }).optional());
/** A comma-separated list, blanks left out. */
const list = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .optional(),
);

/** Speech settings from the environment (DESIGN.md "Providers"): offline `local` unless chosen otherwise. */
export const speechEnvSchema = z
  .object({
    TTS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['local', 'google', 'azure', 'openai', 'selfhosted']).default('local')),
    GOOGLE_TTS_API_KEY: optional,
    GOOGLE_TTS_BASE_URL: optional,
    AZURE_SPEECH_KEY: optional,
    AZURE_SPEECH_REGION: optional,
    AZURE_SPEECH_ENDPOINT: optional,
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: optional,
    OPENAI_TTS_MODEL: optional,
    /** A self-hosted server speaking OpenAI's /v1/audio/speech (Kokoro-FastAPI, a Piper server): decision 167. */
    SELFHOSTED_TTS_URL: optionalUrl('SELFHOSTED_TTS_URL'),
    SELFHOSTED_TTS_MODEL: optional,
    SELFHOSTED_TTS_VOICES: list,
    SELFHOSTED_TTS_LANGUAGE: optional,
    SELFHOSTED_TTS_API_KEY: optional,
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env) => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when TTS_PROVIDER=${env.TTS_PROVIDER}` });
    };
    if (env.TTS_PROVIDER === 'google') need('GOOGLE_TTS_API_KEY');
    if (env.TTS_PROVIDER === 'azure') {
      need('AZURE_SPEECH_KEY');
      if (!env.AZURE_SPEECH_ENDPOINT) need('AZURE_SPEECH_REGION');
    }
    // OpenAI-compatible local servers (e.g. a self-hosted speech server) may need no key.
    if (env.TTS_PROVIDER === 'openai' && !env.OPENAI_BASE_URL) need('OPENAI_API_KEY');
    if (env.TTS_PROVIDER === 'selfhosted') {
      need('SELFHOSTED_TTS_URL');
      need('SELFHOSTED_TTS_MODEL');
      if (!env.SELFHOSTED_TTS_VOICES?.length)
        ctx.addIssue({ code: 'custom', path: ['SELFHOSTED_TTS_VOICES'], message: 'SELFHOSTED_TTS_VOICES is required when TTS_PROVIDER=selfhosted' });
    }
  });

export type SpeechEnv = z.infer<typeof speechEnvSchema>;

/** Picks the speech provider named by TTS_PROVIDER; throws a readable error on missing settings. */
export function createSpeechProvider(env: Record<string, string | undefined> = process.env): SpeechProvider {
  const parsed = speechEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid speech configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  const config = parsed.data;
  switch (config.TTS_PROVIDER) {
    case 'google':
      return new GoogleSpeechProvider({ apiKey: config.GOOGLE_TTS_API_KEY ?? '', baseUrl: config.GOOGLE_TTS_BASE_URL });
    case 'azure':
      return new AzureSpeechProvider({ key: config.AZURE_SPEECH_KEY ?? '', region: config.AZURE_SPEECH_REGION ?? '', endpoint: config.AZURE_SPEECH_ENDPOINT });
    case 'openai':
      return new OpenAiSpeechProvider({ apiKey: config.OPENAI_API_KEY ?? '', baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_TTS_MODEL });
    case 'selfhosted':
      return new SelfHostedSpeechProvider({
        baseUrl: config.SELFHOSTED_TTS_URL ?? '',
        model: config.SELFHOSTED_TTS_MODEL ?? '',
        voices: config.SELFHOSTED_TTS_VOICES ?? [],
        language: config.SELFHOSTED_TTS_LANGUAGE,
        apiKey: config.SELFHOSTED_TTS_API_KEY,
      });
    default:
      return new LocalSpeechProvider();
  }
}

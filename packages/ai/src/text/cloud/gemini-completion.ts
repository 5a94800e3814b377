import { z } from 'zod';
import { TextGenerationError } from '../text-generator';
import { type JsonCompletion, parseModelJson, postJson } from './json-completion';

export interface GeminiConfig {
  apiKey: string;
  model: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const generateResponseSchema = z.object({
  candidates: z.array(z.object({ content: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }) })).min(1),
});

/** Gemini `generateContent` over REST with a JSON response type. */
export function geminiCompletion(config: GeminiConfig): JsonCompletion {
  const base = (config.baseUrl ?? 'https://generativelanguage.googleapis.com').replace(/\/+$/, '');
  const url = `${base}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  return async (prompt, options) => {
    const raw = await postJson(
      config.fetch ?? fetch,
      url,
      { 'x-goog-api-key': config.apiKey },
      { contents: [{ role: 'user', parts: [{ text: prompt }] }], generationConfig: { responseMimeType: 'application/json', temperature: 0.4 } },
      config.timeoutMs ?? 60_000,
      options?.signal,
    );
    const parsed = generateResponseSchema.safeParse(raw);
    const text = parsed.success ? parsed.data.candidates[0]?.content.parts.map((p) => p.text ?? '').join('') : '';
    if (!text) throw new TextGenerationError('The text provider returned an empty answer.');
    return parseModelJson(text);
  };
}

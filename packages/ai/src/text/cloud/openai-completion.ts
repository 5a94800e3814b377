import { z } from 'zod';
import { TextGenerationError } from '../text-generator';
import { type JsonCompletion, parseModelJson, postJson } from './json-completion';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const chatResponseSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

/** Chat completions with JSON output on any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio). */
export function openAiCompletion(config: OpenAiConfig): JsonCompletion {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return async (prompt, options) => {
    const raw = await postJson(
      config.fetch ?? fetch,
      url,
      config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      {
        model: config.model,
        temperature: 0.4,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: 'You are a careful writer of training and presentation videos. Always answer with one JSON object.' },
          { role: 'user', content: prompt },
        ],
      },
      config.timeoutMs ?? 60_000,
      options?.signal,
    );
    const parsed = chatResponseSchema.safeParse(raw);
    const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
    if (!content) throw new TextGenerationError('The text provider returned an empty answer.');
    return parseModelJson(content);
  };
}

import { VIDEO_LINK_LIMITS } from '@lectern/core';
import { z } from 'zod';
import type { GeminiConfig } from '../text/cloud/gemini-completion';
import { postJson } from '../text/cloud/json-completion';
import { DEFAULT_GEMINI_MODEL } from '../text/create-text-generator';
import { TextGenerationError } from '../text/text-generator';
import type { VideoTranscript } from './video-transcript';
import { parseVideoLink, youtubeVideoId, youtubeWatchUrl } from './video-url';

/** Reads a public video from its address alone (no captions needed); null when it cannot take that address. */
export type VideoNotesReader = (url: string, options: { language?: string; signal?: AbortSignal }) => Promise<VideoTranscript> | null;

const answerSchema = z.object({
  candidates: z.array(z.object({ content: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }) })).min(1),
});

const prompt = (language: string | undefined) =>
  [
    'Write out what is said in this video as plain paragraphs: a faithful transcript of the speech, without timestamps or speaker labels.',
    'Where nothing is said, describe what the video shows and teaches instead.',
    language ? `Write in the language with the code ${language}.` : '',
    'Answer with the text only, no headings, lists or Markdown.',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Spec 001 §7 process-youtube as the spec's backend did it: the public YouTube address is given to
 * Gemini's generateContent as a file part (`fileData.fileUri`), which watches the video itself.
 * Only YouTube links are taken (Gemini reads public YouTube videos, not arbitrary pages); fails with
 * TextGenerationError carrying the provider's message (spec 001 §8).
 */
export function geminiVideoNotes(config: GeminiConfig): VideoNotesReader {
  const base = (config.baseUrl ?? 'https://generativelanguage.googleapis.com').replace(/\/+$/, '');
  const endpoint = `${base}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  return (rawUrl, { language, signal }) => {
    const link = parseVideoLink(rawUrl);
    const id = typeof link === 'string' ? null : youtubeVideoId(link);
    if (!id) return null;
    const fileUri = youtubeWatchUrl(id).href;
    return (async () => {
      const raw = await postJson(
        config.fetch ?? fetch,
        endpoint,
        { 'x-goog-api-key': config.apiKey },
        {
          contents: [{ role: 'user', parts: [{ fileData: { fileUri } }, { text: prompt(language) }] }],
          generationConfig: { responseMimeType: 'text/plain', temperature: 0.2 },
        },
        // Watching a video takes longer than writing an outline: two minutes unless configured.
        config.timeoutMs ?? 120_000,
        signal,
      );
      const answer = answerSchema.safeParse(raw);
      const text = answer.success ? (answer.data.candidates[0]?.content.parts.map((p) => p.text ?? '').join('') ?? '').trim() : '';
      if (!text) throw new TextGenerationError('The text provider returned an empty answer.');
      return { url: fileUri, title: '', text: text.slice(0, VIDEO_LINK_LIMITS.maxTranscriptChars), languageCode: language ?? '', automatic: true };
    })();
  };
}

/** The Gemini reader when AI_PROVIDER=gemini has a key (the same variables as the text engine), else null. */
export function videoNotesFromEnv(env: Record<string, string | undefined>, options: { fetch?: typeof fetch } = {}): VideoNotesReader | null {
  if (env.AI_PROVIDER !== 'gemini' || !env.GEMINI_API_KEY) return null;
  return geminiVideoNotes({
    apiKey: env.GEMINI_API_KEY,
    // The text engine's default model, which watches video too.
    model: env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL,
    baseUrl: env.GEMINI_BASE_URL || undefined,
    fetch: options.fetch,
  });
}

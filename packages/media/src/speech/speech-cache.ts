import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SPEECH_RATE } from '@lectern/core';
import { z } from 'zod';
import type { SpeechProvider, Synthesis, SynthesizeRequest } from './speech-types.ts';

const metaSchema = z.object({
  durationSeconds: z.number(),
  words: z.array(z.object({ text: z.string(), startMs: z.number(), endMs: z.number() })),
});

/** Cache key: provider, voice, language, rate and text (DESIGN.md: narration cached by text + voice). */
export function speechCacheKey(providerId: string, request: SynthesizeRequest): string {
  const rate = request.rate ?? DEFAULT_SPEECH_RATE;
  return createHash('sha256')
    .update(JSON.stringify([providerId, request.voice, request.languageCode, rate, request.text]))
    .digest('hex');
}

/**
 * Wraps a provider so each narration is synthesised once: `<key>.wav` + `<key>.json` in `dir`.
 * Files are written under a temporary name and renamed, so concurrent workers never read half a file.
 */
export function withSpeechCache(provider: SpeechProvider, dir: string): SpeechProvider & { cacheKey(request: SynthesizeRequest): string } {
  const cacheKey = (request: SynthesizeRequest) => speechCacheKey(provider.id, request);
  return {
    id: provider.id,
    cacheKey,
    listVoices: (language) => provider.listVoices(language),
    listLanguages: () => provider.listLanguages(),
    async synthesize(request) {
      const key = cacheKey(request);
      const wavPath = join(dir, `${key}.wav`);
      const metaPath = join(dir, `${key}.json`);
      const cached = await readCached(wavPath, metaPath);
      if (cached) return cached;
      const result = await provider.synthesize(request);
      await mkdir(dir, { recursive: true });
      const suffix = `.${process.pid}.${Date.now()}.tmp`;
      await writeFile(wavPath + suffix, result.wav);
      await writeFile(metaPath + suffix, JSON.stringify({ durationSeconds: result.durationSeconds, words: result.words }));
      // The WAV lands first: a reader that finds the metadata always finds its audio.
      await rename(wavPath + suffix, wavPath);
      await rename(metaPath + suffix, metaPath);
      return result;
    },
  };
}

async function readCached(wavPath: string, metaPath: string): Promise<Synthesis | undefined> {
  try {
    const meta = metaSchema.parse(JSON.parse(await readFile(metaPath, 'utf8')));
    return { wav: await readFile(wavPath), ...meta };
  } catch {
    return undefined;
  }
}

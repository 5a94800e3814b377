import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SPEECH_RATE } from '@lectern/core';
import { z } from 'zod';
import { type CacheStore, cacheDataName, cacheEntryMetaSchema, cacheMetaName, lastUseIsStale } from './cache-store.ts';
import type { SpeechProvider, Synthesis, SynthesizeRequest } from './speech-types.ts';

const metaSchema = z.object({
  durationSeconds: z.number(),
  words: z.array(z.object({ text: z.string(), startMs: z.number(), endMs: z.number() })),
  // Optional: entries written before lip sync have none (decision 136).
  phonemes: z.array(z.object({ phoneme: z.string(), startMs: z.number(), endMs: z.number() })).optional(),
});

type CachedMeta = z.infer<typeof metaSchema>;

/** What the cache keeps beside the audio. */
const metaOf = (result: Synthesis): CachedMeta => ({
  durationSeconds: result.durationSeconds,
  words: result.words,
  ...(result.phonemes ? { phonemes: result.phonemes } : {}),
});

/**
 * An entry without phonemes from a provider that reports them was written before lip sync: it is
 * spoken again (once), so the presenter's mouth follows the real phonemes rather than the audio.
 */
const usable = (provider: SpeechProvider, meta: CachedMeta) => !provider.reportsPhonemes || meta.phonemes !== undefined;

/** Cache key: provider, voice, language, rate and text (DESIGN.md: narration cached by text + voice). */
export function speechCacheKey(providerId: string, request: SynthesizeRequest): string {
  const rate = request.rate ?? DEFAULT_SPEECH_RATE;
  return createHash('sha256')
    .update(JSON.stringify([providerId, request.voice, request.languageCode, rate, request.text]))
    .digest('hex');
}

/**
 * Wraps a provider so each narration is synthesised once. `cache` is a local folder (`<key>.wav` +
 * `<key>.json`, pruned by modification time) or a store shared by several machines, e.g. a bucket
 * (`<key>.<created>.wav` + `<key>.json` with the last use, docs/decisions/131).
 */
export function withSpeechCache(provider: SpeechProvider, cache: string | CacheStore): SpeechProvider & { cacheKey(request: SynthesizeRequest): string } {
  const cacheKey = (request: SynthesizeRequest) => speechCacheKey(provider.cacheTag ? `${provider.id}:${provider.cacheTag}` : provider.id, request);
  return {
    id: provider.id,
    ...(provider.reportsPhonemes ? { reportsPhonemes: true } : {}),
    cacheKey,
    listVoices: (language) => provider.listVoices(language),
    listLanguages: () => provider.listLanguages(),
    async synthesize(request) {
      const key = cacheKey(request);
      if (typeof cache !== 'string') return synthesizeThroughStore(provider, cache, key, request);
      const dir = cache;
      const wavPath = join(dir, `${key}.wav`);
      const metaPath = join(dir, `${key}.json`);
      const cached = await readCached(wavPath, metaPath);
      if (cached && usable(provider, cached)) return cached;
      const result = await provider.synthesize(request);
      await mkdir(dir, { recursive: true });
      const suffix = `.${process.pid}.${Date.now()}.tmp`;
      await writeFile(wavPath + suffix, result.wav);
      await writeFile(metaPath + suffix, JSON.stringify(metaOf(result)));
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

const storedMetaSchema = metaSchema.and(cacheEntryMetaSchema);

/**
 * The audio is written first and the meta naming it last: an entry counts as cached only once both
 * exist, so a worker that stopped between the two leaves a file the pruner removes, never a broken hit.
 */
async function synthesizeThroughStore(provider: SpeechProvider, store: CacheStore, key: string, request: SynthesizeRequest): Promise<Synthesis> {
  const cached = await readFromStore(store, key);
  if (cached && usable(provider, cached)) return cached;
  const result = await provider.synthesize(request);
  const now = Date.now();
  const file = cacheDataName(key, 'wav', now);
  await store.write(file, result.wav);
  const meta = { ...metaOf(result), file, lastUsed: now };
  await store.write(cacheMetaName(key), new TextEncoder().encode(JSON.stringify(meta)));
  return result;
}

async function readFromStore(store: CacheStore, key: string): Promise<Synthesis | undefined> {
  const metaBytes = await store.read(cacheMetaName(key));
  if (!metaBytes) return undefined;
  const parsed = storedMetaSchema.safeParse(safeJson(metaBytes));
  if (!parsed.success) return undefined;
  const wav = await store.read(parsed.data.file);
  if (!wav) return undefined;
  const now = Date.now();
  // Reuse counts as use (the store has no modification time to touch); a failed refresh only
  // means the entry may be pruned and spoken again later.
  if (lastUseIsStale(parsed.data.lastUsed, now)) {
    await store.write(cacheMetaName(key), new TextEncoder().encode(JSON.stringify({ ...parsed.data, lastUsed: now }))).catch(() => undefined);
  }
  const { durationSeconds, words, phonemes } = parsed.data;
  return { wav: Buffer.from(wav), durationSeconds, words, ...(phonemes ? { phonemes } : {}) };
}

function safeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

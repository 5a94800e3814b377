import { join } from 'node:path';
import { createTextGenerator, createTranslator, videoNotesFromEnv } from '@lectern/ai';
import type { Database } from '@lectern/db';
import { createSpeechProvider, withSpeechCache } from '@lectern/media';
import { illustrationMeaning, illustrationUrl } from '@lectern/slides';
import { registerIllustrationIcons } from '@lectern/slides/node';
import { SPEECH_CACHE_FOLDER, storageCacheStore } from './cache/storage-cache-store';
import type { Env } from './config/env';
import { documentExtractor } from './documents/document-extractor';
import { combinedImageSearch, generatedImageSearch, shutterstockSearch, unsplashSearch } from './images/image-search';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import type { Services } from './services';
import { createLocalStorage, storageRoot } from './storage/file-storage';

/** Builds the platform from configuration: offline defaults, cloud adapters when keys are set. */
export async function createServices(env: Env, database: Database): Promise<Services & { queue: JobQueue }> {
  const queue = await createJobQueue(database, env.DATABASE_URL);
  const stock = env.UNSPLASH_ACCESS_KEY ? unsplashSearch(env.UNSPLASH_ACCESS_KEY) : env.SHUTTERSTOCK_TOKEN ? shutterstockSearch(env.SHUTTERSTOCK_TOKEN) : null;
  const secondary = env.UNSPLASH_ACCESS_KEY && env.SHUTTERSTOCK_TOKEN ? shutterstockSearch(env.SHUTTERSTOCK_TOKEN) : undefined;
  // The S3 client is loaded only when a bucket is configured: the folder needs none of it.
  const storage = env.STORAGE_URL ? await (await import('./storage/s3-storage')).openS3Storage(env.STORAGE_URL) : createLocalStorage(storageRoot(env.dataDir));
  return {
    storage,
    queue,
    extractDocument: documentExtractor,
    textGenerator: createTextGenerator(process.env),
    videoNotes: videoNotesFromEnv(process.env),
    translator: createTranslator(process.env),
    // Narration is cached by provider, voice, rate and text (DESIGN.md), shared by previews and renders;
    // with a bucket, by every machine (decision 131).
    speech: withSpeechCache(
      createSpeechProvider(process.env),
      env.STORAGE_URL ? storageCacheStore(storage, SPEECH_CACHE_FOLDER) : join(env.dataDir, 'cache', 'speech'),
    ),
    // Offline pictures say which icon they draw, so the browser shows only those about the slide (decision 173).
    imageSearch: combinedImageSearch({
      primary:
        stock ??
        generatedImageSearch(illustrationUrl, (keyword) => {
          registerIllustrationIcons();
          return illustrationMeaning(keyword);
        }),
      secondary,
    }),
  };
}

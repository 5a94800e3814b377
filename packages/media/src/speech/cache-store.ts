import { z } from 'zod';

/**
 * Where a shared cache keeps its entries when it is not a local folder (e.g. an S3 bucket, injected
 * by the server): named blobs in one flat folder. Writes of one name must be atomic for readers
 * (object stores are: a PUT becomes visible whole).
 */
export interface CacheStore {
  /** null when there is nothing under the name. */
  read(name: string): Promise<Uint8Array | null>;
  write(name: string, data: Uint8Array): Promise<void>;
}

/**
 * Every entry in a store is a data file plus `<key>.json` naming it and saying when it was last
 * used: object stores do not update a modification time on read, so the pruner (apps/server
 * jobs/prune-storage-cache.ts) reads last use from here (docs/decisions/131).
 */
export const cacheEntryMetaSchema = z.object({
  /** The data file beside the meta: `<key>.<created ms>.<ext>`, never overwritten. */
  file: z.string().regex(/^[A-Za-z0-9_-]+\.\d+\.[a-z0-9]+$/),
  /** Epoch milliseconds of the last read or write. */
  lastUsed: z.number(),
});

/** Last use is written back at most this often per entry, so a busy entry costs one small PUT a day, not one per read. */
export const CACHE_LAST_USE_REFRESH_MS = 24 * 60 * 60 * 1000;

export const cacheMetaName = (key: string) => `${key}.json`;

/**
 * A data file name unique per write: two workers filling the same key never overwrite each other's
 * file, and the creation time in the name lets the pruner date a file no meta refers to.
 */
export const cacheDataName = (key: string, extension: string, now = Date.now()) => `${key}.${now}.${extension.replace(/^\./, '')}`;

/** The creation time in a data file name, or null for a name this cache did not write. */
export function cacheDataCreated(name: string): number | null {
  const match = /^[A-Za-z0-9_-]+\.(\d+)\.[a-z0-9]+$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Whether an entry last used at `lastUsed` should have its meta rewritten on this read. */
export const lastUseIsStale = (lastUsed: number, now = Date.now()) => now - lastUsed >= CACHE_LAST_USE_REFRESH_MS;

import { CACHE_LAST_USE_REFRESH_MS, cacheDataCreated, cacheEntryMetaSchema } from '@lectern/media';
import type { FileStorage } from '../storage/file-storage';
import { CACHE_MAX_AGE_DAYS } from './prune-cache';

/**
 * A data file no meta names is left by a worker stopped between its two writes, or by two workers
 * filling the same key at once. It is deleted only once older than this, so an entry being written
 * right now (data first, meta a moment later) is never taken for one.
 */
export const ORPHAN_GRACE_MS = CACHE_LAST_USE_REFRESH_MS;

/**
 * Prunes cache folders in the configured storage by last use (docs/decisions/131): a bucket keeps
 * no access time, so each entry's meta records it. An entry unused for `maxAgeDays` loses its meta
 * first (so it stops counting as cached) and then its data file; unreadable metas and old data files
 * no meta names go too. Returns how many objects were deleted.
 */
export async function pruneStorageCache(storage: FileStorage, folders: string[], maxAgeDays = CACHE_MAX_AGE_DAYS, now = Date.now()): Promise<number> {
  const cutoff = now - maxAgeDays * 24 * 60 * 60 * 1000;
  const removed = new Set<string>();
  const remove = async (key: string) => {
    await storage.delete(key);
    removed.add(key);
  };
  for (const folder of folders) {
    const names = (await storage.list(folder)).map((key) => key.slice(folder.length)).filter((name) => !name.includes('/'));
    const named = new Set<string>();
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const meta = await readMeta(storage, folder + name);
      if (meta === 'missing') continue;
      if (meta === 'invalid' || meta.lastUsed < cutoff) {
        await remove(folder + name);
        if (meta !== 'invalid') await remove(folder + meta.file);
      } else {
        named.add(meta.file);
      }
    }
    for (const name of names) {
      const created = cacheDataCreated(name);
      if (created !== null && !named.has(name) && !removed.has(folder + name) && created < now - ORPHAN_GRACE_MS) await remove(folder + name);
    }
  }
  return removed.size;
}

async function readMeta(storage: FileStorage, key: string) {
  const file = await storage.get(key);
  if (!file) return 'missing' as const;
  let text: string;
  try {
    text = await new Response(file.stream()).text();
  } catch {
    // Deleted by another worker's pruner between the listing and the read.
    return 'missing' as const;
  }
  try {
    const parsed = cacheEntryMetaSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : ('invalid' as const);
  } catch {
    return 'invalid' as const;
  }
}

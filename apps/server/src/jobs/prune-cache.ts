import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Cached narration and slide segments unused this long are deleted (they are rebuilt on demand). */
export const CACHE_MAX_AGE_DAYS = 30;

/**
 * Deletes files in the cache folders whose modification time is older than the limit; segments
 * are touched when reused, so only stale ones go. Returns how many files were removed.
 */
export async function pruneCache(dirs: string[], maxAgeDays = CACHE_MAX_AGE_DAYS, now = Date.now()): Promise<number> {
  const cutoff = now - maxAgeDays * 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, name);
      try {
        const info = await stat(file);
        if (info.isFile() && info.mtimeMs < cutoff) {
          await rm(file, { force: true });
          removed += 1;
        }
      } catch {
        // Removed meanwhile by another worker sharing the folder.
      }
    }
  }
  return removed;
}

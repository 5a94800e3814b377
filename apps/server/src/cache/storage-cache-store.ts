import type { CacheStore } from '@lectern/media';
import type { FileStorage } from '../storage/file-storage';

/** Where the caches live in a bucket (STORAGE_URL), beside the stored files. Folders end in '/'. */
export const SPEECH_CACHE_FOLDER = 'cache/speech/';
export const SEGMENT_CACHE_FOLDER = 'cache/segments/';

/** A cache folder of the configured storage as the small read/write store packages/media caches use. */
export function storageCacheStore(storage: FileStorage, folder: string): CacheStore {
  return {
    async read(name) {
      const file = await storage.get(folder + name);
      if (!file) return null;
      try {
        return new Uint8Array(await new Response(file.stream()).arrayBuffer());
      } catch {
        // Pruned between the look-up and the read: a miss, not a failed render.
        return null;
      }
    },
    write: (name, data) => storage.put(folder + name, data),
  };
}

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, utimes } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { cacheDataName, cacheEntryMetaSchema, cacheMetaName, lastUseIsStale } from '@lectern/media';
import { z } from 'zod';
import { storageCacheStore } from '../cache/storage-cache-store';
import { type FileStorage, moveFile } from '../storage/file-storage';
import type { SegmentCache, SegmentMeta } from './render-ports';

const storedMetaSchema = z
  .object({
    seconds: z.number(),
    words: z.array(z.object({ text: z.string(), startMs: z.number(), endMs: z.number() })),
  })
  .and(cacheEntryMetaSchema);

/**
 * Finished slide segments in the configured storage (a bucket shared by every worker,
 * docs/decisions/131): `<key>.<created>.<ext>` and `<key>.json` with the length, word timings and
 * last use. ffmpeg joins local files, so segments also sit in `localDir`, a read-through copy on
 * this machine that the local cache pruner trims by modification time.
 */
export function storageSegmentCache(storage: FileStorage, options: { folder: string; localDir: string }): SegmentCache {
  const { folder, localDir } = options;
  const store = storageCacheStore(storage, folder);
  const writeMeta = (key: string, meta: z.infer<typeof storedMetaSchema>) =>
    storage.put(folder + cacheMetaName(key), new TextEncoder().encode(JSON.stringify(meta)));

  async function localCopy(name: string): Promise<string | null> {
    const local = join(localDir, name);
    const now = new Date();
    // Data files are never rewritten (a new one gets a new name), so a local copy is always current.
    if (
      await utimes(local, now, now).then(
        () => true,
        () => false,
      )
    )
      return local;
    const remote = await storage.get(folder + name);
    if (!remote) return null;
    await mkdir(localDir, { recursive: true });
    const partial = `${local}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    try {
      await pipeline(Readable.fromWeb(remote.stream() as WebReadableStream<Uint8Array>), createWriteStream(partial));
      await rename(partial, local);
      return local;
    } catch {
      // Pruned or unreachable mid-download: the slide is made again rather than failing the render.
      await rm(partial, { force: true });
      return null;
    }
  }

  return {
    async get(key) {
      const bytes = await store.read(cacheMetaName(key));
      if (!bytes) return null;
      let parsed: ReturnType<typeof storedMetaSchema.safeParse>;
      try {
        parsed = storedMetaSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const stored = parsed.data;
      const file = await localCopy(stored.file);
      if (!file) return null;
      const now = Date.now();
      // A bucket has no modification time to touch on read: reuse is recorded in the meta (daily at most).
      if (lastUseIsStale(stored.lastUsed, now)) await writeMeta(key, { ...stored, lastUsed: now }).catch(() => undefined);
      return { file, meta: { seconds: stored.seconds, words: stored.words } };
    },
    async put(key, file, meta: SegmentMeta) {
      const now = Date.now();
      const name = cacheDataName(key, extname(file), now);
      const local = join(localDir, name);
      await mkdir(localDir, { recursive: true });
      await moveFile(file, local);
      await storage.put(folder + name, createReadStream(local));
      // The meta is written last: a segment counts as cached only once both exist.
      await writeMeta(key, { seconds: meta.seconds, words: meta.words, file: name, lastUsed: now });
      return local;
    },
  };
}

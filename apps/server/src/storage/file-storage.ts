import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';

export interface StoredFile {
  size: number;
  /** A byte range of the file as a web stream (end inclusive), or the whole file. */
  stream(range?: { start: number; end: number }): ReadableStream<Uint8Array>;
}

/** Where uploads, renders and caches live: a local folder by default (DESIGN.md "file storage"). */
export interface FileStorage {
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** Moves a finished local file into storage (renders write to a temp file first). */
  putFile(key: string, localPath: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** A local path for tools that need one (ffmpeg inputs), when the storage is local. */
  localPath(key: string): string;
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, key);
    // Keys are built by the server, but never let one escape the storage folder.
    if (!full.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      if (data instanceof Uint8Array) await writeFile(temp, data);
      else await pipeline(data, createWriteStream(temp));
      await rename(temp, target);
    },
    async putFile(key, localPath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await moveFile(localPath, target);
    },
    async get(key) {
      const target = pathOf(key);
      try {
        const info = await stat(target);
        return {
          size: info.size,
          stream: (range) => Readable.toWeb(createReadStream(target, range)) as ReadableStream<Uint8Array>,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    localPath: pathOf,
  };
}

export const storageRoot = (dataDir: string) => join(dataDir, 'files');

/** rename, or copy and delete when the two paths are on different file systems (EXDEV: /tmp vs DATA_DIR). */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, `${to}.partial`);
    await rename(`${to}.partial`, to);
    await rm(from, { force: true });
  }
}

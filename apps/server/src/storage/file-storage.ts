import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  size: number;
  /** A strong HTTP entity tag, quoted (RFC 9110 §8.8.3): it changes whenever the bytes are replaced. */
  etag: string;
  /** A byte range of the file as a web stream (end inclusive), or the whole file. */
  stream(range?: { start: number; end: number }): ReadableStream<Uint8Array>;
}

/**
 * Where uploads, renders and caches live: a local folder by default (DESIGN.md "file storage"), or
 * an S3-compatible bucket when STORAGE_URL is set (s3-storage.ts, docs/decisions/129).
 * storage-contract.test.ts holds both to the same behaviour.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array | Readable): Promise<void>;
  /** Moves a finished local file into storage (renders write to a temp file first). */
  putFile(key: string, localPath: string): Promise<void>;
  /** null when there is no file under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a folder (`folder` ends in '/'), sorted; [] for an empty or missing folder. */
  list(folder: string): Promise<string[]>;
  /** Deletes every key under a folder (`folder` ends in '/'); a missing folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
  /** A local path for tools that need one, when the storage is local; object storage throws. */
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
        if (!info.isFile()) return null;
        return {
          size: info.size,
          // Size and modification time, as nginx does: every put replaces the file, so the time changes.
          etag: `"${info.size.toString(16)}-${Math.round(info.mtimeMs * 1000).toString(16)}"`,
          stream: (range) => Readable.toWeb(createReadStream(target, range)) as ReadableStream<Uint8Array>,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(folder) {
      assertFolder(folder);
      await rm(pathOf(folder), { recursive: true, force: true });
    },
    async list(folder) {
      assertFolder(folder);
      const entries = await readdir(pathOf(folder), { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(base, join(e.parentPath, e.name)).split(sep).join('/'))
        .sort();
    },
    localPath: pathOf,
  };
}

/** Folders end in '/', so 'projects/p1/' never also means 'projects/p10/' in a bucket. */
export function assertFolder(folder: string): void {
  if (!folder.endsWith('/')) throw new Error(`invalid storage folder (must end in /): ${folder}`);
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

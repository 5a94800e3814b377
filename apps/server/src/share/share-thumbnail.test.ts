import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '../storage/file-storage';
import { shareThumbnail } from './share-thumbnail';
import type { FoundShare } from './share-use-cases';

let dir: string;
let storage: FileStorage;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lectern-thumbnail-'));
  storage = createLocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const found = (updatedAt: Date) =>
  ({ share: { id: 'share-1', title: 'Hand washing', description: null, updated_at: updatedAt }, project: { progress_data: {} } }) as unknown as FoundShare;

it('keeps the thumbnail in storage and only the current one after a re-share', async () => {
  const png = await shareThumbnail(storage, found(new Date(1000)));
  expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
  expect(await storage.list('shares/share-1/')).toEqual(['shares/share-1/thumbnail-1000.png']);
  // Served from storage the second time: the same bytes.
  expect(Buffer.from(await shareThumbnail(storage, found(new Date(1000)))).equals(Buffer.from(png))).toBe(true);
  await storage.put('shares/share-1/keep.txt', new Uint8Array([1]));
  await shareThumbnail(storage, found(new Date(2000)));
  expect(await storage.list('shares/share-1/')).toEqual(['shares/share-1/keep.txt', 'shares/share-1/thumbnail-2000.png']);
}, 60_000);

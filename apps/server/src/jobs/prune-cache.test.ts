import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pruneCache } from './prune-cache';

const dir = mkdtempSync(join(tmpdir(), 'lectern-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('removes only files unused for longer than the limit', async () => {
  writeFileSync(join(dir, 'old.webm'), 'x');
  writeFileSync(join(dir, 'fresh.webm'), 'x');
  const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
  utimesSync(join(dir, 'old.webm'), longAgo, longAgo);
  expect(await pruneCache([dir, join(dir, 'missing')], 30)).toBe(1);
  expect(readdirSync(dir)).toEqual(['fresh.webm']);
});

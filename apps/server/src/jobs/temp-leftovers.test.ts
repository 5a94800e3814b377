import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pruneTempLeftovers, removeRenderLeftovers } from './temp-leftovers';

const dir = mkdtempSync(join(tmpdir(), 'lectern-temp-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function folder(name: string, ageMs = 0) {
  mkdirSync(join(dir, name));
  writeFileSync(join(dir, name, 'video.webm.slide-1.webm.partial'), 'x');
  const when = new Date(Date.now() - ageMs);
  utimesSync(join(dir, name), when, when);
}

it("removes the killed attempts' folders of one render and nothing else", async () => {
  folder('lectern-render-r1-abc123');
  folder('lectern-render-r1-def456');
  folder('lectern-render-r2-abc123');
  folder('unrelated');
  expect(await removeRenderLeftovers('r1', dir)).toBe(2);
  expect(readdirSync(dir).sort()).toEqual(['lectern-render-r2-abc123', 'unrelated']);
});

it('prunes scratch folders untouched for a day, never fresh ones or other files', async () => {
  const day = 24 * 60 * 60 * 1000;
  folder('lectern-encode-old', 2 * day);
  folder('lectern-render-r3-old', 2 * day);
  folder('lectern-encode-fresh', 60_000);
  folder('something-old', 2 * day);
  expect(await pruneTempLeftovers(day, dir)).toBe(2);
  expect(existsSync(join(dir, 'lectern-encode-old'))).toBe(false);
  expect(existsSync(join(dir, 'lectern-render-r3-old'))).toBe(false);
  expect(existsSync(join(dir, 'lectern-encode-fresh'))).toBe(true);
  expect(existsSync(join(dir, 'something-old'))).toBe(true);
});

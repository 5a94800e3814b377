import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { builtIndexHtml } from './built-index-html';

const dir = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('is null before a build and follows rebuilds', () => {
  const read = builtIndexHtml(dir);
  expect(read()).toBeNull();
  writeFileSync(join(dir, 'index.html'), '<script src="/assets/a.js"></script>');
  expect(read()).toContain('a.js');
  writeFileSync(join(dir, 'index.html'), '<script src="/assets/b.js"></script>');
  const later = new Date(Date.now() + 5000);
  utimesSync(join(dir, 'index.html'), later, later);
  expect(read()).toContain('b.js');
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spaRoutes } from './spa-routes';

describe('SPA fallback status', () => {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-spa-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div></body></html>');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const app = spaRoutes(dist);

  it('answers the pages of the app with 200', async () => {
    for (const path of ['/', '/login', '/projects', '/project/3f1c/view', '/share/abcdefghijklmnop', '/knowledge-bank/docs']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
    }
  });

  it('answers unknown addresses with the same page (its 404 screen) and status 404', async () => {
    for (const path of ['/no-such-page', '/projects/extra', '/project/p1/elsewhere', '/dashboard/x']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});

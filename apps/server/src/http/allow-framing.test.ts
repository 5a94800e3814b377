import { videos } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('who may frame Lectern (decision 147)', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signUp('embed-owner@example.com');
    const created = await t.request('/api/projects', { token: owner.token, body: { name: 'Embed me', purpose: 'Compliance Training' } });
    const projectId = (await created.json()).project.id as string;
    await t.services.storage.put(`videos/${projectId}.webm`, new Uint8Array(64));
    const [video] = await t.database.db
      .insert(videos)
      .values({ project_id: projectId, user_id: owner.userId, filename: 'embed.webm', storage_key: `videos/${projectId}.webm`, format: 'webm' })
      .returning();
    const shared = await t.request('/api/videos/share', { token: owner.token, body: { videoId: video!.id, title: 'Embed me' } });
    slug = (await shared.json()).slug as string;
  });
  afterAll(() => t.close());

  it('lets any site frame the share page, keeping the rest of its policy', async () => {
    for (const path of [`/share/${slug}`, `/share/${slug}?embed=1`, '/share/no-such-share']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/(^|; )frame-ancestors \*($|;)/);
      expect(csp, path).not.toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('keeps every other page and API answer unframeable', async () => {
    for (const path of [
      '/',
      '/dashboard',
      `/share/${slug}/extra`,
      '/shared',
      `/api/share/${slug}`,
      `/api/share/${slug}/video`,
      '/api/health',
      '/api/projects',
    ]) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

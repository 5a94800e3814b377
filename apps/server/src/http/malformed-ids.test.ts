import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Every route that takes an id in its path, with a body that would pass its validation. */
const ROUTES: Array<[method: string, path: (id: string) => string, body?: unknown]> = [
  ['GET', (id) => `/api/projects/${id}`],
  ['PATCH', (id) => `/api/projects/${id}`, { name: 'n' }],
  ['DELETE', (id) => `/api/projects/${id}`],
  ['GET', (id) => `/api/projects/${id}/videos`],
  ['GET', (id) => `/api/projects/${id}/documents`],
  ['DELETE', (id) => `/api/projects/${id}/documents/${id}`],
  ['GET', (id) => `/api/projects/${id}/documents/${id}/text`],
  ['GET', (id) => `/api/projects/${id}/documents-content`],
  ['POST', (id) => `/api/projects/${id}/assets`, {}],
  ['POST', (id) => `/api/projects/${id}/renders`, { format: 'mp4' }],
  ['GET', (id) => `/api/projects/${id}/renders/latest`],
  ['GET', (id) => `/api/projects/${id}/conversational-mode`],
  ['POST', (id) => `/api/projects/${id}/conversational-mode`, { enabled: true }],
  ['POST', (id) => `/api/projects/${id}/regenerate-embeddings`, {}],
  ['POST', (id) => `/api/projects/${id}/search`, { query: 'q' }],
  ['GET', (id) => `/api/projects/${id}/search-suggestions`],
  ['POST', (id) => `/api/projects/${id}/translate`, { targetLanguage: 'de-DE', slides: [{ id: 's', title: 'T' }] }],
  ['GET', (id) => `/api/renders/${id}`],
  ['GET', (id) => `/api/renders/${id}/events`],
  ['DELETE', (id) => `/api/renders/${id}`],
  ['GET', (id) => `/api/videos/${id}/file`],
  ['GET', (id) => `/api/videos/${id}/captions.vtt`],
  ['GET', (id) => `/api/assets/${id}/x.png`],
  ['POST', (id) => `/api/admin/requests/${id}/approve`, {}],
  ['POST', (id) => `/api/admin/requests/${id}/deny`, { reason: 'r' }],
  ['POST', (id) => `/api/admin/users/${id}/allowance`, { minutes: 5, type: 'non_avatar', reason: 'r' }],
  ['PATCH', (id) => `/api/admin/users/${id}/features`, { has_language_conversion: true }],
  ['GET', (id) => `/api/share/${id}`],
  ['GET', (id) => `/api/share/${id}/video`],
  ['GET', (id) => `/api/share/${id}/captions.vtt`],
  ['GET', (id) => `/api/share/${id}/thumbnail.png`],
  ['POST', (id) => `/api/share/${id}/view`, { sessionId: 's' }],
  ['GET', (id) => `/api/share/${id}/suggestions`],
  ['POST', (id) => `/api/share/${id}/chat`, { message: 'hi' }],
];

const MALFORMED = ['%00', 'abc%00def', '00000000-0000-4000-8000-00000000000%00', '-'.repeat(36), 'not-an-id', '%E0%A4%A', "1'%20OR%20'1'='1", 'x'.repeat(300)];

describe('ids in paths are checked before any query', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp('admin@example.com')).token;
  });
  afterAll(() => t.close());

  it('answers 400 or 404 with { error } for %00 and malformed ids on every id-taking route, admin included', async () => {
    const failures: string[] = [];
    for (const [method, path, body] of ROUTES) {
      for (const id of MALFORMED) {
        const res = await t.request(path(id), { method, token: admin, body });
        const json = (await res.json().catch(() => null)) as { error?: unknown } | null;
        if (![400, 404].includes(res.status) || typeof json?.error !== 'string') failures.push(`${method} ${path(id)} → ${res.status} ${JSON.stringify(json)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('checks the second id too when the project is real', async () => {
    const { project } = await (await t.request('/api/projects', { token: admin, body: { name: 'Docs', purpose: 'Other' } })).json();
    const failures: string[] = [];
    for (const id of MALFORMED) {
      for (const [method, path] of [
        ['DELETE', `/api/projects/${project.id}/documents/${id}`],
        ['GET', `/api/projects/${project.id}/documents/${id}/text`],
        ['GET', `/api/assets/${project.id}/${id}`],
      ] as const) {
        const res = await t.request(path, { method, token: admin });
        const json = (await res.json().catch(() => null)) as { error?: unknown } | null;
        if (![400, 404].includes(res.status) || typeof json?.error !== 'string') failures.push(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

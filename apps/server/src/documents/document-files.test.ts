import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { sweepDocumentFiles } from './document-files';

describe('sweepDocumentFiles', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('sweep@example.com')).token;
  });
  afterAll(() => t.close());

  it('removes stored files without a document row and keeps every document file', async () => {
    const projectId = (await (await t.request('/api/projects', { token, body: { name: 'Sweep', purpose: 'Other' } })).json()).project.id;
    const form = new FormData();
    form.append('documents', new File(['Forklifts need a licence.'], 'rules.txt'));
    const res = await t.app.request(`/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
    const [doc] = (await res.json()).documents;

    const storage = t.services.storage;
    const dir = storage.localPath(`projects/${projectId}/documents`);
    const strays = [randomUUID(), `${randomUUID()}.4242.tmp`, `${doc.id}.4242.tmp`];
    for (const name of strays) writeFileSync(join(dir, name), 'left behind');
    // A project that no longer exists.
    const goneDir = storage.localPath(`projects/${randomUUID()}/documents`);
    mkdirSync(goneDir, { recursive: true });
    writeFileSync(join(goneDir, randomUUID()), 'left behind');

    expect(await sweepDocumentFiles({ db: t.database.db, storage })).toEqual({ removed: 4 });
    expect(readdirSync(dir)).toEqual([doc.id]);
    expect(existsSync(goneDir)).toBe(false);
    expect((await (await t.request(`/api/projects/${projectId}/documents/${doc.id}/text`, { token })).json()).text).toBe('Forklifts need a licence.');
    expect(await sweepDocumentFiles({ db: t.database.db, storage })).toEqual({ removed: 0 });
  }, 60_000);
});

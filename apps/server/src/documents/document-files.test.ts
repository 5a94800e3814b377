import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from '@lectern/db';
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

  // PGlite has one connection: a second transaction simply waits its turn, so only PostgreSQL can
  // show a sweep meeting an upload that holds the project's lock.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'leaves a project alone while an upload holds its lock',
    async () => {
      const projectId = (await (await t.request('/api/projects', { token, body: { name: 'Busy', purpose: 'Other' } })).json()).project.id;
      const storage = t.services.storage;
      const dir = storage.localPath(`projects/${projectId}/documents`);
      mkdirSync(dir, { recursive: true });
      const inFlight = randomUUID();
      writeFileSync(join(dir, inFlight), 'being uploaded');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const upload = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`);
        locked();
        await held;
      });
      await lockTaken;
      expect(await sweepDocumentFiles({ db: t.database.db, storage })).toEqual({ removed: 0 });
      expect(readdirSync(dir)).toEqual([inFlight]);
      release();
      await upload;
      expect(await sweepDocumentFiles({ db: t.database.db, storage })).toEqual({ removed: 1 });
    },
    60_000,
  );
});

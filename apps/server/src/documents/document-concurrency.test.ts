import { linesPdf } from '@lectern/ai/src/documents/testing/hostile-documents';
import { DOCUMENT_MESSAGES, MAX_DOCUMENTS, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

/** Issue "Hardening" 9: the per-project limits hold when uploads arrive at the same time. */
describe('document limits under concurrent uploads', () => {
  let t: TestApp;
  let token: string;

  const newProject = async (name: string) =>
    (await (await t.request('/api/projects', { token, body: { name, purpose: 'Other' } })).json()).project.id as string;
  const upload = (projectId: string, files: { name: string; bytes: Uint8Array }[]) => {
    const form = new FormData();
    for (const f of files) form.append('documents', new File([f.bytes as BlobPart], f.name));
    return t.app.request(`/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
  };
  const stored = async (projectId: string) =>
    (await (await t.request(`/api/projects/${projectId}/documents`, { token })).json()).documents as { fileSize: number; status: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('parallel@example.com')).token;
  });
  afterAll(() => t.close());

  it('stores 3 of 10 parallel one-file uploads and refuses the rest with the spec message', async () => {
    const id = await newProject('Ten at once');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(id, [{ name: `note-${i}.txt`, bytes: new TextEncoder().encode(`Note number ${i}: the loading bay closes at six.`) }]),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of responses.filter((r) => r.status === 400)) expect(await r.json()).toEqual({ error: DOCUMENT_MESSAGES.tooMany });
    const docs = await stored(id);
    expect(docs).toHaveLength(MAX_DOCUMENTS);
    expect(docs.every((d) => d.status === 'completed')).toBe(true);
  }, 180_000);

  it('never lets parallel large uploads pass 10MB in total', async () => {
    const id = await newProject('Three large');
    // Three PDFs of about 3.5 MB: any two fit in 10 MB, all three do not.
    const files = [1, 2, 3].map((n) => ({ name: `scan-${n}.pdf`, bytes: linesPdf(2, (p) => `Report ${n}, page ${p}.`, { padBytes: 3.5 * 1024 * 1024 }) }));
    const responses = await Promise.all(files.map((f) => upload(id, [f])));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 400]);
    expect(await responses.find((r) => r.status === 400)?.json()).toEqual({ error: DOCUMENT_MESSAGES.tooLarge });
    const docs = await stored(id);
    expect(docs).toHaveLength(2);
    expect(docs.reduce((sum, d) => sum + d.fileSize, 0)).toBeLessThanOrEqual(MAX_DOCUMENTS_TOTAL_BYTES);
  }, 180_000);
});

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DOCUMENT_LIMITS } from '@lectern/ai';
import { flateBombPdf, linesPdf, repeatedDocx } from '@lectern/ai/src/documents/testing/hostile-documents';
import { DOCUMENT_MESSAGES } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

const MB = 1024 * 1024;
// Issue "Hardening" 1 asks for 500 ms and 1 GB on a quiet machine; the test machine is shared by
// several test runs at once, so the checks leave room for that while still failing on reading in
// this process (the 22,000-page PDF alone took it past 4 GB, and 2,000 pages blocked it 1.9 s).
// On PGlite a health check also waits for an upload's transaction (one connection).
const HEALTH_LIMIT_MS = 3_000;
const LOOP_DELAY_LIMIT_MS = 1_000;
const MEMORY_LIMIT_MB = 1_024;

/**
 * Issue "Hardening" 1: no upload can take the server down. Hostile documents built here are
 * uploaded together while /api/health is polled; each gets a clean outcome, and the server's
 * event loop and memory stay within bounds throughout.
 */
describe('hostile uploads', () => {
  let t: TestApp;
  let token: string;

  const newProject = async (name: string) =>
    (await (await t.request('/api/projects', { token, body: { name, purpose: 'Other' } })).json()).project.id as string;
  const upload = async (files: { name: string; bytes: Uint8Array }[]) => {
    const projectId = await newProject(files.map((f) => f.name).join(', '));
    const form = new FormData();
    for (const f of files) form.append('documents', new File([f.bytes as BlobPart], f.name));
    const res = await t.app.request(`/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('hostile@example.com')).token;
    // Warm up: the first reader compiles its code once.
    await upload([{ name: 'warm.txt', bytes: new TextEncoder().encode('Warm-up text.') }]);
  }, 120_000);
  afterAll(() => t.close());

  it('gives every hostile document a clean outcome while the server keeps answering', async () => {
    const longText = 'Every sentence here is perfectly ordinary. '.repeat(Math.ceil((DOCUMENT_LIMITS.maxCharacters + 100) / 43));
    const files = {
      huge: linesPdf(22_000),
      long: linesPdf(2_000),
      // 1 GB of one letter in a paragraph: about 1 MB on disk.
      bomb: await repeatedDocx('a', 1024 * MB),
      locked: linesPdf(3, undefined, { userPassword: 'hunter2' }),
      // A page whose drawing instructions inflate to 2 GB.
      pdfBomb: await flateBombPdf(2048 * MB),
      cutPdf: linesPdf(3).subarray(0, 200),
      cutDocx: (await repeatedDocx('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>', 50)).subarray(0, 300),
    };
    expect(files.huge.byteLength).toBeLessThan(10 * MB);
    expect(files.bomb.byteLength).toBeLessThan(2 * MB);

    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const healthTimes: number[] = [];
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await t.request('/api/health');
        healthTimes.push(performance.now() - started);
        expect(res.status).toBe(200);
        peak = Math.max(peak, process.memoryUsage().rss);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const [pdfs, office, text, disguisedPdf, disguisedText] = await Promise.all([
      upload([
        { name: 'huge.pdf', bytes: files.huge },
        { name: 'long.pdf', bytes: files.long },
        { name: 'locked.pdf', bytes: files.locked },
      ]),
      upload([
        { name: 'bomb.docx', bytes: files.bomb },
        { name: 'cut.docx', bytes: files.cutDocx },
        { name: 'cut.pdf', bytes: files.cutPdf },
      ]),
      upload([
        { name: 'long.txt', bytes: new TextEncoder().encode(longText) },
        { name: 'bomb.pdf', bytes: files.pdfBomb },
      ]),
      upload([
        { name: 'report.pdf', bytes: new TextEncoder().encode('<!doctype html><html><head><title>Sign in</title></head><body><form></form></body></html>') },
      ]),
      upload([{ name: 'notes.txt', bytes: new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 251) }]),
    ]);
    uploading = false;
    await poll;
    loop.disable();
    peak = Math.max(peak, process.memoryUsage().rss);

    const byName = (r: { body: { documents: { filename: string }[] } }) => Object.fromEntries(r.body.documents.map((d) => [d.filename, d]));
    expect(pdfs.status).toBe(200);
    expect(byName(pdfs)['huge.pdf']).toMatchObject({
      status: 'failed',
      error: 'This PDF has more than 2,000 pages. Split it into smaller files and upload the part you need.',
    });
    expect(byName(pdfs)['long.pdf']).toMatchObject({ status: 'completed', pages: 2_000 });
    expect(byName(pdfs)['locked.pdf']).toMatchObject({ status: 'failed', error: 'This PDF is password-protected. Remove the password and upload it again.' });
    expect(office.status).toBe(200);
    expect(byName(office)['bomb.docx']).toMatchObject({ status: 'failed', error: expect.stringMatching(/^This file unpacks to more than 64 MB/) });
    expect(byName(office)['cut.docx']).toMatchObject({ status: 'failed', error: 'This file is damaged and cannot be opened.' });
    expect(byName(office)['cut.pdf']).toMatchObject({ status: 'failed', error: 'This PDF is password-protected or damaged and cannot be read.' });
    expect(text.status).toBe(200);
    expect(byName(text)['long.txt']).toMatchObject({ status: 'failed', error: expect.stringMatching(/more than 1,000,000 characters/) });
    expect(byName(text)['bomb.pdf']).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Reading this document (needed more than 512 MB of memory|took longer than 30 seconds)/),
    });
    expect(disguisedPdf).toEqual({ status: 400, body: { error: DOCUMENT_MESSAGES.unsupported } });
    expect(disguisedText).toEqual({ status: 400, body: { error: DOCUMENT_MESSAGES.unsupported } });

    const slowestHealth = Math.max(...healthTimes);
    const maxLoopDelay = loop.max / 1e6;
    const growthMb = (peak - idle) / MB;
    console.log(
      `hostile uploads: ${healthTimes.length} health checks, slowest ${slowestHealth.toFixed(0)} ms; event loop delay max ${maxLoopDelay.toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; memory +${growthMb.toFixed(0)} MB above idle`,
    );
    expect(healthTimes.length).toBeGreaterThan(3);
    expect(slowestHealth).toBeLessThan(HEALTH_LIMIT_MS);
    expect(maxLoopDelay).toBeLessThan(LOOP_DELAY_LIMIT_MS);
    expect(growthMb).toBeLessThan(MEMORY_LIMIT_MB);
  }, 300_000);
});

import { BROKEN_PDF_METADATA, pdfWithBrokenMetadata } from '@lectern/ai/src/documents/testing/hostile-documents';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

async function pdf(pages: string[]) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([612, 792]).drawText(text, { x: 50, y: 700, size: 14, font });
  return new Uint8Array(await doc.save());
}
async function docx(text: string) {
  const doc = new Document({ sections: [{ children: [new Paragraph(text)] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
async function pptx(slides: string[]) {
  const deck = new PptxGenJS();
  for (const text of slides) deck.addSlide().addText(text, { x: 1, y: 1, w: 8, h: 1 });
  return new Uint8Array((await deck.write({ outputType: 'nodebuffer' })) as Buffer);
}

describe('documents API', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let projectId: string;

  const upload = (files: { name: string; bytes: Uint8Array }[], as = token, id = projectId) => {
    const form = new FormData();
    for (const f of files) form.append('documents', new File([f.bytes as BlobPart], f.name));
    return t.app.request(`/api/projects/${id}/documents`, { method: 'POST', body: form, headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${as}` } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('docs@example.com')).token;
    other = (await t.signUp('other@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Warehouse safety', purpose: 'Compliance Training' } })).json()).project.id;
  });
  afterAll(() => t.close());

  it('extracts PDF pages, Word and PowerPoint text, judged by content', async () => {
    const res = await upload([
      { name: 'handbook.pdf', bytes: await pdf(['Forklifts need a licence.', 'Hard hats are required in aisle 4.']) },
      // A Word file with a misleading name is still read as Word.
      { name: 'notes.txt', bytes: await docx('Report spills to the shift lead within five minutes.') },
      { name: 'deck.pptx', bytes: await pptx(['Lift with your legs', 'Keep exits clear']) },
    ]);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, processed: 3, total: 3 });
    const byName = Object.fromEntries(body.documents.map((d: { filename: string }) => [d.filename, d]));
    expect(byName['handbook.pdf']).toMatchObject({ status: 'completed', pages: 2 });
    expect(byName['deck.pptx']).toMatchObject({ status: 'completed', pages: 2 });
    const text = await (await t.request(`/api/projects/${projectId}/documents/${byName['handbook.pdf'].id}/text`, { token })).json();
    expect(text.text).toContain('Hard hats are required in aisle 4.');
    const content = await (await t.request(`/api/projects/${projectId}/documents-content`, { token })).json();
    expect(content.documents.map((d: { filename: string }) => d.filename)).toEqual(['handbook.pdf', 'notes.txt', 'deck.pptx']);
    expect(content.documents[1].text).toContain('Report spills to the shift lead');
  });

  it('reads a valid PDF whose metadata is broken, never refusing it as damaged (issue 19 item 9)', async () => {
    const kinds = ['Info dictionary cut off', 'Info refers to itself', 'XMP is not XML'] as const;
    const id = (await (await t.request('/api/projects', { token, body: { name: 'Broken metadata', purpose: 'Other' } })).json()).project.id;
    const files = kinds.map((kind, i) => ({
      name: `report-${i}.pdf`,
      bytes: pdfWithBrokenMetadata(BROKEN_PDF_METADATA[kind], (page) => `Report ${i} page ${page}.`),
    }));
    const res = await upload(files, token, id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ processed: 3, total: 3 });
    for (const doc of body.documents) expect(doc).toMatchObject({ status: 'completed', pages: 2 });
    const content = await (await t.request(`/api/projects/${id}/documents-content`, { token })).json();
    expect(content.documents.map((d: { text: string }) => d.text)).toEqual(kinds.map((_, i) => `Report ${i} page 1.\n\nReport ${i} page 2.`));
  });

  it('refuses a fourth document with the spec message', async () => {
    const res = await upload([{ name: 'more.md', bytes: new TextEncoder().encode('# More\n\nText') }]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Maximum 3 documents allowed' });
  });

  it('keeps a damaged PDF as failed with its reason and refuses unsupported bytes outright', async () => {
    const id = (await (await t.request('/api/projects', { token, body: { name: 'Second', purpose: 'Other' } })).json()).project.id;
    const broken = (await pdf(['Hello'])).subarray(0, 300);
    const res = await upload([{ name: 'broken.pdf', bytes: broken }], token, id);
    expect(res.status).toBe(200);
    const [doc] = (await res.json()).documents;
    expect(doc.status).toBe('failed');
    expect(doc.error).toMatch(/damaged|cannot be read/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refused = await upload([{ name: 'photo.pdf', bytes: png }], token, id);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/^Only PDF/);
    expect((await (await t.request(`/api/projects/${id}/documents`, { token })).json()).documents).toHaveLength(1);
  });

  it('refuses more than 10MB in total', async () => {
    const id = (await (await t.request('/api/projects', { token, body: { name: 'Big', purpose: 'Other' } })).json()).project.id;
    const big = new Uint8Array(6 * 1024 * 1024).fill(65);
    const res = await upload(
      [
        { name: 'a.txt', bytes: big },
        { name: 'b.txt', bytes: big },
      ],
      token,
      id,
    );
    expect([400, 413]).toContain(res.status);
    expect(await res.json()).toEqual({ error: 'Total size of all documents cannot exceed 10MB' });
  });

  it("hides another user's documents and deletes own ones", async () => {
    const list = (await (await t.request(`/api/projects/${projectId}/documents`, { token })).json()).documents;
    expect((await t.request(`/api/projects/${projectId}/documents`, { token: other })).status).toBe(404);
    expect((await upload([{ name: 'x.txt', bytes: new TextEncoder().encode('hello there') }], other)).status).toBe(404);
    expect((await t.request(`/api/projects/${projectId}/documents/${list[0].id}`, { method: 'DELETE', token: other })).status).toBe(404);
    expect((await t.request(`/api/projects/${projectId}/documents/${list[0].id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await (await t.request(`/api/projects/${projectId}/documents`, { token })).json()).documents).toHaveLength(2);
  });
});

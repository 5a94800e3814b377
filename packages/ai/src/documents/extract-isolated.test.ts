import { describe, expect, it } from 'vitest';
import { DocumentExtractionError } from './document-errors';
import { extractDocument } from './extract-document';
import { extractDocumentIsolated, Slots } from './extract-isolated';
import { linesPdf } from './testing/hostile-documents';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (e: unknown) => (e instanceof DocumentExtractionError ? e.code : `other: ${String(e)}`),
  );

describe('extractDocumentIsolated', () => {
  it('reads a document in a separate process with the same result as in this one', async () => {
    const doc = await extractDocumentIsolated(linesPdf(3), 'three.pdf');
    expect(doc).toEqual({
      kind: 'pdf',
      pages: [1, 2, 3].map((n) => ({ number: n, text: `Page ${n} has one line.` })),
      textLength: 3 * 'Page 1 has one line.'.length,
      tree: (await extractDocument(linesPdf(3), 'three.pdf')).tree,
    });
    expect(doc.tree?.nodes.map((n) => n.type)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(await codeOf(extractDocumentIsolated(new TextEncoder().encode('<html><body>x</body></html>'), 'x.pdf'))).toBe('unsupported');
  }, 60_000);

  it('stops a reader that runs past its time limit or its memory ceiling', async () => {
    const pdf = linesPdf(500);
    expect(await codeOf(extractDocumentIsolated(pdf, 'slow.pdf', { timeLimitMs: 1 }))).toBe('too-slow');
    // A Node process alone is above 20 MB resident.
    expect(await codeOf(extractDocumentIsolated(pdf, 'big.pdf', { memoryCeilingMb: 20 }))).toBe('too-much-memory');
  }, 60_000);

  it('reads several documents at once without mixing them up', async () => {
    const docs = await Promise.all([1, 2, 3, 4].map((n) => extractDocumentIsolated(linesPdf(n), `${n}.pdf`)));
    expect(docs.map((d) => d.pages.length)).toEqual([1, 2, 3, 4]);
  }, 120_000);

  it('runs a bounded number of readers and refuses to queue past the waiting limit', async () => {
    const slots = new Slots(1, 1);
    let release = () => {};
    const first = slots.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const second = slots.run(async () => 'second');
    expect(await codeOf(slots.run(async () => 'third'))).toBe('busy');
    release();
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(await slots.run(async () => 'again')).toBe('again');
  });
});

import { describe, expect, it } from 'vitest';
import { extractedDocumentSchema, parseExtractedDocument } from './extracted-document';

const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ number: i + 1, text: `Page ${i + 1} has one line.`, extra: 'dropped' }));
const tree = (n: number) => ({
  version: 1,
  nodes: Array.from({ length: n }, (_, i) => ({
    type: 'paragraph',
    text: `Page ${i + 1} has one line.`,
    start: i * 22,
    end: i * 22 + 20,
    page: i + 1,
    path: [],
  })),
  notes: Array.from({ length: 3 }, (_, i) => ({ page: i + 1, text: 'Say this.', start: 0, end: 9 })),
});

describe('an extracted document checked a slice at a time', () => {
  it('gives what the whole schema gives, for documents of every size around a slice', async () => {
    for (const n of [0, 1, 249, 250, 251, 1_200]) {
      const value = { kind: 'pdf', pages: pages(n), textLength: n * 22, tree: tree(n) };
      expect(await parseExtractedDocument(value)).toEqual(extractedDocumentSchema.parse(value));
    }
    const untreed = { kind: 'txt', pages: pages(3), textLength: 60 };
    expect(await parseExtractedDocument(untreed)).toEqual(extractedDocumentSchema.parse(untreed));
  });

  it('refuses what the whole schema refuses, wherever the fault sits', async () => {
    const late = { kind: 'pdf', pages: pages(900), textLength: 1, tree: tree(900) };
    late.pages[700] = { number: 0, text: 'x', extra: '' };
    const badNode = { kind: 'pdf', pages: pages(900), textLength: 1, tree: tree(900) };
    (badNode.tree.nodes[899] as { type: string }).type = 'picture';
    const badNote = { kind: 'pdf', pages: pages(2), textLength: 1, tree: { ...tree(2), notes: [{ page: 1, text: 3 }] } };
    for (const value of [late, badNode, badNote, { kind: 'html', pages: [], textLength: 0 }, { kind: 'pdf', pages: 'none', textLength: 0 }, null]) {
      expect(extractedDocumentSchema.safeParse(value).success).toBe(false);
      expect(await parseExtractedDocument(value)).toBeUndefined();
    }
  });

  it('lets the event loop in while a long document is checked', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const parsing = parseExtractedDocument({ kind: 'pdf', pages: pages(2_000), textLength: 1, tree: tree(2_000) });
    expect(turned).toBe(false);
    await parsing;
    expect(turned).toBe(true);
  });
});

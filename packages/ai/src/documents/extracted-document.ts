import { z } from 'zod';
import type { DocumentTree } from './tree/document-tree';
import { documentTreeFrameSchema, documentTreeNodeSchema, documentTreeNoteSchema, documentTreeSchema } from './tree/document-tree-schema';

export const DOCUMENT_KINDS = ['pdf', 'docx', 'pptx', 'txt', 'md'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const pageSchema = z.object({ number: z.number().int().positive(), text: z.string() });
const fields = { kind: z.enum(DOCUMENT_KINDS), textLength: z.number().int().nonnegative() };

/**
 * What reading a document gives: its kind (told by the bytes), its text per page, and its
 * structure placed in that text (decision 157; left out when the structure could not be read).
 */
export const extractedDocumentSchema = z.object({
  ...fields,
  pages: z.array(pageSchema),
  tree: documentTreeSchema.optional(),
});
export type ExtractedDocument = z.infer<typeof extractedDocumentSchema>;

/** The document with its long arrays (pages, the tree's nodes and notes) not yet looked into. */
const frameSchema = z.object({ ...fields, pages: z.array(z.unknown()), tree: documentTreeFrameSchema.optional() });

/** Items checked between two turns of the event loop: about a millisecond's work on a quiet core. */
const SLICE = 250;

/**
 * extractedDocumentSchema's check, the same rules and result, done a slice of items at a time with
 * the event loop let in between (decision 211): a 2,000-page document's reply took the server's
 * thread 40–300 ms in one go when checked whole. Undefined when the value does not pass.
 */
export async function parseExtractedDocument(value: unknown): Promise<ExtractedDocument | undefined> {
  const frame = frameSchema.safeParse(value);
  if (!frame.success) return undefined;
  const pages = await parseInSlices(pageSchema, frame.data.pages);
  if (!pages) return undefined;
  const { kind, textLength, tree } = frame.data;
  if (!tree) return { kind, textLength, pages };
  const nodes = await parseInSlices(documentTreeNodeSchema, tree.nodes);
  const notes = nodes && (await parseInSlices(documentTreeNoteSchema, tree.notes));
  if (!nodes || !notes) return undefined;
  return { kind, textLength, pages, tree: { version: tree.version, nodes, notes } satisfies DocumentTree };
}

async function parseInSlices<T>(item: z.ZodType<T>, items: unknown[]): Promise<T[] | undefined> {
  const slice = z.array(item);
  const parsed: T[] = [];
  for (let at = 0; at < items.length; at += SLICE) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const result = slice.safeParse(items.slice(at, at + SLICE));
    if (!result.success) return undefined;
    for (const value of result.data) parsed.push(value);
  }
  return parsed;
}

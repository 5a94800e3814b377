import { z } from 'zod';
import type { DocumentTree } from './document-tree';

const placement = {
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  page: z.number().int().positive().optional(),
  path: z.array(z.number().int().nonnegative()),
};

/** One node of a tree (the long array a tree of many pages holds). */
export const documentTreeNodeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(9), text: z.string(), ...placement }),
  z.object({ type: z.literal('paragraph'), text: z.string(), ...placement }),
  z.object({ type: z.literal('code'), text: z.string(), ...placement }),
  z.object({ type: z.literal('quote'), text: z.string(), ...placement }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.object({ text: z.string(), level: z.number().int().min(0).max(9) })),
    ...placement,
  }),
  z.object({ type: z.literal('table'), rows: z.array(z.array(z.string())), header: z.boolean().optional(), ...placement }),
]);

/** One speaker's note of a tree (PowerPoint), placed in its page's text. */
export const documentTreeNoteSchema = z.object({
  page: z.number().int().positive(),
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});

/**
 * A tree with its nodes and notes not yet looked into: with the two schemas above, it lets a long
 * tree be checked a slice at a time (extracted-document.ts, decision 211).
 */
export const documentTreeFrameSchema = z.object({ version: z.literal(1), nodes: z.array(z.unknown()), notes: z.array(z.unknown()) });

/** A document tree as it crosses the reader process boundary and as it is stored (decision 157). */
export const documentTreeSchema: z.ZodType<DocumentTree, DocumentTree> = documentTreeFrameSchema.extend({
  nodes: z.array(documentTreeNodeSchema),
  notes: z.array(documentTreeNoteSchema),
});

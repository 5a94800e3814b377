import { z } from 'zod';
import { documentTreeSchema } from './tree/document-tree-schema';

export const DOCUMENT_KINDS = ['pdf', 'docx', 'pptx', 'txt', 'md'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * What reading a document gives: its kind (told by the bytes), its text per page, and its
 * structure placed in that text (decision 157; left out when the structure could not be read).
 */
export const extractedDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  pages: z.array(z.object({ number: z.number().int().positive(), text: z.string() })),
  textLength: z.number().int().nonnegative(),
  tree: documentTreeSchema.optional(),
});
export type ExtractedDocument = z.infer<typeof extractedDocumentSchema>;

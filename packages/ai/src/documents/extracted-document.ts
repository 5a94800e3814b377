import { z } from 'zod';

export const DOCUMENT_KINDS = ['pdf', 'docx', 'pptx', 'txt', 'md'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What reading a document gives: its kind (told by the bytes) and its text per page. */
export const extractedDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  pages: z.array(z.object({ number: z.number().int().positive(), text: z.string() })),
  textLength: z.number().int().nonnegative(),
});
export type ExtractedDocument = z.infer<typeof extractedDocumentSchema>;

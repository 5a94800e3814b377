import JSZip from 'jszip';
import { z } from 'zod';
import { DocumentExtractionError } from './document-errors';
import { docxPages } from './docx-text';
import { pdfPages } from './pdf-text';
import { pptxPages } from './pptx-text';

export const DOCUMENT_KINDS = ['pdf', 'docx', 'pptx', 'txt', 'md'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const extractedDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  pages: z.array(z.object({ number: z.number().int().positive(), text: z.string() })),
  textLength: z.number().int().nonnegative(),
});
export type ExtractedDocument = z.infer<typeof extractedDocumentSchema>;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function isPdf(bytes: Uint8Array) {
  // The header may follow a little leading junk (allowed in the first 1024 bytes by PDF readers).
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF_SIGNATURE.length <= head.length; i++) if (startsWith(head, PDF_SIGNATURE, i)) return true;
  return false;
}

function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

const MARKDOWN_CUES = [/^#{1,6}\s+\S/m, /^\s*[-*+]\s+\S/m, /\*\*[^*\n]+\*\*/, /\[[^\]\n]+\]\([^)\s]+\)/, /^```/m, /^>\s/m, /^\s*\d+\.\s+\S/m];

function textKind(filename: string, text: string): 'md' | 'txt' {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (ext === 'md' || ext === 'markdown') return 'md';
  if (ext === 'txt' || ext === 'text') return 'txt';
  return MARKDOWN_CUES.filter((cue) => cue.test(text)).length >= 2 ? 'md' : 'txt';
}

async function officePages(bytes: Uint8Array): Promise<{ kind: 'docx' | 'pptx'; pages: string[] }> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
  } catch {
    throw new DocumentExtractionError('corrupt-archive');
  }
  const has = (path: string) => zip.file(path) !== null;
  const contentTypes = has('[Content_Types].xml') ? ((await zip.file('[Content_Types].xml')?.async('string')) ?? '') : '';
  try {
    if (has('word/document.xml') || contentTypes.includes('wordprocessingml.document.main')) return { kind: 'docx', pages: await docxPages(zip) };
    if (has('ppt/presentation.xml') || contentTypes.includes('presentationml.presentation.main')) return { kind: 'pptx', pages: await pptxPages(zip) };
  } catch {
    throw new DocumentExtractionError('corrupt-archive');
  }
  throw new DocumentExtractionError('unsupported');
}

/**
 * Text of an uploaded document, per page. The type is told by the bytes, never by the name:
 * `%PDF-` is a PDF, a ZIP holding `word/document.xml` or `ppt/presentation.xml` is Word or
 * PowerPoint, and valid UTF-8 without NUL bytes is text. Throws only DocumentExtractionError.
 */
export async function extractDocument(bytes: Uint8Array, filename: string): Promise<ExtractedDocument> {
  try {
    let kind: DocumentKind;
    let pages: string[];
    if (isPdf(bytes)) {
      kind = 'pdf';
      pages = await pdfPages(bytes);
    } else if (startsWith(bytes, ZIP_SIGNATURE)) {
      ({ kind, pages } = await officePages(bytes));
    } else {
      const text = decodeText(bytes);
      if (text === null) throw new DocumentExtractionError('unsupported');
      kind = textKind(filename, text);
      pages = [
        text
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n')
          .trim(),
      ];
    }
    const numbered = pages.map((text, i) => ({ number: i + 1, text }));
    const textLength = numbered.reduce((n, p) => n + p.text.length, 0);
    if (numbered.every((p) => !p.text.trim())) throw new DocumentExtractionError('empty');
    return { kind, pages: numbered, textLength };
  } catch (error) {
    if (error instanceof DocumentExtractionError) throw error;
    // Third-party parsers throw all sorts of things on hostile input; none of them reach the caller.
    throw new DocumentExtractionError(isPdf(bytes) ? 'pdf-unreadable' : startsWith(bytes, ZIP_SIGNATURE) ? 'corrupt-archive' : 'unsupported');
  }
}

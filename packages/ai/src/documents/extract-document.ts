import { DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { docxPages } from './docx-text';
// Types only: the reader process must not load zod (it starts once per document).
import type { DocumentKind, ExtractedDocument } from './extracted-document';
import { pdfPages } from './pdf-text';
import { plainText } from './plain-text';
import { pptxPages } from './pptx-text';
import { TextBudget } from './text-budget';
import type { Block, DocumentTree, NoteBlock } from './tree/document-tree';
import { docxBlocks } from './tree/docx-tree';
import { markdownBlocks } from './tree/markdown-tree';
import { type PdfPageLayout, pdfBlocks } from './tree/pdf-tree';
import { placeBlocks } from './tree/place-blocks';
import { plainTextBlocks } from './tree/plain-text-tree';
import { pptxSlideBlocks } from './tree/pptx-tree';
import { ZipArchive } from './zip-archive';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
// Compound File Binary (MS-CFB §2.2): old .doc/.ppt/.xls, and Office files saved with a password.
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function isPdf(bytes: Uint8Array) {
  // The header may follow a little leading junk (allowed in the first 1024 bytes by PDF readers).
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + PDF_SIGNATURE.length <= head.length; i++) if (startsWith(head, PDF_SIGNATURE, i)) return true;
  return false;
}

/** A password-protected .docx/.pptx is a CFB file holding an "EncryptedPackage" stream (MS-OFFCRYPTO §2.3.4). */
function isEncryptedOffice(bytes: Uint8Array) {
  const name = Buffer.from('EncryptedPackage', 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(name);
}

const MARKDOWN_CUES = [/^#{1,6}\s+\S/m, /^\s*[-*+]\s+\S/m, /\*\*[^*\n]+\*\*/, /\[[^\]\n]+\]\([^)\s]+\)/, /^```/m, /^>\s/m, /^\s*\d+\.\s+\S/m];

function textKind(filename: string, text: string): 'md' | 'txt' {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (ext === 'md' || ext === 'markdown') return 'md';
  if (ext === 'txt' || ext === 'text') return 'txt';
  return MARKDOWN_CUES.filter((cue) => cue.test(text)).length >= 2 ? 'md' : 'txt';
}

type Found = (Block | NoteBlock)[];

async function officePages(bytes: Uint8Array, budget: TextBudget): Promise<{ kind: 'docx' | 'pptx'; pages: string[]; found: () => Promise<Found> }> {
  const zip = new ZipArchive(bytes);
  const contentTypes = (await zip.text('[Content_Types].xml')) ?? '';
  if (zip.has('word/document.xml') || contentTypes.includes('wordprocessingml.document.main')) {
    let xml: string | undefined;
    const pages = await docxPages(zip, budget, undefined, (x) => {
      xml = x;
    });
    // Styles and numbering are small parts, read only once the text is known to be within limits.
    const found = async () => (xml === undefined ? [] : docxBlocks(xml, await zip.text('word/styles.xml'), await zip.text('word/numbering.xml')));
    return { kind: 'docx', pages, found };
  }
  if (zip.has('ppt/presentation.xml') || contentTypes.includes('presentationml.presentation.main')) {
    const slides: Found = [];
    const pages = await pptxPages(zip, budget, undefined, (xml, page, notes) => slides.push(...pptxSlideBlocks(xml, page, notes)));
    return { kind: 'pptx', pages, found: async () => slides };
  }
  throw new DocumentExtractionError('unsupported');
}

/**
 * The document's structure (decision 157), placed in its text. A structure that cannot be read
 * costs the document nothing: its text is what it always was, and the tree is left out.
 */
async function treeOf(found: () => Promise<Found> | Found, pages: string[], paged: boolean): Promise<DocumentTree | undefined> {
  try {
    const blocks = (await found()).map((b) => ('text' in b ? { ...b, text: storable(b.text) } : b));
    return placeBlocks(storableBlocks(blocks), pages, paged);
  } catch {
    return undefined;
  }
}

/** Lists and tables carry their text in items and cells: make those storable too. */
const storableBlocks = (blocks: Found): Found =>
  blocks.map((b) =>
    b.type === 'list'
      ? { ...b, items: b.items.map((i) => ({ ...i, text: storable(i.text) })) }
      : b.type === 'table'
        ? { ...b, rows: b.rows.map((r) => r.map(storable)) }
        : b,
  );

// A lone UTF-16 surrogate (a broken PDF font map can produce one).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** PostgreSQL text cannot hold NUL, and JSON cannot carry lone surrogates: neither is text anyway. */
export const storable = (text: string) => text.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD');

/**
 * Text of an uploaded document, per page. The type is told by the bytes, never by the name:
 * `%PDF-` is a PDF, a ZIP holding `word/document.xml` or `ppt/presentation.xml` is Word or
 * PowerPoint, and UTF-8 prose (not binary, not a markup page) is text. Every read stays within
 * DOCUMENT_LIMITS (pages, slides, characters, uncompressed bytes). Throws only DocumentExtractionError.
 *
 * This runs in the calling thread and may take seconds and hundreds of MB on a hostile file: the
 * server calls it through extractDocumentIsolated, never directly.
 */
export async function extractDocument(bytes: Uint8Array, filename: string): Promise<ExtractedDocument> {
  const budget = new TextBudget();
  try {
    let kind: DocumentKind;
    let pages: string[];
    let found: () => Promise<Found> | Found;
    if (isPdf(bytes)) {
      kind = 'pdf';
      const layouts: PdfPageLayout[] = [];
      pages = await pdfPages(bytes, budget, undefined, (layout) => layouts.push(layout));
      found = () => pdfBlocks(layouts);
    } else if (startsWith(bytes, ZIP_SIGNATURE)) {
      ({ kind, pages, found } = await officePages(bytes, budget));
    } else if (startsWith(bytes, CFB_SIGNATURE) && isEncryptedOffice(bytes)) {
      throw new DocumentExtractionError('office-encrypted');
    } else {
      const text = plainText(bytes);
      if (text === null) throw new DocumentExtractionError('unsupported');
      kind = textKind(filename, text);
      pages = [
        text
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n')
          .trim(),
      ];
      const read = kind === 'md' ? markdownBlocks : plainTextBlocks;
      found = () => read(pages[0]!);
    }
    const numbered = pages.map((text, i) => ({ number: i + 1, text: storable(text) }));
    const textLength = numbered.reduce((n, p) => n + p.text.length, 0);
    if (textLength > DOCUMENT_LIMITS.maxCharacters) throw new DocumentExtractionError('too-much-text');
    if (numbered.every((p) => !p.text.trim())) throw new DocumentExtractionError('empty');
    const tree = await treeOf(
      found,
      numbered.map((p) => p.text),
      kind === 'pdf' || kind === 'docx' || kind === 'pptx',
    );
    return { kind, pages: numbered, textLength, ...(tree ? { tree } : {}) };
  } catch (error) {
    if (error instanceof DocumentExtractionError) throw error;
    // Third-party parsers throw all sorts of things on hostile input; none of them reach the caller.
    throw new DocumentExtractionError(isPdf(bytes) ? 'pdf-unreadable' : startsWith(bytes, ZIP_SIGNATURE) ? 'corrupt-archive' : 'unsupported');
  }
}

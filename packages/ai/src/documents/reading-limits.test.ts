import { describe, expect, it } from 'vitest';
import { DOCUMENT_ERROR_MESSAGES, type DocumentErrorCode, DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { extractDocument } from './extract-document';
import { decodeEntities, scanXml } from './office-xml';
import { isMarkupDocument, plainText } from './plain-text';
import { encryptedOfficeFile, linesPdf, manySlidePptx, repeatedDocx, zipFile } from './testing/hostile-documents';

const enc = (s: string) => new TextEncoder().encode(s);

async function refusal(p: Promise<unknown>): Promise<DocumentErrorCode> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(DocumentExtractionError);
    return (e as DocumentExtractionError).code;
  }
  throw new Error('expected the document to be refused');
}

/** Runs `fn` and reports how far the heap (JS objects and buffers) grew above where it started. */
async function heapGrowthMb(fn: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage();
  let peak = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.heapUsed + m.arrayBuffers - (before.heapUsed + before.arrayBuffers));
  };
  const timer = setInterval(sample, 5);
  try {
    await fn();
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak / (1024 * 1024);
}

describe('reading limits', () => {
  it('refuses a PDF over the page limit from its page count, before reading pages', async () => {
    const pdf = linesPdf(22_000);
    let code: DocumentErrorCode | undefined;
    const growth = await heapGrowthMb(async () => {
      code = await refusal(extractDocument(pdf, 'huge.pdf'));
    });
    expect(code).toBe('pdf-too-many-pages');
    expect(DOCUMENT_ERROR_MESSAGES['pdf-too-many-pages']).toBe('This PDF has more than 2,000 pages. Split it into smaller files and upload the part you need.');
    // Reading all 22,000 pages took gigabytes; the page tree alone is a few hundred MB at most.
    expect(growth).toBeLessThan(400);
  }, 60_000);

  it('reads a PDF at the page limit', async () => {
    const doc = await extractDocument(linesPdf(DOCUMENT_LIMITS.maxPdfPages), 'long.pdf');
    expect(doc.pages).toHaveLength(DOCUMENT_LIMITS.maxPdfPages);
    expect(doc.pages.at(-1)?.text).toBe(`Page ${DOCUMENT_LIMITS.maxPdfPages} has one line.`);
  }, 120_000);

  it('stops inflating a Word zip bomb at the uncompressed limit', async () => {
    // 512 MB of paragraphs in a file of well under 1 MB.
    const bomb = await repeatedDocx('<w:p><w:r><w:t>a</w:t></w:r></w:p>', (512 * 1024 * 1024) / 36);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    let code: DocumentErrorCode | undefined;
    const growth = await heapGrowthMb(async () => {
      code = await refusal(extractDocument(bomb, 'bomb.docx'));
    });
    expect(code).toBe('archive-too-large');
    expect(growth).toBeLessThan(DOCUMENT_LIMITS.maxEntryBytes / (1024 * 1024) + 64);
  }, 60_000);

  it('refuses more text than the character limit, in every format', async () => {
    const long = 'All work and no play makes a long document. '.repeat(Math.ceil((DOCUMENT_LIMITS.maxCharacters + 10) / 44));
    expect(await refusal(extractDocument(enc(long), 'long.txt'))).toBe('too-much-text');
    const docx = await repeatedDocx(`<w:p><w:r><w:t>${'word '.repeat(200)}</w:t></w:r></w:p>`, Math.ceil(DOCUMENT_LIMITS.maxCharacters / 1000) + 10);
    expect(await refusal(extractDocument(docx, 'long.docx'))).toBe('too-much-text');
    expect(DOCUMENT_ERROR_MESSAGES['too-much-text']).toBe(
      'This document has more than 1,000,000 characters of text. Upload a shorter document or only the part you need.',
    );
  }, 60_000);

  it('refuses Word files with too many pages and presentations with too many slides', async () => {
    const pages = await repeatedDocx('<w:p><w:r><w:t>Text</w:t><w:br w:type="page"/></w:r></w:p>', DOCUMENT_LIMITS.maxDocxPages + 1);
    expect(await refusal(extractDocument(pages, 'pages.docx'))).toBe('docx-too-many-pages');
    // Doubled breaks make no empty pages, so they do not count.
    const doubled = await repeatedDocx('<w:p><w:r><w:t>Text</w:t><w:br w:type="page"/><w:br w:type="page"/></w:r></w:p>', 3);
    expect((await extractDocument(doubled, 'ok.docx')).pages.map((p) => p.text)).toEqual(['Text', 'Text', 'Text']);
    expect(await refusal(extractDocument(await manySlidePptx(DOCUMENT_LIMITS.maxSlides + 1), 'deck.pptx'))).toBe('pptx-too-many-slides');
    const deck = await extractDocument(await manySlidePptx(3), 'deck.pptx');
    expect(deck.pages.map((p) => p.text)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
  }, 60_000);

  it('says when a PDF or an Office file is password-protected', async () => {
    expect(await refusal(extractDocument(linesPdf(2, undefined, { userPassword: 'secret' }), 'locked.pdf'))).toBe('pdf-encrypted');
    expect(DOCUMENT_ERROR_MESSAGES['pdf-encrypted']).toBe('This PDF is password-protected. Remove the password and upload it again.');
    expect(await refusal(extractDocument(encryptedOfficeFile(), 'locked.docx'))).toBe('office-encrypted');
  });

  it('refuses truncated and damaged files as damaged', async () => {
    // PDF.js rebuilds a cut file's cross-reference table: what survives is read, nothing more.
    const pdf = linesPdf(40);
    const cut = await extractDocument(pdf.subarray(0, Math.floor(pdf.length / 2)), 'cut.pdf').catch((e: DocumentExtractionError) => e.code);
    if (typeof cut === 'string') expect(cut).toMatch(/pdf-unreadable|pdf-no-text/);
    else expect(cut.pages.filter((p) => p.text).length).toBeLessThan(25);
    expect(await refusal(extractDocument(pdf.subarray(0, 200), 'stub.pdf'))).toMatch(/pdf-unreadable|pdf-no-text/);
    const docx = await repeatedDocx('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>', 100);
    expect(await refusal(extractDocument(docx.subarray(0, docx.length - 30), 'cut.docx'))).toBe('corrupt-archive');
    const broken = await zipFile([
      { name: '[Content_Types].xml', data: 'wordprocessingml.document.main' },
      // Cut inside a tag.
      { name: 'word/document.xml', data: '<w:document><w:body><w:p><w:t xml:space="pre' },
    ]);
    expect(await refusal(extractDocument(broken, 'broken.docx'))).toBe('corrupt-archive');
  });

  it('judges text by content: markup pages and binary are not text, whatever their name', async () => {
    const html = enc('<!DOCTYPE html><html><head><title>Login</title></head><body><p>Welcome</p></body></html>');
    for (const name of ['report.pdf', 'notes.txt', 'readme.md', 'upload']) expect(await refusal(extractDocument(html, name))).toBe('unsupported');
    const tagSoup = enc(Array.from({ length: 30 }, (_, i) => `<div class="row"><span>${i}</span></div>`).join('\n'));
    expect(await refusal(extractDocument(tagSoup, 'page.md'))).toBe('unsupported');
    expect(await refusal(extractDocument(enc('{\\rtf1\\ansi Hello}'), 'letter.txt'))).toBe('unsupported');
    expect(await refusal(extractDocument(enc('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.md'))).toBe('unsupported');
    const binaryish = new Uint8Array(4000).map((_, i) => (i % 7 === 0 ? 0x01 : 0x41));
    expect(await refusal(extractDocument(binaryish, 'data.txt'))).toBe('unsupported');

    // Markdown may quote markup, and may use a few inline tags.
    const md =
      '# Setup\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy.<br>\n\n```html\n<div><div><div><div><div><div><div><div><div><div><div></div></div></div></div></div></div></div></div></div></div></div>\n```\n\nThat is all.';
    expect((await extractDocument(enc(md), 'guide.md')).kind).toBe('md');
    expect(isMarkupDocument('Use a <b>bold</b> word and x < y > z comparisons.')).toBe(false);
    expect(plainText(enc('Tabs\tand\r\nline breaks and a form feed\f are text.'))).not.toBeNull();
  });
});

describe('stored text', () => {
  it('holds no NUL characters and no lone surrogates, which the database cannot store', async () => {
    const docx = await zipFile([
      { name: '[Content_Types].xml', data: 'wordprocessingml.document.main' },
      {
        name: 'word/document.xml',
        data: '<w:document><w:body><w:p><w:r><w:t>Nul\u0000here, half &#xD800; pair, whole &#x1F600;</w:t></w:r></w:p></w:body></w:document>',
      },
    ]);
    expect((await extractDocument(docx, 'odd.docx')).pages[0]?.text).toBe('Nulhere, half \uFFFD pair, whole \u{1F600}');
  });
});

describe('scanXml', () => {
  it('streams tags, attributes and decoded text, and never expands declared entities', () => {
    const events: string[] = [];
    scanXml('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY lol "lol">]><!-- note --><a k="1 > 0" j=\'q\'><b/>x &amp; &#65;&#x42; &lol;<![CDATA[<raw>]]></a>', {
      open: (tag, attr, selfClosing) => events.push(`open ${tag} ${attr('k') ?? ''}${attr('j') ?? ''}${selfClosing ? ' /' : ''}`),
      close: (tag) => events.push(`close ${tag}`),
      text: (t) => events.push(`text ${t}`),
    });
    expect(events).toEqual(['open a 1 > 0q', 'open b  /', 'close b', 'text x & AB &lol;', 'text <raw>', 'close a']);
    expect(decodeEntities('&lt;&#0;&#x110000;&bogus;')).toBe('<&#0;&#x110000;&bogus;');
  });
});

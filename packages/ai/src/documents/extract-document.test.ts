import { AlignmentType, Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ERROR_MESSAGES, DocumentExtractionError } from './document-errors';
import { extractDocument } from './extract-document';

const enc = (s: string) => new TextEncoder().encode(s);

async function makePdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 20, size: 12, font });
  }
  return pdf.save();
}

async function makeDocx(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun('Refund policy for store staff')], alignment: AlignmentType.CENTER }),
          new Paragraph('Refunds above 50 euros need a manager signature.'),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph('Gift cards are never refunded in cash & must be re-issued.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

async function makePptx(): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  const one = pptx.addSlide();
  one.addText('Quarterly Results', { x: 1, y: 1, w: 8, h: 1 });
  one.addNotes('Revenue grew by 12 percent in the third quarter.');
  const two = pptx.addSlide();
  two.addText('Hiring plan: four engineers in Lisbon', { x: 1, y: 1, w: 8, h: 1 });
  const three = pptx.addSlide();
  three.addText('Questions', { x: 1, y: 1, w: 8, h: 1 });
  return new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array);
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
};

describe('extractDocument', () => {
  it('reads a PDF page by page', async () => {
    const bytes = await makePdf([
      ['Chapter one: the warehouse opens at 6 am.'],
      ['Chapter two: forklifts need a licence.', 'Safety shoes are required.'],
      ['Chapter three: report incidents within 24 hours.'],
    ]);
    const doc = await extractDocument(bytes, 'handbook.pdf');
    expect(doc.kind).toBe('pdf');
    expect(doc.pages.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(doc.pages[0]?.text).toContain('the warehouse opens at 6 am');
    expect(doc.pages[1]?.text).toContain('forklifts need a licence');
    expect(doc.pages[1]?.text).toContain('Safety shoes are required');
    expect(doc.pages[2]?.text).toContain('report incidents within 24 hours');
    expect(doc.textLength).toBe(doc.pages.reduce((n, p) => n + p.text.length, 0));
  });

  it('sniffs by bytes, not by name', async () => {
    const pdf = await makePdf([['Named like a text file but really a PDF.']]);
    expect((await extractDocument(pdf, 'notes.txt')).kind).toBe('pdf');
    expect((await extractDocument(await makeDocx(), 'slides.pptx')).kind).toBe('docx');
    const err = await errorOf(extractDocument(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'report.pdf'));
    expect(err).toBeInstanceOf(DocumentExtractionError);
    expect((err as Error).message).toBe('Only PDF, Word (.docx), PowerPoint (.pptx), text (.txt) and Markdown (.md) files are supported');
  });

  it('refuses a damaged PDF and one without a text layer', async () => {
    const good = await makePdf([['Some text on a page that is long enough.'], ['More text here.']]);
    const truncated = good.slice(0, Math.floor(good.length / 3));
    const damaged = await errorOf(extractDocument(truncated, 'broken.pdf'));
    expect((damaged as DocumentExtractionError).code).toBe('pdf-unreadable');
    expect((damaged as Error).message).toBe('This PDF is password-protected or damaged and cannot be read.');
    expect(await errorOf(extractDocument(enc('%PDF-1.7\nthis is not a pdf at all'), 'x.pdf'))).toMatchObject({ code: 'pdf-unreadable' });

    const scanned = await PDFDocument.create();
    scanned.addPage([300, 300]).drawRectangle({ x: 10, y: 10, width: 200, height: 200, color: rgb(0.5, 0.5, 0.5) });
    const noText = await errorOf(extractDocument(await scanned.save(), 'scan.pdf'));
    expect((noText as Error).message).toBe('This PDF has no selectable text (it may be a scanned image).');
  });

  it('reads Word text and splits it at page breaks, decoding entities', async () => {
    const doc = await extractDocument(await makeDocx(), 'policy.docx');
    expect(doc.kind).toBe('docx');
    expect(doc.pages).toHaveLength(2);
    expect(doc.pages[0]?.text).toBe('Refund policy for store staff\nRefunds above 50 euros need a manager signature.');
    expect(doc.pages[1]?.text).toBe('Gift cards are never refunded in cash & must be re-issued.');
  });

  it('reads PowerPoint slides in order with their notes', async () => {
    const doc = await extractDocument(await makePptx(), 'q3.pptx');
    expect(doc.kind).toBe('pptx');
    expect(doc.pages).toHaveLength(3);
    expect(doc.pages[0]?.text).toContain('Quarterly Results');
    expect(doc.pages[0]?.text).toContain('Notes: Revenue grew by 12 percent in the third quarter.');
    expect(doc.pages[1]?.text).toBe('Hiring plan: four engineers in Lisbon');
    expect(doc.pages[2]?.text).toBe('Questions');
  });

  it('reads text and Markdown as one page', async () => {
    const md = await extractDocument(enc('\uFEFF# Title\r\n\r\n- one\r\n- two\r\n'), 'readme.md');
    const { tree, ...text } = md;
    expect(text).toEqual({ kind: 'md', pages: [{ number: 1, text: '# Title\n\n- one\n- two' }], textLength: 20 });
    // The structure is added next to the text (decision 157), with ranges in that text.
    expect(tree?.nodes.map((n) => [n.type, md.pages[0]!.text.slice(n.start, n.end)])).toEqual([
      ['heading', 'Title'],
      ['list', 'one\n- two'],
    ]);
    expect((await extractDocument(enc('Plain words. Nothing else.'), 'a.txt')).kind).toBe('txt');
    expect((await extractDocument(enc('# Heading\n\nSome **bold** text and a [link](https://x.example).'), 'upload')).kind).toBe('md');
    expect((await extractDocument(enc('Ünïcödé text — fine'), 'upload')).kind).toBe('txt');
  });

  it('refuses binary, corrupt archives, unknown archives and empty documents with clear messages', async () => {
    expect(await errorOf(extractDocument(new Uint8Array([0xff, 0xfe, 0x00, 0x41]), 'a.txt'))).toMatchObject({ code: 'unsupported' });
    expect(await errorOf(extractDocument(new Uint8Array([0xc3, 0x28, 0x41]), 'a.txt'))).toMatchObject({ code: 'unsupported' });
    const corrupt = await errorOf(extractDocument(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 'a.docx'));
    expect(corrupt).toMatchObject({ code: 'corrupt-archive', message: DOCUMENT_ERROR_MESSAGES['corrupt-archive'] });
    const truncatedDocx = (await makeDocx()).slice(0, 400);
    expect(await errorOf(extractDocument(truncatedDocx, 'a.docx'))).toBeInstanceOf(DocumentExtractionError);
    const zip = new JSZip();
    zip.file('hello.txt', 'hi');
    expect(await errorOf(extractDocument(await zip.generateAsync({ type: 'uint8array' }), 'a.zip'))).toMatchObject({ code: 'unsupported' });
    expect(await errorOf(extractDocument(enc('   \n\n  '), 'empty.txt'))).toMatchObject({ code: 'empty', message: 'This document contains no text.' });
    expect(await errorOf(extractDocument(new Uint8Array(), 'empty.txt'))).toMatchObject({ code: 'empty' });
  });
});

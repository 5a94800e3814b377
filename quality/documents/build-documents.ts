import { Document, HeadingLevel, Packer, PageBreak, Paragraph } from 'docx';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import type { StructuredDocument } from './structured-documents';

/**
 * Builds the corpus documents the way people make them: a PDF with a running header and page
 * numbers on every page and wrapped lines, a Word file with heading styles, a PowerPoint deck
 * with a title per slide and speaker notes. The harness then reads them back through the real
 * extraction, so it sees what the product sees.
 */

const PAGE = { width: 595, height: 842, margin: 56 };

/** Breaks text into lines that fit `width` at the font's size. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function buildPdf(doc: StructuredDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  type Line = { text: string; font: PDFFont; size: number; gap: number };
  const pages: Line[][] = [[]];
  const bottom = PAGE.margin + 30;
  let y = PAGE.height - PAGE.margin - 40;
  const width = PAGE.width - 2 * PAGE.margin;
  const newPage = () => {
    pages.push([]);
    y = PAGE.height - PAGE.margin - 40;
  };
  const put = (line: Line) => {
    if (y - line.gap < bottom) newPage();
    y -= line.gap;
    pages[pages.length - 1]?.push({ ...line, gap: y });
  };
  put({ text: doc.title, font: bold, size: 20, gap: 24 });
  doc.sections.forEach((section, i) => {
    if (doc.pageBreaksBefore?.includes(i)) newPage();
    put({ text: section.heading, font: bold, size: 14, gap: 30 });
    for (const paragraph of section.paragraphs) {
      wrap(paragraph, regular, 11, width).forEach((text, k) => {
        put({ text, font: regular, size: 11, gap: k === 0 ? 20 : 15 });
      });
    }
    for (const bullet of section.bullets ?? []) {
      wrap(`• ${bullet}`, regular, 11, width - 12).forEach((text, k) => {
        put({ text: k === 0 ? text : `  ${text}`, font: regular, size: 11, gap: k === 0 ? 18 : 15 });
      });
    }
  });
  pages.forEach((lines, p) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    if (doc.runningHeader) page.drawText(doc.runningHeader, { x: PAGE.margin, y: PAGE.height - PAGE.margin + 10, size: 9, font: regular });
    for (const line of lines) page.drawText(line.text, { x: PAGE.margin, y: line.gap, size: line.size, font: line.font });
    page.drawText(`Page ${p + 1} of ${pages.length}`, { x: PAGE.width / 2 - 25, y: PAGE.margin - 20, size: 9, font: regular });
  });
  return pdf.save();
}

export async function buildDocx(doc: StructuredDocument): Promise<Uint8Array> {
  const children: Paragraph[] = [new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE })];
  doc.sections.forEach((section, i) => {
    if (doc.pageBreaksBefore?.includes(i)) children.push(new Paragraph({ children: [new PageBreak()] }));
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const p of section.paragraphs) children.push(new Paragraph(p));
    for (const b of section.bullets ?? []) children.push(new Paragraph({ text: b, bullet: { level: 0 } }));
  });
  const document = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

export async function buildPptx(doc: StructuredDocument): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  for (const section of doc.sections) {
    const slide = pptx.addSlide();
    slide.addText(section.heading, { x: 0.5, y: 0.4, w: 9, h: 0.8, fontSize: 28, bold: true });
    const body = [
      ...section.paragraphs.map((text) => ({ text, options: { breakLine: true } })),
      ...(section.bullets ?? []).map((text) => ({ text, options: { bullet: true, breakLine: true } })),
    ];
    if (body.length) slide.addText(body, { x: 0.5, y: 1.4, w: 9, h: 3.8, fontSize: 18 });
    if (section.table)
      slide.addTable(
        section.table.map((row) => row.map((text) => ({ text }))),
        { x: 0.5, y: 1.4, w: 9, fontSize: 16 },
      );
    if (section.notes) slide.addNotes(section.notes);
  }
  return new Uint8Array((await pptx.write({ outputType: 'uint8array' })) as Uint8Array);
}

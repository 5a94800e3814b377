import { degrees, PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { wrap } from './build-documents';
import type { StructuredDocument } from './structured-documents';

/**
 * PDFs of the shapes real files come in and the plain builder does not make (issue 20 item 7): a
 * two-column newsletter page, and a scanned-style page whose text is drawn word by word as
 * positioned glyph runs, slightly rotated, with its lines written in an order other than the
 * reading order (as OCR layers and some print drivers leave them).
 */

const PAGE = { width: 595, height: 842, margin: 48 };

type Line = { text: string; font: PDFFont; size: number; gap: number };

function layout(doc: StructuredDocument, regular: PDFFont, bold: PDFFont, width: number): Line[] {
  const lines: Line[] = [];
  for (const section of doc.sections) {
    lines.push({ text: section.heading, font: bold, size: 12, gap: 22 });
    for (const p of section.paragraphs)
      for (const [k, text] of wrap(p, regular, 9.5, width).entries()) lines.push({ text, font: regular, size: 9.5, gap: k === 0 ? 16 : 12 });
    for (const b of section.bullets ?? [])
      for (const [k, text] of wrap(`• ${b}`, regular, 9.5, width - 8).entries())
        lines.push({ text: k ? `  ${text}` : text, font: regular, size: 9.5, gap: k === 0 ? 14 : 12 });
  }
  return lines;
}

/** A newsletter: title across the top, the sections flowing down the left column, then the right, page by page. */
export async function buildTwoColumnPdf(doc: StructuredDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const gutter = 24;
  const colWidth = (PAGE.width - 2 * PAGE.margin - gutter) / 2;
  const lines = layout(doc, regular, bold, colWidth);
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let pageNo = 1;
  const top = () => PAGE.height - PAGE.margin - (pageNo === 1 ? 70 : 20);
  const furniture = () => {
    if (doc.runningHeader) page.drawText(doc.runningHeader, { x: PAGE.margin, y: PAGE.height - PAGE.margin + 14, size: 8, font: regular });
    page.drawText(String(pageNo), { x: PAGE.width / 2, y: PAGE.margin - 24, size: 8, font: regular });
  };
  page.drawText(doc.title, { x: PAGE.margin, y: PAGE.height - PAGE.margin - 30, size: 22, font: bold });
  furniture();
  let col = 0;
  let y = top();
  for (const line of lines) {
    if (y - line.gap < PAGE.margin + 10) {
      if (col === 0) col = 1;
      else {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        pageNo++;
        furniture();
        col = 0;
      }
      y = top();
    }
    y -= line.gap;
    page.drawText(line.text, { x: PAGE.margin + col * (colWidth + gutter), y, size: line.size, font: line.font });
  }
  return pdf.save();
}

/** A scanned-style page: words as separate glyph runs, the page skewed by 1.2°, lines written bottom half first. */
export async function buildScannedPdf(doc: StructuredDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Courier);
  const bold = await pdf.embedFont(StandardFonts.CourierBold);
  const width = PAGE.width - 2 * PAGE.margin;
  const lines = [{ text: doc.title, font: bold, size: 14, gap: 20 }, ...layout(doc, regular, bold, width)];
  const skew = 1.2;
  const rad = (skew * Math.PI) / 180;
  const perPage = 50;
  for (let start = 0; start < lines.length; start += perPage) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const placed = lines.slice(start, start + perPage).map((line) => {
      y -= line.gap;
      return { ...line, y };
    });
    // The content stream holds the second half of the page before the first.
    const half = Math.ceil(placed.length / 2);
    for (const line of [...placed.slice(half), ...placed.slice(0, half)]) {
      let x = PAGE.margin;
      for (const word of line.text.split(' ')) {
        if (word) {
          const dy = (x - PAGE.margin) * Math.tan(rad);
          page.drawText(word, { x, y: line.y + dy, size: line.size, font: line.font, rotate: degrees(skew) });
        }
        x += line.font.widthOfTextAtSize(`${word} `, line.size);
      }
    }
  }
  return pdf.save();
}

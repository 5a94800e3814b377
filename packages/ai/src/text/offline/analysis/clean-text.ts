import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';

/** Lines a page repeats rather than says: page numbers, running headers and footers, file names. */
const PAGE_NUMBER = /^(?:page\s+)?\d+(?:\s*(?:of|\/)\s*\d+)?$|^[-–—]\s*\d+\s*[-–—]$/i;
const FILE_NAME = /^[\w .()-]+\.(?:pdf|docx?|pptx?|txt|md|markdown|rtf|odt)$/i;

/**
 * Drops page furniture: page numbers, file names on a line of their own, and short lines without
 * end punctuation that recur verbatim (a running header or footer printed on every page).
 */
export function dropPageFurniture(text: string): string {
  const lines = text.split('\n');
  const counts = new Map<string, number>();
  for (const line of lines) {
    const t = line.trim();
    if (t && !/[.!?:]$/.test(t) && t.split(/\s+/).length <= 14) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return lines
    .filter((line) => {
      const t = line.trim();
      if (!t) return true;
      if (PAGE_NUMBER.test(t) || FILE_NAME.test(t) || t === SUPPORTING_MATERIALS_MARKER) return false;
      return (counts.get(t) ?? 0) < 2 || /^#{1,6}\s/.test(t);
    })
    .join('\n');
}

/** A Markdown table with a header row: each body row becomes sentences labelled by their column ("Acceptable: …"). */
function tablesToSentences(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  const isRow = (l: string | undefined) => !!l && /^\s*\|.*\|\s*$/.test(l);
  const cells = (l: string) =>
    l
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const divider = lines[i + 1];
    if (isRow(line) && divider && /^\s*\|?[\s:|-]+\|?\s*$/.test(divider) && divider.includes('-')) {
      const header = cells(line);
      i += 2;
      while (i < lines.length && isRow(lines[i])) {
        const row = cells(lines[i] as string);
        out.push(
          row
            .map((c, k) => (c ? `${header[k] ? `${header[k]}: ` : ''}${c.replace(/[.!?]*$/, '.')}` : ''))
            .filter(Boolean)
            .join(' '),
        );
        out.push('');
        i++;
      }
      i--;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Removes Markdown/HTML syntax and links so that only speakable text remains. */
export function cleanText(text: string): string {
  return dropPageFurniture(tablesToSentences(text.replace(/\r\n?/g, '\n')))
    .replace(/\u00a0/g, ' ')
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*\|(.+)\|\s*$/gm, (_, row: string) =>
      /^[\s|:-]+$/.test(row)
        ? ''
        : row
            .split('|')
            .map((c) => c.trim())
            .filter(Boolean)
            .join(', '),
    )
    .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, '')
    .replace(/^\s*(?:speaker\s+)?notes:\s*/gim, '');
}

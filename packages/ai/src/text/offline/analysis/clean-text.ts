import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import { isFurnitureLine } from '../../../documents/tree/furniture-line';
import { withoutLeaderLines } from './leader-lines';
import { withoutMarkupMarkers } from './markup-markers';
import { withoutApparatus } from './page-apparatus';

/** Lines a page repeats rather than says: page numbers, running headers and footers, file names. */
const PAGE_NUMBER = /^(?:page\s+)?\d+(?:\s*(?:of|\/)\s*\d+)?$|^[-–—]\s*\d+\s*[-–—]$/i;
const FILE_NAME = /^[\w .()-]+\.(?:pdf|docx?|pptx?|txt|md|markdown|rtf|odt)$/i;

/**
 * A web page's furniture, pasted with its article: a breadcrumb ("Home › News › Local"), share and
 * advertisement lines, a byline with its reading time, a copyright line. None is the article's.
 */
const BREADCRUMB = /^[^.!?]{1,40}(?:\s+[›»>/|]\s+[^.!?]{1,40}){2,}$/u;
const WEB_FURNITURE =
  /^(?:share (?:this|on)\b.*|advertisement|sponsored(?: content)?|skip to (?:main )?content|read more|(?:\w+\s+)?(?:\d+\s+)?comments?|.*\b\d+\s+min(?:ute)?s? read|©.*|copyright ©?.*all rights reserved\.?)$/i;
/** A heading over links to other pages; the links under it go with it. */
const LINK_LIST_HEADING = /^(?:related (?:articles|stories|posts|links|content)|more (?:from|on|stories)\b.*|you may also like|most read|trending(?: now)?)$/i;

/** Drops a pasted web page's furniture (see WEB_FURNITURE), and a related-links heading with the list under it. */
function dropWebFurniture(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const t = (lines[i] as string).trim();
    if (BREADCRUMB.test(t) || WEB_FURNITURE.test(t)) continue;
    if (LINK_LIST_HEADING.test(t)) {
      while (i + 1 < lines.length && /^\s*(?:[·•*-]\s|$)/.test(lines[i + 1] as string) && (lines[i + 1]?.trim() || /^\s*[·•*-]\s/.test(lines[i + 2] ?? '')))
        i++;
      continue;
    }
    out.push(lines[i] as string);
  }
  return out;
}

/**
 * Drops page furniture: page numbers, file names on a line of their own, short lines without
 * end punctuation that recur verbatim (a running header or footer printed on every page), a
 * running line of pieces joined by "·" or "|" that names the document's page or edition, and a
 * pasted web page's breadcrumb, share, advertisement, byline and copyright lines.
 */
export function dropPageFurniture(text: string): string {
  const lines = dropWebFurniture(text.split('\n'));
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
      // A running header, footer or colophon of pieces joined by "·" ("Harbourline Systems Ltd · Manual 3.2 · Page 2", decision 207).
      if (isFurnitureLine(t)) return false;
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

/**
 * An HTML tag: a known element's name, or any name with attributes. A placeholder in angle brackets
 * ("set to <implementations-keywords>", "<admindir>/lock") is text a manual means to be read.
 */
const HTML_TAG =
  /<\/?(?:a|abbr|article|aside|b|big|blockquote|body|br|button|caption|center|cite|code|col|dd|del|details|div|dl|dt|em|figcaption|figure|font|footer|form|h[1-6]|head|header|hr|html|i|iframe|img|input|ins|kbd|label|li|link|main|mark|meta|nav|ol|option|p|picture|pre|q|s|samp|script|section|select|small|source|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|textarea|tfoot|th|thead|title|tr|tt|u|ul|var|video)(?:\s[^>]*)?\/?>|<[a-z][\w-]*\s+[\w-]+=[^>]*>/gi;

/**
 * A file named inside a sentence ("Full procedure: Complaints_Procedure_2026.docx on the intranet"):
 * a viewer is never shown nor read a file name, its underscores and its extension (spec 001 §7), so
 * it is said as the words it is made of, without its version mark: "Complaints Procedure 2026",
 * "DSE Checklist". A path ("/usr/share/doc/…/index.html") is left to the code rules.
 */
const FILE_IN_TEXT = /(?<![/\\\w.-])([A-Za-z0-9][\w-]*)\.(?:pdf|docx?|pptx?|xlsx?|odt|ods|rtf|csv|txt|md)\b(?![/\\\w-]|\.\w)/gi;
export function fileNameAsWords(text: string): string {
  return text.replace(FILE_IN_TEXT, (_, stem: string) => {
    const words = stem.split(/[_-]+/).filter((w) => w && !/^v\d+(?:\.\d+)*$|^(?:final|draft|copy)$/i.test(w));
    return words.join(' ') || stem;
  });
}

/** Removes Markdown/HTML syntax and links so that only speakable text remains. */
export function cleanText(text: string): string {
  return (
    fileNameAsWords(dropPageFurniture(withoutLeaderLines(withoutApparatus(tablesToSentences(withoutMarkupMarkers(text.replace(/\r\n?/g, '\n')))))))
      .replace(/\u00a0/g, ' ')
      .replace(/```[^\n]*\n?/g, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(HTML_TAG, ' ')
      // A web address is not said; nor is the "at" or "from" that led to it ("…available from our WWW site at https://…").
      .replace(/[ \t]+(?:at|from|on|via|see)[ \t]+<?https?:\/\/[^\s>]+?>?(?=[.,;:!?)]*(?:\s|$))/gi, '')
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
      .replace(/^\s*(?:speaker\s+)?notes:\s*/gim, '')
      // A list's empty members, left where a generator had nothing to print ("…, fixed-in-experimental, , ."), are no words (decision 207).
      .replace(/,(?:[ \t]+,)+/g, ',')
      .replace(/,[ \t]+(?=[.;!?](?:\s|$))/g, '')
  );
}

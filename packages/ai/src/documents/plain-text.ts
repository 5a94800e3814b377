/**
 * Whether bytes are a plain-text or Markdown document, judged by content only (a name proves
 * nothing): valid UTF-8 without NUL bytes, hardly any control characters, and not a markup
 * document (HTML, XML, SVG, RTF) whose tags would be read as prose. Returns the text, or null.
 */
export function plainText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (controlShare(text) > 0.01) return null;
  if (isMarkupDocument(text)) return null;
  return text;
}

// C0 controls other than tab, line feed, form feed and carriage return, DEL and C1 controls:
// text editors do not write them; binary formats are full of them.
const isControl = (c: number) => (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || (c >= 0x7f && c <= 0x9f);

function controlShare(text: string): number {
  const n = Math.min(text.length, 1_000_000);
  if (n === 0) return 0;
  let controls = 0;
  for (let i = 0; i < n; i++) if (isControl(text.charCodeAt(i))) controls++;
  return controls / n;
}

// The opening of a markup file, after a byte-order mark, white space and comments.
const MARKUP_START = /^(?:<!doctype\s|<html[\s>]|<\?xml[\s?]|<svg[\s>]|<head[\s>]|<body[\s>]|<(?:rss|feed|plist)[\s>]|\{\\rtf)/i;
const TAG = /<\/?[a-z][a-z0-9:-]*(?:\s(?:[^<>"']|"[^"]*"|'[^']*')*)?\/?>/gi;
// Markdown may quote markup in code; only the prose around it is judged.
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const INLINE_CODE = /`[^`\n]+`/g;

/**
 * A markup document starts like one, or is mostly tags: at least 10 tags making up a third or
 * more of its visible characters. Markdown with a few inline tags (<br>, <kbd>) stays text.
 */
export function isMarkupDocument(text: string): boolean {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .replace(/^(?:\s|<!--[\s\S]*?-->)+/, '');
  if (MARKUP_START.test(head)) return true;
  const sample = (text.length > 1_000_000 ? text.slice(0, 1_000_000) : text).replace(FENCED, '').replace(INLINE_CODE, '');
  let tags = 0;
  let tagCharacters = 0;
  for (const m of sample.matchAll(TAG)) {
    tags++;
    tagCharacters += m[0].length;
  }
  if (tags < 10) return false;
  const visible = sample.replace(/\s+/g, '').length;
  return visible > 0 && tagCharacters / visible >= 1 / 3;
}

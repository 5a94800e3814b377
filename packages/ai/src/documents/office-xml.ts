import { DocumentExtractionError } from './document-errors';

/** Callbacks of scanXml, in document order. `attr` reads one attribute of the tag just opened. */
export interface XmlVisitor {
  open?(tag: string, attr: (name: string) => string | undefined, selfClosing: boolean): void;
  close?(tag: string): void;
  text?(text: string): void;
}

// One tag; attribute values may hold '>' when quoted. Each alternative starts with a different
// character, so a hostile tag costs linear time, never backtracking.
const TAG = /<(\/?)([^\s/>!?]+)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTR = /([^\s=/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML 1.0 §4.6 predefined entities and character references; nothing else is ever expanded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const malformed = () => new DocumentExtractionError('corrupt-archive');

/**
 * Walks Office XML as a flat stream of tags and text without building a tree, so memory stays
 * proportional to the text kept, whatever the markup. DTDs are skipped unread: Office Open XML
 * forbids them (ECMA-376 Part 2 §8.1.4), and skipping them rules out entity-expansion bombs.
 */
export function scanXml(xml: string, visitor: XmlVisitor): void {
  const { open, close, text } = visitor;
  const n = xml.length;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    const end = lt < 0 ? n : lt;
    if (end > i && text) text(decodeEntities(xml.slice(i, end)));
    if (lt < 0) break;
    const skipTo = (marker: string, from: number) => {
      const at = xml.indexOf(marker, from);
      if (at < 0) throw malformed();
      return at + marker.length;
    };
    if (xml.startsWith('<!--', lt)) i = skipTo('-->', lt + 4);
    else if (xml.startsWith('<![CDATA[', lt)) {
      i = skipTo(']]>', lt + 9);
      text?.(xml.slice(lt + 9, i - 3));
    } else if (xml.startsWith('<?', lt)) i = skipTo('?>', lt + 2);
    else if (xml.startsWith('<!', lt)) {
      // <!DOCTYPE …> with an optional internal subset in brackets.
      const bracket = xml.indexOf('[', lt);
      const gt = xml.indexOf('>', lt);
      if (gt < 0) throw malformed();
      i = bracket >= 0 && bracket < gt ? skipTo('>', skipTo(']', bracket)) : gt + 1;
    } else {
      TAG.lastIndex = lt;
      const m = TAG.exec(xml);
      if (!m) throw malformed();
      i = TAG.lastIndex;
      const tag = m[2]!;
      if (m[1]) {
        close?.(tag);
        continue;
      }
      const rest = m[3] ?? '';
      const selfClosing = rest.endsWith('/');
      let attrs: Map<string, string> | undefined;
      const attr = (name: string) => {
        if (!attrs) {
          attrs = new Map();
          for (const a of rest.matchAll(ATTR)) attrs.set(a[1]!, decodeEntities(a[2] ?? a[3] ?? ''));
        }
        return attrs.get(name);
      };
      open?.(tag, attr, selfClosing);
      if (selfClosing) close?.(tag);
    }
  }
}

/** Tidies extracted text: trims lines, collapses runs of spaces and blank lines. */
export const tidy = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

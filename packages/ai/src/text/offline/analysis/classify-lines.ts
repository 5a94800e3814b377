import { STOP_WORDS } from '../stop-words';
import { countWords } from '../text-shaping';
import { HEADINGS_STATED, readsAsHeading } from './tree-text';

/** A heading's level is known for Markdown (#, ##) and numbered (2, 2.1) headings; other heading lines have none. */
export type Line = { kind: 'blank' } | { kind: 'heading'; text: string; level?: number } | { kind: 'item'; text: string } | { kind: 'text'; text: string };

const NUMBERED = /^(\d+(?:\.\d+)*)[.)]?\s+(.+)$/;
const BULLET = /^(?:[-*•+▪◦–]|\(?[a-z]\))\s+(.+)$/;

export function looksLikeTitleLine(text: string): boolean {
  const t = text.replace(/:$/, '');
  if (/[.!?,;]$/.test(t) || !/^[\p{Lu}\d]/u.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 8) return false;
  if (text.endsWith(':')) return true;
  const alphanumeric = words.filter((w) => /[\p{L}\p{N}]/u.test(w));
  const content = alphanumeric.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  // "Before and After" is made of stop words only: its own words decide.
  const significant = content.length ? content : alphanumeric.filter((w) => !/^(?:a|an|and|or|nor|of|the|to|in|on|for|with|at|by|vs)$/i.test(w));
  if (significant.length === 0) return false;
  const capitalised = significant.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
  return capitalised / significant.length >= 0.75;
}

/** A title-case line starting a block, followed by another title-case line and then text. */
function opensPair(raw: string[], i: number): boolean {
  const line = raw[i];
  const after = raw[i + 2];
  return (
    !!line &&
    (i === 0 || raw[i - 1] === '') &&
    looksLikeTitleLine(line) &&
    !!raw[i + 1] &&
    looksLikeTitleLine(raw[i + 1] as string) &&
    !!after &&
    !looksLikeTitleLine(after)
  );
}

export function classifyLines(text: string): Line[] {
  const raw = text.split('\n').map((l) => l.trim());
  const isNumbered = (l: string | undefined) => !!l && NUMBERED.test(l);
  const firstLine = raw.findIndex((l) => l !== '');
  // A text read from a document's tree states all its headings (tree-text.ts): none is guessed.
  const stated = raw[firstLine] === HEADINGS_STATED;
  return raw.map((line, i): Line => {
    if (!line || (stated && i === firstLine)) return { kind: 'blank' };
    const md = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
    if (md) return { kind: 'heading', text: md[2] as string, level: (md[1] as string).length };
    const bullet = BULLET.exec(line);
    if (bullet) return { kind: 'item', text: bullet[1] as string };
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      const rest = numbered[2] as string;
      const inList = isNumbered(raw[i - 1]) || isNumbered(raw[i + 1]);
      if (!stated && !inList && countWords(rest) <= 10 && !/[.!?,;]$/.test(rest) && /^\p{Lu}/u.test(rest))
        return { kind: 'heading', text: rest, level: (numbered[1] as string).split('.').filter(Boolean).length };
      return { kind: 'item', text: rest };
    }
    if (stated) return { kind: 'text', text: line };
    const next = raw[i + 1];
    const prev = raw[i - 1];
    // A block's title-case line over a second one and then text: the first heads the block (a slide
    // title over its first bullet); the second is a heading too only under the document's first line
    // ("Benefits & Perks" / "Health Insurance").
    if (opensPair(raw, i - 1) && i - 1 !== firstLine) return { kind: 'text', text: line };
    // A short title-case line on its own (not the tail of a wrapped paragraph) is a heading.
    if (
      looksLikeTitleLine(line) &&
      // A line that stops mid-phrase leads into what follows ("Debian GNU/Linux is:", "A system usually has:"), it names nothing (decision 184).
      readsAsHeading(line.replace(/:$/, '')) &&
      (next === undefined || next === '' || !looksLikeTitleLine(next) || line.endsWith(':') || opensPair(raw, i)) &&
      (prev === undefined || prev === '' || /[.!?:]$/.test(prev) || looksLikeTitleLine(prev) || /^#/.test(prev))
    ) {
      if (next !== undefined) return { kind: 'heading', text: line.replace(/:$/, '') };
    }
    return { kind: 'text', text: line };
  });
}

import { tagText } from './wink-tagger';

export interface SentenceSpan {
  text: string;
  /** Character offsets of `text` in the text that was split. */
  start: number;
  end: number;
}

/** A list marker at a line's start ("- ", "• ", "1. ", "(a) "): not part of the sentence. */
const LIST_MARKER = /^(?:[-*•+▪◦–]|\d+(?:\.\d+)*[.)]|\(?[a-z]\))\s+/;
/** A line ending like this goes on to the next line (a wrapped sentence), whatever the next line opens with. */
const GOES_ON = /(?:[,;(–-]|\b(?:a|an|the|and|or|of|to|in|on|for|with|by|at|from|that|which|who|is|are|be)\s*)$/i;
/** Abbreviations that come before a name: a full stop after them never ends a sentence ("Dr. Patel"). */
const TITLE = /^(?:mr|mrs|ms|dr|prof|sr|jr|st|no|fig|vol|p|pp|ch|sec)\.$/i;

/** Lines joined into blocks: a blank line, a list marker or a line opening on a capital or digit starts a new block (a heading, a bullet). */
function blocksOf(text: string): SentenceSpan[] {
  const blocks: SentenceSpan[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const lead = line.length - line.trimStart().length;
    const marker = LIST_MARKER.exec(line.slice(lead))?.[0].length ?? 0;
    const start = at + lead + marker;
    const body = line.slice(lead + marker).trimEnd();
    const last = blocks[blocks.length - 1];
    const joins = last && body && !marker && last.end === at - 1 && (/^\p{Ll}/u.test(body) || GOES_ON.test(last.text));
    if (last && joins) {
      last.text = text.slice(last.start, start + body.length);
      last.end = start + body.length;
    } else if (body) blocks.push({ text: body, start, end: start + body.length });
    at += line.length + 1;
  }
  return blocks;
}

/**
 * Sentences of a text with their character offsets (decision 156). Line structure decides first
 * (headings and bullets without a full stop are sentences of their own; a wrapped line goes on);
 * wink-nlp then finds the boundaries inside a block (abbreviations, decimals, URLs, quotes). A full
 * stop after an abbreviation ("etc.", "°C.") also ends a sentence when the next word opens with a
 * capital, unless it is a title or an initial before a name ("Dr. Patel", "J. Smith").
 */
export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  for (const block of blocksOf(text)) {
    for (const sentence of tagText(block.text)) {
      const words = sentence.filter((t) => t.pos !== 'SPACE');
      let from = 0;
      for (let i = 0; i < words.length; i++) {
        const word = words[i];
        const next = words[i + 1];
        const endsHere =
          !next ||
          (/[.…]$/.test(word?.text ?? '') && !TITLE.test(word?.text ?? '') && !/^\p{Lu}\.$/u.test(word?.text ?? '') && /^["“‘(]?\p{Lu}/u.test(next.text));
        if (!endsHere || !word) continue;
        const first = words[from] as (typeof words)[number];
        out.push({ text: block.text.slice(first.start, word.end), start: block.start + first.start, end: block.start + word.end });
        from = i + 1;
      }
    }
  }
  return out.filter((s) => /\p{L}/u.test(s.text));
}

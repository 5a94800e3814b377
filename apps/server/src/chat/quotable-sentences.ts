/**
 * How a page's text becomes sentences the assistant may quote (issue 19 item 8: "never answer with a
 * heading or a fragment"), without a language library: small rules about lines, punctuation and a
 * few English words. docs/decisions/155 explains the choices.
 */

/** A sentence ends at . ! ? … (and a closing quote or bracket) followed by a space or the end. */
const SENTENCE_END = /[.!?…]+["”’)]?(?=\s|$)/g;
const ENDS_SENTENCE = /[.!?…]["”’)]?$/;
/** Line ends after which the text goes on: a wrapped line, never a heading or a finished item. */
const ENDS_OPEN = /[:;,–-]$/;
/** Words a clause cannot end on ("… may operate a"): a line or sentence ending so was cut. */
const CONTINUES =
  /\b(a|an|the|and|or|but|of|to|in|on|at|for|with|by|from|into|is|are|was|were|be|may|must|will|can|should|that|which|who|your|our|their|its|my)$/i;
/** A leading label that is not part of what is said: "Q:", "A:", "Answer:", "Notes:" (slide notes). */
const LABEL = /^(?:q|a|question|answer|notes?|tip)\s*[:.)]\s+/i;
const BULLET = /^(?:[•▪●◦‣*+\-–]|\d{1,2}[.)])\s+/;
const MARKDOWN_HEADING = /^#{1,6}\s+/;

/** Auxiliary and modal verbs: a line holding one says something. */
const AUXILIARIES = new Set(
  `is are was were be been being am isn't aren't wasn't weren't has have had hasn't haven't hadn't do does did don't doesn't didn't
  must may might can cannot can't could should shall will would won't need needs get gets`.split(/\s+/),
);
/** Words that follow a verb ("Collect your laptop", "meets you at", "happens in the"). */
const AFTER_VERB = new Set(
  'a an the your my our their his her its this that these those every each all any some you it them us me in on at to from with by for into'.split(' '),
);
/** Short words a title leaves in lower case ("Welcome to Northwind", "Terms of Use"). */
const TITLE_SMALL = new Set('a an the and or of to in on at for with by from vs'.split(' '));

const wordsOf = (line: string) => line.split(/\s+/).filter(Boolean);
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '');

/** Every significant word starts with a capital or a digit: a title, not a sentence. */
function isTitleCase(words: string[]): boolean {
  const significant = words.filter((w, i) => i === 0 || !TITLE_SMALL.has(bare(w)));
  return significant.length > 0 && significant.every((w) => /^[\p{Lu}\p{N}("“‘]/u.test(w));
}

/**
 * Whether a run of words has a verb, judged without a dictionary of verbs: an auxiliary or modal,
 * a past or -ing form, an imperative first word followed by a determiner or pronoun ("Collect your
 * laptop"), or a verb in -s followed by one ("meets you", "happens in").
 */
export function hasVerb(text: string): boolean {
  const words = wordsOf(text).map(bare);
  return words.some((w, i) => {
    if (AUXILIARIES.has(w)) return true;
    if (i > 0 && w.length >= 5 && /(ed|ing)$/.test(w)) return true;
    const next = words[i + 1];
    if (next === undefined || !AFTER_VERB.has(next)) return false;
    return i === 0 || (w.length >= 4 && /[^s]s$/.test(w));
  });
}

/** A line that names a section rather than saying something: a Markdown heading, a title, or a short verbless line. */
function isHeadingLine(raw: string, line: string): boolean {
  if (MARKDOWN_HEADING.test(raw)) return true;
  if (ENDS_SENTENCE.test(line) || ENDS_OPEN.test(line) || CONTINUES.test(line)) return false;
  const words = wordsOf(line);
  if (words.length > 12 || !/^[\p{Lu}\p{N}]/u.test(line)) return false;
  return isTitleCase(words) || !hasVerb(line);
}

/** Whether a finished sentence may be quoted: whole (not cut mid-clause), a statement, with a verb or its own full stop. */
export function isQuotable(sentence: string): boolean {
  const words = wordsOf(sentence);
  if (words.length < 3 || !/^[\p{Lu}\p{N}"“‘(]/u.test(sentence)) return false;
  if (/\?["”’)]?$/.test(sentence)) return false; // a question is never the answer
  const stripped = sentence.replace(/[.!?…]+["”’)]?$/, '');
  if (CONTINUES.test(stripped) || ENDS_OPEN.test(stripped)) return false;
  // Words ending in a full stop were written as a sentence; a line without one must show a verb.
  return (ENDS_SENTENCE.test(sentence) && !isTitleCase(words)) || hasVerb(sentence);
}

/** The sentences of a block of running text, split at sentence ends that are followed by a new sentence. */
function splitSentences(block: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of block.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    const rest = block.slice(end).trimStart();
    // "e.g. the", "approx. five": what follows in lower case continues the same sentence.
    if (rest && /^\p{Ll}/u.test(rest)) continue;
    out.push(block.slice(start, end).trim());
    start = end;
  }
  const tail = block.slice(start).trim();
  if (tail) out.push(tail);
  return out;
}

export interface PageSentence {
  /** The sentence as written, to be quoted. */
  text: string;
  /** The heading or question line it stands under, if any: what the sentence is about. */
  context: string;
  /** The first quotable sentence under its heading or question: where the section it names starts. */
  opens: boolean;
}

/**
 * The sentences of a page as a reader would quote them, each with the heading (or FAQ question)
 * it stands under: headings are kept apart instead of glued to the next sentence ("Forklift rules
 * Only certified drivers…"), lines wrapped by the layout are joined, a bullet or slide line without
 * a full stop is its own sentence, and headings, questions and fragments are never quoted.
 */
export function pageSentences(text: string): PageSentence[] {
  const lines = text
    .split(/\r?\n/)
    .map((raw) => ({ raw: raw.trim(), line: raw.trim().replace(MARKDOWN_HEADING, '').replace(BULLET, '').replace(LABEL, '').trim() }))
    .filter((l) => l.line.length > 0);
  const out: PageSentence[] = [];
  let context = '';
  let opened = false;
  let block: string[] = [];
  const flush = () => {
    if (block.length === 0) return;
    for (const s of splitSentences(block.join(' ').replace(/\s+/g, ' '))) {
      if (isQuotable(s)) {
        out.push({ text: s, context, opens: !opened });
        opened = true;
      } else if (/\?["”’)]?$/.test(s)) {
        // A question in the text (an FAQ's) is what the sentences after it answer.
        context = s;
        opened = false;
      }
    }
    block = [];
  };
  // Whether the line before stopped mid-sentence: then this line goes on with it, whatever it looks like.
  let open = false;
  lines.forEach(({ raw, line }, i) => {
    const next = lines[i + 1];
    if (!open && isHeadingLine(raw, line)) {
      flush();
      context = line;
      opened = false;
      return;
    }
    block.push(line);
    // A line goes on into the next when it stops mid-clause or the next starts in lower case;
    // otherwise it ends here (a bullet or slide line needs no full stop).
    const nextIsNew = next === undefined || MARKDOWN_HEADING.test(next.raw) || BULLET.test(next.raw);
    open = !nextIsNew && !ENDS_SENTENCE.test(line) && (/^\p{Ll}/u.test(next.line) || CONTINUES.test(line) || ENDS_OPEN.test(line));
    if (!open) flush();
  });
  flush();
  return out;
}

/** The quotable sentences of a page, in order. */
export function quotableSentences(text: string): string[] {
  return pageSentences(text).map((s) => s.text);
}

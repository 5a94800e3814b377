import { hasMainVerb } from '../nlp/is-fragment';
import { STOP_WORDS } from './stop-words';

/** Words as written (whitespace-separated); a script's spoken length is counted in core `spokenWords` (decision 176). */
export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

const SMALL_WORDS = new Set('a an and as at but by for in nor of on or per the to vs via with from into'.split(' '));

/** Title Case: small words stay lower-case except first and last; acronyms and mixed case are kept. */
export function titleCase(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .map((w, i) => {
      if (/[A-Z].*[A-Z]|\d/.test(w) || /^[a-z]+[A-Z]/.test(w)) return w; // ACME, iPhone, 2024
      const lower = w.toLowerCase();
      if (i > 0 && i < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return lower.replace(/^(["“'‘(]?)(\p{L})/u, (_, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ');
}

/** A name made safe to put inside a regular expression. */
export const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const capitalize = (text: string) => text.replace(/^(["“'‘(]?)(\p{L})/u, (_, p: string, c: string) => p + c.toUpperCase());

export const stripTrailingPunctuation = (text: string) => text.trim().replace(/[\s.,;:!?…—–-]+$/u, '');

export const ensureSentenceEnd = (text: string) => {
  const t = text.trim();
  if (!t) return t;
  return /[.!?…]["”’)]?$/u.test(t) ? t : `${stripTrailingPunctuation(t)}.`;
};

/** Openers that only link a sentence to the one before; a key point reads better without them. */
const LEADING_CONNECTORS =
  /^(?:however|also|additionally|in addition|moreover|furthermore|therefore|thus|so|and|but|then|finally|firstly|secondly|lastly|for example|for instance|in fact|as a result|in short|overall|importantly)\s*,?\s+/i;

/** Words a phrase may not end on ("of", "the", "and"): a phrase ending on one was cut. */
export const DANGLING_END = new Set([...STOP_WORDS].filter((w) => !/^(?:now|here|there|today|again|well|too|enough|yet)$/.test(w)));

/** Words a sentence cannot end on: what follows them is still to come. */
const OPEN_END = /^(?:a|an|the|to|of|for|with|at|by|from|in|into|on|as|than|and|or|nor|but|be|been|being|is|are|was|were|not|that)$/i;

/** Words that open a new clause after a comma. */
const CLAUSE_OPENER =
  /^(?:which|who|whose|where|so|but|because|although|though|while|unless|as|since|for example|for instance|such as|including|except|especially|even|then|and then|or else|otherwise|whatever|however|when|if)\b/i;

/** Openers of a clause that cannot stand alone ("If the customer has no receipt"). */
const SUBORDINATE_OPENER = /^(?:if|when|whenever|unless|although|though|because|since|while|before|after|once|as|until|whether|so that|even if|even though)\b/i;

/** A term before a colon, and what it is: "index-maint: Requests the index page…". */
const LABELLED = /^([^:;.!?]{1,60}?):\s+(\S.*)$/;
/** Words a shortened description keeps at least, whatever its term's length. */
const MIN_DESCRIPTION_WORDS = 5;
/** A term is short: a longer run before a colon is a clause of its own. */
const MAX_LABEL_WORDS = 8;

/**
 * Shortens a sentence to at most `maxWords` words without cutting a clause: it only cuts at a
 * clause boundary (comma, semicolon, colon, dash) and only when what is kept can stand alone (it
 * does not open on "if", "when", "because"…). A sentence with no such boundary is kept whole:
 * a long complete sentence is better than a fragment that changes its meaning. What is kept must
 * have a main verb when the sentence has one (decision 156).
 */
export function shortenSentence(sentence: string, maxWords: number, { keepConnector = false } = {}): string {
  let text = sentence.trim().replace(/\s+/g, ' ');
  if (!keepConnector) text = text.replace(LEADING_CONNECTORS, '');
  // Parentheticals are the first thing to go ("401(k)" is a name, not one), but only a whole aside:
  // one that opens a word ("(fake)root", "(re)start") is part of it.
  // An aside that ends what its sentence's words leave open stays ("…a value that implies they should not be (e.g. "no")"):
  // without it the sentence would end on "be" (decision 207).
  text = text.replace(/\s+\([^)]*\)(?=[\s.,;:!?]|$)/g, (aside, at: number, whole: string) =>
    OPEN_END.test(whole.slice(0, at).split(' ').pop() ?? '') && /^[.!?]*$/.test(whole.slice(at + aside.length).trim()) ? aside : '',
  );
  text = capitalize(text);
  const words = text.split(' ');
  if (words.length <= maxWords) return text;
  // A term and its description ("send bugnumber: Requests the transcript…", "Hotel cap: $180 a
  // night…", decisions 196 and 199's lists): the term alone says nothing, so the description is
  // what gets shorter, behind its term.
  const labelled = text.match(LABELLED);
  // (a term is a name or a command, "send bugnumber": one with no verb, or one whose description opens as its own sentence)
  if (labelled && countWords(labelled[1] as string) <= MAX_LABEL_WORDS && (/^\p{Lu}/u.test(labelled[2] as string) || !hasMainVerb(labelled[1] as string))) {
    const label = labelled[1] as string;
    const room = Math.max(MIN_DESCRIPTION_WORDS, maxWords - countWords(label));
    return `${label}: ${shortenSentence(labelled[2] as string, room, { keepConnector: true })}`;
  }
  if (SUBORDINATE_OPENER.test(text)) return stripTrailingPunctuation(text);
  let whole: boolean | undefined;
  for (let i = Math.min(maxWords, words.length) - 1; i >= 3; i--) {
    // A comma only ends a clause when a new one opens after it ("…, which takes 40 minutes"); in a list
    // ("unlimited users, 1 TB of storage and priority support for $29") cutting would drop the facts.
    const comma = /,$/.test(words[i] as string) && CLAUSE_OPENER.test(words.slice(i + 1, i + 3).join(' '));
    if (/[;:—–]$/.test(words[i] as string) || comma || (words[i + 1] && /^[—–-]$/.test(words[i + 1] as string))) {
      const kept = words.slice(0, i + 1);
      const last = stripTrailingPunctuation(kept[kept.length - 1] as string).toLowerCase();
      if (DANGLING_END.has(last)) continue;
      // A cut that leaves no main verb is a fragment (issue 20, "points cut before their verb"):
      // "Staff who handle cash" from "Staff who handle cash, which includes temps, must count it twice".
      if (!hasMainVerb(kept.join(' '))) {
        whole ??= hasMainVerb(text);
        if (whole) continue;
      }
      return stripTrailingPunctuation(kept.join(' '));
    }
  }
  return stripTrailingPunctuation(text);
}

/** The sentence cut at its first clause boundary if that leaves a clause that stands alone, else null. */
export function firstClause(sentence: string): string | null {
  const short = shortenSentence(sentence, Math.max(4, countWords(sentence) - 1));
  return countWords(short) < countWords(stripTrailingPunctuation(sentence)) ? short : null;
}

/** A key point: a shortened sentence without its full stop (bullets read better without). */
export const toKeyPoint = (sentence: string, maxWords = 14) => stripTrailingPunctuation(shortenSentence(sentence, maxWords));

/** Joins items as prose: "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Lower-cases the first letter unless the first word looks like a name or acronym. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (/^[A-Z][a-z'’]*$/.test(first) && !/^I$/.test(first)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** A stable small hash so choices vary between slides but never between runs. */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** Small counts are spoken and written as words ("four steps"). */
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
export const ordinalWord = (n: number) => ORDINALS[n] ?? `${n}th`;

import { analyseSentence } from '../../nlp';
import type { Token } from '../../nlp/token';
import { analyzeText } from '../analysis/analyze-text';
import { termsOf } from '../analysis/terms-of';
import { QUANTITY } from '../outline/sentence-kinds';
import { gerund } from '../request/gerund';
import { GENERIC_WORDS, WEAK_KEYWORDS } from '../stop-words';
import { capitalize, ensureSentenceEnd, lowerFirst, stripTrailingPunctuation } from '../text-shaping';

/** What a point is, read from its own words: an order, a prohibition, or a statement, with its figure, reason and condition. */
export interface PointParts {
  /** The order's verb phrase ("hear the alarm"), for an order. */
  order?: string;
  /** What a prohibition forbids, said positively ("use the lifts" of "Never use the lifts"). */
  forbidden?: string;
  /** A figure with its unit ("30 days", "40 euros"). */
  figure?: string;
  /** The reason the point gives ("trains and buses cost the company far less"). */
  reason?: string;
  /** The condition it holds under ("only when no public transport runs"). */
  condition?: string;
  /** Its key term, a noun phrase of its own words ("phishing emails", "dental cover"). */
  term?: string;
}

const isBase = (t: Token | undefined) => t?.pos === 'VERB' && t.text.toLowerCase() === t.lemma;
/** An order opens on its verb, with no subject before a verb of its own ("Phishing is…" is a statement). */
const isOrderAt = (tokens: Token[], k: number) =>
  isBase(tokens[k]) && !/^(?:AUX|VERB)$/.test(tokens[k + 1]?.pos ?? '') && !/^\p{L}{3,}ing$/u.test(tokens[k]?.text ?? '');

/** A verbless reading of a line that opens on a verb ("Sign in at the front desk" read as a noun) is read again after "you". */
function readAsOrder(text: string): Token[] {
  const tokens = analyseSentence(text).filter((t) => t.pos !== 'SPACE');
  if (isBase(tokens[0]) || tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return tokens;
  const again = analyseSentence(`you ${lowerFirst(text)}`).filter((t) => t.pos !== 'SPACE');
  return isBase(again[1]) ? again.slice(1).map((t) => ({ ...t, start: t.start - 4, end: t.end - 4 })) : tokens;
}

export function pointParts(point: string): PointParts {
  const text = stripTrailingPunctuation(point);
  const tokens = readAsOrder(text);
  const parts: PointParts = {};
  const from = (k: number) => lowerFirst(text.slice(tokens[k]?.start ?? 0));
  if (/^(?:never|do not|don['’]t)$/i.test(tokens[0]?.text ?? '') || (/^do$/i.test(tokens[0]?.text ?? '') && /^(?:n['’]t|not)$/i.test(tokens[1]?.text ?? ''))) {
    const verb = tokens.findIndex((t, k) => k > 0 && k < 3 && isBase(t));
    if (verb > 0) parts.forbidden = stripClauses(from(verb));
  } else if (isOrderAt(tokens, 0) || (/^always$/i.test(tokens[0]?.text ?? '') && isOrderAt(tokens, 1)))
    parts.order = stripClauses(from(/^always$/i.test(tokens[0]?.text ?? '') ? 1 : 0));
  const figure = QUANTITY.exec(text);
  if (figure) parts.figure = figure[0].trim();
  const reason = /\b(?:because|since|so that)\s+([^,;]{8,})$/i.exec(text);
  if (reason) parts.reason = reason[1];
  const condition = /\b((?:only\s+)?(?:when|if|unless|before|after|whenever)\s+[^,;]{6,}?)(?=,|;|\s+because\b|\s+so that\b|$)/i.exec(text);
  // A condition is a clause ("when you travel overnight", "before handling food"), not a time ("before the training").
  const at = condition?.index ?? -1;
  const clause = condition && tokens.some((t) => t.start > at && t.start < at + (condition[0]?.length ?? 0) && (t.pos === 'VERB' || t.pos === 'AUX'));
  if (condition && clause) parts.condition = lowerFirst(condition[1] as string);
  const term = keyTerm(text, tokens);
  if (term) parts.term = term;
  return parts;
}

/** The point's best key phrase of two words or more that the sentence uses as a noun phrase (its last word a noun), not its figure. */
function keyTerm(text: string, tokens: Token[]): string | undefined {
  const posOf = new Map(tokens.map((t) => [t.text.toLowerCase(), t.pos]));
  const phrases = analyzeText(ensureSentenceEnd(text)).keyphrases.filter((k) => {
    const words = k.phrase.toLowerCase().split(/\s+/);
    const last = words[words.length - 1] ?? '';
    return (
      /^(?:NOUN|PROPN)$/.test(posOf.get(last) ?? '') &&
      words.every((w) => /^(?:NOUN|ADJ|PROPN)$/.test(posOf.get(w) ?? '') || (posOf.get(w) === 'VERB' && /(?:ing|ed)$/.test(w))) &&
      !GENERIC_WORDS.has(last) &&
      !WEAK_KEYWORDS.has(last)
    );
  });
  // Two words or more name the point best ("phishing emails").
  const figure = QUANTITY.exec(text)?.[0].toLowerCase() ?? '';
  const article = (phrase: string) => new RegExp(`\\b(?:the|a|an|your|our|their)\\s+${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text);
  // A single word is said with its article ("the purchase") or as a plural ("receipts"), never bare ("alarm").
  // …and only where it ends its noun phrase ("the assembly" of "the assembly point" names nothing).
  const ends = (phrase: string) => {
    const at = tokens.findIndex((t) => t.text.toLowerCase() === phrase.toLowerCase());
    return at >= 0 && !/^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? '');
  };
  const named = (k: (typeof phrases)[number]) => k.terms.length > 1 || ((article(k.phrase) || /[^s]s$/i.test(k.phrase)) && ends(k.phrase));
  const phrase = (
    phrases.find((k) => k.terms.length > 1 && !figure.includes(k.phrase.toLowerCase())) ??
    phrases.find((k) => named(k) && !figure.includes(k.phrase.toLowerCase()))
  )?.phrase;
  if (!phrase) return undefined;
  // With the article or possessive the point gives it ("the expense policy", "your bank details").
  const det = new RegExp(`\\b(?:the|a|an|your|our|their)(?:\\s+[\\p{L}-]+)?\\s+${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'iu').exec(text);
  return det ? lowerFirst(det[0]) : phrase;
}

/** Prompts that connect a point's key term with the viewer's own work (a title slide's, its subject's). */
export const termLines = (term: string) => [
  `What do you already know about ${term}?`,
  `Think of a time ${term} came up in your own work: what happened?`,
  `Who would you ask if you had a question about ${term}?`,
  `How would you explain ${term} to someone new to the team?`,
  `Where in your own week does ${term} come up?`,
  `What would you check first about ${term}?`,
  `What is one thing about ${term} you would like to know more about?`,
];

/** The viewer's verb phrase said of someone else: "wash your hands" → "wash their hands". */
const theirs = (vp: string) =>
  vp
    .replace(/\byourself\b/gi, 'themselves')
    .replace(/\byours\b/gi, 'theirs')
    .replace(/\byour\b/gi, 'their');

/** An order's verb phrase without its reason or condition ("take a taxi", not "take a taxi only when…"). */
const stripClauses = (vp: string) => vp.replace(/,?\s+(?:only\s+)?(?:because|since|so that|when|if|unless|whenever)\b.*$/i, '').trim();

/**
 * Lines that fill a slide still short of its length, each about one of its points and built from
 * that point's own words (decision 179): a prompt to picture the point in the viewer's own day, the
 * reason or the condition the point gives, its figure. None is generic: a point gives no line for
 * what it does not have. A statement that holds most of the point's words must add words of its
 * own (a question may ask about all of them), so no line says the point again.
 */
export function pointLines(point: string): string[] {
  const p = pointParts(point);
  const lines: string[] = [];
  if (p.reason) lines.push(`The reason is worth knowing: ${p.reason}.`);
  if (p.condition) lines.push(`Note the condition: ${p.condition}.`, `How will you know the moment comes, ${p.condition}?`);
  if (p.figure) lines.push(`Keep the figure in mind: ${p.figure}.`, `Where will you note ${p.figure}, so that you have it when you need it?`);
  // In the order they are offered; a slide with several points gives each of them a line before any gets a second (framing-pieces.ts).
  if (p.order) {
    // A one-word order ("Stop") is not asked of others, nor what could stop it: "What could stop you from stopping?" says nothing.
    if (/\s/.test(p.order)) lines.push(`Who around you needs to ${theirs(p.order)} as well?`);
    lines.push(`What would happen if you did not ${p.order}?`);
    if (/\s/.test(p.order)) lines.push(`What could stop you from ${gerund(p.order)}, and how would you get round it?`);
    lines.push(`Picture the next time you need to ${p.order}: where will you be, and what will you do first?`);
    lines.push(`Can you say in your own words why it matters to ${p.order}?`);
    lines.push(`When will you next need to ${p.order}?`);
    lines.push(`How will you remember to ${p.order} on a busy day?`);
    lines.push(`What is the first thing you do when you ${p.order}?`);
    lines.push(`What mistake do people make most often when they ${p.order}?`);
    lines.push(`If you had to ${p.order} right now, what would you need to hand?`);
    lines.push(`Think of someone new to the team: how would you show them how to ${theirs(p.order)}?`);
  }
  if (p.forbidden && /\s/.test(p.forbidden)) {
    lines.push(`${capitalize(gerund(p.forbidden))} is the one thing to avoid here.`);
    lines.push(`What could go wrong if someone chose to ${theirs(p.forbidden)}?`);
    lines.push(`What might tempt someone to ${theirs(p.forbidden)}, and what should they do instead?`);
    lines.push(`Who around you might still ${p.forbidden}, and how would you tell them?`);
    lines.push(`Picture a busy day when it would be easier to ${p.forbidden}: what will you do instead?`);
    lines.push(`Think of someone new to the team: how would you explain why they must never ${theirs(p.forbidden)}?`);
    lines.push(`When are you most likely to be tempted to ${p.forbidden}?`);
    lines.push(`How will you make sure you never ${p.forbidden}, even when you are in a hurry?`);
  }
  if (p.term) lines.push(...termLines(p.term));
  const own = new Set(termsOf(point));
  return lines.filter((line) => {
    if (line.endsWith('?') || own.size < 4) return true;
    const terms = new Set(termsOf(line));
    return [...terms].filter((t) => own.has(t)).length / Math.min(terms.size, own.size) < 0.8;
  });
}

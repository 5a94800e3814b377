import { CHAT_STOP_WORDS, questionWords } from '@lectern/core';

/** Most words of a question kept for searching. */
const MAX_TERMS = 12;

/** Question openers after which a word asks for a measure, not about a topic ("how long", "how often"). */
const MEASURE_AFTER = new Map<string, ReadonlySet<string>>([
  ['how', new Set(['long', 'many', 'much', 'often', 'far', 'soon', 'quickly', 'old', 'big', 'large', 'early', 'late', 'frequently'])],
  ['what', new Set(['time', 'day', 'date', 'year', 'month', 'hour', 'hours', 'number', 'kind', 'type', 'sort'])],
  ['which', new Set(['time', 'day', 'date', 'year', 'month', 'hour', 'hours', 'number', 'kind', 'type', 'sort', 'one'])],
]);

/** Verbs that close a question asking what something holds ("What does the handbook cover?"). */
const ASKS_CONTENTS = new Set(['cover', 'covers', 'include', 'includes', 'contain', 'contains', 'involve', 'involves', 'mention', 'mentions', 'discuss']);

/**
 * The content words of a question (issue 19 item 8): question words, stop words and the measure a
 * question asks for ("how long", "what time") and the verb of "what does … cover?" are dropped, so
 * that what is left names the topic ("How long is the warranty?" → warranty). Deduplicated, at most
 * MAX_TERMS.
 */
export function questionTerms(question: string): string[] {
  const words = questionWords(question);
  const asksContents = (words[0] === 'what' || words[0] === 'which') && ['do', 'does', 'did', 'will'].includes(words[1] ?? '');
  const kept = words.filter((w, i) => {
    if (asksContents && i === words.length - 1 && ASKS_CONTENTS.has(w)) return false;
    if (w.length < 2 && !/\d/.test(w)) return false;
    if (CHAT_STOP_WORDS.has(w)) return false;
    const opener = words[i - 1];
    return !(opener && MEASURE_AFTER.get(opener)?.has(w));
  });
  return [...new Set(kept)].slice(0, MAX_TERMS);
}

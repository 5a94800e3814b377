/** Months and weekdays keep their capital wherever they are said ("from 1 September"); "May" only beside a figure (spoken-text.ts). */
const CALENDAR =
  /^(?:january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const CAPITALISED = /^[A-Z][a-z'’-]+$/;
const key = (word: string) => word.toLowerCase().replace(/[’]/g, "'");

/**
 * The names of a text (issue 20 item 2, decision 199): words it writes with a capital inside its
 * sentences (never as a sentence's first word) and nowhere in lower case — "Debian", "Harbourline",
 * "Maria", and names of several words in a row ("free software foundation"). Only lines that end as sentences count: a heading in Title Case capitalises every word.
 */
export function sourceNames(text: string): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  const phrases = new Set<string>();
  for (const line of text.split(/\n+/)) {
    for (const word of line.match(/[\p{L}'’-]+/gu) ?? []) if (/^\p{Ll}/u.test(word)) lower.add(key(word));
    if (!/[.!?]["”’)]?\s*$/.test(line.trim())) continue;
    for (const s of line.split(/(?<=[.!?])\s+/)) {
      const words = s.match(/[\p{L}'’-]+/gu) ?? [];
      // A heading or a title run into a sentence ("What You May Accept.") capitalises most of its words: it names nothing.
      const long = words.filter((w) => w.length >= 4);
      if (long.length && long.filter((w) => /^\p{Lu}/u.test(w)).length * 5 >= long.length * 4) continue;
      for (const w of words.slice(1)) if (CAPITALISED.test(w)) capital.add(key(w));
      // A name of several words ("Free Software Foundation"): capitalised words in a row inside the sentence.
      let run: string[] = [];
      for (const w of [...words.slice(1), '']) {
        if (CAPITALISED.test(w)) run.push(key(w));
        else {
          if (run.length >= 2) phrases.add(run.join(' '));
          run = [];
        }
      }
    }
  }
  return new Set([...[...capital].filter((w) => !lower.has(w)), ...phrases]);
}

/** Whether a word keeps its capital mid-sentence: a month or weekday, or a name of the source. */
export const keepsCapital = (word: string, names: Set<string>) => CALENDAR.test(word) || names.has(key(word.replace(/[,;:]$/, '')));

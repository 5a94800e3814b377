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
  for (const line of unwrapped(text)) {
    // (a word in a path, an address or a package name, "/usr/share/doc/debian", "debian-policy", is no prose: it does not count as lower case)
    for (const token of line.split(/\s+/)) {
      const word = token.replace(/^["'“‘([]+|["'”’)\],.;:!?]+$/g, '');
      if (/^\p{Ll}[\p{L}'’]*$/u.test(word)) lower.add(key(word));
    }
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
        // (an article opens no name: "conform to The Debian Free Software Guidelines" names "Debian Free Software Guidelines")
        if (CAPITALISED.test(w) && !(run.length === 0 && /^(?:the|a|an)$/i.test(w))) run.push(key(w));
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

/**
 * A text's lines with a wrapped sentence joined again (decision 206): a plain-text file or a PDF page
 * breaks its sentences at the line's width, so a line that ends on no full stop runs on into the next
 * when it is long (a heading is short) or the next opens in lower case.
 */
function unwrapped(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current = '';
    for (const raw of paragraph.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const runsOn = current && !/[.!?:]["”’)]?$/.test(current) && (current.split(/\s+/).length >= 8 || /^\p{Ll}/u.test(line));
      if (runsOn) current = `${current} ${line}`;
      else {
        if (current) out.push(current);
        current = line;
      }
    }
    if (current) out.push(current);
  }
  return out;
}

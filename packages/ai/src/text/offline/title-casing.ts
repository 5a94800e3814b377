import { DEFAULT_LANGUAGE, titleCases } from '@lectern/core';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** How the source writes each word inside a sentence (not its first word, which is capitalised anyway): the most frequent form. */
function sourceCasing(source: string): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const sentence of source.split(/(?<=[.!?:;])\s+|\n+/)) {
    const words = sentence.match(WORD) ?? [];
    for (const word of words.slice(1)) {
      const forms = counts.get(word.toLowerCase()) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      counts.set(word.toLowerCase(), forms);
    }
  }
  const casing = new Map<string, string>();
  for (const [lower, forms] of counts) casing.set(lower, [...forms].sort((a, b) => b[1] - a[1])[0]?.[0] ?? lower);
  return casing;
}

/**
 * A title in the casing its language writes headings with. English titles are Title Cased by the
 * writer; in every other language (see core `titleCases`) each word goes back to the casing the
 * source gives it inside a sentence, so German keeps its capitalised nouns and nothing else
 * ("Sicherheit am Arbeitsplatz", not "Sicherheit Am Arbeitsplatz"); a word the source never writes
 * mid-sentence is lower case unless it is an acronym or holds a digit; the first word is capitalised.
 */
export function titleCaserFor(language: string | undefined, source: string): (title: string) => string {
  if (titleCases(language ?? DEFAULT_LANGUAGE)) return (title) => title;
  let casing: Map<string, string> | undefined;
  return (title) => {
    casing ??= sourceCasing(source);
    const known = casing;
    let first = true;
    return title.replace(WORD, (word) => {
      const isFirst = first;
      first = false;
      const acronym = /\p{Lu}.*\p{Lu}|\d/u.test(word);
      const written = known.get(word.toLowerCase()) ?? (acronym ? word : word.toLowerCase());
      return isFirst ? written.charAt(0).toUpperCase() + written.slice(1) : written;
    });
  };
}

/** A title with no lower-case letter: a heading set in capitals, not a string of acronyms ("NOTICE OF CHANGES TO YOUR TENANCY"). */
const inCapitals = (title: string) => !/\p{Ll}/u.test(title) && (title.match(/\p{Lu}/gu) ?? []).length >= 8 && (title.match(WORD) ?? []).length >= 2;

/**
 * A title set in capitals in the casing the source writes its words with inside sentences (decision
 * 205): a viewer reads capitals as shouting, and a title cased word by word keeps the names the text
 * capitalises ("HOW TO UNPACK A DEBIAN SOURCE PACKAGE" → "how to unpack a Debian source package", to be
 * title-cased). A word the source never writes mid-sentence, nor in a line of its own not in capitals,
 * is lower case. Any other title is returned as it is.
 */
export function uncappedTitle(title: string, source: string): string {
  if (!inCapitals(title)) return title;
  // (the source's lines in capitals are the title again or other headings: they say nothing of a word's casing)
  const casing = sourceCasing(
    source
      .split('\n')
      .filter((l) => !inCapitals(l))
      .join('\n'),
  );
  return title.replace(WORD, (word) => casing.get(word.toLowerCase()) ?? word.toLowerCase());
}

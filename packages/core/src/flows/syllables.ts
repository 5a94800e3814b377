/**
 * How many syllables a piece of text takes to say: the length a voice really spends on it. Words
 * alone mislead (decision 176): "Pause the video if you want more time" takes less breath than
 * "Personal data requires authorisation", though both have six words. A rule of thumb over the
 * spelling (vowel groups, a silent final "e", "-le" and "-ed" endings), with numbers and
 * abbreviations counted as they are read aloud. Close enough over a script; never exact for a word.
 */

const VOWELS = 'aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüÿ';
const VOWEL_GROUP = new RegExp(`[${VOWELS}]+`, 'g');

/** Syllables of the whole number `n` read aloud in English: 21 "twen-ty-one" (3), 600,000 "six hun-dred thou-sand" (5). */
function integerSyllables(n: number): number {
  const SMALL = [2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 1];
  if (n < 13) return SMALL[n] ?? 1;
  if (n < 20) return 2;
  if (n < 100) return 2 + (n % 10 ? integerSyllables(n % 10) : 0);
  if (n < 1000) return integerSyllables(Math.floor(n / 100)) + 2 + (n % 100 ? integerSyllables(n % 100) : 0);
  for (const [size, word] of [
    [1e9, 3],
    [1e6, 2],
    [1e3, 2],
  ] as const)
    if (n >= size) return integerSyllables(Math.floor(n / size)) + word + (n % size ? integerSyllables(n % size) : 0);
  return 1;
}

/** Syllables read aloud for a number: "20" twenty (2), "600,000" (5), "1.5" one point five (3); a long code a syllable a digit. */
function numberSyllables(token: string): number {
  const match = token.match(/\d[\d,]*(?:\.\d+)?/);
  if (!match) return 0;
  const [whole = '', fraction = ''] = match[0].replace(/,/g, '').split('.');
  if (whole.length > 12) return whole.length + fraction.length;
  return integerSyllables(Number(whole)) + (fraction ? 1 + fraction.length : 0);
}

/** Syllables of one word of letters (lower-case, ASCII or Latin accents). */
function wordSyllables(word: string): number {
  let w = word.toLowerCase();
  if (w.length <= 2) return 1;
  // A silent final "e" (make, safe), but not "-le" after a consonant (table) nor "-ee"/"-ye".
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) w = w.slice(0, -1);
  // "-ed" is silent after any letter but t and d (asked, closed), heard after them (started).
  else if (/[^td]ed$/.test(w) && w.length > 4) w = w.slice(0, -2);
  // "-es" is silent after most letters (makes, uses are counted by the "e" rule on the stem).
  else if (/[^sxzh]es$/.test(w) && !/[^aeiouy]les$/.test(w) && w.length > 4) w = w.slice(0, -2);
  const groups = w.match(VOWEL_GROUP)?.length ?? 0;
  return Math.max(1, groups);
}

/** Syllables of one whitespace-separated token: a word, a number, an abbreviation read letter by letter. */
export function tokenSyllables(token: string): number {
  if (/\d/.test(token)) return numberSyllables(token) + countLetterSyllables(token.replace(/[\d.,%]/g, '')) + (token.includes('%') ? 2 : 0);
  return countLetterSyllables(token);
}

function countLetterSyllables(token: string): number {
  const parts = token
    .replace(/['’]/g, '')
    .split(/[-–—/]/)
    .filter((p) => /\p{L}/u.test(p));
  let total = 0;
  for (const part of parts) {
    const letters = part.replace(/[^\p{L}]/gu, '');
    if (!letters) continue;
    // An abbreviation (IT, HR, GDPR) is spelt out: a syllable a letter, "W" three.
    if (letters.length <= 5 && letters.length > 1 && letters === letters.toUpperCase() && /[A-Z]/.test(letters) && !/[AEIOU]{2}/.test(letters))
      total += letters.length + 2 * (letters.match(/W/g)?.length ?? 0);
    else if (/^[a-zà-ÿ]+$/i.test(letters)) total += wordSyllables(letters);
    // Letters of a script without vowels in this sense (Cyrillic, Greek, CJK): about one a letter pair.
    else total += Math.max(1, Math.round(letters.length / 2));
  }
  return total;
}

/** Syllables of a whole text. */
export const countSyllables = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .reduce((sum, token) => sum + tokenSyllables(token), 0);

/**
 * One light English stemmer for every word match about pictures (decisions 114 and 173): slide
 * words, image keywords, icon names and tags and stock photos' descriptions all go through it,
 * so "policies", "policy" and "policy's" meet, and "planning" meets "plan".
 */
export function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) w = w.slice(0, -1);
  const ending = w.length > 5 && w.endsWith('ing') ? 3 : w.length > 4 && w.endsWith('ed') && !w.endsWith('eed') ? 2 : 0;
  if (ending) w = restoreBase(w.slice(0, -ending));
  // "manage" and "managing" meet at "manag"; short words keep their e ("plane" is not "plan").
  if (w.length >= 6 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * The base a suffix was cut from: "planning" → "plan" (doubled consonant), "driving" → "drive"
 * and "coding" → "code" (a short consonant-vowel-consonant stem lost its e), "training" as is.
 */
function restoreBase(w: string): string {
  if (/([bdgmnprt])\1$/.test(w)) return w.slice(0, -1);
  if (w.length <= 4 && /^[^aeiou]+[aeiou][^aeiouwxy]$/.test(w)) return `${w}e`;
  return w;
}

/** The words of a text, lower-case, letters and digits only. */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The words of a text as a voice's word timings are matched against it (decisions 165, 170):
 * lower-case, accents folded ("café" meets "cafe", as a voice may spell it), letters and digits only.
 */
export const foldedWordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

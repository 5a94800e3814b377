/**
 * Word forms without a language library (issue 19 item 8). PostgreSQL's 'english' stemmer gives
 * operate/operator/operating one stem ('oper') but certified/certification two ('certifi',
 * 'certif'), injured/injury two ('injur', 'injuri'), employees/employment two ('employe', 'employ').
 * Two stems are taken for forms of one word when the shorter, at least MIN_STEM letters long,
 * begins the longer and the longer adds at most MAX_ENDING letters. Both sides are stemmed by the
 * same configuration first (stemsOf), so this only bridges what the stemmer leaves apart.
 */
const MIN_STEM = 4;
const MAX_ENDING = 3;

export function sameWordFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_STEM && long.length - short.length <= MAX_ENDING && long.startsWith(short);
}

const lexeme = (stem: string) => `'${stem.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsquery (text form, already stemmed: cast with ::tsquery) matching a stem's family: the stem
 * itself, longer forms by prefix, and the shorter stems it could come from. A prefix match can also
 * catch unrelated longer words ('oper' → 'opera'); sentence scoring applies sameWordFamily after.
 */
export function familyTsquery(stem: string): string {
  if (stem.length < MIN_STEM) return lexeme(stem);
  const shorter: string[] = [];
  for (let n = Math.max(MIN_STEM, stem.length - MAX_ENDING); n < stem.length; n++) shorter.push(lexeme(stem.slice(0, n)));
  return [`${lexeme(stem)}:*`, ...shorter].join(' | ');
}

/**
 * Text a sentence holding a word of the stem's family must contain (lower case): the stem less its
 * last letter, since the stemmer rewrites endings ("policy" → 'polici', "injury" → 'injuri').
 * A cheap test before the database stems a long page's sentences.
 */
export function familyKey(stem: string): string {
  return stem.length < MIN_STEM ? stem : stem.slice(0, Math.max(MIN_STEM - 1, stem.length - 1 - MAX_ENDING));
}

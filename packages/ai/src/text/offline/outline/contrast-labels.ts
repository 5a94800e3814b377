/**
 * The labels a source gives the two sides of a contrast, left and right (issue 20 rule 4): its own
 * "Acceptable: …" and "Not acceptable: …" lines, or a two-column table headed so (decision 218).
 */
export const LABEL_PAIRS: [RegExp, RegExp][] = [
  [/^acceptable$/i, /^not acceptable$|^unacceptable$/i],
  [/^do$/i, /^don['’]t$|^do not$/i],
  [/^before$/i, /^after$/i],
  [/^(?:pros?|advantages?|benefits?)$/i, /^(?:cons?|disadvantages?|risks?|drawbacks?)$/i],
  [/^with$/i, /^without$/i],
  [/^allowed$/i, /^not allowed$/i],
  [/^yes$/i, /^no$/i],
];

/** Whether two column headings name the two sides of a contrast, in that order. */
export const isLabelPair = (left: string, right: string) => LABEL_PAIRS.some(([l, r]) => l.test(left.trim()) && r.test(right.trim()));

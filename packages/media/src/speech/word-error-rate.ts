/** Words as a recogniser writes them: lower case, letters, digits and inner apostrophes only. */
export const normalisedWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/**
 * Word error rate of a recogniser's transcript against the text spoken: (substitutions + deletions
 * + insertions) / words spoken, by edit distance over normalised words. The bench's intelligibility
 * figure for the offline voices (decision 166): the same fixed text, the same recogniser, so only
 * the voice and its pace differ.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normalisedWords(reference);
  const hyp = normalisedWords(hypothesis);
  if (!ref.length) return hyp.length ? 1 : 0;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = (previous[j - 1] as number) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1));
    }
    previous = current;
  }
  return (previous[hyp.length] as number) / ref.length;
}

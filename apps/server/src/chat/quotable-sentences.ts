/** Sentence ends: . ! ? … optionally followed by a closing quote or bracket. */
const SENTENCE = /[^.!?…]+(?:[.!?…]+["”’)]?|$)/g;
const ENDS_SENTENCE = /[.!?…:;,]["”’)]?$/;
/** Words a wrapped line may end on, which never end a heading ("… may operate a"). */
const CONTINUES = /\b(a|an|the|and|or|of|to|in|on|at|for|with|by|from|is|are|be|may|must|will|can|should|that|which|who)$/i;

/**
 * A line that is a heading, not the start of a sentence wrapped onto the next line: short, starts
 * with a capital or a number, ends without punctuation or a joining word, and the next line starts
 * a new thought (a capital, a number or a bullet) rather than continuing in lower case.
 */
function isHeading(line: string, next: string | undefined): boolean {
  const words = line.split(/\s+/);
  if (words.length > 8 || ENDS_SENTENCE.test(line) || CONTINUES.test(line)) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(line)) return false;
  return next === undefined || /^[\p{Lu}\p{N}•\-–*]/u.test(next);
}

/**
 * The sentences of a page as a reader would quote them: headings dropped rather than glued onto
 * the sentence that follows ("Forklift rules Only certified drivers…"), lines wrapped by the page
 * layout joined again, and fragments (a page or passage that starts mid-sentence) left out.
 */
export function quotableSentences(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/^[•▪●◦*\-–]\s+/, '').trim())
    .filter((l) => l.length > 0);
  const blocks: string[] = [];
  let current: string[] = [];
  lines.forEach((line, i) => {
    if (isHeading(line, lines[i + 1])) {
      if (current.length) blocks.push(current.join(' '));
      current = [];
      return;
    }
    current.push(line);
    // A line ending a sentence may also end a list item or paragraph; sentence splitting handles the rest.
  });
  if (current.length) blocks.push(current.join(' '));
  return blocks
    .flatMap((block) => (block.replace(/\s+/g, ' ').match(SENTENCE) ?? []).map((s) => s.trim()))
    .filter((s) => s.length > 0 && /^[\p{Lu}\p{N}"“‘(]/u.test(s) && /[\p{L}\p{N}]/u.test(s));
}

const ABBREVIATIONS = /\b(Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|vs|etc|Inc|Ltd|Co|No|Fig|approx|e\.g|i\.e|U\.S)\./gi;
const DOT = '\u2024';

export function splitSentences(paragraph: string): string[] {
  const guarded = paragraph.replace(ABBREVIATIONS, (m) => m.replace(/\./g, DOT));
  return guarded
    .split(/(?<=[.!?…]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.replaceAll(DOT, '.').trim())
    .filter((s) => /\p{L}/u.test(s));
}

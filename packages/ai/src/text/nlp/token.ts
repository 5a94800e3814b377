/** A word or mark of a sentence, with its Universal Dependencies part of speech (VERB, AUX, PRON…). */
export interface Token {
  text: string;
  /** Character offsets in the text that was read. */
  start: number;
  end: number;
  pos: string;
  /** Lower-case dictionary form ("went" → "go"). */
  lemma: string;
  /** Inside the scope of a negation ("not", "never", "n't"), as the library marks it. */
  negated: boolean;
}

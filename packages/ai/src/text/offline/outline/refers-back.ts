import { analyseSentence } from '../../nlp/analyse-sentence';

/** Words a following clause opens on when "it" stands for it ("Make it clear that…", "Make it easy to…"). */
const POINTS_FORWARD = /^(?:that|to|how|what|whether|for)$/i;

/**
 * Whether a sentence's "it", "them" or "they" names something only the sentence before names
 * (decision 195), beyond the openings `leansOnEarlierSentence` reads (decision 156): an order whose
 * object "it" is then described ("Keep it short when you call" after "…report it to the service
 * desk"), or a "them"/"they" with no noun before it in its own sentence ("Ask if they agree"). "Make
 * it clear that…" points forward; "take them in a room" after "work calls" points inside its sentence.
 */
export function refersBack(sentence: string): boolean {
  const tokens = analyseSentence(sentence).filter((t) => t.pos !== 'SPACE' && !/^["“‘(]$/.test(t.text));
  const words = tokens.map((t) => t.text.toLowerCase());
  if (tokens[0]?.pos === 'VERB' && words[1] === 'it' && tokens[2] && !/^(?:ADP|ADV|PUNCT|SCONJ|CCONJ)$/.test(tokens[2].pos)) {
    if (!POINTS_FORWARD.test(words[2] ?? '') && !POINTS_FORWARD.test(words[3] ?? '')) return true;
  }
  for (let i = 1; i < tokens.length; i++) {
    if (!/^(?:them|they)$/.test(words[i] ?? '')) continue;
    return !tokens.slice(0, i).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  }
  return false;
}

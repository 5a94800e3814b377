import { analyseSentence } from '../nlp/analyse-sentence';
import { hasMainVerb } from '../nlp/is-fragment';
import type { Token } from '../nlp/token';
import { normalised } from './plain-words';

/** Function words a cut phrase ends on ("…the customer paid with"). */
const DANGLING = new Set('a an the and or but of to in on for with by at from that which who as than if your our their its'.split(' '));

/** A verb that could carry a clause: a helper, or a verb not read as "-ing" or after "to". */
const carriesClause = (tokens: Token[], i: number) => {
  const t = tokens[i] as Token;
  if (t.pos === 'AUX') return true;
  return t.pos === 'VERB' && !/ing$/i.test(t.text) && tokens[i - 1]?.text.toLowerCase() !== 'to';
};

/**
 * A point that is not a whole sentence or list item (issue 20 item 3, decision 162): it ends on a
 * function word; or it has no main verb and either opens on a preposition, conjunction or "to"
 * ("Within 24 hours of the incident"), or holds a verb that belongs to a side clause ("Staff who
 * handle cash", "If the customer has no receipt"), or is a piece of its source sentence cut before
 * that sentence's verb. A verbless phrase that stands as the source gives it ("Flexible hours and
 * remote working", a list item) is whole, and so is the source's own sentence word for word.
 */
export function isCutFragment(point: string, source?: string): boolean {
  const tokens = analyseSentence(point).filter((t) => t.pos !== 'SPACE');
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  const last = words[words.length - 1];
  if (!last) return false;
  if (DANGLING.has(last.text.toLowerCase()) && !/[?]\s*$/.test(point)) return true;
  // The source's own sentence, word for word, is as whole as the source wrote it.
  if (source && normalised(point) === normalised(source)) return false;
  if (hasMainVerb(tokens)) return false;
  const first = words[0] as Token;
  if (/^(?:ADP|SCONJ|CCONJ)$/.test(first.pos) || first.text.toLowerCase() === 'to') return true;
  if (words.some((_, i) => carriesClause(words, i))) return true;
  if (!source) return false;
  const p = normalised(point);
  const s = normalised(source);
  return p !== s && ` ${s} `.includes(` ${p} `) && hasMainVerb(source);
}

import { analyseSentence, isNegated, type Token } from '../../nlp';
import { hasFigure, isInstruction, isRuleSentence } from '../outline/sentence-kinds';
import { OPENS_ON_CONNECTIVE } from './opens-on-connective';

/**
 * How a sentence follows the one said before it (decision 190), read from the two sentences alone:
 * - own: it opens on a connective of its own ("However, …", "For example, …"): the source's is kept;
 * - contrast: it narrows, excepts or reverses the one before on the same subject or key term (the
 *   negation flips, it says "only"/"except"/"unless", a fronted "for longer flights", a permission
 *   under a condition the one before did not have);
 * - cause: a figure that gives the reason for the rule before ("late bookings cost 40% more");
 * - consequence: a rule that follows from the figure before;
 * - condition: it opens on its own condition ("If …", "When …"), which joins it already;
 * - continuation: it shares the subject or a key term (lexical cohesion): no connective needed;
 * - addition: nothing in common with the one before.
 */
export type Relation = 'own' | 'contrast' | 'cause' | 'consequence' | 'condition' | 'continuation' | 'addition';

/** Words that carry no subject of their own: sharing them does not tie two sentences. */
const LIGHT = new Set(
  'be have do get make use need may can will must should take give go come put keep say see know want include apply allow way thing time one other any all each every more less most many much'.split(
    ' ',
  ),
);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);
/** Comparatives that set a different limit or case ("for longer flights", "over $200"). */
const COMPARATIVE = /^(?:more|less|fewer|over|above|beyond|under|below|longer|shorter|larger|smaller|higher|lower|bigger|greater|later|earlier)$/i;
/** Words that narrow or except what was said before. */
const LIMITING = /^(?:only|except|unless|apart|excluding)$/i;
const EXCEPTING = /^(?:except|unless|excluding)$/i;
const CONDITION_OPENER = /^(?:if|when|whenever|unless|where|once|in case)$/i;
const PERMISSION = /^(?:may|can|allowed|permitted)$/i;
/** A figure compared: what a reason for a rule gives ("cost 40% more", "twice as likely"). */
const COMPARED_FIGURE = /\b(?:more|less|fewer|higher|lower|cheaper|dearer|faster|slower|twice|half|times)\b/i;

/** A word's stem for matching across forms ("booking" and "book", "parking" and "park"). */
const stem = (lemma: string) => lemma.toLowerCase().replace(/(?:ings?|s)$/, (m, offset: number) => (offset >= 3 ? '' : m));

/** The content stems of a sentence: its nouns, verbs, adjectives and figures. */
export function keyTerms(tokens: Token[]): Set<string> {
  return new Set(tokens.filter((t) => CONTENT_POS.has(t.pos) && !LIGHT.has(t.lemma.toLowerCase()) && t.text.length > 1).map((t) => stem(t.lemma)));
}

const shares = (a: Set<string>, b: Set<string>) => [...b].some((t) => a.has(t));
const hasCondition = (tokens: Token[]) => tokens.some((t) => /^(?:if|when|whenever|unless|where)$/i.test(t.text));
/** The words a sentence opens on before its subject or verb: a fronted phrase ("For longer flights"). */
export function frontedPhrase(tokens: Token[]): Token[] {
  if (tokens[0]?.pos !== 'ADP' && tokens[0]?.pos !== 'SCONJ') return [];
  const end = tokens.findIndex((t, k) => k > 0 && (t.pos === 'PRON' || t.pos === 'AUX' || t.pos === 'VERB' || t.text === ','));
  return end > 1 ? tokens.slice(0, end) : [];
}

/** An order: its verb first in its base form, after any "never", "always", "do not" ("Never accept…", "Do not run"). */
function isOrder(tokens: Token[]): boolean {
  const first = tokens.find((t) => !/^(?:never|always|do|not|n't|n’t|please|just)$/i.test(t.text));
  return first?.pos === 'VERB' && first.text.toLowerCase() === first.lemma.toLowerCase();
}

const OWN_TURN = /^(?:but|yet|although|though|whereas|however)$/i;

/** How `next` follows `previous` (null: it is the first sentence said after the slide's opening line). */
export function relationOf(previous: string | null, next: string): Relation {
  if (OPENS_ON_CONNECTIVE.test(next.trim())) return 'own';
  const b = analyseSentence(next);
  const opensOnCondition = CONDITION_OPENER.test(b[0]?.text ?? '');
  if (!previous) return opensOnCondition ? 'condition' : 'continuation';
  const a = analyseSentence(previous);
  const termsA = keyTerms(a);
  const termsB = keyTerms(b);
  const related = shares(termsA, termsB);
  if (related) {
    // A sentence that denies what the one before allows reverses it; a "never" tucked in a side phrase of the one before does not make the next a contrast.
    // A second order in the negative ("You must refuse cash. Never accept travel…") only adds a rule: it reverses the first
    // only when it denies the same action ("are refunded" / "are never refunded") or states a fact ("There is no maximum…").
    const verbs = (ts: Token[]) => new Set(ts.filter((t) => t.pos === 'VERB').map((t) => stem(t.lemma)));
    const sameAction = shares(verbs(a), verbs(b));
    const flips = isNegated(b) && !isNegated(a) && (sameAction || !(isOrder(b) || isInstruction(next)));
    // "Only" narrows what the sentence before allowed ("you may book premium economy" / "is only allowed…"); "found only on the day" narrows nothing.
    const allows = a.some((t) => PERMISSION.test(t.text));
    const limits = b.some((t) => EXCEPTING.test(t.text) || (allows && /^only$/i.test(t.text))) && !a.some((t) => LIMITING.test(t.text));
    const comma = b.findIndex((t) => t.text === ',');
    const condition = opensOnCondition ? b.slice(0, comma < 0 ? b.length : comma) : [];
    const otherCase = [...frontedPhrase(b), ...condition].some((t) => COMPARATIVE.test(t.text));
    // "First class is allowed when…", "you may book…": a permission with its verb, not a closing "whenever you can".
    const permits = b.some((t, k) => PERMISSION.test(t.text) && (t.pos === 'VERB' || b[k + 1]?.pos === 'VERB' || b[k + 1]?.pos === 'ADV'));
    const permittedIf = permits && hasCondition(b) && !hasCondition(a);
    // "Before the training, …" then "After the training, …": the same frame, another case.
    const frameA = frontedPhrase(a);
    const frameB = frontedPhrase(b);
    const otherFrame = frameA.length > 0 && frameB.length > 0 && frameA[0]?.lemma !== frameB[0]?.lemma && shares(keyTerms(frameA), keyTerms(frameB));
    // A sentence that turns on a contrast of its own ("There is no maximum in law, but the assessment must
    // consider heat") is heard as that turn: a "However," before it would stack two ("However, …, but …").
    const ownTurn = b.some((t, k) => k > 0 && OWN_TURN.test(t.text) && (t.text.toLowerCase() !== 'yet' || t.pos === 'CCONJ'));
    if ((flips || limits || otherCase || permittedIf || otherFrame) && !ownTurn) return 'contrast';
    const isRule = (s: string) => isInstruction(s) || isRuleSentence(s);
    const comparedFigure = (s: string) => hasFigure(s) && COMPARED_FIGURE.test(s);
    if (comparedFigure(next) && !isRule(next) && isRule(previous)) return 'cause';
    if (comparedFigure(previous) && !isRule(previous) && isRule(next)) return 'consequence';
  }
  if (opensOnCondition) return 'condition';
  return related ? 'continuation' : 'addition';
}

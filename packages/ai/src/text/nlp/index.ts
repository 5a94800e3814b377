export { analyseSentence } from './analyse-sentence';
export { hasMainVerb, isFragment } from './is-fragment';
export { isNegated } from './is-negated';
export { leansOnEarlierSentence } from './leans-on-earlier-sentence';
export { lemma } from './lemma';
export { type SentenceSpan, splitSentences } from './split-sentences';
export type { Token } from './token';

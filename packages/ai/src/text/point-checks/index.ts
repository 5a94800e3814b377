export { leansOnEarlierSentence } from '../nlp/leans-on-earlier-sentence';
export { briefFraming, framingIn, isInstruction } from './brief-framing';
export { type ContentWords, contentWords, sharedContentShare } from './content-words';
export { isCutFragment } from './is-cut-fragment';
export { looksLikeCode } from './looks-like-code';
export { normalised, plainSentences, plainWords } from './plain-words';
export { ATTRIBUTION_SHARE, isAttributable, type PointContext, type PointProblem, type PointRule, pointProblems } from './point-checks';

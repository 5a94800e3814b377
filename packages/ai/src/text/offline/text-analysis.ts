// Reading the source lives in analysis/; the narration writer reads these from here until it moves to narration/.
export { analyzeText } from './analysis/analyze-text';
export { distinctKeyphrases } from './analysis/keyphrases';
export { termsOf } from './analysis/terms-of';
export type { Keyphrase, TextAnalysis } from './analysis/text-analysis';

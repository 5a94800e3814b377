import { termsOf } from './terms-of';
import type { SourceSection, SourceSentence } from './text-analysis';

export function weighTerms(sentences: SourceSentence[], sections: SourceSection[], subject: string | null): Map<string, number> {
  const tf = new Map<string, number>();
  const df = new Map<string, number>();
  for (const s of sentences) {
    for (const t of s.terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of new Set(s.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  for (const sec of sections) for (const t of termsOf(sec.heading ?? '')) tf.set(t, (tf.get(t) ?? 0) + 2);
  for (const t of termsOf(subject ?? '')) tf.set(t, (tf.get(t) ?? 0) + 2);
  const n = Math.max(sentences.length, 1);
  const weights = new Map<string, number>();
  let max = 0;
  for (const [term, count] of tf) {
    const w = (1 + Math.log(count)) * Math.log(1 + n / (df.get(term) ?? 1));
    weights.set(term, w);
    max = Math.max(max, w);
  }
  for (const [term, w] of weights) weights.set(term, max ? w / max : 0);
  return weights;
}

export function scoreSentence(s: SourceSentence, weights: Map<string, number>): number {
  const distinct = [...new Set(s.terms)];
  if (distinct.length === 0) return 0;
  let score = distinct.reduce((sum, t) => sum + (weights.get(t) ?? 0), 0) / Math.sqrt(distinct.length);
  if (s.positionInSection === 0) score += 0.15;
  if (s.index === 0) score += 0.1;
  if (s.hasCue) score += 0.25;
  if (/\d/.test(s.text)) score += 0.1;
  if (s.words < 5) score *= 0.6;
  if (s.words > 35) score *= 0.7;
  return Math.round(score * 10000) / 10000;
}

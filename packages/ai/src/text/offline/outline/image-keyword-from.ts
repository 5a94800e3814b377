import { DEFAULT_IMAGE_KEYWORD } from '@lectern/core';
import type { Keyphrase } from '../analysis/text-analysis';
import { ABSTRACT_WORDS, WEAK_KEYWORDS } from '../stop-words';

/** An image keyword: a concrete noun phrase from the slide's own terms. */
export function imageKeywordFrom(phrases: Keyphrase[]): string {
  const concrete = phrases.filter((p) => {
    const last = p.terms[p.terms.length - 1] ?? '';
    return !ABSTRACT_WORDS.has(last) && !WEAK_KEYWORDS.has(last) && !WEAK_KEYWORDS.has(p.terms[0] ?? '') && !/ly$/.test(last) && last.length > 2;
  });
  const pick = concrete.find((p) => p.terms.length > 1) ?? concrete.find((p) => p.phrase.length >= 4) ?? concrete[0];
  return pick ? pick.phrase.toLowerCase() : DEFAULT_IMAGE_KEYWORD;
}

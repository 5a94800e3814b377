import type { SearchTerm } from '../knowledge/knowledge-search';
import { sameWordFamily } from '../knowledge/word-family';

/** A term found only in the heading (or FAQ question) a sentence stands under counts this much. */
export const CONTEXT_SHARE = 0.5;

export interface SentenceWords {
  /** Stems of the sentence itself. */
  own: string[];
  /** Stems of the heading or FAQ question it stands under. */
  context?: string[];
  /** Stems of its document's name: what the whole document is about. */
  topic?: string[];
  /** Whether it is the first sentence under its heading. */
  opens?: boolean;
}

/**
 * How much of a question a sentence answers (issue 19 item 8): the weighted share of the question's
 * terms found among the sentence's stems, a word form of the same family counting as found.
 * - A term found only in the sentence's heading counts in part ("call your manager" under "Sick
 *   Leave" answers "Who do I call when I'm sick?").
 * - A term naming the sentence's document ("coffee machine" in coffee-machine-manual.md) is what
 *   every sentence of it is about: it counts in part for all of them, and cannot make one sentence
 *   ("Thank you for choosing this coffee machine.") outrank the one that answers ("Run the
 *   descaling programme every three months").
 * A sentence holding none of the terms itself scores 0, except the first one under a heading that
 * holds them: a question that names a section ("What are the evacuation procedures?", the
 * suggested questions are made so) is answered where that section starts. `mentions` is the weight of the terms the
 * sentence itself holds, topic or not: between sentences that cover as much, the one that says more
 * of the question in its own words answers it ("reached on extension 4357" over "sent to your phone"
 * for "the helpdesk's phone extension" in the helpdesk FAQ).
 */
export function sentenceCoverage(terms: SearchTerm[], words: SentenceWords): { coverage: number; mentions: number } {
  const has = (stems: string[] | undefined, stem: string) => !!stems?.some((s) => sameWordFamily(s, stem));
  let total = 0;
  let covered = 0;
  let mentions = 0;
  let heading = 0;
  for (const t of terms) {
    const inSentence = has(words.own, t.stem);
    if (inSentence) mentions += t.weight;
    if (has(words.topic, t.stem)) {
      total += t.weight * CONTEXT_SHARE;
      covered += t.weight * CONTEXT_SHARE;
      continue;
    }
    total += t.weight;
    if (inSentence) covered += t.weight;
    else if (has(words.context, t.stem)) {
      covered += t.weight * CONTEXT_SHARE;
      heading += t.weight * (1 - CONTEXT_SHARE);
    }
  }
  if (total <= 0) return { coverage: 0, mentions: 0 };
  if (mentions > 0) return { coverage: covered / total, mentions };
  return { coverage: words.opens && heading > 0 ? (covered + heading) / total : 0, mentions: 0 };
}

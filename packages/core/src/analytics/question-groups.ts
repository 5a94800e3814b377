import { CHAT_STOP_WORDS } from '../chat/chat-stop-words';
import { questionWords } from '../chat/chat-topics';
import { stemWord } from '../flows/word-stems';
import type { QuestionGroup } from './playback-report';

/** A question a viewer asked the assistant, as kept for the owner's analytics (decision 182). */
export interface AskedQuestion {
  question: string;
  /** False when the assistant gave its "could not find" answer. */
  answered: boolean;
  /** ISO time it was asked. */
  askedAt: string;
}

/** Groups the owner reads per video at most; the rest are the least asked. */
export const QUESTION_GROUPS_LIMIT = 50;
/** Two questions are one when they share at least this share of their content words together. */
export const QUESTION_GROUP_OVERLAP = 0.5;

/**
 * A question's content words, as stems: lower-case, stop words left out, so "Where is the
 * assembly point?" and "where's the assembly points" are both {assembly, point}.
 */
export function contentStems(question: string): Set<string> {
  const words = questionWords(question)
    .map((w) => w.replace(/'s$/, ''))
    .filter((w) => w.length > 1 && !CHAT_STOP_WORDS.has(w) && !/^\d+$/.test(w));
  return new Set(words.map(stemWord));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

const wording = (question: string) => question.trim().replace(/\s+/g, ' ');

/**
 * The questions grouped by meaning (issue 22 item 2, decision 182). Taken oldest first, a question
 * joins the first group whose first question shares at least half of their content words
 * together (Jaccard ≥ 0.5); otherwise it starts a group. A question without content words ("Why?")
 * groups only with the same words. Each group is shown by its most asked wording (ties: the
 * latest); groups with unanswered questions come first, then the most asked, then the latest.
 */
export function groupQuestions(questions: readonly AskedQuestion[], limit = QUESTION_GROUPS_LIMIT): QuestionGroup[] {
  const groups: { stems: Set<string>; items: AskedQuestion[] }[] = [];
  // Only groups sharing a word can match, so each question is weighed against those alone.
  const byStem = new Map<string, number[]>();
  const byWords = new Map<string, number>();
  const ordered = [...questions].filter((q) => wording(q.question) !== '').sort((a, b) => a.askedAt.localeCompare(b.askedAt));
  for (const q of ordered) {
    const stems = contentStems(q.question);
    let index: number | undefined;
    if (stems.size === 0) index = byWords.get(questionWords(q.question).join(' '));
    else {
      const candidates = [...new Set([...stems].flatMap((w) => byStem.get(w) ?? []))].sort((a, b) => a - b);
      index = candidates.find((i) => overlap(groups[i]!.stems, stems) >= QUESTION_GROUP_OVERLAP);
    }
    if (index !== undefined) {
      groups[index]!.items.push(q);
      continue;
    }
    groups.push({ stems, items: [q] });
    if (stems.size === 0) byWords.set(questionWords(q.question).join(' '), groups.length - 1);
    for (const w of stems) byStem.set(w, [...(byStem.get(w) ?? []), groups.length - 1]);
  }
  return groups
    .map(({ items }) => {
      const counts = new Map<string, { n: number; text: string; last: string }>();
      for (const item of items) {
        const text = wording(item.question);
        const k = text.toLowerCase().replace(/[?!.\s]+$/, '');
        const seen = counts.get(k) ?? { n: 0, text, last: item.askedAt };
        counts.set(k, { n: seen.n + 1, text, last: item.askedAt });
      }
      const best = [...counts.values()].sort((a, b) => b.n - a.n || b.last.localeCompare(a.last))[0]!;
      return {
        question: best.text,
        asked: items.length,
        unanswered: items.filter((i) => !i.answered).length,
        lastAsked: items.at(-1)!.askedAt,
      };
    })
    .sort(
      (a, b) =>
        Number(b.unanswered > 0) - Number(a.unanswered > 0) || b.asked - a.asked || b.unanswered - a.unanswered || b.lastAsked.localeCompare(a.lastAsked),
    )
    .slice(0, limit);
}

import type { Block } from './document-tree';

/** The marks an FAQ or a troubleshooting section sets before a question and its answer. */
export const QUESTION_MARK = /^[ \t]*(?:Q|Question)[ \t]*[:.)][ \t]+/i;
export const ANSWER_MARK = /^[ \t]*(?:A|Answer)[ \t]*[:.)][ \t]+/i;

/** One statement, then a question of at most six words asking what to do or whom to tell. */
const FOLLOWED_BY_PLEA = /^([^.!?]+[.!])\s+(?:what|who|how|where|whom|which|can|should)\b(?:\s+\S+){0,5}\?["'”’)]?$/i;

/** A question and the answer under it, each as one line of text without its mark. */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

/**
 * The question-and-answer pairs a block of lines holds ("Q: The job shows "key mismatch"." over
 * "A: The key file was changed…"), each part's wrapped lines joined; null unless the block opens
 * on a question and every question has its answer.
 */
export function questionAnswers(lines: readonly string[]): QuestionAnswer[] | null {
  if (!QUESTION_MARK.test(lines[0] ?? '')) return null;
  const pairs: { question: string[]; answer: string[] }[] = [];
  for (const line of lines) {
    if (QUESTION_MARK.test(line)) pairs.push({ question: [line.replace(QUESTION_MARK, '').trim()], answer: [] });
    else if (ANSWER_MARK.test(line)) pairs[pairs.length - 1]!.answer.push(line.replace(ANSWER_MARK, '').trim());
    else {
      const pair = pairs[pairs.length - 1]!;
      (pair.answer.length ? pair.answer : pair.question).push(line.trim());
    }
  }
  if (pairs.some((p) => !p.answer.length)) return null;
  return pairs.map((p) => ({ question: p.question.join(' '), answer: p.answer.join(' ') }));
}

/**
 * A word that opens a sentence and may open a clause in lower case: not a name, which the text
 * writes in capitals after a word in lower case too ("…the Harbourline agent").
 */
function lowerable(word: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}*$/u.test(word) || word === 'I') return false;
  return !new RegExp(`\\p{Ll}[,;]?[ \\t]+${word}(?![\\p{L}])`, 'u').test(text);
}
const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (sentence: string, text: string) => {
  const first = sentence.match(/^\p{L}+/u)?.[0] ?? '';
  return lowerable(first, text) ? first.toLowerCase() + sentence.slice(first.length) : sentence;
};

/**
 * The blocks a question and its answer become (issue 20 item 3, decision 207): a bare question or a
 * bare answer says nothing on a slide, so they are kept together.
 * - A question asked as one ("How do I restore to another folder?") heads its answer, as an FAQ's
 *   questions do, one level under the section it sits in.
 * - A problem stated as a sentence ("The backup is slower than usual.") is the answer's condition:
 *   "If the backup is slower than usual, check free disk space first; …".
 * `text` is the whole document, to tell a sentence's opening word from a name.
 */
export function questionAnswerBlocks(pair: QuestionAnswer, level: number, text: string): Block[] {
  // A problem followed by a short plea for help ("My account is locked. What should I do?", "My laptop
  // was lost. Who do I tell?") is that problem: the plea asks what the answer says anyway.
  const plea = pair.question.trim().match(FOLLOWED_BY_PLEA);
  const question = plea ? plea[1]! : pair.question.trim();
  // (a problem told in more than one sentence cannot be one condition: it heads its answer too)
  if (/\?["'”’)]?$/.test(question) || /[.!?;]\s+\S/.test(question))
    return [
      { type: 'heading', level, text: question },
      { type: 'paragraph', text: pair.answer },
    ];
  const condition = lowerFirst(question.replace(/[.!:;]+$/, ''), text);
  // "When the agent stops, …" is a condition already.
  const opened = /^(?:if|when|whenever|after|while|once)\b/i.test(condition) ? capitalFirst(condition) : `If ${condition}`;
  return [{ type: 'paragraph', text: `${opened}, ${lowerFirst(pair.answer, text)}` }];
}

/**
 * A reader's blocks with each run of paragraphs that opens on a marked question ("Q: …", then "A: …",
 * each a paragraph of its own, as Word and Markdown keep them) read as its question-and-answer
 * pairs (`questionAnswerBlocks`), one level under the heading above them. A run whose questions do not
 * all have answers stays as it was. `text` is the whole document (see `questionAnswerBlocks`).
 */
export function withQuestionsAnswered(blocks: readonly Block[], text: string): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.type !== 'paragraph' || !QUESTION_MARK.test(block.text)) {
      out.push(block);
      continue;
    }
    let end = i + 1;
    while (end < blocks.length && blocks[end]!.type === 'paragraph' && /^\s*\S/.test((blocks[end] as { text: string }).text)) {
      const next = (blocks[end] as { text: string }).text;
      if (!QUESTION_MARK.test(next) && !ANSWER_MARK.test(next)) break;
      end++;
    }
    const run = blocks.slice(i, end) as { text: string; page?: number }[];
    // Markdown joins a "Q:" line and the "A:" line under it into one paragraph: a mark after a sentence's end parts them again.
    const pairs = questionAnswers(run.flatMap((b) => b.text.split(/(?<=[.?!]["'”’)]?)\s+(?=(?:Q|A|Question|Answer)[ \t]*[:.)][ \t]+)/i)));
    if (!pairs) {
      out.push(block);
      continue;
    }
    const under = [...out].reverse().find((b) => b.type === 'heading');
    const level = (under?.type === 'heading' ? under.level : 0) + 1;
    const page = block.page;
    for (const pair of pairs) out.push(...questionAnswerBlocks(pair, level, text).map((b) => (page === undefined ? b : { ...b, page })));
    i = end - 1;
  }
  return out;
}

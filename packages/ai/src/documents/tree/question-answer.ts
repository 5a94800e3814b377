import type { Block } from './document-tree';

/** The marks an FAQ or a troubleshooting section sets before a question and its answer. */
export const QUESTION_MARK = /^[ \t]*(?:Q|Question)[ \t]*[:.)][ \t]+/i;
export const ANSWER_MARK = /^[ \t]*(?:A|Answer)[ \t]*[:.)][ \t]+/i;

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
  const question = pair.question.trim();
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

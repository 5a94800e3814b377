import { QUIZ_LIMITS, quizAnswerLetter, type SlideQuiz } from '@lectern/core';
import { useId } from 'react';
import { TextArea } from '@/components/field';

interface QuizEditorProps {
  quiz: SlideQuiz;
  onChange: (quiz: SlideQuiz) => void;
}

/**
 * A quiz slide's question, answers, right answer(s) and explanation (issue 22 item 1, decision
 * 175). Every control is labelled; answers are added and removed within 2–5; a right answer is a
 * checkbox beside its answer, so one or several can be marked with the keyboard.
 */
export function QuizEditor({ quiz, onChange }: QuizEditorProps) {
  const id = useId();
  const set = (patch: Partial<SlideQuiz>) => onChange({ ...quiz, ...patch });
  const setAnswer = (i: number, value: string) => set({ answers: quiz.answers.map((a, k) => (k === i ? value : a)) });
  const remove = (i: number) =>
    set({
      answers: quiz.answers.filter((_, k) => k !== i),
      // The right answers after the removed one move up with their answers.
      correct: quiz.correct.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)),
    });
  const toggle = (i: number, right: boolean) => set({ correct: right ? [...quiz.correct, i].sort((a, b) => a - b) : quiz.correct.filter((c) => c !== i) });
  return (
    <div className="space-y-4">
      <TextArea label="Question" rows={2} value={quiz.question} maxLength={QUIZ_LIMITS.questionMaxChars} onChange={(e) => set({ question: e.target.value })} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Answers</legend>
        <p className="text-xs text-ink-subtle">
          {QUIZ_LIMITS.minAnswers} to {QUIZ_LIMITS.maxAnswers} answers. Tick the right one, or each right one.
        </p>
        {quiz.answers.map((answer, i) => {
          const letter = quizAnswerLetter(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional while editing
            <div key={i} className="flex items-center gap-2">
              <span aria-hidden="true" className="w-5 shrink-0 text-sm font-semibold text-ink-muted">
                {letter}
              </span>
              <label htmlFor={`${id}-answer-${i}`} className="sr-only">
                Answer {letter}
              </label>
              <input
                id={`${id}-answer-${i}`}
                value={answer}
                maxLength={QUIZ_LIMITS.answerMaxChars}
                onChange={(e) => setAnswer(i, e.target.value)}
                className="block w-full min-w-0 rounded-lg border border-line bg-card px-3 py-2 text-sm text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
              />
              <label className="flex shrink-0 items-center gap-1.5 text-sm text-ink">
                <input
                  type="checkbox"
                  aria-label={`Right answer ${letter}`}
                  checked={quiz.correct.includes(i)}
                  onChange={(e) => toggle(i, e.target.checked)}
                  className="h-4 w-4 accent-brand"
                />
                <span aria-hidden="true">Right</span>
              </label>
              <button
                type="button"
                onClick={() => remove(i)}
                disabled={quiz.answers.length <= QUIZ_LIMITS.minAnswers}
                aria-label={`Remove answer ${letter}`}
                className="rounded-md p-2 text-ink-subtle hover:bg-danger-soft hover:text-danger disabled:cursor-not-allowed disabled:opacity-40"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() => set({ answers: [...quiz.answers, ''] })}
          disabled={quiz.answers.length >= QUIZ_LIMITS.maxAnswers}
          className="text-sm font-semibold text-brand hover:underline disabled:cursor-not-allowed disabled:text-ink-subtle disabled:no-underline"
        >
          + Add answer
        </button>
      </fieldset>
      <TextArea
        label="Explanation"
        hint="Said after the answer, and shown to viewers once they have answered."
        rows={2}
        value={quiz.explanation}
        maxLength={QUIZ_LIMITS.explanationMaxChars}
        onChange={(e) => set({ explanation: e.target.value })}
      />
    </div>
  );
}

import { isMultipleChoice, isRightResponse, quizAnswerLetter, type VideoQuiz } from '@lectern/core';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A quiz question over the stopped video (issue 22 item 1, decision 175): a radio group (or
 * checkboxes when several answers are right) in a labelled region, "Check answer", then right or
 * wrong with the explanation, and "Continue"; "Skip" plays on without answering.
 */
export function ShareQuiz({
  quiz,
  onDone,
  onAnswer,
  overlay = false,
}: {
  quiz: VideoQuiz;
  onDone: () => void;
  /** The viewer checked these answers (reported to the owner's analytics, decision 182). */
  onAnswer?: (answers: number[]) => void;
  overlay?: boolean;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);
  const multiple = isMultipleChoice(quiz);
  const right = checked && isRightResponse(quiz, chosen);
  useEffect(() => heading.current?.focus(), []);
  const choose = (i: number, on: boolean) => setChosen((c) => (multiple ? (on ? [...c, i] : c.filter((k) => k !== i)) : [i]));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={
        overlay ? 'absolute inset-0 z-30 flex items-center justify-center overflow-y-auto bg-black/75 p-3 sm:p-6' : 'mx-auto mt-4 flex max-w-3xl justify-center'
      }
      data-quiz={quiz.id}
    >
      <div className="w-full max-w-lg rounded-card bg-card p-4 text-ink shadow-lg sm:p-6">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xs font-semibold tracking-wide text-brand uppercase focus:outline-none">
          Quick question
        </h2>
        <form
          className="mt-2 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen.length === 0 || checked) return;
            setChecked(true);
            onAnswer?.([...chosen].sort((a, b) => a - b));
          }}
        >
          <fieldset disabled={checked}>
            <legend className="text-base font-semibold sm:text-lg">{quiz.question}</legend>
            {multiple && <p className="mt-1 text-sm text-ink-muted">Choose every right answer.</p>}
            <div className="mt-3 space-y-2">
              {quiz.answers.map((answer, i) => {
                const isRight = quiz.correct.includes(i);
                const mark = checked && (isRight || chosen.includes(i));
                return (
                  <label
                    // biome-ignore lint/suspicious/noArrayIndexKey: answers are positional
                    key={i}
                    className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                      mark ? (isRight ? 'border-success bg-success-soft' : 'border-danger bg-danger-soft') : 'border-line'
                    }`}
                  >
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`${id}-answer`}
                      checked={chosen.includes(i)}
                      onChange={(e) => choose(i, e.target.checked)}
                      className="mt-0.5 h-4 w-4 accent-brand"
                    />
                    <span className="min-w-0">
                      <span className="font-semibold">{quizAnswerLetter(i)}.</span> {answer}
                      {checked && isRight && <span className="ml-1 font-semibold text-success">(right answer)</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div role="status" aria-live="polite">
            {checked && (
              <div className={`rounded-lg px-3 py-2 text-sm ${right ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}>
                <p className="font-semibold">{right ? 'Right!' : 'Not quite.'}</p>
                {quiz.explanation && <p className="mt-1 text-ink">{quiz.explanation}</p>}
              </div>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {checked ? (
              <button type="button" onClick={onDone} className="h-10 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand/90">
                Continue
              </button>
            ) : (
              <>
                <button type="button" onClick={onDone} className="h-10 rounded-lg border border-line px-4 text-sm font-semibold text-ink hover:bg-surface">
                  Skip
                </button>
                <button
                  type="submit"
                  disabled={chosen.length === 0}
                  className="h-10 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand/90 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  Check answer
                </button>
              </>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}

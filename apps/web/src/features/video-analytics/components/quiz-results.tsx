import type { VideoAnalytics } from '@lectern/core';
import { useId } from 'react';
import { formatShare } from '../model/format-share';

/** Each quiz question's answers: the share of viewers right at their first answer (issue 22 item 2, decision 177). */
export function QuizResults({ quizzes }: { quizzes: VideoAnalytics['quizzes'] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h4 id={titleId} className="text-sm font-semibold text-ink">
        Quiz answers
      </h4>
      <ol className="space-y-3">
        {quizzes.map((q) => (
          <li key={q.id} className="rounded-lg border border-line p-3">
            <p className="text-sm font-medium text-ink">{q.question}</p>
            {q.answered === 0 ? (
              <p className="mt-1 text-sm text-ink-subtle">Not answered in this period.</p>
            ) : (
              <>
                <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-ink-muted">
                  <span>
                    <span className="font-semibold text-ink">{formatShare(q.shareRightFirstTime)}</span> right first time
                  </span>
                  <span>
                    {q.rightFirstTime.toLocaleString()} of {q.answered.toLocaleString()} {q.answered === 1 ? 'viewer' : 'viewers'}
                  </span>
                </p>
                <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-line">
                  <div className="h-full rounded-full bg-success" style={{ width: `${Math.min(100, q.shareRightFirstTime * 100)}%` }} />
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

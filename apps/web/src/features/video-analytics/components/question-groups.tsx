import type { VideoAnalytics } from '@lectern/core';
import { useId } from 'react';
import { Badge } from '@/components/card';
import { formatDay } from '../model/format-day';
import { countOf } from '../model/format-share';

/**
 * The questions viewers asked the assistant, grouped, in the server's order: those it could not
 * answer first (decision 182) — a trainer's list of what to add to the materials (issue 22 item 2).
 */
export function QuestionGroups({ groups, asked }: { groups: VideoAnalytics['questionGroups']; asked: number }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h4 id={titleId} className="text-sm font-semibold text-ink">
          Questions viewers asked
        </h4>
        <p className="mt-0.5 text-sm text-ink-muted">What to add to your materials: questions the assistant could not answer come first.</p>
      </div>
      <p className="text-sm text-ink-subtle">
        {asked > 0 ? `${countOf(asked, 'question', 'questions')} asked in this period.` : 'No questions asked in this period.'}
      </p>
      {groups.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {groups.map((g) => (
            <li key={`${g.question}-${g.lastAsked}`} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3">
              <p className="min-w-0 flex-1 break-words text-sm font-medium text-ink">{g.question}</p>
              <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                {g.unanswered > 0 && (
                  <Badge tone="warning">{g.unanswered === g.asked ? 'Not answered' : `Not answered ${g.unanswered.toLocaleString()}×`}</Badge>
                )}
                <span>Asked {g.asked === 1 ? 'once' : `${g.asked.toLocaleString()} times`}</span>
                <span>
                  last <time dateTime={g.lastAsked}>{formatDay(g.lastAsked.slice(0, 10))}</time>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

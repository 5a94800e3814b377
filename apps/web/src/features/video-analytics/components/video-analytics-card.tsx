import type { VideoAnalytics } from '@lectern/core';
import { useId, useMemo } from 'react';
import { Badge, Card } from '@/components/card';
import { dailySeries } from '../model/daily-series';
import { dropOff } from '../model/drop-off';
import { formatShare } from '../model/format-share';
import { DropOffChart } from './drop-off-chart';
import { QuestionGroups } from './question-groups';
import { QuizResults } from './quiz-results';
import { ViewersChart } from './viewers-chart';

/** One video's figures over the period (issue 22 item 2); `now` fixes "today" for the daily chart. */
export function VideoAnalyticsCard({ video, period, now }: { video: VideoAnalytics; period: number; now: Date }) {
  const titleId = useId();
  const series = useMemo(() => dailySeries(video.days, period, now), [video.days, period, now]);
  const slides = useMemo(() => dropOff(video.slides), [video.slides]);
  const figures = [
    { term: 'Page views', value: video.views.toLocaleString(), hint: 'since it was shared' },
    { term: 'Unique viewers', value: video.uniqueViewers.toLocaleString(), hint: `in the last ${period} days` },
    { term: 'Average watched', value: formatShare(video.averageShareWatched), hint: 'of the video, per viewer' },
    { term: 'Completion rate', value: formatShare(video.completionRate), hint: 'watched 90% or to the end' },
  ];
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={titleId} className="space-y-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="min-w-0 break-words text-base font-semibold text-ink">
            {video.title}
          </h3>
          {!video.shared && <Badge>Not shared</Badge>}
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map((f) => (
            <div key={f.term} className="rounded-lg bg-surface p-3 ring-1 ring-line">
              <dt className="text-xs font-medium text-ink-subtle">{f.term}</dt>
              <dd className="mt-1 text-2xl font-bold tracking-tight text-ink">{f.value}</dd>
              <dd className="mt-0.5 text-xs text-ink-subtle">{f.hint}</dd>
            </div>
          ))}
        </dl>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ViewersChart series={series} />
          <DropOffChart dropOff={slides} />
        </div>
        {video.quizzes.length > 0 && <QuizResults quizzes={video.quizzes} />}
        <QuestionGroups groups={video.questionGroups} asked={video.questions} />
      </article>
    </Card>
  );
}

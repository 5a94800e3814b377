import { useMemo, useState } from 'react';
import { buttonClasses } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { QueryError, QueryLoading } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { analyticsCsvUrl, useVideoAnalytics } from '../api/video-analytics-api';
import { type AnalyticsPeriod, DEFAULT_ANALYTICS_PERIOD } from '../model/analytics-period';
import { hasFigures, videosWithFigures } from '../model/videos-with-figures';
import { PeriodChooser } from './period-chooser';
import { VideoAnalyticsCard } from './video-analytics-card';

export const NO_VIEWS_TITLE = 'No views yet';
export const NO_VIEWS_TEXT = 'Share the video to see how it is watched.';

/**
 * Issue 22 item 2: the owner's playback figures on the project view, per video, over 7, 30 or 90
 * UTC days, with the CSV download (decisions 177 and 183). Loading, failure with Try again, and
 * the empty state follow the rest of the project view.
 */
export function VideoAnalyticsSection({ projectId }: { projectId: string }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const analytics = useVideoAnalytics(projectId, period);
  // "Today" for the daily charts, fixed per answer so a re-render does not move the days.
  const now = useMemo(() => (analytics.dataUpdatedAt ? new Date(analytics.dataUpdatedAt) : new Date()), [analytics.dataUpdatedAt]);
  const videos = analytics.data ? videosWithFigures(analytics.data.videos) : [];
  const watched = videos.some(hasFigures);
  // A project without videos has nothing to analyse: the project view already says "No Videos Found".
  if (analytics.data && analytics.data.videos.length === 0) return null;
  const changing = analytics.isPlaceholderData && analytics.isFetching;
  return (
    <section aria-labelledby="analytics-title" aria-busy={changing || undefined} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="analytics-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
            Analytics {changing && <Spinner size="sm" label="Loading analytics…" />}
          </h2>
          <p className="text-sm text-ink-muted">How your shared video is watched, counted per day in UTC.</p>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <PeriodChooser value={period} onChange={setPeriod} />
          {watched && (
            <a href={analyticsCsvUrl(projectId, period)} download className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
              Download CSV
            </a>
          )}
        </div>
      </div>
      {analytics.isPending ? (
        <QueryLoading label="Loading analytics…" />
      ) : analytics.isError && !analytics.data ? (
        <QueryError query={analytics} title="Failed to load analytics">
          {analytics.error.message}
        </QueryError>
      ) : !watched ? (
        <EmptyState heading="h3" title={NO_VIEWS_TITLE} description={NO_VIEWS_TEXT} />
      ) : (
        videos.map((video) => <VideoAnalyticsCard key={video.videoId} video={video} period={period} now={now} />)
      )}
    </section>
  );
}

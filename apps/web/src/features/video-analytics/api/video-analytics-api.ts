import type { VideoAnalytics } from '@lectern/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/projects/:id/analytics (decision 177). */
export interface ProjectAnalytics {
  days: number;
  videos: VideoAnalytics[];
}

const analyticsPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/analytics`;

/**
 * The project's figures over the last `days` UTC days. A new period keeps the last figures on
 * screen while it loads, so the chooser does not blank the screen to a spinner (decision 183).
 */
export const useVideoAnalytics = (projectId: string, days: number) =>
  useQuery({
    queryKey: ['project', projectId, 'analytics', days],
    queryFn: () => api<ProjectAnalytics>(`${analyticsPath(projectId)}?days=${days}`),
    placeholderData: keepPreviousData,
  });

/** The same period as a CSV download, a row per video and day (issue 22 item 3). */
export const analyticsCsvUrl = (projectId: string, days: number) => `${analyticsPath(projectId)}.csv?days=${days}`;

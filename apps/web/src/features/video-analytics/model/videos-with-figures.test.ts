import type { VideoAnalytics } from '@lectern/core';
import { expect, it } from 'vitest';
import { videosWithFigures } from './videos-with-figures';

const video = (videoId: string, figures: Partial<VideoAnalytics>): VideoAnalytics => ({
  videoId,
  title: videoId,
  shared: false,
  views: 0,
  uniqueViewers: 0,
  viewerDays: 0,
  averageShareWatched: 0,
  completionRate: 0,
  questions: 0,
  slides: [],
  quizzes: [],
  days: [],
  questionGroups: [],
  ...figures,
});

it('keeps shared or watched videos, newest first, and leaves out renders nobody saw', () => {
  const list = [video('old-watched', { views: 4 }), video('unseen', {}), video('shared', { shared: true }), video('viewed-in-period', { viewerDays: 1 })];
  expect(videosWithFigures(list).map((v) => v.videoId)).toEqual(['viewed-in-period', 'shared', 'old-watched']);
});

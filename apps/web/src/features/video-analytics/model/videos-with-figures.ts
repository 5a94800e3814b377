import type { VideoAnalytics } from '@lectern/core';

/** A video someone has watched: share-page views since it was shared, or viewers in the period. */
export const hasFigures = (video: VideoAnalytics) => video.views > 0 || video.viewerDays > 0;

/**
 * The videos the analytics screen shows, newest first (the API lists them oldest first): each one
 * that is shared or has figures (decision 183). An earlier render never shared and never watched
 * would only add a card of zeros.
 */
export const videosWithFigures = (videos: readonly VideoAnalytics[]) => videos.filter((v) => v.shared || hasFigures(v)).reverse();

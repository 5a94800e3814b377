import type { VideoType } from '@lectern/core';

/** How each kind of minutes is named on screen (titles and running text). */
export const VIDEO_TYPE_NAMES: Record<VideoType, { title: string; lower: string }> = {
  avatar: { title: 'Avatar', lower: 'avatar' },
  non_avatar: { title: 'Non-Avatar', lower: 'non-avatar' },
};

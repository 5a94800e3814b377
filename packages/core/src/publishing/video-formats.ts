import { z } from 'zod';

/**
 * Containers a video is published in (issue 14). WebM (VP9/Opus) is the spec's output and plays
 * in every current browser; MP4 (H.264/AAC, faststart) is what LMSs, intranets, phones and
 * editing tools expect.
 */
export const VIDEO_FORMATS = {
  webm: { label: 'WebM', hint: 'Smaller files; plays in every modern browser', mime: 'video/webm' },
  mp4: { label: 'MP4', hint: 'H.264 for LMSs, phones, social sites and editors', mime: 'video/mp4' },
} as const;

export const VIDEO_FORMAT_IDS = ['webm', 'mp4'] as const;
export type VideoFormat = (typeof VIDEO_FORMAT_IDS)[number];
export const videoFormatSchema = z.enum(VIDEO_FORMAT_IDS);
export const DEFAULT_VIDEO_FORMAT: VideoFormat = 'webm';

export function readVideoFormat(value: unknown): VideoFormat {
  const known = videoFormatSchema.safeParse(value);
  return known.success ? known.data : DEFAULT_VIDEO_FORMAT;
}

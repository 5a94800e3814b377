import { VIDEO_FORMAT_IDS, VIDEO_FORMATS, type VideoFormat, videoFormatSchema } from '@lectern/core';
import type { VideoRecord } from '../api/project-view-api';

export interface VideoCopies {
  /** One video per format, the latest video's first: the same content in each (decision 145). */
  copies: VideoRecord[];
  /** The format that can still be made from the latest video's content, if any. */
  missing: VideoFormat | null;
}

/**
 * The latest video and its copies in other formats. A copy is a video of the same content_key
 * (what it shows and sounds like); a video without one (made before content keys) has no copies.
 * `videos` is newest first, as GET /api/projects/:id/videos returns it.
 */
export function videoCopies(videos: readonly VideoRecord[]): VideoCopies {
  const latest = videos[0];
  if (!latest) return { copies: [], missing: null };
  const copies = [latest];
  if (latest.content_key) {
    for (const v of videos.slice(1)) {
      if (v.content_key === latest.content_key && !copies.some((c) => c.format === v.format)) copies.push(v);
    }
  }
  const have = new Set(copies.map((c) => c.format));
  const latestFormat = videoFormatSchema.safeParse(latest.format);
  // Only a known container is switched; an unknown one offers nothing rather than a guess.
  const missing = latestFormat.success ? (VIDEO_FORMAT_IDS.find((f) => !have.has(f)) ?? null) : null;
  return { copies, missing };
}

export const formatLabel = (format: string | null) => {
  const known = videoFormatSchema.safeParse(format);
  return known.success ? VIDEO_FORMATS[known.data].label : (format ?? 'video').toUpperCase();
};

/** The player's CSS aspect ratio from the video's frame size; 16:9 when the size is not known. */
export function frameOf(video: Pick<VideoRecord, 'width' | 'height'>): { width: number; height: number; shape: 'landscape' | 'portrait' | 'square' } {
  const width = video.width && video.width > 0 ? video.width : 1920;
  const height = video.height && video.height > 0 && video.width ? video.height : 1080;
  const shape = width > height ? 'landscape' : width < height ? 'portrait' : 'square';
  return { width, height, shape };
}

/** Embedded players start at a size that suits the shape; pages usually restyle it. */
const EMBED_LONG_SIDE = 640;

/** The iframe code for a shared video (issue 14 "Embed"), sized by the video's shape. */
export function embedCode(input: { origin: string; slug: string; title: string; width: number; height: number }): string {
  const scale = EMBED_LONG_SIDE / Math.max(input.width, input.height);
  const w = Math.round(input.width * scale);
  const h = Math.round(input.height * scale);
  const src = `${input.origin}/share/${encodeURIComponent(input.slug)}?embed=1`;
  return `<iframe src="${escapeAttribute(src)}" width="${w}" height="${h}" title="${escapeAttribute(input.title)}" allow="fullscreen" loading="lazy"></iframe>`;
}

/** HTML attribute escaping (HTML Living Standard §13.1.2.3): a title with quotes or tags stays text. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

import { EMBEDDING_POLL_INTERVAL_MS, isShareSlug, type PlaybackBatch, pageSize, type ShareChatReply, type VideoQuiz } from '@lectern/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 000 §3 "Share record" (public). */
export interface ShareRecord {
  id: string;
  title: string;
  description: string | null;
  videoUrl: string;
  videoDuration: number | null;
  /** The captions' BCP 47 language (the narration's); null without captions. */
  captionsLanguage?: string | null;
  /** The video's frame (issue 14); records of older servers have none and play 16:9. */
  videoWidth?: number | null;
  videoHeight?: number | null;
  aspectRatio?: string | null;
  /** Its WebVTT chapters track (one chapter per slide), null when it has none. */
  chaptersUrl?: string | null;
  /** The captions are burned into the picture: the caption track is offered but not switched on. */
  burnedCaptions?: boolean;
  /** The questions the player stops at (decision 175); records of older videos have none. */
  quizzes?: VideoQuiz[];
  viewCount: number;
  createdAt: string;
  project: { id: string; conversational_mode: boolean; embeddings_status: 'none' | 'processing' | 'completed' | 'failed' };
}

/** The player's shape: the video's own frame when the record gives it, else its aspect ratio's, else 16:9. */
export function playerShapeOf(record: Pick<ShareRecord, 'videoWidth' | 'videoHeight' | 'aspectRatio'>): { width: number; height: number } {
  const { videoWidth: width, videoHeight: height } = record;
  if (width && height && width > 0 && height > 0) return { width, height };
  return pageSize(record.aspectRatio);
}

const path = (slug: string, rest = '') => `/api/share/${encodeURIComponent(slug)}${rest}`;

/** The record; polled every 2 s while the assistant is being prepared (spec 000 §4), up to `pollUntil`. */
export const useShare = (slug: string, pollUntil = 0) =>
  useQuery({
    queryKey: ['share', slug],
    queryFn: () => api<ShareRecord>(path(slug)),
    // A link that cannot be a share is refused on the page ("Invalid share link"), without a request.
    enabled: isShareSlug(slug),
    retry: false,
    refetchInterval: (q) => (q.state.data?.project.embeddings_status === 'processing' && Date.now() < pollUntil ? EMBEDDING_POLL_INTERVAL_MS : false),
  });

/** Spec 000 §7: tracks a view and returns the count including it (null when it failed: failures are ignored). */
export const trackView = (slug: string, sessionId: string) =>
  api<{ viewCount?: number }>(path(slug, '/view'), { method: 'POST', body: { sessionId } })
    .then((r) => (typeof r?.viewCount === 'number' ? r.viewCount : null))
    .catch(() => null);

/**
 * One batch of playback events (decision 177, 182). When the page is being hidden it goes by
 * `sendBeacon` (text/plain JSON, which outlives the page), else — or when the beacon is refused —
 * by fetch with keepalive. A refusal (400, 404, 429) or a network failure drops the batch quietly:
 * analytics never get in the way of watching.
 */
export async function sendPlaybackBatch(slug: string, batch: PlaybackBatch, { hiding = false } = {}): Promise<void> {
  const url = path(slug, '/events');
  const body = JSON.stringify(batch);
  if (hiding && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(url, body)) return;
    } catch {
      // Some browsers throw for a blocked beacon: fall back to fetch.
    }
  }
  try {
    await fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  } catch {
    // Offline or the page is going: the batch is dropped.
  }
}

export const askQuestion = (slug: string, message: string, sessionId: string | null) =>
  api<ShareChatReply>(path(slug, '/chat'), { method: 'POST', body: sessionId ? { message, sessionId } : { message } });

export const useShareSuggestions = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: ['share', slug, 'suggestions'],
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api<{ suggestions: string[] }>(path(slug, '/suggestions?limit=3')).then((r) => r.suggestions),
  });

import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 000 §3 "Video" as GET /api/projects/{id}/videos returns it; public_url streams the file. */
export interface VideoRecord {
  id: string;
  filename: string | null;
  public_url: string;
  /** WebVTT narration captions, when the render produced them (docs/decisions/007). */
  captions_url?: string | null;
  /** The captions' BCP 47 language (the narration's); null without captions. */
  captions_language?: string | null;
  file_size: number | null;
  duration: number | null;
  format: string | null;
  /** Frame size in pixels (issue 14: 16:9, 9:16 or 1:1); null for videos from before it was recorded. */
  width?: number | null;
  height?: number | null;
  /** WebVTT chapters, one per slide title (issue 14); null for videos made without them. */
  chapters_url?: string | null;
  /** What the video shows and sounds like, whatever its format (decision 145): copies in other formats share it. */
  content_key?: string | null;
  created_at: string;
}

/** A project's rendered videos, newest first. */
export const projectVideosQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'videos'] as const,
    queryFn: () => api<{ videos: VideoRecord[] }>(`/api/projects/${projectId}/videos`).then((r) => r.videos),
  });

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
  /** The captions are burned into the picture (issue 14): the player offers the track without switching it on. */
  burned_captions?: boolean;
  /** What the video shows and sounds like, whatever its format (decision 145): copies in other formats share it. */
  content_key?: string | null;
  created_at: string;
}

export interface ProjectVideos {
  /** Newest first. */
  videos: VideoRecord[];
  /**
   * The content key a render of the project as saved now would have (decision 145): when it is the
   * latest video's, another format of that video costs no minutes. Null when the server did not say.
   */
  contentKey: string | null;
}

/** A project's rendered videos, newest first, and what a render of it now would be. */
export const projectVideosQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['project', projectId, 'videos'] as const,
    queryFn: () =>
      api<{ videos: VideoRecord[]; content_key?: string | null }>(`/api/projects/${projectId}/videos`).then(
        (r): ProjectVideos => ({ videos: r.videos, contentKey: r.content_key ?? null }),
      ),
  });

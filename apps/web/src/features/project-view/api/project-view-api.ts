import type { VideoFormat } from '@lectern/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ProjectDocument, projectDocumentsQuery } from '@/lib/projects/documents-query';
import { projectQuery } from '@/lib/projects/project-query';
import { projectVideosQuery, type VideoRecord } from '@/lib/projects/videos-query';

export type { ProjectDocument, VideoRecord };

export const useProjectDetails = (id: string) => useQuery(projectQuery(id));

export const useProjectVideos = (id: string, enabled: boolean) => useQuery({ ...projectVideosQuery(id), enabled });

export const useProjectDocuments = (id: string, enabled: boolean) => useQuery({ ...projectDocumentsQuery(id), enabled });

export const useDocumentText = (projectId: string, documentId: string | null) =>
  useQuery({
    queryKey: ['project', projectId, 'documents', documentId, 'text'],
    enabled: documentId !== null,
    queryFn: () => api<{ text: string }>(`/api/projects/${projectId}/documents/${documentId}/text`).then((r) => r.text),
  });

/** A render as GET /api/renders/:id returns it; the fields the format switch shows. */
export interface RenderStatus {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  step: string | null;
  percent: number;
  error: string | null;
  videoId: string | null;
  /** Minutes held for it: 0 for the other format of unchanged content (decision 145). */
  minutes?: number | null;
  format?: string | null;
}
export const isFinished = (r: Pick<RenderStatus, 'status'>) => r.status === 'completed' || r.status === 'failed' || r.status === 'cancelled';

/** POST /api/projects/:id/renders in the given format; the server decides whether it costs minutes. */
export const requestFormatCopy = (projectId: string, format: VideoFormat) =>
  api<{ render: RenderStatus }>(`/api/projects/${projectId}/renders`, { method: 'POST', body: { format } }).then((r) => r.render);

const RENDER_POLL_MS = 2000;

/** The project's newest render, to pick up a copy still being made after the page is reloaded. */
export const useLatestRender = (projectId: string) =>
  useQuery({
    queryKey: ['project', projectId, 'renders', 'latest'],
    queryFn: () => api<{ render: RenderStatus | null }>(`/api/projects/${projectId}/renders/latest`).then((r) => r.render),
    retry: false,
  });

/** Follows a render until it ends (polling: the page has no stream of its own). */
export const useRenderStatus = (renderId: string | null) =>
  useQuery({
    queryKey: ['render', renderId],
    enabled: renderId !== null,
    queryFn: () => api<{ render: RenderStatus }>(`/api/renders/${renderId}`).then((r) => r.render),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : RENDER_POLL_MS),
  });

/**
 * The video's public link slug, made first when the video is not shared yet: the same requests
 * and defaults as "Share/Copy Link" (spec 000 §2, §7), so both show one link.
 */
export async function shareSlugFor(video: { id: string }, defaults: { title: string; description: string }): Promise<{ slug: string; title: string }> {
  const { share } = await api<{ share: { slug: string; title: string } | null }>(`/api/videos/${video.id}/share`);
  if (share) return share;
  const created = await api<{ slug: string }>('/api/videos/share', { method: 'POST', body: { videoId: video.id, ...defaults } });
  return { slug: created.slug, title: defaults.title };
}

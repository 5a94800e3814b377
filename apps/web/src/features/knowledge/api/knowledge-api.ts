import { EMBEDDING_POLL_INTERVAL_MS, type EmbeddingStats, type EmbeddingsStatus, type Profile } from '@lectern/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectDocumentsQuery } from '@/lib/projects/documents-query';
import { projectQuery } from '@/lib/projects/project-query';

/** Spec 000 §7 GET /api/projects/{id}/conversational-mode. */
export interface ConversationalModeState {
  conversational_mode: boolean;
  embeddings_status: EmbeddingsStatus;
  embeddings_updated_at: string | null;
  embedding_stats: EmbeddingStats | null;
}

const modeKey = (projectId: string) => ['project', projectId, 'conversational-mode'];

export const useProfile = () => useQuery({ queryKey: ['profile'], queryFn: () => api<{ profile: Profile }>('/api/profile').then((r) => r.profile) });

/** The project view's document list: one cache entry, so both share one request. */
export const useDocuments = (projectId: string) => useQuery(projectDocumentsQuery(projectId));

/** Polls every 2 s while `polling` (spec 000 §4); the caller stops it after 10 minutes. */
export const useConversationalMode = (projectId: string, polling: boolean) =>
  useQuery({
    queryKey: modeKey(projectId),
    queryFn: () => api<ConversationalModeState>(`/api/projects/${projectId}/conversational-mode`),
    refetchInterval: polling ? EMBEDDING_POLL_INTERVAL_MS : false,
  });

export function useToggleConversationalMode(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<{ success: boolean; embeddings_status: EmbeddingsStatus }>(`/api/projects/${projectId}/conversational-mode`, { method: 'POST', body: { enabled } }),
    onSuccess: (result, enabled) => {
      client.setQueryData<ConversationalModeState>(modeKey(projectId), (old) =>
        old ? { ...old, conversational_mode: enabled, embeddings_status: result.embeddings_status } : old,
      );
      void client.invalidateQueries({ queryKey: modeKey(projectId) });
    },
  });
}

export function useRegenerateEmbeddings(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ success: boolean; embeddings_status: EmbeddingsStatus }>(`/api/projects/${projectId}/regenerate-embeddings`, { method: 'POST', body: {} }),
    onSuccess: (result) => {
      client.setQueryData<ConversationalModeState>(modeKey(projectId), (old) => (old ? { ...old, embeddings_status: result.embeddings_status } : old));
    },
  });
}

/** Spec 000 §7 POST /api/videos/share: creates the link, or updates its title and description. */
export const createShareLink = (body: { videoId: string; title: string; description: string }) =>
  api<{ shareUrl: string; slug: string }>('/api/videos/share', { method: 'POST', body });

/** The owner's existing link for a video, with the title and description others see (null: not shared yet). */
export interface OwnerShare {
  slug: string;
  shareUrl: string;
  title: string;
  description: string | null;
  viewCount: number;
}
export const videoShareKey = (videoId: string) => ['video', videoId, 'share'] as const;
export const useVideoShare = (videoId: string) =>
  useQuery({ queryKey: videoShareKey(videoId), queryFn: () => api<{ share: OwnerShare | null }>(`/api/videos/${videoId}/share`).then((r) => r.share) });

export function useSaveShare(videoId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; description: string }) => createShareLink({ videoId, ...body }),
    onSuccess: () => client.invalidateQueries({ queryKey: videoShareKey(videoId) }),
  });
}

/** The project's name and purpose, from the one project cache entry the project pages share. */
export const useProjectSummary = (projectId: string) => useQuery(projectQuery(projectId));

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 000 §3 "Share record" (public). */
export interface ShareRecord {
  id: string;
  title: string;
  description: string | null;
  videoUrl: string;
  videoDuration: number | null;
  viewCount: number;
  createdAt: string;
  project: { id: string; conversational_mode: boolean; embeddings_status: string };
}

export const useShare = (slug: string) =>
  useQuery({ queryKey: ['share', slug], queryFn: () => api<ShareRecord>(`/api/share/${encodeURIComponent(slug)}`), retry: false });

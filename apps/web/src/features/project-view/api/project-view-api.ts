import type { Project } from '@lectern/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface VideoRecord {
  id: string;
  filename: string | null;
  public_url: string;
  file_size: number | null;
  duration: number | null;
  format: string | null;
  created_at: string;
}

export interface ProjectDocument {
  id: string;
  filename: string;
  fileSize: number;
  status: string | null;
  error: string | null;
  pages: number | null;
  textLength: number | null;
  uploadDate: string;
}

export const useProjectDetails = (id: string) =>
  useQuery({ queryKey: ['project', id], queryFn: () => api<{ project: Project }>(`/api/projects/${id}`).then((r) => r.project), retry: false });

export const useProjectVideos = (id: string, enabled: boolean) =>
  useQuery({ queryKey: ['project', id, 'videos'], enabled, queryFn: () => api<{ videos: VideoRecord[] }>(`/api/projects/${id}/videos`).then((r) => r.videos) });

export const useProjectDocuments = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: ['project', id, 'documents'],
    enabled,
    queryFn: () => api<{ documents: ProjectDocument[] }>(`/api/projects/${id}/documents`).then((r) => r.documents),
  });

export const useDocumentText = (projectId: string, documentId: string | null) =>
  useQuery({
    queryKey: ['project', projectId, 'documents', documentId, 'text'],
    enabled: documentId !== null,
    queryFn: () => api<{ text: string }>(`/api/projects/${projectId}/documents/${documentId}/text`).then((r) => r.text),
  });

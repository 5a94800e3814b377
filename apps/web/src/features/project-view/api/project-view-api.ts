import type { Project } from '@lectern/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ProjectDocument, projectDocumentsQuery } from '@/lib/projects/documents-query';
import { projectVideosQuery, type VideoRecord } from '@/lib/projects/videos-query';

export type { ProjectDocument, VideoRecord };

export const useProjectDetails = (id: string) =>
  useQuery({ queryKey: ['project', id], queryFn: () => api<{ project: Project }>(`/api/projects/${id}`).then((r) => r.project), retry: false });

export const useProjectVideos = (id: string, enabled: boolean) => useQuery({ ...projectVideosQuery(id), enabled });

export const useProjectDocuments = (id: string, enabled: boolean) => useQuery({ ...projectDocumentsQuery(id), enabled });

export const useDocumentText = (projectId: string, documentId: string | null) =>
  useQuery({
    queryKey: ['project', projectId, 'documents', documentId, 'text'],
    enabled: documentId !== null,
    queryFn: () => api<{ text: string }>(`/api/projects/${projectId}/documents/${documentId}/text`).then((r) => r.text),
  });

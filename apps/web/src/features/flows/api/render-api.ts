import type { VideoFormat } from '@lectern/core';
import { api } from '@/lib/api-client';

export type RenderStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface Render {
  id: string;
  status: RenderStatus;
  step: string | null;
  percent: number;
  etaSeconds: number | null;
  error: string | null;
  videoId: string | null;
  createdAt?: string;
  startedAt?: string | null;
  finishedAt?: string | null;
  /** Attempts started so far, of maxAttempts (the first and the queue's retries). */
  attempt?: number;
  maxAttempts?: number;
  /** An attempt failed and the queue will run the render again: not final (decision 127). */
  retrying?: boolean;
  /** Minutes held for it; 0 for the other format of unchanged content (decision 145). */
  minutes?: number | null;
}

export const isFinalRender = (r: Pick<Render, 'status'>) => r.status === 'completed' || r.status === 'failed' || r.status === 'cancelled';

export const startRender = (projectId: string, format: VideoFormat = 'webm') =>
  api<{ id: string; render: Render }>(`/api/projects/${projectId}/renders`, { method: 'POST', body: { format } }).then((r) => r.render);

export const fetchRender = (id: string) => api<{ render: Render }>(`/api/renders/${id}`).then((r) => r.render);

export const cancelRender = (id: string) => api<{ render: Render }>(`/api/renders/${id}`, { method: 'DELETE' }).then((r) => r.render);

export const fetchLatestRender = (projectId: string) => api<{ render: Render | null }>(`/api/projects/${projectId}/renders/latest`).then((r) => r.render);

import type { VideoTranscript } from '@lectern/core';
import { api } from '@/lib/api-client';

/** A video link as the content source (spec 001 §7 process-youtube): its captions, in `language` when the video has them. */
export const fetchVideoTranscript = (url: string, language: string) => api<VideoTranscript>('/api/ai/fetch-video', { method: 'POST', body: { url, language } });

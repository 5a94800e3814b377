import type { SlideText } from '@lectern/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/translation (decision 141): the configured provider, its notice when none, and the account's language conversions. */
export interface TranslationStatus {
  provider: string | null;
  notice: string | null;
  languageConversion: { enabled: boolean; quota: number; used: number; remaining: number };
}

export function useTranslationStatus() {
  return useQuery({
    queryKey: ['translation', 'status'],
    queryFn: () => api<TranslationStatus>('/api/translation'),
    staleTime: 60_000,
  });
}

export interface ProjectTranslation {
  targetLanguage: string;
  slides: SlideText[];
  projectTitle?: string;
  translated: boolean;
}

/** POST /api/projects/:id/translate: every slide's title, texts and script in one batch. */
export const translateProjectSlides = (projectId: string, body: { targetLanguage: string; slides: SlideText[]; projectTitle?: string }) =>
  api<ProjectTranslation>(`/api/projects/${projectId}/translate`, { method: 'POST', body });

import type { Slide } from '@lectern/core';
import { api } from '@/lib/api-client';
import type { ImageResult } from '../model/preview-rules';

/** Spec 001 §9: the pool holds eight images. */
export const searchImages = (query: string, perPage = 8) =>
  api<{ data: ImageResult[] }>(`/api/images/search?query=${encodeURIComponent(query)}&per_page=${perPage}`).then((r) => r.data ?? []);

/** Each slide's own picture keywords (up to 3) from its title, points and narration. */
export const fetchSlideKeywords = (slides: readonly Slide[]) =>
  api<{ keywords: string[][] }>('/api/ai/slide-keywords', {
    method: 'POST',
    body: {
      slides: slides.map((s) => ({
        title: s.title,
        description: s.description,
        keyPoints: s.keyPoints,
        script: s.script,
        leftColumnTitle: s.leftColumnTitle,
        leftColumnPoints: s.leftColumnPoints,
        rightColumnTitle: s.rightColumnTitle,
        rightColumnPoints: s.rightColumnPoints,
        imageKeyword: s.imageKeyword,
      })),
    },
  }).then((r) => r.keywords);

/**
 * Spec 001 §7: tells the photo's source it is used (Unsplash download tracking), fire and forget.
 * The server holds the key and makes the call.
 */
export const trackImageUse = (imageId: string) =>
  api<{ success: boolean }>(`/api/images/download/${encodeURIComponent(imageId)}`, { method: 'POST' }).then(
    (r) => r.success,
    () => false,
  );

export interface UploadedAsset {
  url: string;
  key: string;
  width: number;
  height: number;
  mime: string;
}

/** A brand logo or custom slide image, stored with the project (the server checks the bytes). */
export function uploadAsset(projectId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api<{ asset: UploadedAsset }>(`/api/projects/${projectId}/assets`, { method: 'POST', body: form }).then((r) => r.asset);
}

import type { BriefSteering, Slide, Tone, VideoStyleId } from '@lectern/core';
import { api } from '@/lib/api-client';

export interface OutlineRequest {
  projectId: string;
  brief: string;
  styleId: VideoStyleId;
  durationSeconds: number;
  projectTitle: string;
  sourceText?: string;
  /** The language the brief is written in: titles are Title Cased only in English (decision 138). */
  language?: string;
  /** What sourceText is (pasted text, a web page or a video, with its title): names the source of a point from it (decision 161). */
  sourceOrigin?: { kind: 'text' | 'web' | 'captions'; title: string; tree?: unknown };
}

export const generateOutline = (body: OutlineRequest) =>
  api<{ slides: Slide[]; usedPerSlideFallback: boolean; placeholderSlides: number[]; steering?: BriefSteering }>('/api/ai/outline', {
    method: 'POST',
    body: { ...body },
  });

/**
 * `steering` is what the brief asked, as the outline reported it (docs/decisions/118); `voice`, the
 * narration voice when one is chosen, sizes the scripts to its measured pace (docs/decisions/150).
 */
export const generateScripts = (body: {
  projectId: string;
  slides: Slide[];
  projectTitle: string;
  tone: Tone;
  styleId: VideoStyleId;
  steering?: BriefSteering;
  voice?: string;
}) => api<{ scripts: { slideId: string; script: string; visualCues: string[] }[] }>('/api/ai/scripts', { method: 'POST', body: { ...body } });

/**
 * A web page as the content source: its readable title and text, and its structure (headings,
 * lists), handed back as it came with the outline request, where the server checks it.
 */
export const fetchWebPage = (url: string) => api<{ title: string; text: string; tree?: unknown }>('/api/ai/fetch-url', { method: 'POST', body: { url } });

/** Merges generated scripts into the slides by id; slides without a result keep theirs. */
export function withScripts(slides: readonly Slide[], scripts: readonly { slideId: string; script: string; visualCues: string[] }[]): Slide[] {
  const byId = new Map(scripts.map((s) => [s.slideId, s]));
  return slides.map((slide) => {
    const found = byId.get(slide.id);
    return found ? { ...slide, script: found.script, visualCues: found.visualCues.length ? found.visualCues : slide.visualCues } : slide;
  });
}

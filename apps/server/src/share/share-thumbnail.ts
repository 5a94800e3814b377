import type { ProgressData, Slide } from '@lectern/core';
import { readRenderSettings } from '../renders/render-settings';
import type { FileStorage } from '../storage/file-storage';
import type { FoundShare } from './share-use-cases';

/**
 * The Open Graph image of a shared video: its first slide drawn by the same renderer as the
 * video (without images, which live in storage), or a title slide made from the share's title
 * when the project has no slides. Cached in storage per share and refreshed on re-share.
 */
export async function shareThumbnail(storage: FileStorage, { share, project }: FoundShare): Promise<Uint8Array> {
  const key = `shares/${share.id}/thumbnail-${share.updated_at.getTime()}.png`;
  const cached = await storage.get(key);
  if (cached) return new Uint8Array(await new Response(cached.stream()).arrayBuffer());
  const { slides, theme } = readRenderSettings((project.progress_data ?? {}) as ProgressData);
  const first: Pick<Slide, 'title' | 'templateId'> & Partial<Slide> = slides[0]
    ? { ...slides[0], contextualImage: null, avatarVisible: false }
    : { title: share.title, description: share.description ?? '', templateId: 'title-slide' };
  const { createNodeRenderer } = await import('@lectern/slides/node');
  const png = await createNodeRenderer().renderSlidePng(first, { theme, slideNumber: 1, totalSlides: Math.max(1, slides.length) });
  const bytes = new Uint8Array(png);
  await storage.put(key, bytes).catch(() => undefined);
  return bytes;
}

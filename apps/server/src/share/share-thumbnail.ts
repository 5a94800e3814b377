import { type ProgressData, pageSize, readAspectRatio, type Slide } from '@lectern/core';
import { readRenderSettings } from '../renders/render-settings';
import type { FileStorage } from '../storage/file-storage';
import type { FoundShare } from './share-use-cases';

/**
 * The Open Graph image of a shared video: its first slide drawn by the same renderer as the
 * video (without images, which live in storage), or a title slide made from the share's title
 * when the project has no slides. Cached in the configured storage (the folder, or the bucket every
 * API process shares) per share, and refreshed on re-share: the previous version is deleted then.
 */
export async function shareThumbnail(storage: FileStorage, { share, project, video }: FoundShare): Promise<Uint8Array> {
  // Issue 14: the picture has the video's shape (a vertical video unfurls as a vertical picture).
  const page = pageSize(video ? readAspectRatio(video.metadata.aspect_ratio) : undefined);
  const folder = `shares/${share.id}/`;
  const key = `${folder}thumbnail-${share.updated_at.getTime()}.png`;
  const cached = await storage.get(key);
  if (cached) return new Uint8Array(await new Response(cached.stream()).arrayBuffer());
  const { slides, theme } = readRenderSettings((project.progress_data ?? {}) as ProgressData);
  const first: Pick<Slide, 'title' | 'templateId'> & Partial<Slide> = slides[0]
    ? { ...slides[0], contextualImage: null, avatarVisible: false }
    : { title: share.title, description: share.description ?? '', templateId: 'title-slide' };
  const { createNodeRenderer } = await import('@lectern/slides/node');
  const options = { theme, slideNumber: 1, totalSlides: Math.max(1, slides.length), page };
  const png = await createNodeRenderer().renderSlidePng(first, options);
  const bytes = new Uint8Array(png);
  await storage
    .put(key, bytes)
    .then(() => removeEarlierThumbnails(storage, folder, key))
    .catch(() => undefined);
  return bytes;
}

/** A re-share changes the key (its time is in it, so crawlers see the new picture); the old one would stay forever. */
async function removeEarlierThumbnails(storage: FileStorage, folder: string, current: string) {
  for (const key of await storage.list(folder)) {
    if (key !== current && /\/thumbnail-\d+\.png$/.test(key)) await storage.delete(key);
  }
}

import { IMAGE_LOAD_TIMEOUT_MS } from '@lectern/core';
import { isGeneratedImage } from '@lectern/slides';

const cache = new Map<string, Promise<HTMLImageElement | null>>();

/**
 * Decodes an image once per url. Generated illustrations need no bitmap; a url that fails or
 * takes longer than 10 s (spec 001 §9) resolves to null and the renderer draws its fallback.
 */
export function loadImage(url: string): Promise<HTMLImageElement | null> {
  if (isGeneratedImage(url)) return Promise.resolve(null);
  const known = cache.get(url);
  if (known) return known;
  const promise = new Promise<HTMLImageElement | null>((resolve) => {
    if (typeof Image === 'undefined') return resolve(null);
    const img = new Image();
    const timer = setTimeout(() => resolve(null), IMAGE_LOAD_TIMEOUT_MS);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      cache.delete(url);
      resolve(null);
    };
    img.src = url;
  });
  cache.set(url, promise);
  return promise;
}

/** Every bitmap a set of slides and the logo need, keyed by url. */
export async function loadAll(urls: readonly string[]): Promise<Map<string, HTMLImageElement>> {
  const unique = [...new Set(urls.filter((u) => u && !isGeneratedImage(u)))];
  const loaded = await Promise.all(unique.map(async (u) => [u, await loadImage(u)] as const));
  return new Map(loaded.filter((e): e is readonly [string, HTMLImageElement] => e[1] !== null));
}

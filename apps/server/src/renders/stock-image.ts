import { guardedFetch } from '@lectern/ai';
import { IMAGE_LOAD_TIMEOUT_MS } from '@lectern/core';
import { IMAGE_LIMITS, imageProblem } from '../assets/image-sniff';

/**
 * Hosts that serve the stock sources' images. Slide image URLs come from progress_data, which the
 * owner can write, so the worker fetches only from these (never an arbitrary or internal address).
 */
const STOCK_HOSTS = [/^images\.unsplash\.com$/, /^plus\.unsplash\.com$/, /^image\.shutterstock\.com$/, /^[a-z0-9-]+\.shutterstock\.com$/];

export function isStockImageUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && STOCK_HOSTS.some((host) => host.test(parsed.hostname));
  } catch {
    return false;
  }
}

/**
 * A stock photo's bytes for the final render, or null (the slide then draws spec 001 §8's
 * "Image Unavailable" box): from a stock host only, through the guarded fetch (public addresses
 * only, connected to the address that was checked, no redirects), 10 s at most (spec 001 §9),
 * 8 MB at most, an image by its bytes within IMAGE_LIMITS.
 */
export async function fetchStockImage(url: string, get: typeof guardedFetch = guardedFetch): Promise<Uint8Array | null> {
  if (!isStockImageUrl(url)) return null;
  try {
    const res = await get(url, { maxBytes: IMAGE_LIMITS.maxBytes, timeoutMs: IMAGE_LOAD_TIMEOUT_MS, maxRedirects: 0, headers: { accept: 'image/*' } });
    if (res.status !== 200) {
      res.discard();
      return null;
    }
    const bytes = await res.read();
    return imageProblem(bytes) ? null : bytes;
  } catch {
    return null;
  }
}

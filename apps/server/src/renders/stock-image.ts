import { IMAGE_LOAD_TIMEOUT_MS } from '@lectern/core';
import { sniffImage } from '../assets/image-sniff';

/**
 * Hosts that serve the stock sources' images. Slide image URLs come from progress_data, which the
 * owner can write, so the worker fetches only from these (never an arbitrary or internal address).
 */
const STOCK_HOSTS = [/^images\.unsplash\.com$/, /^plus\.unsplash\.com$/, /^image\.shutterstock\.com$/, /^[a-z0-9-]+\.shutterstock\.com$/];
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

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
 * "Image Unavailable" box): 10 s at most (spec 001 §9), 8 MB at most, an image by its bytes.
 */
export async function fetchStockImage(url: string, fetchImpl: typeof fetch = fetch): Promise<Uint8Array | null> {
  if (!isStockImageUrl(url)) return null;
  try {
    const res = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(IMAGE_LOAD_TIMEOUT_MS) });
    if (!res.ok) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength > MAX_IMAGE_BYTES || !sniffImage(bytes)) return null;
    return bytes;
  } catch {
    return null;
  }
}

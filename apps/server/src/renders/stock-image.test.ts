import type { GuardedFetchOptions, GuardedResponse, guardedFetch } from '@lectern/ai';
import { describe, expect, it, vi } from 'vitest';
import { pngOfSize } from '../assets/crafted-images';
import { fetchStockImage, isStockImageUrl } from './stock-image';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A guarded fetch answering `status` with `body`, recording the options it was called with. */
function answering(body: Uint8Array | string, status = 200) {
  return vi.fn(
    async (url: string | URL, _options: GuardedFetchOptions): Promise<GuardedResponse> => ({
      url: new URL(url),
      status,
      headers: {},
      read: async () => (typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body)),
      discard: () => {},
    }),
  );
}
const as = (f: ReturnType<typeof answering>) => f as unknown as typeof guardedFetch;

describe('stock images in renders', () => {
  it('fetches only from the stock sources over https', () => {
    expect(isStockImageUrl('https://images.unsplash.com/photo-1?w=1080')).toBe(true);
    expect(isStockImageUrl('https://image.shutterstock.com/z/stock-photo-1.jpg')).toBe(true);
    expect(isStockImageUrl('http://images.unsplash.com/photo-1')).toBe(false);
    expect(isStockImageUrl('https://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isStockImageUrl('https://images.unsplash.com.evil.example/x')).toBe(false);
    expect(isStockImageUrl('generated:team')).toBe(false);
  });

  it('goes through the guarded fetch: no redirects, 8 MB, 10 s', async () => {
    const get = answering(png);
    expect(await fetchStockImage('https://images.unsplash.com/p', as(get))).toEqual(new Uint8Array(png));
    expect(get).toHaveBeenCalledWith(
      'https://images.unsplash.com/p',
      expect.objectContaining({ maxRedirects: 0, maxBytes: 8 * 1024 * 1024, timeoutMs: 10_000 }),
    );
    expect(get.mock.calls[0]?.[1].allowPrivate).toBeFalsy();
  });

  it('returns null for anything but an image within the limits, so the slide draws "Image Unavailable"', async () => {
    expect(await fetchStockImage('https://images.unsplash.com/p', as(answering('<html>nope</html>')))).toBeNull();
    expect(await fetchStockImage('https://images.unsplash.com/p', as(answering('', 404)))).toBeNull();
    expect(await fetchStockImage('https://images.unsplash.com/p', as(answering(pngOfSize(60000, 60000, false))))).toBeNull();
    const failing = vi.fn(async () => {
      throw new Error('private address');
    });
    expect(await fetchStockImage('https://images.unsplash.com/p', failing as unknown as typeof guardedFetch)).toBeNull();
    const never = answering(png);
    expect(await fetchStockImage('https://10.0.0.1/p.png', as(never))).toBeNull();
    expect(never).not.toHaveBeenCalled();
  });
});

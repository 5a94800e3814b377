import { describe, expect, it, vi } from 'vitest';
import { fetchStockImage, isStockImageUrl } from './stock-image';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('stock images in renders', () => {
  it('fetches only from the stock sources over https', () => {
    expect(isStockImageUrl('https://images.unsplash.com/photo-1?w=1080')).toBe(true);
    expect(isStockImageUrl('https://image.shutterstock.com/z/stock-photo-1.jpg')).toBe(true);
    expect(isStockImageUrl('http://images.unsplash.com/photo-1')).toBe(false);
    expect(isStockImageUrl('https://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isStockImageUrl('https://images.unsplash.com.evil.example/x')).toBe(false);
    expect(isStockImageUrl('generated:team')).toBe(false);
  });

  it('returns the bytes of a real image and null for anything else', async () => {
    const ok = vi.fn(async () => new Response(png));
    expect(await fetchStockImage('https://images.unsplash.com/p', ok as unknown as typeof fetch)).toEqual(new Uint8Array(png));
    const html = vi.fn(async () => new Response('<html>nope</html>'));
    expect(await fetchStockImage('https://images.unsplash.com/p', html as unknown as typeof fetch)).toBeNull();
    const missing = vi.fn(async () => new Response('', { status: 404 }));
    expect(await fetchStockImage('https://images.unsplash.com/p', missing as unknown as typeof fetch)).toBeNull();
    const never = vi.fn();
    expect(await fetchStockImage('https://10.0.0.1/p.png', never as unknown as typeof fetch)).toBeNull();
    expect(never).not.toHaveBeenCalled();
  });
});

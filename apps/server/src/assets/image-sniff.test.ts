import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { gifHeader, jpegHeader, pngOfSize, webpHeader } from './crafted-images';
import { IMAGE_LIMITS, IMAGE_MESSAGES, imageProblem, sniffImage } from './image-sniff';

function encoded(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3366cc';
  ctx.fillRect(0, 0, width, height);
  return new Uint8Array(format === 'png' ? canvas.toBuffer('image/png') : format === 'jpeg' ? canvas.toBuffer('image/jpeg') : canvas.toBuffer('image/webp'));
}

describe('sniffImage', () => {
  it('reads the size of real PNG, JPEG and WebP files', () => {
    for (const format of ['png', 'jpeg', 'webp'] as const)
      expect(sniffImage(encoded(format, 321, 123)), format).toEqual({ kind: format, width: 321, height: 123 });
  });

  it('reads the size every crafted header declares', () => {
    expect(sniffImage(pngOfSize(60000, 60000, false))).toEqual({ kind: 'png', width: 60000, height: 60000 });
    expect(sniffImage(jpegHeader(60000, 60000))).toEqual({ kind: 'jpeg', width: 60000, height: 60000 });
    expect(sniffImage(webpHeader.vp8x(60000, 60000))).toEqual({ kind: 'webp', width: 60000, height: 60000 });
    expect(sniffImage(webpHeader.vp8(16000, 16000))).toEqual({ kind: 'webp', width: 16000, height: 16000 });
    expect(sniffImage(webpHeader.vp8l(16384, 16384))).toEqual({ kind: 'webp', width: 16384, height: 16384 });
    expect(sniffImage(gifHeader([60000, 60000]))).toEqual({ kind: 'gif', width: 60000, height: 60000 });
  });

  it('takes a GIF frame that overflows the screen as the size', () => {
    expect(sniffImage(gifHeader([10, 10], [65000, 65000]))).toEqual({ kind: 'gif', width: 65000, height: 65000 });
  });

  it('reads SVG sizes from attributes in any unit or the viewBox', () => {
    const svg = (attrs: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs}></svg>`);
    expect(sniffImage(svg('width="120" height="80px"'))).toEqual({ kind: 'svg', width: 120, height: 80 });
    expect(sniffImage(svg('width="1e6" height="1e6"'))).toEqual({ kind: 'svg', width: 1_000_000, height: 1_000_000 });
    expect(sniffImage(svg('viewBox="0 0 640 480"'))).toEqual({ kind: 'svg', width: 640, height: 480 });
    expect(sniffImage(svg(''))).toEqual({ kind: 'svg', width: 300, height: 150 });
  });

  it('refuses what is not an image, zero sizes and headers cut short', () => {
    expect(sniffImage(new TextEncoder().encode('<html><body>hi</body></html>'))).toBeNull();
    expect(sniffImage(pngOfSize(0, 10, false))).toBeNull();
    expect(sniffImage(jpegHeader(100, 0))).toBeNull(); // height from a DNL marker: not supported
    expect(sniffImage(pngOfSize(100, 100).subarray(0, 20))).toBeNull();
    expect(sniffImage(jpegHeader(100, 100).subarray(0, 12))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(30).fill(0)]))).toBeNull();
  });
});

describe('imageProblem', () => {
  it('accepts ordinary photos up to the pixel limit', () => {
    expect(imageProblem(encoded('png', 1920, 1080))).toBeNull();
    expect(imageProblem(jpegHeader(8000, 5000))).toBeNull();
    expect(IMAGE_LIMITS.maxPixels).toBe(40_000_000);
  });

  it('refuses huge and lying headers of every kind with the size and the limit', () => {
    const message = IMAGE_MESSAGES.tooManyPixels(60000, 60000);
    expect(message).toBe('This image is 60000 × 60000 pixels. Images can be up to 40 megapixels (for example 8000 × 5000).');
    expect(imageProblem(pngOfSize(60000, 60000, false))).toBe(message);
    expect(imageProblem(jpegHeader(60000, 60000))).toBe(message);
    expect(imageProblem(webpHeader.vp8x(60000, 60000))).toBe(message);
    expect(imageProblem(gifHeader([60000, 60000]))).toBe(message);
    expect(imageProblem(pngOfSize(20000, 20000))).toBe(IMAGE_MESSAGES.tooManyPixels(20000, 20000));
    expect(imageProblem(webpHeader.vp8l(16384, 16384))).toBe(IMAGE_MESSAGES.tooManyPixels(16384, 16384));
    expect(imageProblem(gifHeader([10, 10], [65000, 65000]))).toBe(IMAGE_MESSAGES.tooManyPixels(65000, 65000));
    expect(imageProblem(webpHeader.vp8x(16_000_000, 1))).toBe(IMAGE_MESSAGES.tooManyPixels(16_000_000, 1)); // few pixels, absurd side
  });

  it('refuses files over 8 MB and files that are not images', () => {
    expect(imageProblem(new Uint8Array(IMAGE_LIMITS.maxBytes + 1))).toBe('Images can be up to 8MB.');
    expect(imageProblem(new TextEncoder().encode('plain text'))).toBe('Please select an image file.');
  });
});

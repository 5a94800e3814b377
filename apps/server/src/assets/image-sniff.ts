/** Image kinds accepted for logos and slide images, told by their bytes (not the file name). */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

export const IMAGE_MIME: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' };

/**
 * What an image may cost to decode, checked on the header before any decoding: a decoder
 * allocates width × height × 4 bytes whatever the file size (a 20000 × 20000 PNG of a few
 * hundred KB decodes to 1.6 GB). 40 megapixels holds any camera photo (8000 × 5000) and
 * decodes to 160 MB; a slide is 1920 × 1080.
 */
export const IMAGE_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** Longest side, so an absurd strip (40,000,000 × 1) is refused too. */
  maxSide: 30_000,
} as const;

export const IMAGE_MESSAGES = {
  notImage: 'Please select an image file.',
  tooLarge: 'Images can be up to 8MB.',
  tooManyPixels: (width: number, height: number) =>
    `This image is ${width} × ${height} pixels. Images can be up to ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels (for example 8000 × 5000).`,
} as const;

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** PNG: the IHDR chunk must come first (PNG spec §5.2, §11.2.2). */
function png(b: Uint8Array): ImageHeader | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || signature.some((v, i) => b[i] !== v) || ascii(b, 12, 16) !== 'IHDR') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { kind: 'png', width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * GIF: the logical screen size, grown to cover every frame's extent (a frame may claim more
 * than the screen, and decoders size their buffers from it). GIF89a spec §18, §20.
 */
function gif(b: Uint8Array): ImageHeader | null {
  if (b.length < 13 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return null;
  const le16 = (o: number) => b[o]! | (b[o + 1]! << 8);
  let width = le16(6);
  let height = le16(8);
  let o = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (o < b.length && b[o] !== 0) o += b[o]! + 1;
    o++;
  };
  while (o < b.length) {
    const introducer = b[o];
    if (introducer === 0x3b) break; // trailer
    if (introducer === 0x21) {
      o += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (o + 10 > b.length) break;
      width = Math.max(width, le16(o + 1) + le16(o + 5));
      height = Math.max(height, le16(o + 3) + le16(o + 7));
      const packed = b[o + 9]!;
      o += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0) + 1; // descriptor, local colour table, LZW code size
      skipSubBlocks();
    } else break; // not a block: the decoder stops here too
  }
  return { kind: 'gif', width, height };
}

/** WebP: the first chunk is VP8 (lossy, RFC 6386 §9.1), VP8L (lossless) or VP8X (extended, canvas size). RFC 9649. */
function webp(b: Uint8Array): ImageHeader | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 16);
  const le16 = (o: number) => b[o]! | (b[o + 1]! << 8);
  const le24 = (o: number) => b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16);
  if (chunk === 'VP8X') return { kind: 'webp', width: 1 + le24(24), height: 1 + le24(27) };
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return { kind: 'webp', width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** JPEG: segments are walked to the first start-of-frame marker, which holds the size (ITU T.81 §B.2). */
function jpeg(b: Uint8Array): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const u16 = (o: number) => (b[o]! << 8) | b[o + 1]!;
  let o = 2;
  while (o + 1 < b.length) {
    if (b[o] !== 0xff) return null;
    const marker = b[o + 1]!;
    if (marker === 0xff) {
      o++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      o += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data or end before any frame header
    if (o + 9 > b.length) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { kind: 'jpeg', width: u16(o + 7), height: u16(o + 5) };
    o += 2 + u16(o + 2);
  }
  return null;
}

/** SVG: the root element's width and height (any unit read as pixels), else its viewBox, else the CSS default 300 × 150. */
function svg(b: Uint8Array): ImageHeader | null {
  const head = new TextDecoder().decode(b.subarray(0, 4096));
  if (!/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return null;
  const tag = head.match(/<svg[^>]*>/i)?.[0] ?? '';
  const number = '(\\d*\\.?\\d+(?:e[+-]?\\d+)?)';
  const size = (name: string) => Number(tag.match(new RegExp(`\\s${name}\\s*=\\s*["']\\s*${number}\\s*(?:px|pt|pc|mm|cm|in|em|ex)?\\s*["']`, 'i'))?.[1]);
  const box = tag.match(new RegExp(`viewBox\\s*=\\s*["']\\s*-?${number}[\\s,]+-?${number}[\\s,]+${number}[\\s,]+${number}`, 'i'));
  const width = size('width') || Number(box?.[3]) || 300;
  const height = size('height') || Number(box?.[4]) || 150;
  return { kind: 'svg', width: Math.ceil(width), height: Math.ceil(height) };
}

/** The kind and the size an image's header declares, or null when the bytes are not a supported image. */
export function sniffImage(bytes: Uint8Array): ImageHeader | null {
  const header = png(bytes) ?? gif(bytes) ?? webp(bytes) ?? jpeg(bytes) ?? svg(bytes);
  if (!header || !(header.width > 0) || !(header.height > 0)) return null;
  return header;
}

/** Why an image must not be decoded, in words for the person who chose it; null when it may be. */
export function imageProblem(bytes: Uint8Array): string | null {
  if (bytes.byteLength > IMAGE_LIMITS.maxBytes) return IMAGE_MESSAGES.tooLarge;
  const header = sniffImage(bytes);
  if (!header) return IMAGE_MESSAGES.notImage;
  const { width, height } = header;
  if (width > IMAGE_LIMITS.maxSide || height > IMAGE_LIMITS.maxSide || width * height > IMAGE_LIMITS.maxPixels)
    return IMAGE_MESSAGES.tooManyPixels(width, height);
  return null;
}

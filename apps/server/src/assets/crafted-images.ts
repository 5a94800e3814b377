/**
 * Hostile images for tests, built byte by byte: headers that claim a huge size over almost no
 * data, and a real PNG whose few KB inflate to 400 megapixels.
 */
import { crc32, deflateSync } from 'node:zlib';

const be32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const le16 = (n: number) => Buffer.from([n & 255, (n >> 8) & 255]);
const le24 = (n: number) => Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([be32(data.length), body, be32(crc32(body))]);
}

/**
 * A valid PNG of width × height, 1-bit greyscale, all black: each row is a filter byte and
 * width / 8 zero bytes, so 20000 × 20000 is 50 MB raw, ~50 KB deflated, 1.6 GB once decoded to RGBA.
 */
export function pngOfSize(width: number, height: number, withData = true): Buffer {
  const ihdr = Buffer.concat([be32(width), be32(height), Buffer.from([1, 0, 0, 0, 0])]);
  const rows = withData ? deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height)) : deflateSync(Buffer.alloc(16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose baseline frame header (SOF0) claims width × height, after a JFIF APP0 segment, with no scan. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A GIF whose screen is `screen` but whose first frame claims `frame` (frames may overflow the screen). */
export function gifHeader(screen: [number, number], frame: [number, number] = screen): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    le16(screen[0]),
    le16(screen[1]),
    Buffer.from([0x00, 0x00, 0x00]), // no global colour table
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]), // graphic control extension
    Buffer.from([0x2c]),
    le16(0),
    le16(0),
    le16(frame[0]),
    le16(frame[1]),
    Buffer.from([0x00, 0x02, 0x02, 0x4c, 0x01, 0x00, 0x3b]), // no local table, LZW size 2, one data block, trailer
  ]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), Buffer.from(chunk, 'latin1'), le32(data.length), data]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), le32(body.length), body]);
}

/** WebP headers claiming width × height: extended (VP8X, up to 2^24 a side), lossy (VP8) and lossless (VP8L, up to 16384). */
export const webpHeader = {
  vp8x: (width: number, height: number) => riff('VP8X', Buffer.concat([Buffer.from([0, 0, 0, 0]), le24(width - 1), le24(height - 1)])),
  vp8: (width: number, height: number) =>
    riff('VP8 ', Buffer.concat([Buffer.from([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a]), le16(width), le16(height), Buffer.alloc(8)])),
  vp8l: (width: number, height: number) => {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    return riff('VP8L', Buffer.concat([Buffer.from([0x2f]), le32(bits), Buffer.alloc(8)]));
  },
};

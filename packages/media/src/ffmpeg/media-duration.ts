import { type FileHandle, open } from 'node:fs/promises';
import { probe } from './probe.ts';

/**
 * A video's length as its container states it (decision 197): WebM's Segment Info `Duration`
 * (in its `TimecodeScale`), MP4's movie header (`mvhd`), the figures ffprobe reports as the
 * format's duration, read from a few header bytes instead of starting ffprobe (0.12–0.15 s of
 * CPU and wall time at the end of every render). Anything else, or a header that does not
 * parse, is probed.
 */
export async function mediaDuration(file: string, signal?: AbortSignal): Promise<number> {
  const stated = await statedDuration(file).catch(() => null);
  return stated ?? (await probe(file, signal)).durationSeconds;
}

/** The container's own duration in seconds, or null when it has none this reader knows. */
export async function statedDuration(file: string): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const head = await readAt(handle, 0, 12);
    if (head.length < 12) return null;
    if (head.readUInt32BE(0) === 0x1a45dfa3) return await webmDuration(handle);
    if (head.toString('latin1', 4, 8) === 'ftyp') return await mp4Duration(handle);
    return null;
  } finally {
    await handle.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** How many bytes an EBML variable-length number starting with `first` takes (1–8; 0 when invalid). */
const vintLength = (first: number) => (first === 0 ? 0 : 9 - Math.max(1, Math.ceil(Math.log2(first + 1))));

/** An EBML element header at `at` in `bytes`: its id (marker kept), its data size (null: unknown) and where its data starts. */
function ebmlHeader(bytes: Buffer, at: number): { id: number; size: number | null; data: number } | null {
  const idLength = vintLength(bytes[at] ?? 0);
  if (!idLength || idLength > 4 || at + idLength >= bytes.length) return null;
  const id = bytes.readUIntBE(at, idLength);
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt] ?? 0);
  if (!sizeLength || sizeAt + sizeLength > bytes.length) return null;
  let size = (bytes[sizeAt] ?? 0) & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizeAt + i] ?? 0;
    unknown &&= byte === 0xff;
    size = size * 256 + byte;
  }
  return { id, size: unknown ? null : size, data: sizeAt + sizeLength };
}

const EBML = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, cluster: 0x1f43b675 } as const;
/** The muxer writes Info near the file's start (after the EBML header and a SeekHead); this much is read for it. */
const WEBM_HEAD_BYTES = 64 * 1024;

async function webmDuration(handle: FileHandle): Promise<number | null> {
  const bytes = await readAt(handle, 0, WEBM_HEAD_BYTES);
  const ebml = ebmlHeader(bytes, 0);
  if (!ebml?.size) return null;
  const segment = ebmlHeader(bytes, ebml.data + ebml.size);
  if (!segment || segment.id !== EBML.segment) return null;
  for (let at = segment.data; at < bytes.length; ) {
    const element = ebmlHeader(bytes, at);
    if (!element || element.size === null || element.id === EBML.cluster) return null;
    if (element.id === EBML.info) {
      const end = element.data + element.size;
      if (end > bytes.length) return null;
      let scale = 1_000_000;
      let duration: number | null = null;
      for (let field = element.data; field < end; ) {
        const child = ebmlHeader(bytes, field);
        if (!child || child.size === null) return null;
        if (child.id === EBML.timecodeScale && child.size >= 1 && child.size <= 6) scale = bytes.readUIntBE(child.data, child.size);
        if (child.id === EBML.duration) duration = child.size === 8 ? bytes.readDoubleBE(child.data) : child.size === 4 ? bytes.readFloatBE(child.data) : null;
        field = child.data + child.size;
      }
      return duration !== null && duration > 0 ? (duration * scale) / 1e9 : null;
    }
    at = element.data + element.size;
  }
  return null;
}

/** Top-level boxes are walked by their headers (an index at the end is found without reading the media). */
async function mp4Duration(handle: FileHandle): Promise<number | null> {
  const { size: fileSize } = await handle.stat();
  for (let at = 0; at + 8 <= fileSize; ) {
    const header = await readAt(handle, at, 16);
    if (header.length < 8) return null;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) size = fileSize - at;
    if (size < headerSize) return null;
    if (type === 'moov') return movieDuration(await readAt(handle, at + headerSize, Math.min(size - headerSize, 4096)));
    at += size;
  }
  return null;
}

/** The `mvhd` box, the first in `moov`: its duration over its time scale. */
function movieDuration(moov: Buffer): number | null {
  if (moov.length < 8 || moov.toString('latin1', 4, 8) !== 'mvhd') return null;
  const body = 8;
  const version = moov[body];
  const [scaleAt, durationAt] = version === 1 ? [body + 20, body + 24] : [body + 12, body + 16];
  if (moov.length < durationAt + (version === 1 ? 8 : 4)) return null;
  const timescale = moov.readUInt32BE(scaleAt);
  const duration = version === 1 ? Number(moov.readBigUInt64BE(durationAt)) : moov.readUInt32BE(durationAt);
  return timescale > 0 && duration > 0 && duration !== 0xffffffff ? duration / timescale : null;
}

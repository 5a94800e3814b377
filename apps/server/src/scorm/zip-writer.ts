import { crc32, deflateRawSync } from 'node:zlib';

/** A file held in memory; text is deflated unless `store` is set. */
export interface ZipBytesEntry {
  name: string;
  data: Uint8Array | string;
  store?: boolean;
}

/**
 * A large file read as a stream (the video), stored as it is: video is already compressed, and
 * a stored entry can be played straight from the archive by tools that do so. `open` is called
 * twice, once to take its CRC-32 so the local header carries it (some LMS importers do not read
 * data descriptors), once to copy it.
 */
export interface ZipStreamEntry {
  name: string;
  size: number;
  open(): ReadableStream<Uint8Array>;
}

export type ZipEntry = ZipBytesEntry | ZipStreamEntry;

// APPNOTE.TXT 6.3.10 (https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT): plain ZIP
// without ZIP64 holds entries and offsets below 4 GiB and at most 65 535 entries.
const MAX_32 = 0xffffffff;
const VERSION_NEEDED = 20; // 2.0: deflate and folders
const VERSION_MADE_BY = (3 << 8) | 20; // 3 = UNIX, so the external attributes below mean file modes
const FLAG_UTF8_NAMES = 1 << 11; // APPNOTE 4.4.4 bit 11
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const FILE_MODE = 0o100644;

interface Written {
  name: Uint8Array;
  crc: number;
  compressedSize: number;
  size: number;
  method: number;
  offset: number;
}

/** MS-DOS date and time (APPNOTE 4.4.6), local fields read as UTC; years before 1980 are 1980. */
export function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, Math.min(2107, date.getUTCFullYear()));
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** Entry names are relative paths with forward slashes (APPNOTE 4.4.17): nothing that climbs out of the folder. */
function checkedName(name: string): Uint8Array {
  if (!name || name.startsWith('/') || name.includes('\\') || name.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`invalid zip entry name: ${name}`);
  }
  const bytes = new TextEncoder().encode(name);
  if (bytes.byteLength > 0xffff) throw new Error('zip entry name too long');
  return bytes;
}

function localHeader(entry: Written, stamp: { time: number; date: number }): Uint8Array {
  const header = new Uint8Array(30 + entry.name.byteLength);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, VERSION_NEEDED, true);
  view.setUint16(6, FLAG_UTF8_NAMES, true);
  view.setUint16(8, entry.method, true);
  view.setUint16(10, stamp.time, true);
  view.setUint16(12, stamp.date, true);
  view.setUint32(14, entry.crc, true);
  view.setUint32(18, entry.compressedSize, true);
  view.setUint32(22, entry.size, true);
  view.setUint16(26, entry.name.byteLength, true);
  view.setUint16(28, 0, true);
  header.set(entry.name, 30);
  return header;
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Uint8Array {
  const header = new Uint8Array(46 + entry.name.byteLength);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x02014b50, true);
  view.setUint16(4, VERSION_MADE_BY, true);
  view.setUint16(6, VERSION_NEEDED, true);
  view.setUint16(8, FLAG_UTF8_NAMES, true);
  view.setUint16(10, entry.method, true);
  view.setUint16(12, stamp.time, true);
  view.setUint16(14, stamp.date, true);
  view.setUint32(16, entry.crc, true);
  view.setUint32(20, entry.compressedSize, true);
  view.setUint32(24, entry.size, true);
  view.setUint16(28, entry.name.byteLength, true);
  // extra field, comment, disk number start, internal attributes: all zero
  view.setUint32(38, (FILE_MODE << 16) >>> 0, true);
  view.setUint32(42, entry.offset, true);
  header.set(entry.name, 46);
  return header;
}

function endOfCentralDirectory(count: number, size: number, offset: number): Uint8Array {
  const record = new Uint8Array(22);
  const view = new DataView(record.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, count, true);
  view.setUint16(10, count, true);
  view.setUint32(12, size, true);
  view.setUint32(16, offset, true);
  return record;
}

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function streamCrc(entry: ZipStreamEntry): Promise<number> {
  let crc = 0;
  let read = 0;
  for await (const chunk of chunksOf(entry.open())) {
    crc = crc32(chunk, crc);
    read += chunk.byteLength;
  }
  if (read !== entry.size) throw new Error(`zip entry ${entry.name} changed while it was read`);
  return crc;
}

/**
 * A ZIP archive (APPNOTE 6.3.10) written as it is read: small files deflated (raw DEFLATE,
 * method 8) or stored, large files streamed stored, then the central directory. Nothing is held
 * in memory but the small files and one chunk of the large ones.
 */
export function zipStream(entries: ZipEntry[], modified = new Date()): ReadableStream<Uint8Array> {
  if (entries.length > 0xffff) throw new Error('too many zip entries');
  const stamp = dosDateTime(modified);
  // Names are checked before the first byte goes out, so a bad one never starts a broken download.
  const names = entries.map((entry) => checkedName(entry.name));
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new Error('duplicate zip entry name');
  async function* produce(): AsyncGenerator<Uint8Array> {
    const written: Written[] = [];
    let offset = 0;
    for (const [index, entry] of entries.entries()) {
      const name = names[index]!;
      if ('data' in entry) {
        const raw = typeof entry.data === 'string' ? new TextEncoder().encode(entry.data) : entry.data;
        const deflated = entry.store ? null : deflateRawSync(raw, { level: 9 });
        // Deflate only when it helps (already compressed bytes can grow).
        const body = deflated && deflated.byteLength < raw.byteLength ? deflated : raw;
        const record: Written = {
          name,
          crc: crc32(raw),
          compressedSize: body.byteLength,
          size: raw.byteLength,
          method: body === raw ? METHOD_STORED : METHOD_DEFLATED,
          offset,
        };
        if (offset + body.byteLength >= MAX_32) throw new Error('zip archive too large');
        const header = localHeader(record, stamp);
        yield header;
        yield new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
        offset += header.byteLength + body.byteLength;
        written.push(record);
      } else {
        if (offset + entry.size >= MAX_32) throw new Error('zip archive too large');
        const record: Written = { name, crc: await streamCrc(entry), compressedSize: entry.size, size: entry.size, method: METHOD_STORED, offset };
        const header = localHeader(record, stamp);
        yield header;
        let copied = 0;
        for await (const chunk of chunksOf(entry.open())) {
          copied += chunk.byteLength;
          yield chunk;
        }
        if (copied !== entry.size) throw new Error(`zip entry ${entry.name} changed while it was read`);
        offset += header.byteLength + entry.size;
        written.push(record);
      }
    }
    const directoryStart = offset;
    let directorySize = 0;
    for (const record of written) {
      const header = centralHeader(record, stamp);
      directorySize += header.byteLength;
      yield header;
    }
    yield endOfCentralDirectory(written.length, directorySize, directoryStart);
  }
  const chunks = produce();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A small file held in memory (manifest, player, captions): deflated. */
export interface ZipBytesEntry {
  name: string;
  data: Uint8Array | string;
}

/**
 * A large file read as a stream (the video), stored as it is: video is already compressed. Opened
 * only when the archive reaches it; `size` is checked against what the stream gives.
 */
export interface ZipStreamEntry {
  name: string;
  size: number;
  open(): ReadableStream<Uint8Array>;
}

export type ZipEntry = ZipBytesEntry | ZipStreamEntry;

/**
 * A ZIP archive written as it is read, by yazl (decision 174): small files deflated, large files
 * streamed stored, then the central directory; ZIP64 only where an entry needs it. Entry names
 * that are absolute or climb out of the folder are refused by yazl, and duplicates here, before
 * the first byte goes out, so a bad name never starts a broken download.
 */
export function zipStream(entries: ZipEntry[], modified = new Date()): ReadableStream<Uint8Array> {
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new Error('duplicate zip entry name');
  const zip = new ZipFile();
  // yazl reports a stream that is not the size it claimed on the zip file: the download fails with it.
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  for (const entry of entries) {
    if ('data' in entry) {
      const data =
        typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
      zip.addBuffer(data, entry.name, { mtime: modified, compress: true });
    } else {
      zip.addReadStreamLazy(entry.name, { mtime: modified, compress: false, size: entry.size }, (done) =>
        done(null, Readable.fromWeb(entry.open() as Parameters<typeof Readable.fromWeb>[0])),
      );
    }
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}

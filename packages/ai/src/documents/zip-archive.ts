import { createInflateRaw } from 'node:zlib';
import { DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';

interface Entry {
  method: number;
  flags: number;
  compressedSize: number;
  localHeaderOffset: number;
}

export interface ZipLimits {
  /** Uncompressed bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** Uncompressed bytes all entries read from this archive may inflate to together. */
  maxArchiveBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const corrupt = () => new DocumentExtractionError('corrupt-archive');

/**
 * A ZIP file read from its central directory (APPNOTE.TXT §4.3), entries inflated on demand as a
 * stream that is stopped as soon as the entry or the archive goes over its uncompressed budget,
 * so a zip bomb costs at most the budget, never what it claims or what it would inflate to.
 */
export class ZipArchive {
  private readonly entries = new Map<string, Entry>();
  private inflated = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ZipLimits = DOCUMENT_LIMITS,
  ) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
    let eocd = -1;
    for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
      if (view.getUint32(i, true) === EOCD) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw corrupt();
    const count = view.getUint16(eocd + 10, true);
    const size = view.getUint32(eocd + 12, true);
    const offset = view.getUint32(eocd + 16, true);
    // ZIP64 markers: Office never needs them for files under the upload limit.
    if (count === 0xffff || offset === 0xffffffff || offset + size > eocd) throw corrupt();
    const names = new TextDecoder('utf-8');
    let at = offset;
    for (let i = 0; i < count; i++) {
      if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL) throw corrupt();
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      if (!this.entries.has(name))
        this.entries.set(name, {
          flags: view.getUint16(at + 8, true),
          method: view.getUint16(at + 10, true),
          compressedSize: view.getUint32(at + 20, true),
          localHeaderOffset: view.getUint32(at + 42, true),
        });
      at += 46 + nameLength + extraLength + commentLength;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The entry as UTF-8 text, or undefined when the archive has no such entry. */
  async text(name: string): Promise<string | undefined> {
    const data = await this.read(name);
    return data === undefined ? undefined : data.toString('utf8');
  }

  async read(name: string): Promise<Buffer | undefined> {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    // Bit 0: the entry is encrypted (ZIP encryption; Office itself encrypts differently).
    if (entry.flags & 1) throw new DocumentExtractionError('office-encrypted');
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
    const at = entry.localHeaderOffset;
    if (at + 30 > this.bytes.length || view.getUint32(at, true) !== LOCAL) throw corrupt();
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > this.bytes.length) throw corrupt();
    const compressed = this.bytes.subarray(start, end);
    const budget = Math.min(this.limits.maxEntryBytes, this.limits.maxArchiveBytes - this.inflated);
    if (entry.method === 0) {
      if (compressed.length > budget) throw new DocumentExtractionError('archive-too-large');
      this.inflated += compressed.length;
      return Buffer.from(compressed);
    }
    if (entry.method !== 8) throw corrupt();
    const out = await inflateWithin(compressed, budget);
    this.inflated += out.length;
    return out;
  }
}

/** Inflates raw DEFLATE data as a stream, stopping the moment the output passes `budget` bytes. */
function inflateWithin(compressed: Uint8Array, budget: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      if (error) {
        inflater.destroy();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    inflater.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > budget) finish(new DocumentExtractionError('archive-too-large'));
      else chunks.push(chunk);
    });
    inflater.on('end', () => finish());
    inflater.on('error', () => finish(corrupt()));
    inflater.end(compressed);
  });
}

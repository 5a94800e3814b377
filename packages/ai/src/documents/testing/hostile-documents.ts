import { createHash, randomBytes } from 'node:crypto';
import { createDeflate, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Hostile and unusual documents built in memory for tests (never checked-in binaries): PDFs with
 * any number of pages, padding or a password, ZIP files with huge or many entries. Test-only.
 */

const ascii = (s: string) => Buffer.from(s, 'latin1');
const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export interface PdfOptions {
  /** Bytes of incompressible filler in an unused stream, to reach a file size. */
  padBytes?: number;
  /** Protect the PDF with this user password (Standard security handler, revision 2, RC4 40-bit). */
  userPassword?: string;
}

/** A PDF with one line of Helvetica text per page, written directly (fast for tens of thousands of pages). */
export function linesPdf(pageCount: number, lineOf: (page: number) => string = (n) => `Page ${n} has one line.`, options: PdfOptions = {}): Uint8Array {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const object = (id: number, body: Buffer | string) => {
    offsets[id] = length;
    push(ascii(`${id} 0 obj\n`));
    push(typeof body === 'string' ? ascii(body) : body);
    push(ascii('\nendobj\n'));
  };
  const firstPage = 4;
  const pageId = (i: number) => firstPage + i * 2;
  const extra = firstPage + pageCount * 2;
  push(ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'));
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pageCount }, (_, i) => `${pageId(i)} 0 R`).join(' ');
  object(2, `<< /Type /Pages /Count ${pageCount} /Kids [${kids}] >>`);
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pageCount; i++) {
    const content = `BT /F1 12 Tf 50 740 Td (${pdfString(lineOf(i + 1))}) Tj ET`;
    object(pageId(i), `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`);
    object(pageId(i) + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let size = extra;
  if (options.padBytes) {
    const pad = randomBytes(options.padBytes);
    object(size, Buffer.concat([ascii(`<< /Length ${pad.length} >>\nstream\n`), pad, ascii('\nendstream')]));
    size += 1;
  }
  const id = randomBytes(16);
  let encrypt = '';
  if (options.userPassword !== undefined) {
    object(size, standardSecurity(options.userPassword, id));
    encrypt = ` /Encrypt ${size} 0 R`;
    size += 1;
  }
  const xref = length;
  const rows = ['0000000000 65535 f \n'];
  for (let i = 1; i < size; i++) rows.push(`${String(offsets[i] ?? 0).padStart(10, '0')} 00000 n \n`);
  push(ascii(`xref\n0 ${size}\n${rows.join('')}`));
  push(ascii(`trailer\n<< /Size ${size} /Root 1 0 R${encrypt} /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>\nstartxref\n${xref}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A one-page PDF whose content stream inflates (FlateDecode) to `uncompressedBytes` of spaces: a
 * decompression bomb inside a PDF, about 1 MB per GB.
 */
export async function flateBombPdf(uncompressedBytes: number): Promise<Uint8Array> {
  const deflater = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = uncompressedBytes; left > 0; left -= block.length) {
    if (!deflater.write(left >= block.length ? block : block.subarray(0, left))) await new Promise((r) => deflater.once('drain', r));
  }
  deflater.end();
  await done;
  const stream = Buffer.concat(out);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const object = (id: number, body: Buffer) => {
    offsets[id] = length;
    push(ascii(`${id} 0 obj\n`));
    push(body);
    push(ascii('\nendobj\n'));
  };
  push(ascii('%PDF-1.4\n'));
  object(1, ascii('<< /Type /Catalog /Pages 2 0 R >>'));
  object(2, ascii('<< /Type /Pages /Count 1 /Kids [3 0 R] >>'));
  object(3, ascii('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'));
  object(4, Buffer.concat([ascii(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), stream, ascii('\nendstream')]));
  const xref = length;
  const rows = [1, 2, 3, 4].map((i) => `${String(offsets[i]).padStart(10, '0')} 00000 n \n`).join('');
  push(ascii(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

// PDF 1.7 (ISO 32000-1) §7.6.3.3: the Standard security handler's padding string.
const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padded = (password: string) => Buffer.concat([ascii(password), PAD]).subarray(0, 32);
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/** ISO 32000-1 algorithms 3 (O), 2 (key) and 4 (U), revision 2; the owner password is random. */
function standardSecurity(userPassword: string, id: Buffer): string {
  const permissions = -4;
  const o = rc4(md5(padded(randomBytes(8).toString('hex'))).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  return `<< /Filter /Standard /V 1 /R 2 /Length 40 /P ${permissions} /O <${o.toString('hex')}> /U <${u.toString('hex')}> >>`;
}

export interface ZipEntryInput {
  name: string;
  /** The entry's bytes (deflated), or a text repeated `times` times, deflated as a stream (zip bombs). */
  data: Uint8Array | string | { prefix?: string; repeat: string; times: number; suffix?: string };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function deflateRepeated(input: { prefix?: string; repeat: string; times: number; suffix?: string }): Promise<{ compressed: Buffer; size: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  // Write in blocks of about 1 MB so the uncompressed text never exists in memory at once.
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / Math.max(1, input.repeat.length)));
  const block = Buffer.from(input.repeat.repeat(perBlock));
  let size = 0;
  const write = (b: Buffer) =>
    new Promise<void>((resolve) => {
      size += b.length;
      if (deflater.write(b)) resolve();
      else deflater.once('drain', resolve);
    });
  if (input.prefix) await write(Buffer.from(input.prefix));
  for (let left = input.times; left > 0; left -= perBlock) await write(left >= perBlock ? block : Buffer.from(input.repeat.repeat(left)));
  if (input.suffix) await write(Buffer.from(input.suffix));
  deflater.end();
  await done;
  return { compressed: Buffer.concat(out), size };
}

/**
 * A ZIP file (APPNOTE.TXT) of deflated entries. Repeated entries are deflated as a stream and
 * carry a zero CRC (computing it would mean holding the whole text); readers that check CRCs
 * only do so after inflating everything, which is what a zip bomb exploits anyway.
 */
export async function zipFile(entries: ZipEntryInput[]): Promise<Uint8Array> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    let compressed: Buffer;
    let size: number;
    let crc = 0;
    if (typeof entry.data === 'string' || entry.data instanceof Uint8Array) {
      const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
      compressed = deflateRawSync(raw);
      size = raw.length;
      crc = crc32(raw);
    } else ({ compressed, size } = await deflateRepeated(entry.data));
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(Math.min(size, 0xfffffffe), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(Math.min(size, 0xfffffffe), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A Word file whose document.xml is `paragraph` repeated `times` times (a zip bomb when large). */
export function repeatedDocx(paragraph: string, times: number): Promise<Uint8Array> {
  return zipFile([
    { name: '[Content_Types].xml', data: `<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>` },
    {
      name: 'word/document.xml',
      data: { prefix: `<?xml version="1.0"?><w:document ${W}><w:body>`, repeat: paragraph, times, suffix: '</w:body></w:document>' },
    },
  ]);
}

/** A PowerPoint file whose presentation lists `slides` slides (their parts are not needed to refuse it). */
export function manySlidePptx(slides: number): Promise<Uint8Array> {
  const ids = Array.from({ length: slides }, (_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`).join('');
  const rels = Array.from(
    { length: slides },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${i + 1}.xml"/>`,
  ).join('');
  const slide = (n: number) =>
    `<?xml version="1.0"?><p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Slide ${n}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  return zipFile([
    { name: 'ppt/presentation.xml', data: `<?xml version="1.0"?><p:presentation xmlns:p="p" xmlns:r="r"><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>` },
    { name: 'ppt/_rels/presentation.xml.rels', data: `<?xml version="1.0"?><Relationships>${rels}</Relationships>` },
    ...Array.from({ length: Math.min(slides, 5) }, (_, i) => ({ name: `ppt/slides/slide${i + 1}.xml`, data: slide(i + 1) })),
  ]);
}

/**
 * What Office writes when a .docx/.pptx is saved with a password: a Compound File Binary
 * (MS-CFB) holding an "EncryptedPackage" stream. Only the parts a reader sniffs are real.
 */
export function encryptedOfficeFile(): Uint8Array {
  const header = Buffer.from('d0cf11e0a1b11ae1', 'hex');
  const body = Buffer.alloc(4096);
  Buffer.from('EncryptedPackage', 'utf16le').copy(body, 1024);
  Buffer.from('EncryptionInfo', 'utf16le').copy(body, 1152);
  return new Uint8Array(Buffer.concat([header, body]));
}

/** Ways a PDF's document information (trailer /Info) or XMP metadata (catalog /Metadata) can be broken while its pages are fine. */
export const BROKEN_PDF_METADATA = {
  'Info names a missing object': { info: 'missing' },
  'Info dictionary cut off': { info: '<< /Title (unterminated /Author <zz> /CreationDate (D:garbage) ' },
  'Info is a stream': { info: '<< /Length 5 >>\nstream\nabcde\nendstream' },
  'Info is a number': { info: '42' },
  'Info refers to itself': { info: 'SELF' },
  'Info values of the wrong types': { info: '<< /Title <FEFF00> /Author (\xfe\xff\x00) /CreationDate (D:99999999999999) /ModDate 5 /Producer [1 2] >>' },
  'Info nested past any parser': { info: `<< /Title ${'['.repeat(100_000)} >>` },
  'XMP names a missing object': { metadata: 'missing' },
  'XMP is not XML': { metadata: '<< /Type /Metadata /Subtype /XML /Length 500 >>\nstream\n<x:xmpmeta><rdf:RDF><broken &bogus;\nendstream' },
  'XMP stream will not inflate': { metadata: '<< /Type /Metadata /Subtype /XML /Filter /FlateDecode /Length 10 >>\nstream\nnotdeflate\nendstream' },
  'XMP is not a stream': { metadata: '<< /Foo 1 >>' },
} as const satisfies Record<string, { info?: string; metadata?: string }>;

/**
 * A two-page text PDF (linesPdf) whose /Info or /Metadata is `broken`: the body of an extra object
 * the trailer or catalog points to, 'missing' for a reference to no object, 'SELF' for an object
 * that is a reference to itself.
 */
export function pdfWithBrokenMetadata(broken: { info?: string; metadata?: string }, lineOf?: (page: number) => string): Uint8Array {
  const source = Buffer.from(linesPdf(2, lineOf)).toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(source)?.[1]);
  const target = (body: string | undefined) => (body === 'missing' ? `${size + 10} 0 R` : `${size} 0 R`);
  const body = broken.info ?? broken.metadata ?? '';
  let text = source.slice(0, source.lastIndexOf('xref\n'));
  if (broken.metadata) text = text.replace('<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Catalog /Pages 2 0 R /Metadata ${target(broken.metadata)} >>`);
  const offsets: number[] = [];
  for (const m of text.matchAll(/(\d+) 0 obj\n/g)) offsets[Number(m[1])] = m.index;
  offsets[size] = text.length;
  text += `${size} 0 obj\n${body === 'SELF' || body === 'missing' ? `${size} 0 R` : body}\nendobj\n`;
  const rows = ['0000000000 65535 f \n'];
  for (let i = 1; i <= size; i++) rows.push(`${String(offsets[i] ?? 0).padStart(10, '0')} 00000 n \n`);
  const info = broken.info ? ` /Info ${target(broken.info)}` : '';
  const trailer = source
    .slice(source.indexOf('trailer'))
    .replace(/\/Size \d+/, `/Size ${size + 1}${info}`)
    .replace(/startxref\n\d+/, `startxref\n${text.length}`);
  return new Uint8Array(Buffer.from(`${text}xref\n0 ${size + 1}\n${rows.join('')}${trailer}`, 'latin1'));
}

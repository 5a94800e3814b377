/**
 * What reading one uploaded document may cost (docs/decisions/100). The spec sets no such limits;
 * these keep a hostile file from taking the server down while letting real handbooks, decks and
 * reports through. docs/SECURITY.md lists them for operators.
 */
export const DOCUMENT_LIMITS = {
  /** PDF pages; counted from the page tree before any text is read. */
  maxPdfPages: 2_000,
  /** Word pages (explicit page breaks). */
  maxDocxPages: 2_000,
  /** PowerPoint slides. */
  maxSlides: 1_000,
  /** Extracted characters per document (about 500 dense printed pages). */
  maxCharacters: 1_000_000,
  /** Uncompressed bytes of any one Word/PowerPoint part that is read (XML; media is never inflated). */
  maxEntryBytes: 32 * 1024 * 1024,
  /** Uncompressed bytes of all parts read from one Word/PowerPoint file together. */
  maxArchiveBytes: 64 * 1024 * 1024,
  /** Wall-clock time one document may take to read, waiting in line not included. */
  timeLimitMs: 30_000,
  /** Memory the reading process may use (resident set); past it the reader is killed. */
  memoryCeilingMb: 512,
  /** Documents read at the same time by one server process; the others wait their turn. */
  concurrency: 2,
  /** Documents that may wait for a reader; past this an upload is refused for now (each holds its bytes). */
  maxWaiting: 30,
} as const;

export type DocumentLimits = typeof DOCUMENT_LIMITS;

/** 2000 → "2,000": limits appear in messages the way people write numbers. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

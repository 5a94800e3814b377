export interface TextChunk {
  index: number;
  text: string;
  /** First and last page the chunk draws from (1-based). */
  pageStart: number;
  pageEnd: number;
  wordCount: number;
}

export interface ChunkOptions {
  targetWords?: number;
  overlap?: number;
}

/**
 * Splits page text into overlapping chunks for search (DESIGN.md "search for chat"): about
 * `targetWords` words each, ending at a sentence end when one is near, the next chunk starting
 * `overlap` words back so a fact cut at a boundary is still found whole. Pure.
 */
export function chunkPages(pages: { number: number; text: string }[], { targetWords = 180, overlap = 30 }: ChunkOptions = {}): TextChunk[] {
  const target = Math.max(20, Math.floor(targetWords));
  const back = Math.min(Math.max(0, Math.floor(overlap)), Math.floor(target / 2));
  const words: { w: string; page: number }[] = [];
  for (const page of pages) for (const w of page.text.split(/\s+/)) if (w) words.push({ w, page: page.number });
  const chunks: TextChunk[] = [];
  let start = 0;
  while (start < words.length) {
    let end = Math.min(start + target, words.length);
    if (end < words.length) {
      // Prefer a sentence end between 80 % and 120 % of the target.
      const lo = start + Math.floor(target * 0.8);
      const hi = Math.min(start + Math.ceil(target * 1.2), words.length);
      let best = -1;
      for (let i = lo; i < hi; i++)
        if (/[.!?…]["”’)]?$/.test(words[i - 1]?.w ?? '') && (best < 0 || Math.abs(i - (start + target)) < Math.abs(best - (start + target)))) best = i;
      if (best > start) end = best;
    }
    const slice = words.slice(start, end);
    chunks.push({
      index: chunks.length,
      text: slice.map((x) => x.w).join(' '),
      pageStart: slice[0]?.page ?? 1,
      pageEnd: slice[slice.length - 1]?.page ?? 1,
      wordCount: slice.length,
    });
    if (end >= words.length) break;
    start = Math.max(end - back, start + 1);
  }
  return chunks;
}

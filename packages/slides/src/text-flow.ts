/** A paragraph's lines on one page; `carried` when they continue it from the page before. */
export interface FlowPiece {
  index: number;
  lines: string[];
  carried: boolean;
}

export interface FlowOptions {
  /** Height available on each page (0-based). */
  room: (page: number) => number;
  lineHeight: number;
  gap: number;
  /** Paragraphs that may start on one page (spec 001 §9: five points a slide). */
  maxPerPage?: number;
}

/**
 * Packs wrapped paragraphs onto as few pages as they need (decision 165): whole paragraphs while
 * they fit; one that does not fit in what is left moves to the next page, and only one taller
 * than a whole page is split between its lines, its rest carried over. Nothing is dropped.
 */
export function flowParagraphs(paragraphs: readonly string[][], options: FlowOptions): FlowPiece[][] {
  const { room, lineHeight, gap } = options;
  const maxPerPage = options.maxPerPage ?? Number.POSITIVE_INFINITY;
  const pages: FlowPiece[][] = [[]];
  let used = 0;
  let started = 0;
  const linesIn = (height: number) => Math.floor(height / lineHeight);
  const newPage = () => {
    pages.push([]);
    used = 0;
    started = 0;
  };
  paragraphs.forEach((paragraph, index) => {
    let lines = paragraph;
    let carried = false;
    while (lines.length > 0) {
      const page = pages.length - 1;
      const pieces = pages[page] as FlowPiece[];
      if (!carried && started >= maxPerPage) {
        newPage();
        continue;
      }
      const before = pieces.length ? gap : 0;
      const fits = linesIn(room(page) - used - before);
      if (lines.length <= fits) {
        pieces.push({ index, lines, carried });
        used += before + lines.length * lineHeight;
        if (!carried) started += 1;
        break;
      }
      // Rather than split a paragraph that a fresh page would hold, start it there.
      if (pieces.length && lines.length <= linesIn(room(page + 1))) {
        newPage();
        continue;
      }
      // Even an empty page takes at least one line, so the flow always ends.
      const take = pieces.length ? fits : Math.max(1, fits);
      if (take > 0) {
        pieces.push({ index, lines: lines.slice(0, take), carried });
        if (!carried) started += 1;
        lines = lines.slice(take);
        carried = true;
      }
      newPage();
    }
  });
  return pages.filter((p, i) => p.length > 0 || i === 0);
}

/**
 * One paragraph's lines over `parts` pages as evenly as they go (decision 165): a continued
 * quote or subtitle never leaves a line or two alone on its last page.
 */
export function linesEvenly(lines: readonly string[], parts: number): string[][] {
  const out: string[][] = [];
  let from = 0;
  for (let part = 0; part < parts; part++) {
    const take = Math.ceil((lines.length - from) / (parts - part));
    out.push(lines.slice(from, from + take));
    from += take;
  }
  return out.filter((chunk) => chunk.length > 0);
}

import type { SourceSection, SourceSentence } from '../analysis/text-analysis';

/** A table row as the analysis reads it (decision 196): "label: cell, cell", named by its first cell. */
const ROW = /^([^:]{1,120}?):\s+(\S.*)$/;
/** A run of rows reads as a table only from three rows on. */
const MIN_ROWS = 3;
/** A first cell this long is a clause, not the name of a property. */
const CLAUSE_WORDS = 6;
/** Kinds a code column names at least: "String", "Int", "Bool". */
const MIN_KINDS = 3;

const cellsOf = (text: string) => {
  const m = ROW.exec(text.trim());
  return m ? { label: (m[1] as string).trim(), cells: (m[2] as string).split(/,\s+/) } : null;
};
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The rows of a reference table — types, codes, identifiers — among a section's sentences (issue 20
 * item 3, decision 200). A table row stands as a point only when it reads as a statement, a property
 * named in words and its value in words ("Hotel cap: $180 a night, most cities"). A run of three or
 * more rows is a reference table when a column before its last holds, in most rows, one short code of
 * three kinds or more that repeat down the rows ("String", "Int", "Bool"; "weight", "slant", "width")
 * or a bare number ("MATCH: 1, Brief information…"), and so is a table of two lists side by side,
 * whose first cells are clauses of six words or more ("Acceptable | Not acceptable" read as "Sharing a
 * customer file…: Emailing a customer list…"): a viewer reads no statement in such a row, so its rows
 * are left out of the points, and the section is said by its other text.
 */
export function referenceRows(section: SourceSection | undefined): Set<number> {
  const out = new Set<number>();
  if (!section) return out;
  let run: { s: SourceSentence; label: string; cells: string[] }[] = [];
  const close = () => {
    if (run.length >= MIN_ROWS && isReference(run)) for (const r of run) out.add(r.s.index);
    run = [];
  };
  for (const s of section.sentences) {
    const row = s.isListItem ? cellsOf(s.text) : null;
    if (row) run.push({ s, ...row });
    // (a row's own second sentence, "Overrides weight and slant", is part of the row, not the end of the table)
    else if (!(s.isListItem && run.length && !ROW.test(s.text))) close();
  }
  close();
  return out;
}

function isReference(rows: { label: string; cells: string[] }[]): boolean {
  const most = (n: number) => n * 2 > rows.length;
  // (rows whose first cell is itself a practice, "Sharing a customer file with a colleague through the
  // secure file share: Emailing a customer list…", set two lists side by side: no property named, no value said)
  if (most(rows.filter((r) => words(r.label) >= CLAUSE_WORDS && words(r.cells.join(' ')) >= CLAUSE_WORDS - 2).length)) return true;
  const firstCells = rows.map((r) => (r.cells.length > 1 ? (r.cells[0] as string).trim() : null));
  const coded = firstCells.filter((c): c is string => !!c && words(c) <= 1);
  if (!most(coded.length)) return false;
  const distinct = new Set(coded.map((c) => c.toLowerCase())).size;
  const numbers = coded.filter((c) => /^\d+$/.test(c)).length;
  // (a column of two values, "Open"/"Closed" or "Yes"/"No", is a fact per row a viewer reads; a type column names three kinds or more)
  return (distinct >= MIN_KINDS && distinct * 3 <= coded.length) || most(numbers);
}

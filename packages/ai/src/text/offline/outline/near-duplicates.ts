import type { SourceSentence } from '../analysis/text-analysis';

/** Share of the shorter point's content words the other also says, from which two points say nearly the same. */
const OVERLAP = 0.85;
/** Points shorter than this are told apart by the one word they differ in ("Synopsis of commands available at request@…" and "…at control@…"). */
const MIN_TERMS = 10;

/** Content words (stems) two points share, over the shorter point's. */
export function overlapOf(a: string[], b: string[]): number {
  const x = new Set(a);
  const y = new Set(b);
  const n = Math.min(x.size, y.size);
  if (n === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / n;
}

/**
 * Points on one slide that say nearly the same thing (issue 20 item 3, decision 200): three "If
 * 'prefix' is set to "xdg", the value in the XDG_… variable will be added as the path prefix" in a row
 * tell a viewer one thing three times. Of points sharing 85 % or more of their content words
 * (stems, counted on the shorter), the most complete one stays — the one saying most words, else the
 * first chosen — and the others go. `chosen` is best first; the order kept is theirs.
 */
export function withoutNearDuplicates(chosen: SourceSentence[]): SourceSentence[] {
  const out: SourceSentence[] = [];
  for (const s of chosen) {
    const twin = out.findIndex((o) => Math.min(new Set(o.terms).size, new Set(s.terms).size) >= MIN_TERMS && overlapOf(o.terms, s.terms) >= OVERLAP);
    if (twin < 0) out.push(s);
    else if (new Set(s.terms).size > new Set((out[twin] as SourceSentence).terms).size) out[twin] = s;
  }
  return out;
}

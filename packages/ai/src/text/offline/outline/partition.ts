import { hasMainVerb } from '../../nlp/is-fragment';
import { termsOf } from '../analysis/terms-of';
import type { SourceSentence, TextAnalysis } from '../analysis/text-analysis';
import { countWords, DANGLING_END, stripTrailingPunctuation } from '../text-shaping';

/** Fragments usable as extra points when the text has fewer sentences than slides need. */
export function clausesOf(sentences: SourceSentence[]): SourceSentence[] {
  const out: SourceSentence[] = [];
  for (const s of sentences) {
    const parts = s.text
      .split(/[;:]\s+|,\s+but\s+/i)
      .map((p) => p.trim())
      .filter((p) => countWords(p) >= 3);
    // A clause ending on "with" or "of" ("…the customer paid with"), or one without a main verb
    // ("Key dates: …"), is not a point on its own (decision 156).
    const dangling = parts.some((p) => DANGLING_END.has(stripTrailingPunctuation(p).split(/\s+/).pop()?.toLowerCase() ?? ''));
    if (parts.length < 2 || dangling || !parts.every((p) => hasMainVerb(p))) out.push(s);
    else for (const part of parts) out.push({ ...s, text: part, words: countWords(part), terms: termsOf(part) });
  }
  return out;
}

/** Splits the ordered sentences into `n` contiguous groups, keeping sections together where possible. */
export function partition(analysis: TextAnalysis, n: number, weights: number[] = []): { groups: SourceSentence[][]; headings: (string | null)[] } {
  if (n === 0) return { groups: [], headings: [] };
  const sections = analysis.sections;
  const total = analysis.sentences.length;
  if (sections.length >= n) {
    const groups: SourceSentence[][] = [];
    const headings: (string | null)[] = [];
    let bucket: SourceSentence[] = [];
    let bucketHeading: string | null = null;
    let bestInBucket = -1;
    sections.forEach((sec, i) => {
      const best = Math.max(...sec.sentences.map((s) => s.score));
      // The document's title names the title slide; a part's own heading names its slide.
      const heading = sec.heading && sec.heading !== analysis.title ? sec.heading : null;
      if (bucket.length === 0 || (heading && (!bucketHeading || best > bestInBucket))) {
        bucketHeading = heading;
        bestInBucket = best;
      }
      bucket.push(...sec.sentences);
      const remainingSections = sections.length - i - 1;
      const remainingBuckets = n - groups.length - 1;
      const target = total / n;
      if (remainingBuckets > 0 && (bucket.length >= target || remainingSections <= remainingBuckets - 0)) {
        if (remainingSections >= remainingBuckets) {
          groups.push(bucket);
          headings.push(bucketHeading);
          bucket = [];
          bestInBucket = -1;
        }
      }
    });
    if (bucket.length) {
      groups.push(bucket);
      headings.push(bucketHeading);
    }
    return { groups, headings };
  }
  // More slides than sections: each section keeps its own slides, in order, with slides shared out by its length.
  if (sections.length > 1) {
    const unitsOf = sections.map((sec) => (sec.sentences.length < 4 ? clausesOf(sec.sentences) : sec.sentences));
    const alloc = sections.map(() => 1);
    for (let left = n - sections.length; left > 0; left--) {
      let pick = -1;
      unitsOf.forEach((u, k) => {
        if ((alloc[k] as number) >= u.length) return;
        if (pick < 0 || u.length / (alloc[k] as number) > (unitsOf[pick] as SourceSentence[]).length / (alloc[pick] as number)) pick = k;
      });
      if (pick < 0) break;
      alloc[pick] = (alloc[pick] as number) + 1;
    }
    if (alloc.reduce((a, b) => a + b, 0) === n) {
      const groups: SourceSentence[][] = [];
      const headings: (string | null)[] = [];
      sections.forEach((sec, k) => {
        const u = unitsOf[k] as SourceSentence[];
        const slots = alloc[k] as number;
        let start = 0;
        for (let g = 0; g < slots; g++) {
          const end = Math.round(((g + 1) * u.length) / slots);
          groups.push(u.slice(start, end));
          headings.push(g === 0 ? sec.heading : null);
          start = end;
        }
      });
      return { groups, headings };
    }
  }
  let units = analysis.sentences;
  if (units.length < n * 2) units = clausesOf(units);
  const groups: SourceSentence[][] = [];
  const headings: (string | null)[] = [];
  if (units.length >= n) {
    // A comparison slide needs two things to set side by side, so it weighs double while units are scarce.
    const w = Array.from({ length: n }, (_, g) => (units.length < n * 2 ? (weights[g] ?? 1) : 1));
    const totalWeight = w.reduce((a, b) => a + b, 0);
    let start = 0;
    let acc = 0;
    for (let g = 0; g < n; g++) {
      acc += w[g] as number;
      const end = Math.max(start + 1, Math.min(units.length - (n - g - 1), Math.round((acc * units.length) / totalWeight)));
      groups.push(units.slice(start, end));
      start = end;
    }
  } else {
    // Fewer statements than slides: every slide still gets one, in turn.
    for (let g = 0; g < n; g++) groups.push([units[g % Math.max(units.length, 1)]].filter(Boolean) as SourceSentence[]);
  }
  const used = new Set<string>();
  for (const group of groups) {
    const heading = group[0] ? (sections[group[0].section]?.heading ?? null) : null;
    headings.push(heading && !used.has(heading) ? heading : null);
    if (heading) used.add(heading);
  }
  return { groups, headings };
}

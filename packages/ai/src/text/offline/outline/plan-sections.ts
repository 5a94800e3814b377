import { countWords } from '../text-shaping';
import { joinNames } from './join-names';
import { MAX_TITLE_WORDS } from './outline-limits';

/** Words a merged name may have: a title's limit less room for long words, which count as more when spoken (decision 176). */
const MAX_MERGED_NAME_WORDS = MAX_TITLE_WORDS - 2;

/** What the plan needs to know of a section (decision 178). */
export interface PlanSection {
  heading: string | null;
  /** It has a heading, but one that cannot name a slide (a long question, a sentence set as a heading): it shares a slide with no other section. */
  unnamable?: boolean;
  /** A document's opening, the text before its first heading: it never shares a slide with a section that has a heading (decision 191). */
  opening?: boolean;
  level: number;
  document: number;
  /** How many sentences or list items it holds. */
  size: number;
  /** How much it has to say: its best sentences' scores. */
  value: number;
  /** A document's first section whose heading names what the brief asks about: it is left out last (decision 203). */
  leads?: boolean;
  /** One paragraph of a text without headings (decision 195): it merges with its neighbours, related ones first, and is named from its own words. */
  paragraph?: boolean;
  /** Its content words, by which related paragraphs are found. */
  terms?: string[];
}

/** One body slide of the plan: the sections it shows, or one part of a long section. */
export interface PlannedGroup {
  sections: number[];
  /** The heading or joined headings that name the slide ("Holidays and Sick Leave"), when its sections have headings. */
  name: string | null;
  /** A long section spread over several slides: which part this is, 1-based, of how many. */
  part?: { index: number; of: number };
}

export interface SectionPlan {
  groups: PlannedGroup[];
  /** Sections no slide shows, in document order: the closing slide names them. */
  leftOut: number[];
}

/** The section each section sits under (the nearest earlier one of a lower level in its document), or -1. */
export function parentsOf(sections: PlanSection[]): number[] {
  return sections.map((s, i) => {
    for (let k = i - 1; k >= 0; k--) {
      const p = sections[k] as PlanSection;
      if (p.document !== s.document) return -1;
      if (p.level < s.level) return k;
    }
    return -1;
  });
}

/**
 * Sections to slides, in document order (issue 20 item 2, decision 178). With more sections than
 * slides, neighbouring sections merge while the merged slide can be named by its sections' headings:
 * siblings under one title ("Holidays and Sick Leave"), a section with its own subsections under its
 * heading; a merge never crosses documents, and the smallest merge goes first. When no merge is left,
 * the section with least to say is left out and named on the closing slide. With fewer sections than
 * slides, the longest section (by sentences per slide) spreads over another slide.
 */
export function planSections(sections: PlanSection[], slides: number): SectionPlan {
  if (slides <= 0 || sections.length === 0) return { groups: [], leftOut: sections.map((_, i) => i) };
  const parents = parentsOf(sections);
  let groups: number[][] = sections.map((_, i) => [i]);
  const leftOut: number[] = [];
  const sizeOf = (g: number[]) => g.reduce((n, k) => n + (sections[k] as PlanSection).size, 0);
  const termsOfGroup = (g: number[]) => new Set(g.flatMap((k) => (sections[k] as PlanSection).terms ?? []));
  // Paragraphs without headings merge with a neighbour they share words with, the smallest such merge first (decision 195);
  // sections with headings share none here, so for them the smallest merge goes first, as before.
  const shared = (g: number) => {
    const a = termsOfGroup(groups[g] as number[]);
    return [...termsOfGroup(groups[g + 1] as number[])].filter((t) => a.has(t)).length;
  };
  while (groups.length > slides) {
    let best = -1;
    for (let g = 0; g + 1 < groups.length; g++) {
      const merged = [...(groups[g] as number[]), ...(groups[g + 1] as number[])];
      if (nameOf(merged, sections, parents) === undefined) continue;
      if (paragraphsOnly(merged, sections) && shared(g) === 0 && sizeOf(merged) > MAX_UNRELATED_PARAGRAPHS_SIZE) continue;
      const size = sizeOf(merged);
      const bestSize = best < 0 ? 0 : sizeOf([...(groups[best] as number[]), ...(groups[best + 1] as number[])]);
      // (related runs first, then the smallest merge, so one slide does not gather every related paragraph)
      const related = (k: number) => Number(shared(k) > 0);
      if (best < 0 || related(g) > related(best) || (related(g) === related(best) && (size < bestSize || (size === bestSize && shared(g) > shared(best)))))
        best = g;
    }
    if (best >= 0) {
      groups.splice(best, 2, [...(groups[best] as number[]), ...(groups[best + 1] as number[])]);
      continue;
    }
    // Nothing merges under one name: the group with least to say gives way (the later one of equals).
    // A document's first section that names what the brief asks about says what the thing is before any
    // of its parts: it gives way last (decision 203), so a long reference list cannot push it out by
    // having more sentences to score.
    const worthOf = (g: number[]) => Math.max(...g.map((k) => (sections[k] as PlanSection).value));
    const leadsOf = (g: number[]) => Number(g.some((k) => (sections[k] as PlanSection).leads));
    const weaker = (g: number[], than: number[]) => leadsOf(g) < leadsOf(than) || (leadsOf(g) === leadsOf(than) && worthOf(g) <= worthOf(than));
    let weakest = 0;
    groups.forEach((g, k) => {
      if (weaker(g, groups[weakest] as number[])) weakest = k;
    });
    leftOut.push(...(groups[weakest] as number[]));
    groups = groups.filter((_, k) => k !== weakest);
  }
  // (paragraphs keep the runs their shared words made: an even cut could part related ones)
  if (!sections.some((sec) => sec.paragraph)) groups = balanced(groups.flat(), groups.length, sections, parents) ?? groups;
  // Fewer sections than slides: a section spreads over more slides, the one with most per slide first.
  const parts = groups.map(() => 1);
  for (let left = slides - groups.length; left > 0; left--) {
    let pick = -1;
    const per = (k: number) => sizeOf(groups[k] as number[]) / (parts[k] as number);
    groups.forEach((g, k) => {
      if (g.length !== 1 || sizeOf(g) <= (parts[k] as number)) return;
      if (pick < 0 || per(k) > per(pick)) pick = k;
    });
    if (pick < 0) break;
    parts[pick] = (parts[pick] as number) + 1;
  }
  const out: PlannedGroup[] = [];
  groups.forEach((g, k) => {
    const name = nameOf(g, sections, parents) ?? null;
    const of = parts[k] as number;
    if (of === 1) out.push({ sections: g, name });
    else for (let index = 1; index <= of; index++) out.push({ sections: g, name, part: { index, of } });
  });
  return { groups: out, leftOut: leftOut.sort((a, b) => a - b) };
}

/**
 * The name of a run of sections, or undefined when they cannot share a slide: the headings of its
 * outermost sections, which must be siblings in one document and fit a title together. A section
 * without a heading (a document's opening) adds no name.
 */
export function nameOf(group: number[], sections: PlanSection[], parents: number[]): string | null | undefined {
  const inGroup = new Set(group);
  const outer = group.filter((k) => !inGroup.has(parents[k] as number));
  const first = sections[outer[0] as number] as PlanSection;
  if (outer.some((k) => parents[k] !== parents[outer[0] as number] || (sections[k] as PlanSection).document !== first.document)) return undefined;
  // A merged slide names every section it shows (decision 184): one whose heading names nothing cannot be merged under another's.
  if (group.length > 1 && group.some((k) => (sections[k] as PlanSection).unnamable)) return undefined;
  // A document's opening is filed under no section's heading (decision 191): its own slide, or the title slide.
  if (group.length > 1 && group.some((k) => (sections[k] as PlanSection).opening) && group.some((k) => (sections[k] as PlanSection).heading)) return undefined;
  const headings = outer.map((k) => (sections[k] as PlanSection).heading).filter((h): h is string => !!h);
  // Paragraphs of a text without headings share a slide named from their own words (decision 195).
  if (headings.length === 0) return group.length === 1 || paragraphsOnly(group, sections) ? null : undefined;
  const name = joinNames(headings);
  if (headings.length > 1 && countWords(name) > MAX_MERGED_NAME_WORDS) return undefined;
  return name;
}

/** Paragraphs that share no word may still share a slide when together they hold no more than this: a slide's points. */
const MAX_UNRELATED_PARAGRAPHS_SIZE = 5;

const paragraphsOnly = (group: number[], sections: PlanSection[]) => group.every((k) => (sections[k] as PlanSection).paragraph);

/** Sections one slide may hold at most: their names must fit a title. */
const MAX_MERGED = 8;

/**
 * The kept sections cut into `count` runs that can each be named, with the largest run as small as
 * possible, so merged slides share the material evenly (three and three, not four and two).
 */
function balanced(kept: number[], count: number, sections: PlanSection[], parents: number[]): number[][] | null {
  const size = (k: number) => (sections[kept[k] as number] as PlanSection).size;
  const m = kept.length;
  // best[g][i]: the smallest largest run cutting the first i sections into g runs; from[g][i]: where the last run starts.
  const best = Array.from({ length: count + 1 }, () => new Array<number>(m + 1).fill(Number.POSITIVE_INFINITY));
  const from = Array.from({ length: count + 1 }, () => new Array<number>(m + 1).fill(-1));
  (best[0] as number[])[0] = 0;
  for (let g = 1; g <= count; g++)
    for (let i = 1; i <= m; i++) {
      let run = 0;
      for (let j = i - 1; j >= Math.max(0, i - MAX_MERGED); j--) {
        run += size(j);
        const before = (best[g - 1] as number[])[j] as number;
        if (before === Number.POSITIVE_INFINITY || nameOf(kept.slice(j, i), sections, parents) === undefined) continue;
        const worst = Math.max(before, run);
        if (worst < ((best[g] as number[])[i] as number)) {
          (best[g] as number[])[i] = worst;
          (from[g] as number[])[i] = j;
        }
      }
    }
  if ((best[count] as number[])[m] === Number.POSITIVE_INFINITY) return null;
  const out: number[][] = [];
  for (let g = count, i = m; g > 0; g--) {
    const j = (from[g] as number[])[i] as number;
    out.unshift(kept.slice(j, i));
    i = j;
  }
  return out;
}

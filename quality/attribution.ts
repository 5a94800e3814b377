import { ATTRIBUTION_SHARE, type DocumentTree } from '@lectern/ai';
import type { Slide } from '@lectern/core';

/**
 * Attribution (issue 20 item 7): is each slide point filed under the section its source sentence
 * comes from? Points are traced to a source sentence (normalised text match, then the best match by
 * shared content words), each source sentence sits under a heading path, and a slide's own sections
 * are those its title and most of its points come from. Documents use the structure tree extraction
 * gives them (decision 157); pasted text and briefs, which have none, use `sectionsOfText`.
 */
export interface SourceSentence {
  text: string;
  /** The heading path the sentence sits under, outermost first; empty before any heading. */
  section: string[];
}

export interface Attribution {
  /** Points whose source sentence was found. */
  sourced: number;
  /** Of those, points whose source sits in their slide's own section(s). */
  attributed: number;
  /** Points with no source found (the engine's own words, recaps naming headings). */
  unsourced: number;
  misfiled: { slide: number; point: string; from: string; slideSections: string[] }[];
}

/**
 * Share of content words a fuzzy match must have in common with the point: the engine's own
 * threshold for a point's words in the section it cites (decision 162). Finding which of all the
 * source sentences a point came from keeps its light stemming here: the engine's lemma reading
 * traces more points and moves the measured rates (84.2 and 77 % against floors of 84.3 and 78.6 %).
 */
export const FUZZY_THRESHOLD = ATTRIBUTION_SHARE;

const STOP = new Set(
  `a an the of to for with and or but at on in by from into as than that which who your our their its is are was were be been will would can could should may
  might must has have had do does not no this these those if when while because about it you we they i he she them us what how why where all any each every
  so up out over under more most also just only then there here`.split(/\s+/),
);
const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$€£%]+/gu, ' ')
    .trim();
const terms = (t: string) =>
  norm(t)
    .split(' ')
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => w.replace(/(?:ies)$/, 'y').replace(/(?<!s)s$/, ''));

const splitSentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?:;])\s+(?=[“"‘(]?[\p{Lu}\p{N}$€£])/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));

/** A line that heads a section: Markdown, numbered ("2.1 Scope", "3. Reporting"), or a short title line. Returns its level. */
export function headingLevel(line: string, nextLine: string | undefined): number {
  const t = line.trim();
  const md = /^(#{1,6})\s+\S/.exec(t);
  if (md) return (md[1] as string).length;
  if (t.length > 90 || /[.!?,;]$/.test(t) || !/\p{L}/u.test(t)) return 0;
  const numbered = /^((?:\d+\.)*\d+)\.?\s+\p{Lu}/u.exec(t);
  if (numbered) return (numbered[1] as string).split('.').length;
  if (/^(?:[IVX]+|[A-Z])\.\s+\p{Lu}/u.test(t)) return 1;
  // An underlined title (=== or ---) or a short capitalised line followed by text.
  if (nextLine !== undefined && /^(?:={3,}|-{3,}|\*{3,})\s*$/.test(nextLine.trim())) return /^=/.test(nextLine.trim()) ? 1 : 2;
  const ws = t.split(/\s+/);
  if (ws.length <= 8 && /^\p{Lu}/u.test(t) && !/^[•\-*–]/.test(t) && nextLine !== undefined && nextLine.trim() !== '') return 3;
  return 0;
}

/** Sentences of plain or Markdown text with the heading path each sits under. */
export function sectionsOfText(text: string): SourceSentence[] {
  const out: SourceSentence[] = [];
  const stack: { level: number; text: string }[] = [];
  const lines = text.split('\n');
  let para: string[] = [];
  const flush = () => {
    for (const s of splitSentences(para.join(' '))) out.push({ text: s, section: stack.map((h) => h.text) });
    para = [];
  };
  // The text's opening line, short and unpunctuated over a blank line, is its title: what follows sits under it, as the engine reads it (decision 184).
  const first = lines.findIndex((l) => l.trim() !== '');
  lines.forEach((line, i) => {
    if (/^(?:={3,}|-{3,}|\*{3,}|_{3,})\s*$/.test(line.trim())) return;
    const opening = i === first && lines[i + 1]?.trim() === '' && headingLevel(line, 'x') === 3 ? 1 : 0;
    const level = opening || headingLevel(line, lines[i + 1]);
    if (level > 0) {
      flush();
      while (stack.length && (stack[stack.length - 1] as { level: number }).level >= level) stack.pop();
      stack.push({ level, text: line.trim().replace(/^#+\s*/, '') });
      return;
    }
    if (!line.trim()) flush();
    else para.push(line.trim());
  });
  flush();
  return out;
}

/** Sentences of a document read into its structure tree, with each node's heading path. */
export function sectionsOfTree(tree: DocumentTree): SourceSentence[] {
  const out: SourceSentence[] = [];
  for (const node of tree.nodes) {
    if (node.type === 'heading') continue;
    const section = node.path.flatMap((i) => {
      const h = tree.nodes[i];
      return h?.type === 'heading' ? [h.text] : [];
    });
    const texts = node.type === 'list' ? node.items.map((i) => i.text) : node.type === 'table' ? node.rows.map((r) => r.join(' ')) : [node.text];
    for (const t of texts) for (const s of splitSentences(t)) out.push({ text: s, section });
  }
  return out;
}

/** The source sentence a point comes from: its text found in a sentence, else the best share of content words. */
export function findSource(point: string, sources: SourceSentence[]): SourceSentence | undefined {
  const n = norm(point.replace(/^[^:]{1,24}:\s+/, ''));
  if (!n) return undefined;
  // A point of one or two terms is a name ("Hot Weather"), not a sentence: it comes only from a span
  // that says just that, as the engine's own matcher holds it (decision 161), never from a sentence
  // that uses the words in passing (decision 192).
  const own = [...new Set(terms(point))];
  if (own.length < 3) {
    const same = (t: string) => {
      const st = new Set(terms(t));
      return st.size === own.length && own.every((w) => st.has(w));
    };
    return own.length ? sources.find((s) => same(s.text)) : undefined;
  }
  const exact = sources.find((s) => norm(s.text).includes(n) || (n.length > 30 && n.includes(norm(s.text)) && norm(s.text).length > 30));
  if (exact) return exact;
  const pt = own;
  let best: SourceSentence | undefined;
  let bestScore = 0;
  for (const s of sources) {
    const st = new Set(terms(s.text));
    const score = pt.filter((t) => st.has(t)).length / pt.length;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return bestScore >= FUZZY_THRESHOLD ? best : undefined;
}

const key = (section: string[]) => section.join(' › ');
/** A heading's number: "2.1", "4.", "Chapter 3", "Appendix B:". */
const SECTION_NUMBER = /^(?:(?:chapter|section|part|appendix)\s+(?:\d+|[ivxlc]+|[a-z])(?:\.\d+)*[.:]?\s+|(?:\d+\.)*\d+\.?\s*)/i;

/** Attribution of a video's points to their slides' own sections. */
export function attribute(slides: Slide[], sources: SourceSentence[]): Attribution {
  const result: Attribution = { sourced: 0, attributed: 0, unsourced: 0, misfiled: [] };
  const headings = new Map<string, string[]>();
  // A heading of several sentences (an FAQ's "OK, now I know what Debian is... what is Linux?!") is
  // repeated by a title that repeats one of them.
  for (const s of sources)
    for (let k = 1; k <= s.section.length; k++) {
      // Without its number, as the engine names a section: "2.1 Scope", "Chapter 3 Choosing a Distribution" (decision 192).
      const heading = (s.section[k - 1] as string).replace(SECTION_NUMBER, '');
      for (const part of [heading, ...heading.split(/(?<=[.!?])\s+/)]) if (norm(part)) headings.set(norm(part), s.section.slice(0, k));
    }
  const titles = new Set(slides.map((s) => norm(s.title)));
  slides.forEach((slide, i) => {
    if (slide.templateId === 'title-slide') return;
    // Each point once: a comparison's key points repeat its columns.
    const points = [...new Set([...slide.keyPoints, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])].filter((p) => p.trim()))];
    // A recap line that joins the video's slide titles or section names ("Bug Report and Severity
    // Levels") names topics: it states no fact to find (decision 194).
    const namesSections = (p: string) => {
      const names = p.replace(/[.!?]+$/, '').split(/,\s+(?:and\s+)?|\s+and\s+/);
      return names.length >= 2 && names.every((n) => headings.has(norm(n)) || titles.has(norm(n)));
    };
    const found = points.map((p) => ({ point: p, source: namesSections(p) ? undefined : findSource(p, sources) }));
    const counts = new Map<string, number>();
    for (const f of found) if (f.source) counts.set(key(f.source.section), (counts.get(key(f.source.section)) ?? 0) + 1);
    const top = Math.max(0, ...counts.values());
    const own = new Set([...counts].filter(([, n]) => n === top && n > 0).map(([k]) => k));
    // The title's section: a heading it repeats, or one of the headings it joins ("Dental and Vision");
    // its subsections belong to it.
    // A heading may hold "and" itself ("Public License Fallback and Limitations and Disclaimers" joins
    // "Limitations and Disclaimers"): every run of the title's parts is tried.
    const titled = new Set<string>();
    const parts = slide.title.split(/,\s+|\s+and\s+|:\s+/);
    for (let a = 0; a < parts.length; a++)
      for (let b = a + 1; b <= parts.length; b++) {
        const h = headings.get(norm(parts.slice(a, b).join(' and '))) ?? headings.get(norm(parts.slice(a, b).join(', ')));
        if (h) titled.add(key(h));
      }
    const whole = headings.get(norm(slide.title));
    if (whole) titled.add(key(whole));
    // A heading longer than a title is cut to its first words ("The Developers by Way of General
    // Resolution or"): the cut title still names that heading (decision 192).
    const title = norm(slide.title);
    if (!whole && title.split(' ').length >= 4) for (const [h, section] of headings) if (h.startsWith(`${title} `)) titled.add(key(section));
    const inOwn = (section: string[]) => own.has(key(section)) || [...titled].some((o) => key(section) === o || key(section).startsWith(`${o} › `));
    for (const f of found) {
      if (!f.source) {
        result.unsourced++;
        continue;
      }
      result.sourced++;
      if (inOwn(f.source.section)) result.attributed++;
      else result.misfiled.push({ slide: i + 1, point: f.point, from: key(f.source.section), slideSections: [...own, ...titled] });
    }
  });
  return result;
}

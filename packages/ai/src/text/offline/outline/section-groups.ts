import { termsOf } from '../analysis/terms-of';
import type { SourceSection, SourceSentence, TextAnalysis } from '../analysis/text-analysis';
import { headingText, readsAsHeading } from '../analysis/tree-text';
import { capitalize, countWords } from '../text-shaping';
import { openingName } from './opening-name';
import { MAX_TITLE_WORDS } from './outline-limits';
import { isParagraph } from './paragraph-sections';
import { clausesOf, partition } from './partition';
import { type PlanSection, planSections } from './plan-sections';
import { MAX_OPENING_WORDS } from './write-title-slide';

/** The material of each body slide, in order, and what the plan left out (decision 178). */
export interface SectionGroups {
  groups: SourceSentence[][];
  /** The heading or joined headings naming each slide, null when its sections have none to give. */
  headings: (string | null)[];
  /** Which part of a long section each slide shows, when the section spreads over several. */
  parts: ({ index: number; of: number } | null)[];
  /** The names of the sections no slide shows, in document order (a section without a name is left out unnamed). */
  leftOut: { name: string; document: number }[];
  /** A document's opening too short for a slide of its own: the title slide carries it (decision 191). */
  opening?: SourceSentence[];
}

/**
 * A document's first section names what the brief asks about when its heading (or, without one, the
 * document's title) says at least half the words of the brief's subject: "Introduction to the bug
 * system request server" for "how to get bug reports by e-mail from the request server" (decision 203).
 */
export function leadsOn(heading: string | null, subject: Set<string>): boolean {
  if (!heading || subject.size === 0) return false;
  const said = new Set(termsOf(heading).filter((t) => subject.has(t)));
  return said.size * 2 >= subject.size;
}

/** Sentences a document's opening needs for a slide of its own; a shorter one goes with the title slide. */
const MIN_OPENING_SENTENCES = 3;

/** What a section has to say: its two best sentences. */
const worthOf = (sec: SourceSection) =>
  [...sec.sentences]
    .map((s) => s.score)
    .sort((a, b) => b - a)
    .slice(0, 2)
    .reduce((a, b) => a + b, 0);

/**
 * The body slides' material from the text's sections (issue 20 item 2): a text with two or more
 * sections (a document's tree, a web page's, or the headings found in pasted text and briefs) is
 * planned section by section; a text of one section is cut into runs of sentences as before.
 */
export function sectionGroups(analysis: TextAnalysis, slides: number, weights: number[] = []): SectionGroups {
  const sections = analysis.sections;
  if (sections.length < 2 || slides === 0) {
    const { groups, headings } = partition(analysis, slides, weights);
    return { groups, headings, parts: groups.map(() => null), leftOut: [] };
  }
  // The words of what the brief asks about ("how to get bug reports by e-mail from the request server").
  const subject = new Set(termsOf(analysis.request?.subject ?? ''));
  const planned = sections.map((sec, k): PlanSection => {
    const next = sections[k + 1];
    // The document's title heads the whole video, not a part of it: its opening paragraphs sit beside its sections, unnamed.
    const titled = sec.heading !== null && sec.heading === analysis.title && next?.document === sec.document && next.level > sec.level;
    // The text before a document's first heading, when headed sections follow it in the same document.
    const first = sections.findIndex((o) => o.document === sec.document) === k;
    // (a text without headings opens on its first paragraph: a letter's "We are writing to tell you…", decision 195)
    const paragraph = isParagraph(sec);
    const opening =
      (titled || (first && sec.heading === null)) &&
      sections.some((o, j) => j > k && o.document === sec.document && (o.heading !== null || (paragraph && isParagraph(o))));
    return {
      ...(paragraph ? { paragraph, terms: [...new Set(sec.sentences.flatMap((s) => s.terms))] } : {}),
      heading: titled ? null : nameOfSection(sec),
      unnamable: !titled && unnamable(sec),
      opening,
      level: titled ? (next?.level ?? sec.level) : sec.level,
      document: sec.document,
      size: sec.sentences.length,
      value: worthOf(sec),
      // (a line or two under the title, "Version 1.9 ratified on…", explains nothing: an opening says what the thing is in three sentences or more, decision 191)
      leads: first && sec.sentences.length >= MIN_OPENING_SENTENCES && leadsOn(sec.heading ?? analysis.title, subject),
    };
  });
  // With more sections than slides, an opening too short to fill a slide (decision 191) is the title
  // slide's, never a section slide's; with room to spare it has its own slide.
  // (a text without headings opens on a paragraph that may carry its news: one too long to be said whole under the title competes like any other, decision 195)
  const fitsTitle = (k: number) => !planned[k]?.paragraph || (sections[k]?.sentences ?? []).reduce((n, x) => n + x.words, 0) <= MAX_OPENING_WORDS;
  const short = (k: number) => !!planned[k]?.opening && (sections[k]?.sentences.length ?? 0) < MIN_OPENING_SENTENCES && planned.length > slides && fitsTitle(k);
  const openings = sections.flatMap((sec, k) => (short(k) ? sec.sentences : []));
  const kept = planned.map((_, k) => (short(k) ? null : k)).filter((k): k is number => k !== null);
  const keptPlan = planSections(
    kept.map((k) => planned[k] as PlanSection),
    slides,
  );
  // (back to the sections' own numbers)
  const plan = {
    groups: keptPlan.groups.map((g) => ({ ...g, sections: g.sections.map((k) => kept[k] as number) })),
    leftOut: keptPlan.leftOut.map((k) => kept[k] as number),
  };
  // Sections too short to fill the slides even one clause a slide: the text is shared out sentence by sentence, as for a text of one section.
  if (plan.groups.length < slides) {
    const { groups, headings } = partition(analysis, slides, weights);
    return { groups, headings, parts: groups.map(() => null), leftOut: [] };
  }
  const groups: SourceSentence[][] = [];
  const headings: (string | null)[] = [];
  const parts: ({ index: number; of: number } | null)[] = [];
  for (const g of plan.groups) {
    const sentences = g.sections.flatMap((k) => sections[k]?.sentences ?? []);
    // The document's title names the title slide, not its first section's slide; a slide of the
    // document's opening alone is named from that title (decision 191).
    // (a paragraph's slide is named from its own words when it is written, decision 195)
    const openingOnly = g.sections.every((k) => planned[k]?.opening && !planned[k]?.paragraph);
    const name = g.name && g.name !== analysis.title ? g.name : openingOnly ? openingName(analysis.title, analysis.termWeights) : null;
    if (!g.part) {
      groups.push(sentences);
      headings.push(name);
      parts.push(null);
      continue;
    }
    // A long section's parts are runs of its sentences; a short one is shared out by its clauses.
    const units = sentences.length < 2 * g.part.of ? clausesOf(sentences) : sentences;
    const start = Math.round(((g.part.index - 1) * units.length) / g.part.of);
    const end = Math.round((g.part.index * units.length) / g.part.of);
    groups.push(units.slice(start, Math.max(end, start + 1)));
    headings.push(name);
    parts.push(g.part);
  }
  return {
    opening: openings,
    groups,
    headings,
    parts,
    leftOut: plan.leftOut.flatMap((k) => {
      const name = nameOfSection(sections[k] as SourceSection);
      // (the document's title names the whole video: its opening left out is not a section left out)
      return name && (sections[k] as SourceSection).heading !== analysis.title ? [{ name, document: (sections[k] as SourceSection).document }] : [];
    }),
  };
}

/**
 * The name a section gives a slide: its heading without its number, when the heading reads as one. A
 * line the heading finder took for a heading that stops mid-phrase ("Debian GNU/Linux is") names nothing.
 */
export function nameOfSection(sec: SourceSection): string | null {
  if (!sec.heading) return null;
  // An FAQ's long question heads its answer in the tree (decision 192) but is too long to name a slide.
  const longQuestion = /\?\W*$/.test(sec.heading) && countWords(headingText(sec.heading)) > MAX_TITLE_WORDS;
  if (readsAsHeading(sec.heading) && !longQuestion) return headingText(sec.heading);
  // A question heading of several sentences is named by its last question that reads as a heading
  // ("OK, now I know what Debian is... what is Linux?!" → "What is Linux"), decision 184.
  const questions = headingText(sec.heading)
    .split(/(?<=[.!?])\s+/)
    .filter(
      (q) =>
        /\?/.test(q) ||
        q ===
          headingText(sec.heading as string)
            .split(/(?<=[.!?])\s+/)
            .pop(),
    );
  const named = questions.reverse().find((q) => readsAsHeading(q.replace(/[?!.]+$/, '')) && countWords(q) <= MAX_TITLE_WORDS);
  return named ? capitalize(named.replace(/[?!.]+$/, '')) : null;
}

/** A section with a heading that names nothing: it bounds its slide, but cannot share one under another section's name. */
export const unnamable = (sec: SourceSection): boolean => sec.heading !== null && nameOfSection(sec) === null;

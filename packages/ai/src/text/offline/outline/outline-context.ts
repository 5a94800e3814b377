import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import type { PlannedSlide } from '../../outline-plan';
import { joinSupportingMaterials, type SupportingDocument } from '../../supporting-materials';
import type { OutlineInput } from '../../text-generator';
import { analyzeText } from '../analysis/analyze-text';
import { distinctKeyphrases } from '../analysis/keyphrases';
import type { SourceSentence, TextAnalysis } from '../analysis/text-analysis';
import { treeText } from '../analysis/tree-text';
import { countWords, joinList, titleCase } from '../text-shaping';
import { factValue } from './fact-value';
import { headlineOf, MAX_HEADLINE_WORDS, readableTitle, withHeadline, withPartName } from './headline';
import { MAX_TITLE_WORDS } from './outline-limits';
import { withParagraphSections } from './paragraph-sections';
import { sectionGroups } from './section-groups';
import { isRuleSentence } from './sentence-kinds';
import { limitWords } from './slide-titles';

export interface OutlineSource {
  brief: string;
  sourceText: string;
  projectTitle: string;
  /** A web page's structure tree comes with the given text (issue 20 item 1). */
  sourceOrigin?: OutlineInput['sourceOrigin'];
  /** The project's documents, each with its structure tree when it was read into one (decision 157). */
  documents?: SupportingDocument[];
}

/** What the engine knows about the input, shared by every slide it writes. */
export interface OutlineContext {
  analysis: TextAnalysis;
  topic: string;
  plan: PlannedSlide[];
  /** Sentences assigned to each planned slide (by index in the plan). */
  groups: SourceSentence[][];
  /** The heading (or joined headings of merged sections) naming each group (decision 178). */
  headings: (string | null)[];
  /** Which part of a long section each group is, when the section spreads over several slides. */
  parts: ({ index: number; of: number } | null)[];
  /** What the plan left out, named on the closing slide: the sections' headings and the titles of the documents they are in. */
  leftOut: { headings: string[]; documents: string[] };
  projectTitle: string;
  /** The slide that states the rules first when the brief asks to make them unmistakable (decision 118), else -1. */
  rulesSlot: number;
  /** A document's opening too short for a slide: the title slide carries it, never a section's slide (decision 191). */
  opening: SourceSentence[];
  /** Whether pasted text, a page or documents came with the brief: then the brief only steers (decision 205). */
  hasMaterials: boolean;
  /** The brief as written: beside material, none of its sentences is the title slide's subtitle (decision 205). */
  brief: string;
}

const isBodySlot = (p: PlannedSlide, i: number, plan: PlannedSlide[]) =>
  i > 0 && i < plan.length - 1 && (p.templateId === 'bullet-points' || p.templateId === 'split-content');

export function buildOutlineContext(source: OutlineSource, plan: PlannedSlide[]): OutlineContext {
  // Spec 001 §1/§7: the brief, pasted text, a web page and documents are distinct sources. Only the
  // brief can ask for something; everything in sourceText (pasted text, a page, the documents) is
  // material, so "Report it to the service desk" in a pasted article stays content.
  const { given, documents } = readMaterials(source);
  const materials = given.trim() ? `${SUPPORTING_MATERIALS_MARKER}\n\n${given}` : documents.length ? SUPPORTING_MATERIALS_MARKER : '';
  // A pasted text's or a lone plain document's headline names the video, never a point (decision 191).
  // (read from the text as it was given or extracted: a tree's text opens on its own markers)
  const docs = source.documents ?? [];
  const headline = given.trim() ? headlineOf(given) : docs.length === 1 && documents.length === 1 ? headlineOf(docs[0]?.text ?? '') : null;
  // A text without headings is planned paragraph by paragraph (decision 195).
  const analysis = withParagraphSections(
    withPartName(
      withHeadline(
        analyzeText(
          [source.brief, materials].filter((t) => t.trim()).join('\n\n'),
          documents.map((d) => d.text),
        ),
        headline,
      ),
    ),
    [given, ...documents.map((d) => d.text)],
  );
  const bodyIndexes = plan.map((p, i) => (isBodySlot(p, i, plan) ? i : -1)).filter((i) => i >= 0);
  const weights = bodyIndexes.map((i) => (plan[i]?.templateId === 'split-content' ? 2 : 1));
  const planned = sectionGroups(analysis, bodyIndexes.length, weights);
  const groups: SourceSentence[][] = plan.map(() => []);
  const headings: (string | null)[] = plan.map(() => null);
  const parts: OutlineContext['parts'] = plan.map(() => null);
  bodyIndexes.forEach((planIndex, k) => {
    groups[planIndex] = planned.groups[k] ?? [];
    headings[planIndex] = planned.headings[k] ?? null;
    parts[planIndex] = planned.parts[k] ?? null;
  });
  const leftOut = {
    headings: [...new Set(planned.leftOut.map((sec) => sec.name))],
    documents: [...new Set(planned.leftOut.flatMap((sec) => (sec.document > 0 ? [documents[sec.document - 1]?.title ?? ''] : [])))].filter(Boolean),
  };
  // "Make the rules unmistakable": the bullet slide holding most rules (obligations, prohibitions,
  // limits with their figures) comes first, and takes the strongest rules from elsewhere when it holds
  // fewer than two, so the rules are the first thing the viewer sees after the title.
  let rulesSlot = -1;
  if (analysis.steering.emphasis) {
    const steps = new Set(analysis.request?.steps ?? []);
    const isRule = (x: SourceSentence) => isRuleSentence(x.text) && !steps.has(x.text);
    const rulesIn = (i: number) => (groups[i] ?? []).filter(isRule).length;
    const bullets = bodyIndexes.filter((i) => plan[i]?.templateId === 'bullet-points');
    const first = bullets[0];
    if (first !== undefined) {
      const most = bullets.reduce((best, i) => (rulesIn(i) > rulesIn(best) ? i : best), first);
      if (most !== first && rulesIn(most) > 0) {
        [groups[first], groups[most]] = [groups[most] as SourceSentence[], groups[first] as SourceSentence[]];
        [headings[first], headings[most]] = [headings[most] ?? null, headings[first] ?? null];
        [parts[first], parts[most]] = [parts[most] ?? null, parts[first] ?? null];
      }
      if (rulesIn(first) < 2) {
        const own = new Set(groups[first]);
        // A slide giving up a rule keeps something to show: a group's last sentence stays with it.
        const left = new Map(bodyIndexes.map((i) => [i, (groups[i] ?? []).length]));
        const groupOf = (x: SourceSentence) => bodyIndexes.find((i) => groups[i]?.includes(x));
        const taken = new Set<SourceSentence>();
        for (const x of analysis.sentences
          .filter((y) => isRule(y) && !own.has(y))
          .sort((a, b) => factValue(b, { analysis }) - factValue(a, { analysis }) || a.index - b.index)) {
          if (taken.size >= 3 - rulesIn(first)) break;
          const g = groupOf(x);
          if (g !== undefined && (left.get(g) ?? 0) <= 1) continue;
          if (g !== undefined) left.set(g, (left.get(g) ?? 0) - 1);
          taken.add(x);
        }
        for (const i of bodyIndexes) groups[i] = (groups[i] ?? []).filter((x) => !taken.has(x));
        groups[first] = [...taken, ...(groups[first] ?? [])];
      }
      if (rulesIn(first) > 0) rulesSlot = first;
    }
  }
  const top = distinctKeyphrases(analysis.keyphrases, 1)[0];
  const subjectTitle = analysis.request?.subjectTitle;
  // A brief that lists what to cover names the video by that list when it fits a title (issue 20 item 4).
  const listed = joinList(analysis.steering.topics);
  const topicsTitle = analysis.steering.topics.length >= 2 && countWords(listed) <= MAX_TITLE_WORDS ? titleCase(listed) : null;
  // (a document's title as a trainer would write it: no "Chapter 9.", no capitals, decision 205)
  const topic =
    (analysis.title && readableTitle(analysis.title, analysis)) ??
    (subjectTitle ? titleCase(subjectTitle) : (topicsTitle ?? (top ? titleCase(top.phrase) : 'This Topic')));
  // (a headline is the video's name whole, up to a headline's length; any other topic is a title's length)
  const isHeadline = !!headline && analysis.title === headline;
  return {
    analysis,
    topic: limitWords(topic, isHeadline ? MAX_HEADLINE_WORDS : MAX_TITLE_WORDS),
    plan,
    groups,
    headings,
    parts,
    leftOut,
    projectTitle: source.projectTitle.trim(),
    rulesSlot,
    opening: planned.opening ?? [],
    hasMaterials: materials !== '',
    brief: source.brief,
  };
}

/**
 * The given text and each document as the analysis reads them (decision 178): a document or web page
 * with a structure tree by its tree, so its sections are its own; the documents' copy joined onto the
 * given text under the Supporting Materials heading (spec 001 §7) is taken off, since each is read apart.
 */
function readMaterials(source: OutlineSource): { given: string; documents: { title: string | null; text: string }[] } {
  const docs = source.documents ?? [];
  let given = source.sourceText;
  if (docs.length) {
    const joined = joinSupportingMaterials('', docs);
    if (joined && given.endsWith(joined)) given = given.slice(0, given.length - joined.length);
    else return { given: source.sourceText, documents: [] };
  }
  // A web page's tree, or a video's from its chapters (captionTree): pasted text comes without one.
  const tree = source.sourceOrigin?.kind === 'text' ? null : treeText(source.sourceOrigin?.tree);
  return {
    given: tree ?? given,
    documents: docs.map((d) => ({ title: documentTitle(d), text: treeText(d.tree) ?? d.text })),
  };
}

/** A document's own title: the heading its tree opens on, when it opens on one. */
function documentTitle(d: SupportingDocument): string | null {
  const first = d.tree?.nodes[0];
  return first?.type === 'heading' && first.level === 1 ? first.text.replace(/\s+/g, ' ').trim() : null;
}

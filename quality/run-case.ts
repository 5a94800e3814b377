import { createOfflineTextGenerator, type DocumentTree, extractDocument, joinSupportingMaterials, readBriefSteering } from '@lectern/ai';
import { DEFAULT_TONE, type Tone } from '@lectern/core';
import { type Attribution, attribute, type SourceSentence, sectionsOfText, sectionsOfTree } from './attribution';
import { coveredFacts, type Defect, findDefects, type VideoUnderTest } from './checks';
import { findSlideVoiceDefects } from './checks-slide-voice';
import type { CorpusCase, CorpusPart } from './corpus';
import { MissingPackage } from './public-documents';

/**
 * One case of the quality corpus through the product's path (decision 113): documents through the
 * real extraction, joined for the engine as the server joins them, the outline from the brief, the
 * scripts from the slides; then the defect rules, the key facts and the attribution (decision 158).
 * Shared by `npm run quality` and the corpus test, so both measure the same thing.
 */
export interface CaseResult {
  id: string;
  part: CorpusPart;
  /** Why the case did not run (a package it reads is not installed). */
  skipped?: string;
  tone: Tone;
  defects: Defect[];
  facts: { name: string; covered: boolean }[];
  attribution: Attribution;
  video: VideoUnderTest;
}

type Engine = ReturnType<typeof createOfflineTextGenerator>;

export async function runCase(c: CorpusCase, engine: Engine = createOfflineTextGenerator()): Promise<CaseResult> {
  const steering = readBriefSteering(c.brief);
  const tone = c.tone ?? steering.tone ?? DEFAULT_TONE;
  const empty: CaseResult = {
    id: c.id,
    part: c.part,
    tone,
    defects: [],
    facts: [],
    attribution: { sourced: 0, attributed: 0, unsourced: 0, misfiled: [] },
    video: { brief: c.brief, documents: [], materials: '', slides: [], scripts: [] },
  };
  if (c.skipped) return { ...empty, skipped: c.skipped };
  const documents: { filename: string; pages: string[]; tree?: DocumentTree }[] = [];
  const sources: SourceSentence[] = [];
  for (const d of c.documents) {
    let bytes: Uint8Array;
    try {
      bytes = await d.bytes();
    } catch (err) {
      if (err instanceof MissingPackage) return { ...empty, skipped: err.message };
      throw err;
    }
    const extracted = await extractDocument(bytes, d.filename);
    const pages = extracted.pages.map((p) => p.text);
    documents.push({ filename: d.filename, pages, ...(extracted.tree ? { tree: extracted.tree } : {}) });
    // The structure tree extraction gives (decision 157); the heading finder when there is none.
    // A tree whose nodes mostly could not be placed in the text (an empty range) is not used.
    const tree = extracted.tree;
    const placed = tree ? tree.nodes.filter((n) => n.end > n.start).length : 0;
    sources.push(...(tree && placed >= tree.nodes.length / 2 ? sectionsOfTree(tree) : sectionsOfText(pages.join('\n\n'))));
  }
  if (c.pastedText) sources.push(...sectionsOfText(c.pastedText));
  sources.push(...sectionsOfText(c.brief).map((s) => ({ ...s, section: [] })));
  // As the server does: each document's pages joined, the documents under the Supporting Materials heading.
  const docsText = joinSupportingMaterials(
    '',
    documents.map((d) => ({ filename: d.filename, text: d.pages.join('\n\n') })),
  );
  const sourceText = [c.pastedText ?? '', docsText].filter(Boolean).join('\n\n');
  // Each document also goes by itself, with its name and structure tree, as the server hands them on (decision 178).
  const outline = await engine.outline({
    brief: c.brief,
    sourceText,
    styleId: c.styleId,
    durationSeconds: c.durationSeconds,
    projectTitle: '',
    documents: documents.map((d) => ({ name: d.filename, text: d.pages.join('\n\n'), ...(d.tree ? { tree: d.tree } : {}) })),
  });
  // As the server and the wizard do (decision 118): the outline reports what the brief asks; its tone
  // preselects the tone select unless the case picks one; the scripts request carries the steering.
  // The documents go with their trees, as the server sends them: speaker notes and each slide's own sections (decisions 185, 189).
  const { scripts } = await engine.scripts({
    slides: outline.slides,
    projectTitle: '',
    tone,
    sourceText: docsText,
    styleId: c.styleId,
    steering,
    documents: documents.map((d) => ({ name: d.filename, text: d.pages.join('\n\n'), ...(d.tree ? { tree: d.tree } : {}) })),
  });
  const video: VideoUnderTest = {
    brief: c.brief,
    documents,
    materials: [c.pastedText ?? '', ...documents.map((d) => d.pages.join('\n\n'))].join('\n\n'),
    slides: outline.slides,
    scripts: outline.slides.map((s) => scripts.find((x) => x.slideId === s.id)?.script ?? ''),
  };
  return {
    id: c.id,
    part: c.part,
    tone,
    defects: [...findDefects(video), ...findSlideVoiceDefects(video)],
    facts: coveredFacts(video, c.facts),
    attribution: attribute(outline.slides, sources),
    video,
  };
}

export interface PartFigures {
  cases: number;
  skipped: number;
  defects: number;
  defectsPerCase: number;
  factsCovered: number;
  attributionRate: number;
  byRule: Map<string, number>;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Totals of a part: defects per case, share of key facts covered and attribution rate (percentages). */
export function partFigures(results: CaseResult[]): PartFigures {
  const ran = results.filter((r) => !r.skipped);
  const defects = ran.reduce((n, r) => n + r.defects.length, 0);
  const facts = ran.flatMap((r) => r.facts);
  const sourced = ran.reduce((n, r) => n + r.attribution.sourced, 0);
  const attributed = ran.reduce((n, r) => n + r.attribution.attributed, 0);
  const byRule = new Map<string, number>();
  for (const d of ran.flatMap((r) => r.defects)) byRule.set(d.rule, (byRule.get(d.rule) ?? 0) + 1);
  return {
    cases: ran.length,
    skipped: results.length - ran.length,
    defects,
    defectsPerCase: ran.length ? round1(defects / ran.length) : 0,
    factsCovered: facts.length ? round1((100 * facts.filter((f) => f.covered).length) / facts.length) : 100,
    attributionRate: sourced ? round1((100 * attributed) / sourced) : 100,
    byRule,
  };
}

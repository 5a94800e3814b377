import { SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import { readBrief } from '../request/read-brief';
import { type ReadRequest, readRequest } from '../request/read-request';
import { readSteering, readTone } from '../request/read-steering';
import { CUE_WORDS } from '../stop-words';
import { capitalize, countWords, stripTrailingPunctuation } from '../text-shaping';
import { classifyLines, looksLikeTitleLine } from './classify-lines';
import { cleanText } from './clean-text';
import { withoutCourseApparatus } from './course-apparatus';
import { extractKeyphrases } from './keyphrases';
import { scoreSentence, weighTerms } from './score-sentences';
import { splitSentences } from './split-sentences';
import { termsOf } from './terms-of';
import type { BriefSteering, SourceSection, SourceSentence, TextAnalysis } from './text-analysis';

const CUE_PATTERN = new RegExp(`\\b(?:${[...CUE_WORDS].join('|')})\\b`, 'i');

/**
 * Reads a text into sections and scored sentences, term weights and keyphrases.
 * Scores: TF-IDF-like term weights (terms frequent in the text but not in every sentence), a
 * bonus for the first sentence of a section, for cue words (must, should, because…) and numbers,
 * and a penalty for fragments and very long sentences.
 */
export function analyzeText(input: string, documents: string[] = []): TextAnalysis {
  // Spec 001 §7: documents follow the `Supporting Materials:` heading. They are content only: a
  // document's "Tell your manager eight weeks before" is never read as a request to the video maker.
  const at = input.search(new RegExp(`^\\s*${SUPPORTING_MATERIALS_MARKER}\\s*$`, 'm'));
  // The brief without its letter furniture and label blocks (decision 213): what the labels list steers as topics.
  const brief = readBrief(cleanText(at >= 0 ? input.slice(0, at) : input));
  const briefLines = classifyLines(brief.text).map((l) => ({ ...l, brief: true }));
  // Course material's objectives, review questions, bare key-word lists and reading lists are no content;
  // the objectives are the opening's promise (decision 217).
  const objectives: string[] = [];
  const material = (text: string) => {
    const read = withoutCourseApparatus(classifyLines(cleanText(text)));
    objectives.push(...read.objectives);
    return read.lines;
  };
  const given = at >= 0 ? material(input.slice(at)).map((l) => ({ ...l, brief: false, document: 0 })) : [];
  // Each document is read on its own, so no section runs from one document into the next (decision 178).
  const blank = (document: number) => ({ kind: 'blank' as const, brief: false, document });
  const materialLines = [...given, ...documents.flatMap((d, k) => [blank(k + 1), ...material(d).map((l) => ({ ...l, brief: false, document: k + 1 }))])];
  const lines = [...briefLines.map((l) => ({ ...l, document: 0 })), ...(briefLines.length && materialLines.length ? [blank(0)] : []), ...materialLines];
  let inBrief = true;
  let document = 0;
  /** The level of the last heading whose depth the text states, in the current document; 0 before any. */
  let knownLevel = 0;
  type Section = { heading: string | null; level: number; document: number; texts: { text: string; isListItem: boolean }[] };
  const sections: Section[] = [{ heading: null, level: 1, document: 0, texts: [] }];
  let paragraph: string[] = [];
  let request: ReadRequest | null = null;
  const steering: BriefSteering = { quiz: false, topics: [...brief.topics], compare: null, emphasis: false, emphasisOn: null, tone: null };
  const current = () => sections[sections.length - 1] as (typeof sections)[number];
  const listedTopics: string[] = [...brief.topics];
  const flush = () => {
    // Lines that each open with a capital and do not all end a sentence are a list (slide bullets,
    // lines of a form), not one wrapped paragraph: a wrapped line's continuation opens lower-case.
    // A short unpunctuated first line over lines that all end a sentence is a sentence-case heading
    // over its paragraph ("Keeping food cold" / "Fridges must run at 5 °C or below. …"), not a list.
    const [head, ...body] = paragraph;
    if (
      head &&
      body.length >= 1 &&
      countWords(head) <= 8 &&
      !/[.!?:;,]["”’)]?$/.test(head) &&
      /^[\p{Lu}\p{N}]/u.test(head) &&
      body.every((l) => /[.!?]["”’)]?$/.test(l) && countWords(l) > countWords(head)) &&
      (current().texts.length > 0 || current().heading === null || sections.length > 1)
    ) {
      sections.push({ heading: stripTrailingPunctuation(head), level: knownLevel + 1, document, texts: [] });
      paragraph = body;
    }
    const asList = paragraph.length >= 2 && paragraph.every((l) => /^[\p{Lu}\p{N}"“]/u.test(l)) && paragraph.some((l) => !/[.!?:;]["”’)]?$/.test(l));
    if (asList) {
      // A slide's title line over its bullets ("Results from the Pilot" / "Pilot in 12 stores…") heads them.
      const [first] = paragraph;
      const afterHeading = current().heading !== null && current().texts.length === 0;
      if (
        first &&
        !afterHeading &&
        paragraph.length >= 3 &&
        looksLikeTitleLine(first) &&
        !/[.!?:;]$/.test(first) &&
        !paragraph.slice(1).every((l) => looksLikeTitleLine(l))
      ) {
        sections.push({ heading: stripTrailingPunctuation(first), level: knownLevel + 1, document, texts: [] });
        paragraph = paragraph.slice(1);
      }
      for (const line of paragraph) for (const s of splitSentences(line)) current().texts.push({ text: s, isListItem: true });
      paragraph = [];
      return;
    }
    for (const s of paragraph.length ? splitSentences(paragraph.join(' ')) : []) {
      if (!inBrief) {
        current().texts.push({ text: s, isListItem: false });
        continue;
      }
      const steer = readSteering(s);
      if (steer) {
        if (steer.kind === 'quiz') steering.quiz = true;
        if (steer.kind === 'topics') {
          steering.topics.push(...steer.items);
          listedTopics.push(...steer.items);
        }
        if (steer.kind === 'compare') steering.compare = [steer.items[0] as string, steer.items[1] as string];
        if (steer.kind === 'emphasis') {
          steering.emphasis = true;
          steering.emphasisOn ??= steer.items[0] ?? null;
        }
        if (steer.kind === 'style') steering.tone ??= readTone(s);
        continue;
      }
      const read = readRequest(s);
      if (!read) {
        current().texts.push({ text: s, isListItem: false });
        continue;
      }
      // The request is not content: its statement and steps are (steps become list items, one per point).
      request ??= read;
      steering.topics.push(...read.topics);
      listedTopics.push(...read.topics);
      if (read.statement) current().texts.push({ text: read.statement, isListItem: false });
      for (const step of read.steps) current().texts.push({ text: step, isListItem: true });
    }
    paragraph = [];
  };
  for (const line of lines) {
    if (line.brief !== inBrief) {
      flush();
      inBrief = line.brief;
    }
    if (line.document !== document) {
      flush();
      document = line.document;
      knownLevel = 0;
      sections.push({ heading: null, level: 1, document, texts: [] });
    }
    if (line.kind === 'text') {
      paragraph.push(line.text);
      continue;
    }
    flush();
    if (line.kind === 'heading') {
      // A heading found by its look alone (a short title line) says nothing of its depth: it sits one
      // level below the last heading that does (a Markdown or numbered one), so a term of a definition
      // list under "## 1.5 …" is part of 1.5, not a section beside it (decision 184).
      if (line.level !== undefined) knownLevel = line.level;
      sections.push({ heading: stripTrailingPunctuation(line.text), level: line.level ?? knownLevel + 1, document, texts: [] });
    } else if (line.kind === 'item') for (const s of splitSentences(line.text)) current().texts.push({ text: s, isListItem: true });
  }
  flush();
  // A brief alone that lists what to cover ("Cover a, b and c", "Topics: a; b; c") and says nothing
  // else has those topics as its content, one point each (issue 20 item 4); beside documents or the
  // brief's own sentences they only steer.
  const briefAlone = !materialLines.some((l) => l.kind !== 'blank');
  const statementOnly = (request as ReadRequest | null)?.statement;
  if (briefAlone && !sections.some((sec) => sec.texts.some((t) => t.text !== statementOnly)))
    for (const t of listedTopics) current().texts.push({ text: capitalize(t), isListItem: true });
  // The restated request ("How the new expense policy works, for employees") is only content when
  // the input has nothing else to say; otherwise the title slide carries it.
  const requestStatement = (request as ReadRequest | null)?.statement;
  if (requestStatement && sections.reduce((n, sec) => n + sec.texts.length, 0) > 1) {
    for (const sec of sections) sec.texts = sec.texts.filter((t) => t.text !== requestStatement || t.isListItem);
  }

  let title: string | null = null;
  const firstWithHeading = sections.find((s) => s.heading);
  if (sections[0]?.texts.length === 0 && firstWithHeading) title = firstWithHeading.heading;

  // Keep sections with text; a heading directly followed by another heading becomes a title only.
  // A heading over subsections of its own is kept without text, so its subsections stay its own:
  // "5. Project Leader › 5.1 Powers" and "6. Technical Committee › 6.1 Powers" are not siblings (decision 184).
  const kept = sections.filter((s, k) => {
    if (s.texts.length > 0) return true;
    const next = sections[k + 1];
    // (a document's opening heading is its title, not a section of it)
    const opening = sections.findIndex((o) => o.document === s.document && o.heading !== null) === k;
    return s.heading !== null && !opening && next !== undefined && next.document === s.document && next.level > s.level;
  });
  const sentences: SourceSentence[] = [];
  const outSections: SourceSection[] = kept.map((s, si) => {
    const list: SourceSentence[] = s.texts.map((t, pi) => {
      const sentence: SourceSentence = {
        index: sentences.length,
        section: si,
        positionInSection: pi,
        text: t.text,
        words: countWords(t.text),
        terms: termsOf(t.text),
        isListItem: t.isListItem,
        hasCue: CUE_PATTERN.test(t.text),
        score: 0,
      };
      sentences.push(sentence);
      return sentence;
    });
    return { heading: s.heading, level: s.level, document: s.document, sentences: list };
  });

  // Assigned inside flush(): TypeScript cannot see that, so the type is restated.
  const read = request as ReadRequest | null;
  const termWeights = weighTerms(sentences, outSections, read?.subjectTitle ?? null);
  for (const s of sentences) s.score = scoreSentence(s, termWeights);
  const subjectCore = read?.subjectTitle ?? null;
  const keyphrases = extractKeyphrases(sentences, outSections, termWeights, subjectCore);
  return {
    title,
    sections: outSections,
    sentences,
    termWeights,
    keyphrases,
    wordCount: sentences.reduce((n, s) => n + s.words, 0),
    request: read,
    steering,
    objectives,
  };
}

import { SUPPORTING_MATERIALS_MARKER, slideWordBudget } from '@lectern/core';
import type { PlannedSlide } from '../outline-plan';
import type { SlideContent } from '../text-generator';

/** Prompts shared by the cloud adapters; every answer is requested as JSON and checked with zod. */

const SLIDE_FIELDS =
  '{"title": string (max 8 words, naming what the slide shows; Title Case only in English, other languages capitalise titles as they write sentences), "description": string, "keyPoints": string[] (1-5 items, each a complete sentence or clean phrase of at most 22 words), "visualCues": string[], "imageKeyword": string (a concrete noun phrase for a stock photo), "leftColumnTitle"?: string, "leftColumnPoints"?: string[], "rightColumnTitle"?: string, "rightColumnPoints"?: string[] (the four column fields only for split-content slides), "templateId"?: "bullet-points" (only for a split-content slide whose materials state no contrast), "quiz"?: {"question": string, "answers": string[] (2-5 short answers, each different), "correct": number[] (the indexes of the right answers, at least one, not all), "explanation": string (one sentence from the materials saying why)} (only on a quiz slide), "pointSources": [{"point": string (a key point or column point, exactly as written above), "section": string (the id of the section it comes from, e.g. "D1.S2"; a point that joins facts of several sections lists their ids, "D1.S2, D1.S3"), "sentence": string (the sentence or list item of that section it was made from, copied exactly)}] (one per point)}';

/**
 * The rules every provider writes by (the same rules the offline engine follows and
 * `npm run quality` checks): the brief steers, the materials are the only source of facts.
 */
const OUTLINE_RULES = [
  'Rules:',
  '- The request is addressed to you, the video maker. Follow its audience, tone, length and structure (for example "end with a quiz", "make the rules unmistakable", "cover A, B and C"), but never copy its sentences onto a slide or into the narration.',
  '- If the request asks for a quiz, make the last Key Message slide before the close (or the closing slide) a question about a fact from the materials: title "Quick Quiz", the question in "description", and a "quiz" whose wrong answers are other facts of the same kind the materials state (other figures in the same unit, other named options), never invented ones; when the materials offer none, ask the fact as true or false.',
  '- Cover every topic the request names; if the materials do not cover one, end the closing slide\'s description with "The materials do not cover <topic>."',
  '- Use only facts from the supporting materials (or from the request when there are none). Keep numbers, thresholds and qualifiers exactly. Never show file names, page numbers, running headers or headings glued to sentences.',
  '- Every key point is a complete sentence or a clean phrase: never cut a clause, never end on a word like "of", "the" or "with", never double a word.',
  '- Split-content slides compare only what the materials themselves set against each other (do and don\'t, before and after, two named options). Never put a recommended practice under a negative heading. If the materials state no contrast, answer "templateId": "bullet-points" for that slide and leave the column fields out.',
  "- Never show the same fact on two slides; a closing recap names the slides' topics instead of repeating their sentences.",
  // Decision 162: the point checks every answer is judged by, stated so the model can meet them.
  '- Every key point and column point comes from one section of the materials and cites it in "pointSources" with the sentence it was made from. A point is a whole sentence or list item that stands alone: it never opens on a word that points at a sentence the viewer has not seen ("This means", "These four habits", "Instead,", "However,", "They"), is never code or a command, and never repeats the request\'s framing (the video\'s length, audience or medium). A slide draws from one document unless it compares them.',
].join('\n');

const SCRIPT_RULES = [
  'Rules:',
  '- Say each sentence once in the whole video; never repeat a fact with "Remember, …". The closing summarises in new words or names the slides\' topics.',
  '- Say only facts shown on the slides or found in the supporting materials, with their numbers and qualifiers; never read out file names, page numbers or headings.',
  "- A quiz slide's narration is written from its question and answers by Lectern; write it as for any slide.",
  '- Every sentence is complete and spoken to the viewer; the tone decides the wording, not the facts.',
].join('\n');

/**
 * Splits what the user gave into the request (the brief) and the supporting materials: the
 * server joins documents under the `Supporting Materials:` heading (spec 001 §7).
 */
export function requestAndMaterials(brief: string, sourceText: string): { request: string; materials: string } {
  const at = sourceText.indexOf(SUPPORTING_MATERIALS_MARKER);
  const given = at >= 0 ? sourceText.slice(0, at) : sourceText;
  const documents = at >= 0 ? sourceText.slice(at + SUPPORTING_MATERIALS_MARKER.length) : '';
  return { request: brief.trim(), materials: [given.trim(), documents.trim()].filter(Boolean).join('\n\n') };
}

/** What the outline is written from: the brief, the materials and, for the outline, the section plan (decision 162). */
export interface OutlineSource {
  request: string;
  materials: string;
  /** The section plan as `describeSections` shows it; replaces the materials' plain text. */
  sections?: string;
}

const sourceBlock = (source: OutlineSource) =>
  [
    source.request ? `Request from the video maker (steers the video; not content):\n${source.request}` : '',
    source.sections
      ? `Supporting materials, section by section in document order (the only source of facts; each section opens with its id in brackets, its document, heading path and page):\n${source.sections}`
      : source.materials
        ? `Supporting materials (the only source of facts):\n${source.materials}`
        : '',
  ]
    .filter(Boolean)
    .join('\n\n');

const describePlan = (plan: PlannedSlide[]) => plan.map((p) => `${p.position}. template ${p.templateId}, purpose "${p.purpose}", ${p.duration} s`).join('\n');

export function outlineBatchPrompt(plan: PlannedSlide[], source: OutlineSource, projectTitle: string): string {
  return [
    'You write the outline of a narrated slide video for learners.',
    OUTLINE_RULES,
    projectTitle ? `Video title: ${projectTitle}` : '',
    `Slides (write exactly ${plan.length}, in this order):\n${describePlan(plan)}`,
    `Answer with JSON only: {"slides": [${SLIDE_FIELDS}, ...]}`,
    sourceBlock(source),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function outlineSlidePrompt(slide: PlannedSlide, plan: PlannedSlide[], previous: SlideContent[], source: OutlineSource): string {
  return [
    'You write one slide of a narrated slide video for learners.',
    OUTLINE_RULES,
    `Slide ${slide.position} of ${plan.length}: template ${slide.templateId}, purpose "${slide.purpose}", ${slide.duration} s.`,
    previous.length ? `Slides so far (do not repeat their facts): ${previous.map((p) => p.title).join('; ')}` : '',
    `Answer with JSON only: ${SLIDE_FIELDS}`,
    sourceBlock(source),
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function scriptsPrompt(
  slides: { id: string; title: string; keyPoints?: string[]; description?: string; visualCues?: string[]; duration: number }[],
  projectTitle: string,
  tone: string,
  source: string,
  emphasis = false,
  voice?: string,
  framing: readonly string[] = [],
): string {
  const list = slides
    .map(
      (s, i) =>
        `${i + 1}. id ${s.id}, "${s.title}", about ${slideWordBudget(s.duration, { voice })} words. Points: ${(s.keyPoints ?? []).join('; ') || s.description || ''}${
          s.visualCues?.length ? `. Visual cues: ${s.visualCues.join('; ')}` : ''
        }`,
    )
    .join('\n');
  return [
    `Write the narration of a slide video titled "${projectTitle}" in a ${tone} tone.`,
    'One script per slide, spoken text only, each close to its word count. Open with an introduction on the first slide, link the slides with transitions and close with a conclusion on the last.',
    SCRIPT_RULES,
    // Decision 118: the brief asked to make the rules unmistakable.
    emphasis
      ? '- The video maker asked to make the rules unmistakable: say each rule (must, never, a limit or threshold) plainly, as a rule, and never leave one out.'
      : '',
    // Decision 162: the brief's framing steers and is never read aloud.
    framing.length ? `- Never say the request's framing aloud (the video's length, audience or medium): ${framing.map((f) => `"${f}"`).join(', ')}.` : '',
    `Slides:\n${list}`,
    'Answer with JSON only: {"scripts": [{"slideId": string, "script": string, "visualCues": string[]}]}',
    source ? `Supporting materials (the only source of facts):\n${requestAndMaterials('', source).materials}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Asks for one slide again, once, with the points that failed the checks and why (decision 162). */
export const reaskSlidePrompt = (slidePrompt: string, failed: { point: string; reasons: string[] }[]) =>
  [
    slidePrompt,
    `Your previous answer for this slide had points that cannot be shown:\n${failed.map((f) => `- "${f.point}": ${f.reasons.join('; ')}`).join('\n')}`,
    "Write the slide again so every point passes: a whole sentence or list item that stands alone, taken from the section it cites, never code, never the request's framing. Answer with JSON only, in exactly the shape asked for above.",
  ].join('\n\n');

/** Asks for the scripts again, once, naming the sentences that read the brief's framing aloud (decision 162). */
export const reaskScriptsPrompt = (prompt: string, framed: { slide: number; sentence: string; phrase: string }[]) =>
  [
    prompt,
    `Your previous answer read the request's framing aloud, which steers the video and is never said:\n${framed.map((f) => `- slide ${f.slide}: "${f.sentence}" ("${f.phrase}")`).join('\n')}`,
    'Write the scripts again without these phrases. Answer with JSON only, in exactly the shape asked for above.',
  ].join('\n\n');

/** Asks the model to answer again once when its answer could not be read or did not match the shape asked for. */
export const repairPrompt = (prompt: string, answer: string, problem: string) =>
  [
    prompt,
    `Your previous answer could not be used: ${problem}`,
    `Previous answer:\n${answer.slice(0, 4000)}`,
    'Answer again with JSON only, in exactly the shape asked for above.',
  ].join('\n\n');

export const analyzePrompt = (content: string, targetDuration: number, slideCount: number) =>
  [
    `Analyse this material for a ${targetDuration}-second narrated slide video of about ${slideCount} slides.`,
    'Answer with JSON: {"title": string, "summary": string, "sections": [{"heading": string, "keyPoints": string[]}], "keySentences": string[], "keywords": string[]}',
    `Material:\n${content}`,
  ].join('\n\n');

export const keywordPrompt = (text: string) =>
  `Give the main image keyword (a concrete noun phrase for a stock photo search) for this slide text. Answer with JSON: {"mainKeyword": string}\n\n${text}`;

export const translatePrompt = (text: string, targetLanguage: string) =>
  `Translate the text into the language with code ${targetLanguage}. Keep meaning, tone and line breaks. Answer with JSON: {"translatedContent": string}\n\n${text}`;

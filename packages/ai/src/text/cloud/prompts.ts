import { SUPPORTING_MATERIALS_MARKER, slideWordBudget } from '@lectern/core';
import type { PlannedSlide } from '../outline-plan';
import type { SlideContent } from '../text-generator';

/** Prompts shared by the cloud adapters; every answer is requested as JSON and checked with zod. */

const SLIDE_FIELDS =
  '{"title": string (max 8 words, naming what the slide shows; Title Case only in English, other languages capitalise titles as they write sentences), "description": string, "keyPoints": string[] (1-5 items, each a complete sentence or clean phrase of at most 22 words), "visualCues": string[], "imageKeyword": string (a concrete noun phrase for a stock photo), "leftColumnTitle"?: string, "leftColumnPoints"?: string[], "rightColumnTitle"?: string, "rightColumnPoints"?: string[] (the four column fields only for split-content slides), "templateId"?: "bullet-points" (only for a split-content slide whose materials state no contrast)}';

/**
 * The rules every provider writes by (the same rules the offline engine follows and
 * `npm run quality` checks): the brief steers, the materials are the only source of facts.
 */
const OUTLINE_RULES = [
  'Rules:',
  '- The request is addressed to you, the video maker. Follow its audience, tone, length and structure (for example "end with a quiz", "make the rules unmistakable", "cover A, B and C"), but never copy its sentences onto a slide or into the narration.',
  '- If the request asks for a quiz, make the last Key Message slide before the close (or the closing slide) a question about a fact from the materials: title "Quick Quiz", the question in "description" and "keyPoints", and "Answer revealed after a pause: <answer>" as a visual cue.',
  '- Cover every topic the request names; if the materials do not cover one, end the closing slide\'s description with "The materials do not cover <topic>."',
  '- Use only facts from the supporting materials (or from the request when there are none). Keep numbers, thresholds and qualifiers exactly. Never show file names, page numbers, running headers or headings glued to sentences.',
  '- Every key point is a complete sentence or a clean phrase: never cut a clause, never end on a word like "of", "the" or "with", never double a word.',
  '- Split-content slides compare only what the materials themselves set against each other (do and don\'t, before and after, two named options). Never put a recommended practice under a negative heading. If the materials state no contrast, answer "templateId": "bullet-points" for that slide and leave the column fields out.',
  "- Never show the same fact on two slides; a closing recap names the slides' topics instead of repeating their sentences.",
].join('\n');

const SCRIPT_RULES = [
  'Rules:',
  '- Say each sentence once in the whole video; never repeat a fact with "Remember, …". The closing summarises in new words or names the slides\' topics.',
  '- Say only facts shown on the slides or found in the supporting materials, with their numbers and qualifiers; never read out file names, page numbers or headings.',
  '- A slide whose visual cue says "Answer revealed after a pause: X" is a quiz: ask the question, give the viewer a moment, then say "The answer is X."',
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

const sourceBlock = (source: { request: string; materials: string }) =>
  [
    source.request ? `Request from the video maker (steers the video; not content):\n${source.request}` : '',
    source.materials ? `Supporting materials (the only source of facts):\n${source.materials}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');

const describePlan = (plan: PlannedSlide[]) => plan.map((p) => `${p.position}. template ${p.templateId}, purpose "${p.purpose}", ${p.duration} s`).join('\n');

export function outlineBatchPrompt(plan: PlannedSlide[], source: { request: string; materials: string }, projectTitle: string): string {
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

export function outlineSlidePrompt(
  slide: PlannedSlide,
  plan: PlannedSlide[],
  previous: SlideContent[],
  source: { request: string; materials: string },
): string {
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
    `Slides:\n${list}`,
    'Answer with JSON only: {"scripts": [{"slideId": string, "script": string, "visualCues": string[]}]}',
    source ? `Supporting materials (the only source of facts):\n${requestAndMaterials('', source).materials}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

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

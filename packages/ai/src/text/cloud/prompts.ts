import { wordBudget } from '@lectern/core';
import type { PlannedSlide } from '../outline-plan';
import type { SlideContent } from '../text-generator';

/** Prompts shared by the cloud adapters; every answer is requested as JSON and checked with zod. */

const SLIDE_FIELDS =
  '{"title": string (max 8 words, Title Case), "description": string, "keyPoints": string[] (3-5 items, max 14 words each), "visualCues": string[], "imageKeyword": string (a concrete noun phrase for a stock photo), "leftColumnTitle"?: string, "leftColumnPoints"?: string[], "rightColumnTitle"?: string, "rightColumnPoints"?: string[] (the four column fields only for split-content slides)}';

const describePlan = (plan: PlannedSlide[]) => plan.map((p) => `${p.position}. template ${p.templateId}, purpose "${p.purpose}", ${p.duration} s`).join('\n');

export function outlineBatchPrompt(plan: PlannedSlide[], source: string, projectTitle: string): string {
  return [
    'You write the outline of a narrated slide video. Use only facts from the source material.',
    projectTitle ? `Video title: ${projectTitle}` : '',
    `Slides (write exactly ${plan.length}, in this order):\n${describePlan(plan)}`,
    `Answer with JSON: {"slides": [${SLIDE_FIELDS}, ...]}`,
    `Source material:\n${source}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function outlineSlidePrompt(slide: PlannedSlide, plan: PlannedSlide[], previous: SlideContent[], source: string): string {
  return [
    'You write one slide of a narrated slide video. Use only facts from the source material.',
    `Slide ${slide.position} of ${plan.length}: template ${slide.templateId}, purpose "${slide.purpose}", ${slide.duration} s.`,
    previous.length ? `Slides so far: ${previous.map((p) => p.title).join('; ')}` : '',
    `Answer with JSON: ${SLIDE_FIELDS}`,
    `Source material:\n${source}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function scriptsPrompt(
  slides: { id: string; title: string; keyPoints?: string[]; description?: string; duration: number }[],
  projectTitle: string,
  tone: string,
  source: string,
): string {
  const list = slides
    .map(
      (s, i) => `${i + 1}. id ${s.id}, "${s.title}", about ${wordBudget(s.duration)} words. Points: ${(s.keyPoints ?? []).join('; ') || s.description || ''}`,
    )
    .join('\n');
  return [
    `Write the narration of a slide video titled "${projectTitle}" in a ${tone} tone.`,
    'One script per slide, spoken text only, each close to its word count. Open with an introduction on the first slide, link the slides with transitions and close with a conclusion on the last.',
    `Slides:\n${list}`,
    'Answer with JSON: {"scripts": [{"slideId": string, "script": string, "visualCues": string[]}]}',
    source ? `Source material:\n${source}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

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

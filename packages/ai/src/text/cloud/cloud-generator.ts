import { DEFAULT_IMAGE_KEYWORD, planPresetSlides, presetDurationFor } from '@lectern/core';
import { z } from 'zod';
import { createOfflineTextGenerator } from '../offline/offline-generator';
import { composeOutline, planOutline } from '../outline-plan';
import { briefFraming, framingIn } from '../point-checks/brief-framing';
import { normalised } from '../point-checks/plain-words';
import {
  analysisSchema,
  analyzeInputSchema,
  keywordInputSchema,
  outlineInputSchema,
  type ProviderName,
  scriptsInputSchema,
  scriptsResultSchema,
  scriptTone,
  TextGenerationError,
  type TextGenerator,
  translateInputSchema,
} from '../text-generator';
import { checkedOutlineWriters } from './checked-outline-writers';
import { framedSentences, withoutFramedSentences } from './framed-sentences';
import type { JsonCompletion } from './json-completion';
import { analyzePrompt, keywordPrompt, reaskScriptsPrompt, repairPrompt, requestAndMaterials, scriptsPrompt, translatePrompt } from './prompts';
import { describeSections, sectionPlan } from './section-plan';

/** Limits the source sent to a model; long documents are cut at a paragraph. */
const MAX_SOURCE_CHARS = 60_000;
const clip = (text: string) => {
  if (text.length <= MAX_SOURCE_CHARS) return text;
  const cut = text.lastIndexOf('\n\n', MAX_SOURCE_CHARS);
  return text.slice(0, cut > MAX_SOURCE_CHARS / 2 ? cut : MAX_SOURCE_CHARS);
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A text generator backed by a model that answers JSON (OpenAI-compatible or Gemini). Answers are
 * checked with zod; the outline goes through the same batch → per-slide → placeholder rule as offline.
 */
export function createCloudTextGenerator(provider: ProviderName, complete: JsonCompletion, log: (message: string) => void = () => {}): TextGenerator {
  const offline = createOfflineTextGenerator();
  /**
   * Asks, validates the answer with its schema and, when it is unreadable or the wrong shape, asks
   * once more with the problem stated. Provider errors (an HTTP status, a time-out) are not retried.
   */
  async function completeValid<T>(prompt: string, schema: z.ZodType<T>): Promise<T> {
    let answer: unknown;
    try {
      answer = await complete(prompt);
      return schema.parse(answer);
    } catch (error) {
      if (error instanceof TextGenerationError && (error.status !== undefined || !/not valid JSON/.test(error.message))) throw error;
      const problem = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ') : messageOf(error);
      log(`Answer repaired once: ${problem}`);
      return schema.parse(await complete(repairPrompt(prompt, answer === undefined ? '' : JSON.stringify(answer), problem)));
    }
  }
  return {
    provider,

    async analyze(input) {
      const { content, targetDuration, styleId } = analyzeInputSchema.parse(input);
      const slideCount = planPresetSlides(styleId, presetDurationFor(targetDuration / 60)).length;
      try {
        const raw = z
          .object({})
          .passthrough()
          .parse(await complete(analyzePrompt(clip(content), targetDuration, slideCount)));
        const words = content.trim().split(/\s+/).length;
        return analysisSchema.parse({ keySentences: [], keywords: [], sections: [], summary: '', ...raw, wordCount: words, suggestedSlideCount: slideCount });
      } catch (error) {
        // Spec 001 §8: analysis errors are wrapped with "Content analysis failed".
        throw new TextGenerationError(`Content analysis failed: ${messageOf(error)}`, error instanceof TextGenerationError ? error.status : undefined);
      }
    },

    async outline(input) {
      const parsed = outlineInputSchema.parse(input);
      const plan = planOutline(parsed.styleId, parsed.durationSeconds);
      // The brief steers; the supporting materials are the facts (spec 001 §7 "Supporting Materials:").
      const split = requestAndMaterials(parsed.brief, parsed.sourceText);
      // Decision 162: the model writes from the section plan of the documents' trees and cites each point's section.
      const sections = sectionPlan({ brief: parsed.brief, sourceText: parsed.sourceText, documents: input.documents, origin: parsed.sourceOrigin });
      const source = { request: clip(split.request), materials: clip(split.materials), sections: describeSections(sections, MAX_SOURCE_CHARS) };
      const checked = checkedOutlineWriters(plan, {
        ask: completeValid,
        sections,
        framing: briefFraming(parsed.brief, split.materials),
        source,
        projectTitle: parsed.projectTitle,
        log,
      });
      const result = await composeOutline(plan, checked.writers, (stage, error) => log(`Outline ${stage} generation failed: ${messageOf(error)}`));
      for (const slide of result.slides) {
        const shown = [...slide.keyPoints, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])];
        const pointSources = checked.sourcesFor(slide.order + 1, shown);
        if (pointSources.length) slide.pointSources = pointSources;
      }
      // Models sometimes leave the picture keyword out: the offline engine picks one from the slide's words.
      for (const slide of result.slides) {
        if (slide.imageKeyword === DEFAULT_IMAGE_KEYWORD && slide.keyPoints.length) {
          slide.imageKeyword = (await offline.keyword({ text: [slide.title, ...slide.keyPoints].join('. ') })).keyword;
        }
      }
      return result;
    },

    async scripts(input) {
      const parsed = scriptsInputSchema.parse(input);
      // Decision 162: the brief's framing (less what the materials themselves say) is never read aloud.
      const materials = ` ${normalised(parsed.sourceText)} `;
      const framing = (parsed.steering?.framing ?? []).filter((p) => !materials.includes(` ${p} `));
      const prompt = scriptsPrompt(
        parsed.slides,
        parsed.projectTitle,
        scriptTone(parsed),
        clip(parsed.sourceText),
        parsed.steering?.emphasis,
        parsed.voice,
        framing,
      );
      // Spec 001 §8: coherent-script errors are rethrown unchanged.
      let raw = await completeValid(prompt, scriptsResultSchema);
      const framed = framedSentences(
        raw.scripts.map((s) => s.script),
        framing,
      );
      if (framed.length) {
        log(`Scripts asked again: ${framed.map((f) => `slide ${f.slide} said "${f.phrase}"`).join(', ')}`);
        raw = await completeValid(reaskScriptsPrompt(prompt, framed), scriptsResultSchema);
        // What still reads the framing aloud is left out, sentence by sentence.
        raw = { scripts: raw.scripts.map((s) => ({ ...s, script: framingIn(s.script, framing) ? withoutFramedSentences(s.script, framing) : s.script })) };
      }
      const byId = new Map(raw.scripts.map((s) => [s.slideId, s]));
      const scripts = parsed.slides.map((slide, i) => {
        const found = byId.get(slide.id) ?? raw.scripts[i];
        if (!found?.script.trim()) throw new TextGenerationError(`No script was returned for slide ${i + 1}.`);
        return { slideId: slide.id, script: found.script.trim(), visualCues: found.visualCues };
      });
      return { scripts };
    },

    async keyword(input) {
      const { text } = keywordInputSchema.parse(input);
      if (!text.trim()) return { keyword: DEFAULT_IMAGE_KEYWORD };
      try {
        const { mainKeyword } = z.object({ mainKeyword: z.string().trim().min(1) }).parse(await complete(keywordPrompt(clip(text))));
        return { keyword: mainKeyword };
      } catch (error) {
        log(`Keyword generation failed: ${messageOf(error)}`);
        return offline.keyword({ text });
      }
    },

    async translate(input) {
      const { text, targetLanguage } = translateInputSchema.parse(input);
      if (!text.trim()) return { text, translated: false };
      try {
        const { translatedContent } = z.object({ translatedContent: z.string() }).parse(await complete(translatePrompt(text, targetLanguage)));
        return { text: translatedContent, translated: true };
      } catch (error) {
        // Spec 001 §8: translation failures are logged and the original text is returned.
        log(`Translation failed: ${messageOf(error)}`);
        return { text, translated: false };
      }
    },
  };
}

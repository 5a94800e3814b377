import { DEFAULT_IMAGE_KEYWORD, planPresetSlides, presetDurationFor } from '@lectern/core';
import { composeOutline, planOutline } from '../outline-plan';
import { withQuizNarration } from '../quiz-narration';
import type { WithSupportingDocuments } from '../supporting-materials';
import {
  type AnalyzeInput,
  analysisSchema,
  analyzeInputSchema,
  type ContentAnalysis,
  type KeywordInput,
  type KeywordResult,
  keywordInputSchema,
  type OutlineInput,
  type OutlineResult,
  outlineInputSchema,
  type ScriptsInput,
  type ScriptsResult,
  scriptsInputSchema,
  scriptTone,
  type TextGenerator,
  type TranslateInput,
  type TranslateResult,
  translateInputSchema,
} from '../text-generator';
import { analyzeText } from './analysis/analyze-text';
import { distinctKeyphrases, keyphrasesOf } from './analysis/keyphrases';
import { writeOfflineScripts } from './narration/write-offline-scripts';
import { imageKeywordFrom } from './outline/image-keyword-from';
import { inBriefOrder } from './outline/in-brief-order';
import { buildOutlineContext } from './outline/outline-context';
import { writeOfflineOutline } from './outline/write-outline';
import { writeOfflineSlide } from './outline/write-slide';
import { newWriterState } from './outline/writer-state';
import { pointSourceMaterials } from './point-source-materials';
import { withPointSources } from './point-sources';
import { readOrder } from './request/read-order';
import { ensureSentenceEnd, titleCase, toKeyPoint } from './text-shaping';
import { titleCaserFor } from './title-casing';

/** A slide's titles (and the title slide's agenda of headings) in the casing of the content's language. */
const casedTitles =
  (cased: (title: string) => string) =>
  (slide: OutlineResult['slides'][number]): OutlineResult['slides'][number] => ({
    ...slide,
    title: cased(slide.title),
    ...(slide.templateId === 'title-slide' ? { keyPoints: slide.keyPoints.map(cased) } : {}),
    ...(slide.leftColumnTitle ? { leftColumnTitle: cased(slide.leftColumnTitle) } : {}),
    ...(slide.rightColumnTitle ? { rightColumnTitle: cased(slide.rightColumnTitle) } : {}),
  });

/**
 * The offline text generator (DESIGN.md "Providers"): a deterministic extractive engine. It only
 * reads the input, so the same input always gives the same slides and scripts, with no network.
 */
export function createOfflineTextGenerator(): TextGenerator {
  // Decision 175: a quiz slide's narration is written from its quiz, as for every provider.
  return withQuizNarration({
    provider: 'offline',

    async analyze(input: AnalyzeInput): Promise<ContentAnalysis> {
      const { content, targetDuration, styleId, language } = analyzeInputSchema.parse(input);
      const cased = titleCaserFor(language, content);
      const a = analyzeText(content);
      const top = distinctKeyphrases(a.keyphrases, 10);
      const byScore = [...a.sentences].sort((x, y) => y.score - x.score || x.index - y.index);
      const summary = byScore
        .slice(0, 2)
        .sort((x, y) => x.index - y.index)
        .map((s) => ensureSentenceEnd(s.text))
        .join(' ');
      return analysisSchema.parse({
        title: cased(a.title ?? (top[0] ? titleCase(top[0].phrase) : 'Untitled')),
        summary,
        sections: a.sections.map((sec) => ({
          heading: cased(sec.heading ?? titleCase(keyphrasesOf(sec.sentences, a, 1)[0]?.phrase ?? 'Overview')),
          keyPoints: [...sec.sentences]
            .sort((x, y) => y.score - x.score)
            .slice(0, 3)
            .sort((x, y) => x.index - y.index)
            .map((s) => toKeyPoint(s.text)),
        })),
        keySentences: byScore.slice(0, 8).map((s) => s.text),
        keywords: top.map((k) => k.phrase),
        wordCount: a.wordCount,
        suggestedSlideCount: planPresetSlides(styleId, presetDurationFor(targetDuration / 60)).length,
      });
    },

    async outline(input: OutlineInput & WithSupportingDocuments): Promise<OutlineResult> {
      const parsed = outlineInputSchema.parse(input);
      const plan = planOutline(parsed.styleId, parsed.durationSeconds);
      // Document order unless the brief asks for another (issue 20 item 2, decision 185).
      const ctx = inBriefOrder(buildOutlineContext({ ...parsed, documents: input.documents }, plan), readOrder(parsed.brief));
      const result = await composeOutline(plan, {
        batch: async () => writeOfflineOutline(ctx),
        single: async (slide) => writeOfflineSlide(ctx, slide.position - 1, newWriterState()),
      });
      const slides = result.slides.map(casedTitles(titleCaserFor(parsed.language, [parsed.projectTitle, parsed.brief, parsed.sourceText].join('\n\n'))));
      // Decision 161: each point carries where it comes from, keyed by its final words.
      return { ...result, slides: withPointSources(slides, pointSourceMaterials({ ...parsed, documents: input.documents })) };
    },

    async scripts(input: ScriptsInput & WithSupportingDocuments): Promise<ScriptsResult> {
      const parsed = scriptsInputSchema.parse(input);
      return writeOfflineScripts({
        slides: parsed.slides.map((s) => ({ ...s, duration: s.duration })),
        projectTitle: parsed.projectTitle,
        tone: scriptTone(parsed),
        sourceText: parsed.sourceText,
        styleId: parsed.styleId,
        emphasis: parsed.steering?.emphasis ?? false,
        voice: parsed.voice,
        // Decision 185: a deck's speaker notes are said on the slides made from it.
        documents: input.documents,
      });
    },

    async keyword(input: KeywordInput): Promise<KeywordResult> {
      const { text } = keywordInputSchema.parse(input);
      if (!text.trim()) return { keyword: DEFAULT_IMAGE_KEYWORD };
      return { keyword: imageKeywordFrom(distinctKeyphrases(analyzeText(text).keyphrases, 8)) };
    },

    async translate(input: TranslateInput): Promise<TranslateResult> {
      const { text } = translateInputSchema.parse(input);
      // DESIGN.md: the offline provider does not translate; it keeps the English text and says so.
      return { text, translated: false };
    },
  });
}

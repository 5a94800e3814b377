import { type CaptionWord, continuationDurations, continuationStarts, pointStarts, revealRange, revealSteps, type Slide } from '@lectern/core';
import { revealPoints } from '@lectern/slides';
import { quizRevealStill, withQuizReveal } from './quiz-reveal';
import type { RenderInput } from './render-pipeline';
import type { RenderPorts } from './render-ports';

/** A slide drawn on each of its pages in the video's shape, with the words each page shows (decision 165). */
export interface DrawnPages {
  /** Each page as it ends: with every point it shows. */
  frames: Uint8Array[];
  texts: string[];
  /**
   * Decision 170: the points the slide reveals as they are spoken, the ones each page draws, and
   * each page drawn in every reveal state it can show: `states[page][revealed - from]`
   * (core revealRange), drawn before the narration is known.
   */
  reveal?: { points: string[]; pages: number[][]; states: Uint8Array[][] };
  /** Decision 175: a quiz slide's last page with its right answer marked, shown from when the narration gives it. */
  quizReveal?: Uint8Array;
}

/**
 * Draws every page of a slide: one, unless its text goes on over "(continued)" pages (decision
 * 165); with `reveal`, each page once more for each of its points (decision 170).
 */
export async function drawPages(ports: RenderPorts, slide: Slide, options: Parameters<RenderPorts['drawSlide']>[1], reveal = false): Promise<DrawnPages> {
  const shape = { logo: options.logo, avatar: options.avatar, page: options.page, language: options.language };
  const texts = (await ports.slidePages?.(slide, shape)) ?? [''];
  const points = reveal ? await ports.slideReveal?.(slide, shape) : undefined;
  if (points?.points.length && points.pages.length === texts.length) {
    const states: Uint8Array[][] = [];
    for (const part of texts.keys()) {
      const { from, to } = revealRange(points.pages, part);
      const counts = Array.from({ length: to - from + 1 }, (_, k) => from + k);
      const page = { ...options, ...(part ? { part } : {}) };
      const drawn: Uint8Array[] = [];
      if (ports.drawRevealStates) drawn.push(...(await ports.drawRevealStates(slide, page, counts)));
      else for (const revealed of counts) drawn.push(await ports.drawSlide(slide, { ...page, revealed }));
      states.push(drawn);
    }
    return {
      frames: states.map((drawn) => drawn.at(-1) as Uint8Array),
      texts,
      reveal: { ...points, states },
      ...(await quizStill(ports, slide, options, texts.length)),
    };
  }
  const frames: Uint8Array[] = [];
  for (const part of texts.keys()) frames.push(await ports.drawSlide(slide, part ? { ...options, part } : options));
  return { frames, texts, ...(await quizStill(ports, slide, options, texts.length)) };
}

const quizStill = async (...args: Parameters<typeof quizRevealStill>) => {
  const still = await quizRevealStill(...args);
  return still ? { quizReveal: still } : {};
};

/**
 * The stills of one slide in time, together exactly the slide's length: its pages share its
 * narration, each shown from when the narration reaches its words (decision 165, core
 * continuationStarts); with points revealed, each point from just before it is spoken (decision
 * 170, core pointStarts and revealSteps). Still frames with durations: a build costs a few more
 * frames in the same encode, never drawing per video frame.
 */
export function timedPages(pages: DrawnPages, words: readonly CaptionWord[], seconds: number): { rgba: Uint8Array; durationSeconds: number }[] {
  return withQuizReveal(timedStills(pages, words, seconds), pages.quizReveal, words);
}

function timedStills(pages: DrawnPages, words: readonly CaptionWord[], seconds: number): { rgba: Uint8Array; durationSeconds: number }[] {
  const starts = continuationStarts(pages.texts, words, seconds);
  if (pages.reveal) {
    const { points, pages: onPages, states } = pages.reveal;
    return revealSteps(onPages, starts, pointStarts(points, words, seconds), seconds).map((step) => ({
      rgba: states[step.page]?.[step.revealed - revealRange(onPages, step.page).from] ?? (pages.frames[step.page] as Uint8Array),
      durationSeconds: step.durationSeconds,
    }));
  }
  const durations = continuationDurations(starts, seconds);
  return pages.frames.map((rgba, i) => ({ rgba, durationSeconds: durations[i] ?? 0 }));
}

/** Decision 170: whether this slide's points appear as they are spoken in this video. */
export const revealsPoints = (slide: Slide, input: Pick<RenderInput, 'revealPoints'>) => input.revealPoints !== false && revealPoints(slide).length > 0;

/** Decision 180: the first page a slide's segment opens on, from the stills drawn for it (no point revealed yet). */
export const openingOfPages = (drawnPages: DrawnPages) => drawnPages.reveal?.states[0]?.[0] ?? (drawnPages.frames[0] as Uint8Array);

/** The first page of a slide whose own segment is reused, drawn for the slide before it to crossfade into (in a presenter video's shape when `options.avatar`). */
export async function firstPageDrawn(
  ports: RenderPorts,
  input: Pick<RenderInput, 'slides' | 'revealPoints'>,
  index: number,
  options: Parameters<RenderPorts['drawSlide']>[1],
) {
  const slide = input.slides[index]!;
  const shape = { logo: options.logo, avatar: options.avatar, page: options.page, language: options.language };
  const reveal = revealsPoints(slide, input) ? await ports.slideReveal?.(slide, shape) : undefined;
  const pageCount = reveal?.points.length ? ((await ports.slidePages?.(slide, shape))?.length ?? 1) : 0;
  // As drawPages draws it: with no point shown when the slide reveals them page by page.
  return ports.drawSlide(slide, reveal?.points.length && reveal.pages.length === pageCount ? { ...options, revealed: 0 } : options);
}

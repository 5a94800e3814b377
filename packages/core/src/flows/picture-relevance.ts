import { z } from 'zod';
import type { Slide } from './slide-schema';
import { stemWord, wordsOf } from './word-stems';

/**
 * Whether a picture is about its slide (issue 21 item 3, decision 173). A picture says what it
 * shows in words: an offline icon its name and the slide words it stands for ("school" stands
 * for training, course, student), a stock photo its description; weaker `hints` are an icon's
 * tags or a photo's tags. A slide's words weigh by where they stand: the title most, then its
 * points, then its narration. Both sides are stemmed with one stemmer, so "policies" meets
 * "policy". A picture is shown only when its relevance reaches PICTURE_RELEVANCE_THRESHOLD.
 */
export const pictureMeaningSchema = z.object({
  shows: z.array(z.string().max(200)).max(60).default([]),
  hints: z.array(z.string().max(200)).max(80).default([]),
});
export type PictureMeaning = z.input<typeof pictureMeaningSchema>;

/**
 * Tuned on sample decks and checked on decks it was not tuned on (decision 173): an icon named
 * for a word of the slide's title or of one of its points passes (0.63 and more); an icon that
 * only carries such a word among its tags, or is named for a word the narration says once, does
 * not (0.39 and less) unless the slide says the word again.
 */
export const PICTURE_RELEVANCE_THRESHOLD = 0.45;

/** Words that say nothing about a picture, whichever side they are on. */
const EMPTY_WORDS = new Set(
  `a an and the of for to in on at by with from into about as or nor but not no vs via per our your their its my we you they it this that these those
  how why what when where who which is are be was were will can should must may might do does did has have had more most less very also just
  new key main part step steps point points slide slide's image photo picture illustration stock icon one two three first second next`
    .split(/\s+/)
    .filter(Boolean),
);

/** How much each place of a slide weighs for one use of a word there. */
const PLACE_WEIGHT = { title: 3, point: 2, heading: 1.5, description: 1, script: 0.6 } as const;

type SlideWords = Pick<Slide, 'title'> &
  Partial<Pick<Slide, 'keyPoints' | 'description' | 'script' | 'leftColumnTitle' | 'leftColumnPoints' | 'rightColumnTitle' | 'rightColumnPoints'>>;

/** A slide's word stems, each with its weight summed over where it is used. */
export function slideTermWeights(slide: SlideWords): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string | undefined, weight: number) => {
    for (const word of wordsOf(text ?? '')) {
      if (EMPTY_WORDS.has(word) || /^\d+$/.test(word)) continue;
      const stem = stemWord(word);
      weights.set(stem, (weights.get(stem) ?? 0) + weight);
    }
  };
  add(slide.title, PLACE_WEIGHT.title);
  for (const p of [...(slide.keyPoints ?? []), ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])]) add(p, PLACE_WEIGHT.point);
  add(slide.leftColumnTitle, PLACE_WEIGHT.heading);
  add(slide.rightColumnTitle, PLACE_WEIGHT.heading);
  add(slide.description, PLACE_WEIGHT.description);
  add(slide.script, PLACE_WEIGHT.script);
  return weights;
}

/** How present a word is on the slide, 0 to 1: once in the title 0.78, in one point 0.63, said once 0.26. */
const salience = (weight: number) => 1 - Math.exp(-weight / 2);

/** How strongly a picture shows a word: what it depicts counts fully, a tag half. */
const STRENGTH = { shows: 1, hints: 0.5 } as const;

/**
 * The picture's relevance to the slide, 0 to 1: its best matches (at most three) combined as
 * independent evidence, each the picture's strength for the word times the word's presence on
 * the slide. A picture that names none of the slide's words scores 0.
 */
export function pictureRelevance(meaning: PictureMeaning, slide: SlideWords | ReadonlyMap<string, number>): number {
  const terms = slide instanceof Map ? slide : slideTermWeights(slide as SlideWords);
  const best = new Map<string, number>();
  for (const kind of ['shows', 'hints'] as const) {
    for (const text of meaning[kind] ?? []) {
      for (const word of wordsOf(text)) {
        if (EMPTY_WORDS.has(word)) continue;
        const stem = stemWord(word);
        const weight = terms.get(stem);
        if (!weight) continue;
        const score = STRENGTH[kind] * salience(weight);
        if ((best.get(stem) ?? 0) < score) best.set(stem, score);
      }
    }
  }
  const top = [...best.values()].sort((a, b) => b - a).slice(0, 3);
  return 1 - top.reduce((miss, s) => miss * (1 - s), 1);
}

/** Whether a picture may be shown on the slide (decision 173). */
export const isRelevantPicture = (meaning: PictureMeaning, slide: SlideWords | ReadonlyMap<string, number>) =>
  pictureRelevance(meaning, slide) >= PICTURE_RELEVANCE_THRESHOLD;

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
 * Tuned on sample decks and checked on decks it was not tuned on (decision 173). A picture passes
 * when it shows a word of the slide's title (0.86), or a word its points and narration use again
 * (a point and a sentence of narration 0.63); not a word one point mentions in passing (0.53), and
 * never on its tags alone (a tag counts half).
 */
export const PICTURE_RELEVANCE_THRESHOLD = 0.6;

/** Words that say nothing about a picture, whichever side they are on. */
const EMPTY_WORDS = new Set(
  `a an and the of for to in on at by with from into about as or nor but not no vs via per our your their its my we you they it this that these those
  how why what when where who which is are be was were will can should must may might do does did has have had more most less very also just
  new key main part step steps point points slide slide's image photo picture illustration stock icon one two three first second next`
    .split(/\s+/)
    .filter(Boolean),
);

/** How much each place of a slide weighs for one use of a word there. */
const PLACE_WEIGHT = { title: 4, point: 1.5, heading: 1.5, description: 1, script: 0.5 } as const;

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

/** How present a word is on the slide, 0 to 1: once in the title 0.86, in one point 0.53, said once 0.22. */
const salience = (weight: number) => 1 - Math.exp(-weight / 2);

/** How strongly a picture shows a word: what it depicts counts fully, a tag half. */
const STRENGTH = { shows: 1, hints: 0.5 } as const;

/**
 * The picture's relevance to the slide, 0 to 1: how present on the slide the best word it shows
 * is, combined with its best tag (at half strength) as independent evidence. A picture shows one
 * thing, so several words it stands for do not add up ("users" is a team, staff and customers).
 * A picture that names none of the slide's words scores 0.
 */
export function pictureRelevance(meaning: PictureMeaning, slide: SlideWords | ReadonlyMap<string, number>): number {
  const terms = slide instanceof Map ? slide : slideTermWeights(slide as SlideWords);
  const best = new Map<string, number>();
  const showsStems = new Set<string>();
  for (const kind of ['shows', 'hints'] as const) {
    for (const text of meaning[kind] ?? []) {
      for (const word of wordsOf(text)) {
        if (EMPTY_WORDS.has(word)) continue;
        const stem = stemWord(word);
        const weight = terms.get(stem);
        if (!weight) continue;
        const score = STRENGTH[kind] * salience(weight);
        if ((best.get(stem) ?? 0) < score) {
          best.set(stem, score);
          if (kind === 'shows') showsStems.add(stem);
        }
      }
    }
  }
  const shows = Math.max(0, ...[...best.entries()].filter(([stem]) => showsStems.has(stem)).map(([, s]) => s));
  const hint = Math.max(0, ...[...best.entries()].filter(([stem]) => !showsStems.has(stem)).map(([, s]) => s));
  return 1 - (1 - shows) * (1 - hint);
}

/**
 * A slide that states a key figure shows it rather than a picture that is only loosely about it
 * (decision 173): the picture must score this much (it shows a word of the title and more), else
 * "25 kg" says more than a picture of people.
 */
export const PICTURE_OVER_FIGURE = 0.85;

/** Whether a picture of this relevance is shown on a slide with this designed visual. */
export const picturePreferred = (relevance: number, visual: { kind: string } | null | undefined) =>
  relevance >= (visual?.kind === 'figure' ? PICTURE_OVER_FIGURE : PICTURE_RELEVANCE_THRESHOLD);

/** Whether a picture may be shown on the slide (decision 173). */
export const isRelevantPicture = (meaning: PictureMeaning, slide: SlideWords | ReadonlyMap<string, number>) =>
  pictureRelevance(meaning, slide) >= PICTURE_RELEVANCE_THRESHOLD;

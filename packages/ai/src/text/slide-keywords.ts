import { DEFAULT_IMAGE_KEYWORD, MAX_CONTEXTUAL_KEYWORDS } from '@lectern/core';
import { z } from 'zod';
import { STOP_WORDS } from './offline/stop-words';

/**
 * Image keywords for each slide from the slide's own words (decision 115): its title, key
 * points, columns and narration, up to 3 (spec 001 §9 "contextual image keywords max 3"), so a
 * slide about dental cover gets a picture of teeth, not the deck's topic. Words every slide
 * shares ("benefits" in a benefits video) count less than the words that set a slide apart,
 * and each slide's first keyword differs from the earlier slides' where its words allow.
 */
export const slideWordsSchema = z.object({
  title: z.string().max(2_000).default(''),
  description: z.string().max(5_000).optional(),
  keyPoints: z.array(z.string().max(2_000)).max(20).default([]),
  script: z.string().max(20_000).optional(),
  leftColumnTitle: z.string().max(500).optional(),
  leftColumnPoints: z.array(z.string().max(2_000)).max(20).optional(),
  rightColumnTitle: z.string().max(500).optional(),
  rightColumnPoints: z.array(z.string().max(2_000)).max(20).optional(),
  /** A keyword the slide already has (a cloud model's, a user's): kept first when all its words are the slide's own. */
  imageKeyword: z.string().max(200).optional(),
});
export type SlideWords = z.input<typeof slideWordsSchema>;

export const slideKeywordsInputSchema = z.object({ slides: z.array(slideWordsSchema).min(1).max(100) });
export type SlideKeywordsInput = z.input<typeof slideKeywordsInputSchema>;

/** Words that are poor pictures whatever the slide: verbs, vague nouns, adjectives and slide furniture. */
const NOT_KEYWORDS = new Set(
  `about after before option options column columns slide slides lesson video module section chapter part step steps point points key
  overview introduction intro summary recap conclusion agenda question questions answer answers example examples today tomorrow welcome
  thanks thank everyone everybody everything someone something anything nothing unique people thing things way ways time times day days week weeks year years
  month months minute minutes hour hours lot lots bit kind sort type types case cases fact facts reason reasons result results idea ideas
  issue issues matter level levels number numbers area areas aspect aspects basis detail details list item items add adds added
  remember note notes learn learns learned understand understands explain explains discuss discusses cover covers covered
  start starts started begin begins find finds found help helps helped work works worked keep keeps kept go goes went come comes came
  give gives gave take takes took put puts look looks looked feel feels felt think thinks thought ask asks asked try tries tried call calls
  called move moves moved pay pays play plays read reads run runs send sends sent turn turns check checks checked follow follows followed
  happen happens happened mean means meant seem seems seemed stay stays stayed provide provides provided offer offers offered
  include includes included require requires required allow allows allowed ensure ensures create creates created
  common simple easy main several high low small full clear real true sure likely possible available special general specific
  good bad great best better worse worst big little long short old young early late free open close closed own whole total
  important essential critical crucial key major minor basic core quick fast slow new next last first second third final
  additional extra various certain different same other another each every many much more most less least few
  always never often sometimes usually really actually simply also even just still already yet again ever
  able unable ready aware careful safe sure enough one two three four five six seven eight nine ten eleven twelve twenty
  hundred thousand million billion half dozen picture`
    .split(/\s+/)
    .filter(Boolean),
);

/** File names, paths, addresses and numbers are never picture words. */
const NOISE =
  /\b[\w.-]+\.(?:pdf|docx?|pptx?|xlsx?|csv|txt|md|rtf|odt|png|jpe?g|gif|webp|svg|zip|html?|json|xml|mp[34]|wav)\b|\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+\.\S+|(?:[\w-]+[/\\]){1,}[\w.-]+/gi;

const stem = (word: string) => {
  const w = word.replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) return w.slice(0, -1);
  return w;
};

const isKeywordWord = (w: string) =>
  w.length > 2 &&
  !/\d/.test(w) &&
  !STOP_WORDS.has(w) &&
  !NOT_KEYWORDS.has(w) &&
  !NOT_KEYWORDS.has(stem(w)) &&
  // Adverbs, most adjectives and past participles make poor pictures ("quickly", "dangerous",
  // "helpful", "reliable", "reused").
  !/(?:ly|ous|ful|less|able|ible)$/.test(w) &&
  !(w.length > 4 && /[^e]ed$/.test(w));

/** Nouns are preferred: words with a noun ending, or used as a noun after a determiner. */
const NOUN_ENDING = /(?:tion|sion|ment|ness|ity|ance|ence|ship|ism|ist|ery|ure|age|er|or)$/;

interface Clause {
  words: string[];
  weight: number;
  /** From a title or a short point, which name things rather than say something about them. */
  naming: boolean;
}

/** The slide's text as clauses of lower-case words, each with the weight of where it stands. */
function clausesOf(slide: z.output<typeof slideWordsSchema>): Clause[] {
  const points = [...slide.keyPoints, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])];
  const parts: [string, number, boolean][] = [
    [slide.title, 3, true],
    ...points.map((k): [string, number, boolean] => [k, 2, k.trim().split(/\s+/).length <= 4]),
    [slide.leftColumnTitle ?? '', 1.5, true],
    [slide.rightColumnTitle ?? '', 1.5, true],
    [slide.description ?? '', 1, false],
    [slide.script ?? '', 0.6, false],
  ];
  const clauses: Clause[] = [];
  for (const [text, weight, naming] of parts) {
    const clean = text.replace(NOISE, ' . ').replace(/[’‘]/g, "'");
    for (const clause of clean.split(/[.,;:!?()[\]{}"“”/|–—-]+|\s-\s/)) {
      const words = clause.toLowerCase().match(/[\p{L}][\p{L}']*/gu) ?? [];
      if (words.length) clauses.push({ words, weight, naming });
    }
  }
  return clauses;
}

interface Candidate {
  /** The words as written ("dental insurance"). */
  text: string;
  /** Stems of its words. */
  stems: string[];
  score: number;
}

/** Single words and two-word noun phrases of a slide, scored by where they stand (before the deck weighting). */
function candidatesOf(slide: z.output<typeof slideWordsSchema>): Map<string, Candidate> {
  const found = new Map<string, Candidate>();
  const add = (words: string[], score: number) => {
    const stems = words.map(stem);
    const key = stems.join(' ');
    const known = found.get(key);
    if (known) known.score += score;
    else found.set(key, { text: words.join(' '), stems, score });
  };
  const phrases = new Map<string, { words: string[]; score: number; count: number; named: boolean }>();
  // Titles and short points name things; in a sentence two words side by side are often a noun
  // and its verb ("drivers operate"), so there a phrase must come back to count.
  for (const { words, weight, naming } of clausesOf(slide)) {
    words.forEach((word, i) => {
      if (!isKeywordWord(word)) return;
      const previous = words[i - 1] ?? '';
      const nouny = NOUN_ENDING.test(word) || /^(?:a|an|the|your|our|their|its|this|that|these|those|of|for|with|new)$/.test(previous);
      add([word], weight * (nouny ? 1.2 : 1));
      const next = words[i + 1];
      // A phrase: two keyword words side by side ("dental insurance", "forklift safety").
      if (next && isKeywordWord(next)) {
        const key = `${word} ${next}`;
        const known = phrases.get(key) ?? { words: [word, next], score: 0, count: 0, named: false };
        known.score += weight;
        known.count += 1;
        known.named ||= naming;
        phrases.set(key, known);
      }
    });
  }
  for (const p of phrases.values()) if (p.named || p.count > 1) add(p.words, p.score);
  return found;
}

const output = (c: Candidate) => c.text;

/**
 * Up to `max` keywords per slide, best first. `hint` keywords (one per slide) are kept first
 * when their words appear in the slide's own text.
 */
export function slideKeywords(input: SlideKeywordsInput, max = MAX_CONTEXTUAL_KEYWORDS): string[][] {
  return keywordsOf(slideKeywordsInputSchema.parse(input).slides, max);
}

/**
 * Sets each slide's image keyword to its best keyword from its own words (the outline's call
 * site, for every provider: a provider's keyword stays when it is about the slide).
 */
export function withSlideKeywords<T extends { title: string; keyPoints: string[]; imageKeyword: string }>(slides: readonly T[]): T[] {
  const words = slides.map((s) => ({ description: '', script: '', ...s }) as T & z.output<typeof slideWordsSchema>);
  const keywords = keywordsOf(words, MAX_CONTEXTUAL_KEYWORDS);
  return slides.map((s, i) => ({ ...s, imageKeyword: keywords[i]?.[0] ?? s.imageKeyword }));
}

function keywordsOf(slides: readonly z.output<typeof slideWordsSchema>[], max: number): string[][] {
  const perSlide = slides.map(candidatesOf);
  // Deck weighting: how many slides use each stem (inverse document frequency, smoothed).
  const slideCount = new Map<string, number>();
  for (const candidates of perSlide) {
    const stems = new Set([...candidates.values()].flatMap((c) => c.stems));
    for (const s of stems) slideCount.set(s, (slideCount.get(s) ?? 0) + 1);
  }
  const n = slides.length;
  const idf = (s: string) => (n === 1 ? 1 : Math.log((n + 1) / ((slideCount.get(s) ?? 0) + 0.5)) / Math.log(n + 1) + 0.15);

  const usedFirst = new Set<string>();
  return slides.map((slide, index) => {
    const ranked = [...(perSlide[index] as Map<string, Candidate>).values()]
      .map((c) => {
        // A phrase is as telling as its most telling word ("dental" in "dental insurance").
        const telling = Math.max(...c.stems.map(idf));
        return { ...c, score: c.score * telling * (c.stems.length > 1 ? 1.25 : 1) };
      })
      .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text));

    const picked: Candidate[] = [];
    const covered = new Set<string>();
    const take = (c: Candidate) => {
      if (picked.length >= max || c.stems.some((s) => covered.has(s))) return;
      picked.push(c);
      for (const s of c.stems) covered.add(s);
    };
    const best = ranked[0]?.score ?? 0;
    const hint = (slide.imageKeyword ?? '').trim().toLowerCase();
    const hintWords = (hint.match(/[\p{L}][\p{L}']*/gu) ?? []).filter(isKeywordWord);
    const hintStems = hintWords.map(stem);
    const own = new Map([...ranked].filter((c) => c.stems.length === 1).map((c) => [c.stems[0] as string, c.score]));
    // A given keyword stays when all its words are the slide's own and it is not a weak part of
    // a better phrase ("care" of "vision care", which is taken instead).
    if (hint !== DEFAULT_IMAGE_KEYWORD && hintStems.length && hintStems.every((w) => own.has(w)) && !usedFirst.has(hintStems.join(' '))) {
      const wider = ranked.find((c) => c.stems.length > hintStems.length && hintStems.every((w) => c.stems.includes(w)) && c.score >= best * 0.5);
      const strength = Math.max(...hintStems.map((w) => own.get(w) ?? 0));
      if (wider && !usedFirst.has(wider.stems.join(' '))) take(wider);
      else if (strength >= best * 0.4) take({ text: hintWords.join(' '), stems: hintStems, score: Number.POSITIVE_INFINITY });
    }
    // The first keyword differs from earlier slides' first keywords when a fair alternative exists.
    if (!picked.length) {
      const fresh = ranked.find((c) => !usedFirst.has(c.stems.join(' ')) && c.score >= best * 0.4);
      if (fresh) take(fresh);
    }
    for (const c of ranked) take(c);
    const first = picked[0];
    if (first) usedFirst.add(first.stems.join(' '));
    return picked.length ? picked.map(output) : [DEFAULT_IMAGE_KEYWORD];
  });
}

import { type Tone, wordBudget } from '@lectern/core';
import type { ScriptsResult } from '../text-generator';
import { ABSTRACT_WORDS, WEAK_KEYWORDS } from './stop-words';
import { analyzeText, distinctKeyphrases, type Keyphrase, termsOf } from './text-analysis';
import { capitalize, countWords, ensureSentenceEnd, joinList, lowerFirst, shortenSentence, stableHash, stripTrailingPunctuation } from './text-shaping';
import { TONE_PHRASES } from './tone-phrases';

/** Spec 001 §9 speech estimate: a script may differ from its slide's word budget by at most this share. */
export const SCRIPT_BUDGET_TOLERANCE = 0.15;

export const scriptWordRange = (durationSeconds: number) => {
  const budget = wordBudget(durationSeconds);
  return { budget, min: Math.max(1, Math.ceil(budget * (1 - SCRIPT_BUDGET_TOLERANCE))), max: Math.max(1, Math.floor(budget * (1 + SCRIPT_BUDGET_TOLERANCE))) };
};

export interface ScriptSlide {
  id: string;
  title: string;
  description?: string;
  keyPoints?: string[];
  visualCues?: string[];
  templateId: string;
  duration: number;
  leftColumnTitle?: string;
  leftColumnPoints?: string[];
  rightColumnTitle?: string;
  rightColumnPoints?: string[];
}

export interface ScriptRequest {
  slides: ScriptSlide[];
  projectTitle: string;
  tone: Tone;
  sourceText: string;
}

/** Titles are spoken mid-sentence: lower-case them, keeping acronyms and names in capitals. */
const spokenTitle = (title: string) =>
  stripTrailingPunctuation(title)
    .split(/\s+/)
    .map((w) => (/^[A-Z][a-z'’-]+$/.test(w) ? w.toLowerCase() : w))
    .join(' ');

const sentence = (text: string) => capitalize(ensureSentenceEnd(text.replace(/\s+/g, ' ').trim()));

/**
 * Fits sentences to a word range: required sentences stay; optional ones are added in order while
 * they fit, the last one shortened when that is what it takes to reach the minimum.
 */
function fitToRange(head: string[], optional: Iterable<string>, tail: string[], range: { budget: number; min: number; max: number }): string {
  const words = (list: string[]) => list.reduce((n, s) => n + countWords(s), 0);
  const fixed = [...head, ...tail];
  // Required parts longer than the whole budget (very short slides): shorten them in turn.
  while (words(fixed) > range.max && fixed.length) {
    const longest = fixed.reduce((best, s, i) => (countWords(s) > countWords(fixed[best] as string) ? i : best), 0);
    const excess = words(fixed) - range.max;
    const target = countWords(fixed[longest] as string) - excess;
    if (target < 2) fixed.splice(longest, 1);
    else fixed[longest] = sentence(shortenSentence(fixed[longest] as string, target, { keepConnector: true }));
  }
  head = fixed.slice(0, Math.min(head.length, fixed.length));
  tail = fixed.slice(head.length);
  const body: string[] = [];
  let total = words(fixed);
  const said: Set<string>[] = fixed.map((s) => new Set(termsOf(s)));
  const repeats = (s: string) => {
    const terms = [...new Set(termsOf(s))];
    return terms.length > 0 && said.some((known) => terms.filter((t) => known.has(t)).length / terms.length >= 0.8);
  };
  const seen = { add: (s: string) => said.push(new Set(termsOf(s))) };
  for (const candidate of optional) {
    if (total >= range.budget) break;
    const s = sentence(candidate);
    if (!s || repeats(s)) continue;
    const n = countWords(s);
    const room = range.max - total;
    if (n <= room) {
      body.push(s);
      seen.add(s);
      total += n;
    } else if (total < range.min && room >= 3) {
      const short = sentence(shortenSentence(s, room, { keepConnector: true }));
      if (countWords(short) <= room && countWords(short) >= Math.min(3, range.min - total)) {
        body.push(short);
        seen.add(short);
        total += countWords(short);
      }
    }
  }
  return [...head, ...body, ...tail].join(' ');
}

function pointSentences(points: string[], tone: Tone, offset: number): string[] {
  const { leads } = TONE_PHRASES[tone];
  return points.map((p, i) => {
    const lead =
      i === 0 ? leads.first : i === points.length - 1 && points.length > 2 ? leads.last : (leads.middle[(i + offset) % leads.middle.length] as string);
    return sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(p))}`);
  });
}

/** Writes one narration per slide, sized to the slide's duration and linked from slide to slide. */
export function writeOfflineScripts(request: ScriptRequest): ScriptsResult {
  const { slides, tone } = request;
  const phrases = TONE_PHRASES[tone];
  const slideText = slides
    .map((s) =>
      [...(s.keyPoints ?? []), ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]
        .map((t) => stripTrailingPunctuation(t))
        .filter(Boolean)
        .join('. '),
    )
    .join('.\n\n');
  const source = analyzeText([request.sourceText, slideText].filter((t) => t.trim()).join('\n\n'));
  const firstTitle = slides.find((s) => s.templateId === 'title-slide')?.title;
  const topic = spokenTitle(request.projectTitle.trim() || firstTitle || slides[0]?.title || 'this topic');
  const globalPhrases = distinctKeyphrases(source.keyphrases.filter(isNameable), 8);

  const scripts = slides.map((slide, i) => {
    const isFirst = i === 0;
    const isLast = i === slides.length - 1 && slides.length > 1;
    const variant = stableHash(slide.id + slide.title) % 4;
    const range = scriptWordRange(slide.duration);
    const points = (slide.keyPoints ?? []).filter((p) => p.trim());
    const head: string[] = [];
    const tail: string[] = [];
    const body: string[] = [];

    if (isFirst) {
      head.push(phrases.opener(slide.templateId === 'title-slide' ? stripTrailingPunctuation(slide.title) : topic));
      const upcoming = slides.slice(1, 4).map((s) => spokenTitle(s.title));
      if (upcoming.length) body.push(phrases.agenda(joinList(upcoming)));
    } else if (isLast) {
      head.push(phrases.conclusion(topic));
      tail.push(phrases.closer);
    } else if (slide.templateId === 'focus-quote') {
      head.push(phrases.quoteLead[variant % phrases.quoteLead.length] as string);
    } else {
      head.push((phrases.transitions[(i + variant) % phrases.transitions.length] as (t: string) => string)(spokenTitle(slide.title)));
    }

    if (slide.description?.trim() && (slide.templateId === 'bullet-points' || slide.templateId === 'title-slide')) body.push(slide.description);
    if (slide.templateId === 'focus-quote') {
      if (isFirst || isLast) body.push(phrases.quoteLead[variant % phrases.quoteLead.length] as string);
      body.push(slide.description?.trim() || points[0] || slide.title);
    } else if (slide.templateId === 'split-content' && slide.leftColumnTitle && slide.rightColumnTitle) {
      const doAndDont = /^do$/i.test(slide.leftColumnTitle.trim());
      body.push(
        doAndDont ? 'Here is what to do, and what to avoid.' : phrases.compare(spokenTitle(slide.leftColumnTitle), spokenTitle(slide.rightColumnTitle)),
      );
      for (const [title, list] of [
        [slide.leftColumnTitle, slide.leftColumnPoints ?? []],
        [slide.rightColumnTitle, slide.rightColumnPoints ?? []],
      ] as const) {
        if (list.length) body.push(`${stripTrailingPunctuation(title)}: ${list.map((p) => lowerFirst(stripTrailingPunctuation(p))).join('; ')}.`);
      }
    } else {
      body.push(...pointSentences(points, tone, variant));
    }

    // Supporting sentences from the source: those sharing the most terms with this slide.
    const slideTerms = new Set(termsOf([slide.title, slide.description ?? '', ...points].join(' ')));
    const supporting = source.sentences
      .map((s) => ({ s, overlap: new Set(s.terms.filter((t) => slideTerms.has(t))).size }))
      .filter((x) => x.overlap > 0)
      .sort((a, b) => b.overlap - a.overlap || b.s.score - a.s.score || a.s.index - b.s.index)
      .map((x) => x.s.text);

    const slidePhrases = distinctKeyphrases(
      source.keyphrases.filter((k) => k.terms.some((t) => slideTerms.has(t)) && isNameable(k)),
      6,
    );
    const elaborations = elaborate(slidePhrases.length ? slidePhrases : globalPhrases, tone, variant);
    // A short brief may not fill a long slide: the key points are restated as a last resort.
    const restated = points.map((p) => `${lowerFirst(stripTrailingPunctuation(p))}, remember that.`);
    const script = fitToRange(
      head.map(sentence),
      [...body, ...supporting, ...elaborations, ...restated, ...elaborate(globalPhrases, tone, variant + 1)],
      tail.map(sentence),
      range,
    );
    return { slideId: slide.id, script, visualCues: slide.visualCues?.length ? slide.visualCues : [`Illustration of ${slide.title}`] };
  });
  return { scripts };
}

/** Phrases that can stand alone in a sentence ("phishing email", not "check" or "common"). */
const isNameable = (k: Keyphrase) => !WEAK_KEYWORDS.has(k.terms[k.terms.length - 1] ?? '') && !(k.terms.length === 1 && ABSTRACT_WORDS.has(k.terms[0] ?? ''));

function* elaborate(list: Keyphrase[], tone: Tone, offset: number): Generator<string> {
  const templates = TONE_PHRASES[tone].elaborations;
  for (let round = 0; round < templates.length; round++) {
    for (let k = 0; k < list.length; k++) {
      const template = templates[(k + round + offset) % templates.length] as (p: string) => string;
      yield template((list[k] as Keyphrase).phrase);
    }
  }
}

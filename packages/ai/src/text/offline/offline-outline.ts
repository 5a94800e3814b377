import { DEFAULT_IMAGE_KEYWORD } from '@lectern/core';
import { columnTitlesFor, type PlannedSlide } from '../outline-plan';
import type { SlideContent } from '../text-generator';
import { ABSTRACT_WORDS, WEAK_KEYWORDS } from './stop-words';
import { analyzeText, distinctKeyphrases, type Keyphrase, keyphrasesOf, type SourceSentence, type TextAnalysis, termsOf } from './text-analysis';
import {
  capitalize,
  countWords,
  ensureSentenceEnd,
  joinList,
  lowerFirst,
  numberWord,
  shortenSentence,
  stripTrailingPunctuation,
  titleCase,
  toKeyPoint,
} from './text-shaping';

const MAX_TITLE_WORDS = 8;
const MAX_POINT_WORDS = 14;
const MAX_QUOTE_WORDS = 22;

export interface OutlineSource {
  brief: string;
  sourceText: string;
  projectTitle: string;
}

/** What the engine knows about the input, shared by every slide it writes. */
export interface OutlineContext {
  analysis: TextAnalysis;
  topic: string;
  plan: PlannedSlide[];
  /** Sentences assigned to each planned slide (by index in the plan). */
  groups: SourceSentence[][];
  /** Section heading belonging to each group, when the group is one section. */
  headings: (string | null)[];
  projectTitle: string;
}

const isBodySlot = (p: PlannedSlide, i: number, plan: PlannedSlide[]) =>
  i > 0 && i < plan.length - 1 && (p.templateId === 'bullet-points' || p.templateId === 'split-content');

/** Fragments usable as extra points when the text has fewer sentences than slides need. */
function clausesOf(sentences: SourceSentence[]): SourceSentence[] {
  const out: SourceSentence[] = [];
  for (const s of sentences) {
    const parts = s.text
      .split(/[;:]\s+|,\s+(?:and|but|so|while|which)\s+|\s+(?:and then|but also|as well as)\s+/i)
      .map((p) => p.trim())
      .filter((p) => countWords(p) >= 3);
    if (parts.length < 2) out.push(s);
    else for (const part of parts) out.push({ ...s, text: part, words: countWords(part), terms: termsOf(part) });
  }
  return out;
}

/** Splits the ordered sentences into `n` contiguous groups, keeping sections together where possible. */
function partition(analysis: TextAnalysis, n: number, weights: number[] = []): { groups: SourceSentence[][]; headings: (string | null)[] } {
  if (n === 0) return { groups: [], headings: [] };
  const sections = analysis.sections;
  const total = analysis.sentences.length;
  if (sections.length >= n) {
    const groups: SourceSentence[][] = [];
    const headings: (string | null)[] = [];
    let bucket: SourceSentence[] = [];
    let bucketHeading: string | null = null;
    let bestInBucket = -1;
    sections.forEach((sec, i) => {
      const best = Math.max(...sec.sentences.map((s) => s.score));
      // The document's title names the title slide; a part's own heading names its slide.
      const heading = sec.heading && sec.heading !== analysis.title ? sec.heading : null;
      if (bucket.length === 0 || (heading && (!bucketHeading || best > bestInBucket))) {
        bucketHeading = heading;
        bestInBucket = best;
      }
      bucket.push(...sec.sentences);
      const remainingSections = sections.length - i - 1;
      const remainingBuckets = n - groups.length - 1;
      const target = total / n;
      if (remainingBuckets > 0 && (bucket.length >= target || remainingSections <= remainingBuckets - 0)) {
        if (remainingSections >= remainingBuckets) {
          groups.push(bucket);
          headings.push(bucketHeading);
          bucket = [];
          bestInBucket = -1;
        }
      }
    });
    if (bucket.length) {
      groups.push(bucket);
      headings.push(bucketHeading);
    }
    return { groups, headings };
  }
  // More slides than sections: each section keeps its own slides, in order, with slides shared out by its length.
  if (sections.length > 1) {
    const unitsOf = sections.map((sec) => (sec.sentences.length < 4 ? clausesOf(sec.sentences) : sec.sentences));
    const alloc = sections.map(() => 1);
    for (let left = n - sections.length; left > 0; left--) {
      let pick = -1;
      unitsOf.forEach((u, k) => {
        if ((alloc[k] as number) >= u.length) return;
        if (pick < 0 || u.length / (alloc[k] as number) > (unitsOf[pick] as SourceSentence[]).length / (alloc[pick] as number)) pick = k;
      });
      if (pick < 0) break;
      alloc[pick] = (alloc[pick] as number) + 1;
    }
    if (alloc.reduce((a, b) => a + b, 0) === n) {
      const groups: SourceSentence[][] = [];
      const headings: (string | null)[] = [];
      sections.forEach((sec, k) => {
        const u = unitsOf[k] as SourceSentence[];
        const slots = alloc[k] as number;
        let start = 0;
        for (let g = 0; g < slots; g++) {
          const end = Math.round(((g + 1) * u.length) / slots);
          groups.push(u.slice(start, end));
          headings.push(g === 0 ? sec.heading : null);
          start = end;
        }
      });
      return { groups, headings };
    }
  }
  let units = analysis.sentences;
  if (units.length < n * 2) units = clausesOf(units);
  const groups: SourceSentence[][] = [];
  const headings: (string | null)[] = [];
  if (units.length >= n) {
    // A comparison slide needs two things to set side by side, so it weighs double while units are scarce.
    const w = Array.from({ length: n }, (_, g) => (units.length < n * 2 ? (weights[g] ?? 1) : 1));
    const totalWeight = w.reduce((a, b) => a + b, 0);
    let start = 0;
    let acc = 0;
    for (let g = 0; g < n; g++) {
      acc += w[g] as number;
      const end = Math.max(start + 1, Math.min(units.length - (n - g - 1), Math.round((acc * units.length) / totalWeight)));
      groups.push(units.slice(start, end));
      start = end;
    }
  } else {
    // Fewer statements than slides: every slide still gets one, in turn.
    for (let g = 0; g < n; g++) groups.push([units[g % Math.max(units.length, 1)]].filter(Boolean) as SourceSentence[]);
  }
  const used = new Set<string>();
  for (const group of groups) {
    const heading = group[0] ? (sections[group[0].section]?.heading ?? null) : null;
    headings.push(heading && !used.has(heading) ? heading : null);
    if (heading) used.add(heading);
  }
  return { groups, headings };
}

export function buildOutlineContext(source: OutlineSource, plan: PlannedSlide[]): OutlineContext {
  const analysis = analyzeText([source.brief, source.sourceText].filter((t) => t.trim()).join('\n\n'));
  const bodyIndexes = plan.map((p, i) => (isBodySlot(p, i, plan) ? i : -1)).filter((i) => i >= 0);
  const weights = bodyIndexes.map((i) => (plan[i]?.templateId === 'split-content' ? 2 : 1));
  const { groups: bodyGroups, headings: bodyHeadings } = partition(analysis, bodyIndexes.length, weights);
  const groups: SourceSentence[][] = plan.map(() => []);
  const headings: (string | null)[] = plan.map(() => null);
  bodyIndexes.forEach((planIndex, k) => {
    groups[planIndex] = bodyGroups[k] ?? [];
    headings[planIndex] = bodyHeadings[k] ?? null;
  });
  const top = distinctKeyphrases(analysis.keyphrases, 1)[0];
  const subjectTitle = analysis.request?.subjectTitle;
  const topic = analysis.title ?? (subjectTitle ? titleCase(subjectTitle) : top ? titleCase(top.phrase) : 'This Topic');
  return { analysis, topic: limitWords(topic, MAX_TITLE_WORDS), plan, groups, headings, projectTitle: source.projectTitle.trim() };
}

const limitWords = (text: string, max: number) => stripTrailingPunctuation(text.split(/\s+/).slice(0, max).join(' '));
const normalizeTitle = (text: string) => limitWords(titleCase(stripTrailingPunctuation(text)), MAX_TITLE_WORDS);
const titleKey = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** An image keyword: a concrete noun phrase from the slide's own terms. */
export function imageKeywordFrom(phrases: Keyphrase[]): string {
  const concrete = phrases.filter((p) => {
    const last = p.terms[p.terms.length - 1] ?? '';
    return !ABSTRACT_WORDS.has(last) && !WEAK_KEYWORDS.has(last) && !WEAK_KEYWORDS.has(p.terms[0] ?? '') && !/ly$/.test(last) && last.length > 2;
  });
  const pick = concrete.find((p) => p.terms.length > 1) ?? concrete.find((p) => p.phrase.length >= 4) ?? concrete[0];
  return pick ? pick.phrase.toLowerCase() : DEFAULT_IMAGE_KEYWORD;
}

/** 1-based numbers of the brief's steps that a group of sentences holds. */
function stepNumbers(group: SourceSentence[], ctx: OutlineContext): number[] {
  const steps = ctx.analysis.request?.steps ?? [];
  return group
    .filter((s) => s.isListItem)
    .map((s) => steps.indexOf(s.text) + 1)
    .filter((k) => k > 0);
}

/** "Step 3", "Steps 1–2": how a slide holding only some of the brief's steps names them. */
function stepLabel(nums: number[]): string | null {
  if (nums.length === 0) return null;
  if (nums.length === 1) return `Step ${nums[0]}`;
  return `Steps ${nums[0]}–${nums[nums.length - 1]}`;
}

/** Titles for a slide made of the brief's steps: "Four Steps to Report Incidents", or the steps themselves. */
function stepTitles(nums: number[], ctx: OutlineContext): string[] {
  const req = ctx.analysis.request;
  if (!req || nums.length === 0) return [];
  const steps = nums.map((k) => req.steps[k - 1] as string);
  const out: string[] = [];
  if (nums.length === req.steps.length && nums.length >= 3)
    out.push(req.action ? `${numberWord(nums.length)} Steps to ${req.action}` : `The ${numberWord(nums.length)} Steps`);
  const joined = steps.map((st, i) => (i === 0 ? st : lowerFirst(shortenSentence(st, 4)))).join(' and ');
  if (countWords(joined) <= MAX_TITLE_WORDS) out.push(joined);
  out.push(steps[0] as string);
  return out;
}

/** Picks the key points of a group: its best sentences, shown in reading order. */
function pointsFrom(
  group: SourceSentence[],
  ctx: OutlineContext,
  want: { min: number; max: number },
  exclude: Set<string>,
  state?: OutlineWriterState,
): string[] {
  const ranked = [...group].sort((a, b) => b.score - a.score || a.index - b.index);
  let chosen = ranked.slice(0, want.max);
  if (chosen.length < want.min) {
    const clauses = clausesOf(group);
    if (clauses.length > chosen.length) chosen = clauses.slice(0, want.max);
  }
  if (chosen.length < want.min && ctx.analysis.sentences.length >= 8) {
    // A long text can lend a related sentence from elsewhere (sharing the group's terms); a short
    // brief cannot without showing the same point on several slides.
    const terms = new Set(group.flatMap((s) => s.terms));
    const uses = (s: SourceSentence) => state?.pointUses.get(s.index) ?? 0;
    const related = ctx.analysis.sentences
      // Only sentences no slide shows yet: the same fact never appears on two slides.
      .filter((s) => !chosen.includes(s) && !exclude.has(s.text) && !(state?.pointUses.get(s.index) ?? 0))
      .map((s) => ({ s, overlap: s.terms.filter((t) => terms.has(t)).length }))
      // The least-shown sentences first, so one fact does not reappear on slide after slide.
      .sort((a, b) => uses(a.s) - uses(b.s) || b.overlap - a.overlap || b.s.score - a.s.score || a.s.index - b.s.index)
      .slice(0, want.min - chosen.length)
      .map((x) => x.s);
    chosen = [...chosen, ...related];
  }
  const seen = new Set<string>();
  for (const s of chosen) state?.pointUses.set(s.index, (state.pointUses.get(s.index) ?? 0) + 1);
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => toKeyPoint(s.text, MAX_POINT_WORDS))
    .filter((p) => {
      const key = titleKey(p);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

type ContrastKind = 'before-after' | 'do-dont' | 'pros-cons' | 'with-without';
const CONTRASTS: Record<ContrastKind, { left: RegExp; right: RegExp; titles: [string, string] }> = {
  'before-after': {
    left: /\b(?:before|previously|used to|in the past|today|currently|old)\b/i,
    right: /\b(?:after|now|will|from now on|future|new|afterwards)\b/i,
    titles: ['Before', 'After'],
  },
  'do-dont': {
    left: /\b(?:always|do|should|must|use|ensure|check|report|verify)\b/i,
    right: /\b(?:never|don'?t|do not|avoid|must not|should not|shouldn'?t|stop|not allowed|instead of)\b/i,
    titles: ['Do', 'Don’t'],
  },
  'pros-cons': {
    left: /\b(?:advantages?|benefits?|pros?|strengths?|gains?|saves?|faster|better)\b/i,
    right: /\b(?:disadvantages?|risks?|cons?|drawbacks?|weakness(?:es)?|costs?|slower|worse)\b/i,
    titles: ['Benefits', 'Risks'],
  },
  'with-without': { left: /\bwith\b/i, right: /\bwithout\b/i, titles: ['With', 'Without'] },
};

function preferredContrasts(purpose: string): ContrastKind[] {
  const p = purpose.toLowerCase();
  if (p.includes('before')) return ['before-after', 'pros-cons', 'do-dont', 'with-without'];
  if (p.includes('without')) return ['with-without', 'pros-cons', 'before-after', 'do-dont'];
  if (p.includes('acceptable') || p.includes('do and')) return ['do-dont', 'pros-cons', 'before-after', 'with-without'];
  return ['pros-cons', 'before-after', 'do-dont', 'with-without'];
}

/** Sorts sentences into two columns using contrast cues (the right-hand cue wins a tie: "never" beats "use"). */
function contrastColumns(sentences: SourceSentence[], kind: ContrastKind) {
  const { left, right } = CONTRASTS[kind];
  const l: SourceSentence[] = [];
  const r: SourceSentence[] = [];
  for (const s of sentences) {
    if (right.test(s.text)) r.push(s);
    else if (left.test(s.text)) l.push(s);
  }
  return { l, r };
}

interface Columns {
  leftColumnTitle: string;
  leftColumnPoints: string[];
  rightColumnTitle: string;
  rightColumnPoints: string[];
  used: SourceSentence[];
}

function splitColumns(group: SourceSentence[], ctx: OutlineContext, purpose: string): Columns {
  const toPoints = (list: SourceSentence[]) =>
    [...list]
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .sort((a, b) => a.index - b.index)
      .map((s) => toKeyPoint(s.text, 12));
  // The brief's own steps are things to do in order, never a "do" set against a "don't" ("Stop" is a step).
  const steps = new Set(ctx.analysis.request?.steps ?? []);
  const notStep = (list: SourceSentence[]) => list.filter((x) => !steps.has(x.text));
  for (const pool of [notStep(group), notStep(ctx.analysis.sentences)]) {
    for (const kind of preferredContrasts(purpose)) {
      const { l, r } = contrastColumns(pool, kind);
      if (l.length && r.length) {
        let [lt, rt] = CONTRASTS[kind].titles;
        const [pl, pr] = columnTitlesFor(purpose);
        // The purpose names the columns better when it is itself a contrast ("Acceptable" / "Not Acceptable").
        if (kind === 'do-dont' && pl === 'Acceptable') [lt, rt] = [pl, pr];
        return { leftColumnTitle: lt, leftColumnPoints: toPoints(l), rightColumnTitle: rt, rightColumnPoints: toPoints(r), used: [...l, ...r] };
      }
    }
  }
  // No contrast in the text: two halves of the material side by side, each named by its keyphrase.
  let units = group.length >= 2 ? group : clausesOf(group.length ? group : ctx.analysis.sentences.slice(0, 4));
  if (units.length < 2) units = ctx.analysis.sentences.slice(0, 4);
  const half = Math.ceil(units.length / 2);
  const a = units.slice(0, half);
  const b = units.slice(half).length ? units.slice(half) : units.slice(0, 1);
  const name = (list: SourceSentence[], fallback: string, avoid?: string) => {
    const nums = stepNumbers(list, ctx);
    if (nums.length === list.length) return stepLabel(nums) ?? fallback;
    const phrase = keyphrasesOf(list, ctx.analysis, 3).find((k) => titleKey(k.phrase) !== titleKey(avoid ?? ''));
    return phrase ? limitWords(titleCase(phrase.phrase), 4) : fallback;
  };
  const [fl, fr] = columnTitlesFor(purpose);
  const leftTitle = name(a, fl);
  return { leftColumnTitle: leftTitle, leftColumnPoints: toPoints(a), rightColumnTitle: name(b, fr, leftTitle), rightColumnPoints: toPoints(b), used: units };
}

/** The slide's message for a Key Message slide: the highest-scoring short sentence not used yet. */
function pickQuote(ctx: OutlineContext, purpose: string, usedQuotes: Set<string>, state?: OutlineWriterState): SourceSentence | undefined {
  const wantsAdvice = /recommend|decision|action|lesson|help|try|takeaway/i.test(purpose);
  // A message that is not on another slide yet, so the video does not say it twice.
  const fresh = ctx.analysis.sentences.filter((s) => !usedQuotes.has(s.text) && s.words >= 4 && !(state?.pointUses.get(s.index) ?? 0));
  const purposeTerms = new Set(termsOf(purpose));
  const related = (s: SourceSentence) =>
    s.terms.some((t) => purposeTerms.has(t)) || termsOf(ctx.analysis.sections[s.section]?.heading ?? '').some((t) => purposeTerms.has(t)) ? 0.6 : 0;
  const candidates = (fresh.length ? fresh : ctx.analysis.sentences.filter((s) => !usedQuotes.has(s.text) && s.words >= 4))
    .map((s) => ({ s, value: s.score + (s.words <= MAX_QUOTE_WORDS ? 0.4 : 0) + (wantsAdvice && s.hasCue ? 0.5 : 0) + related(s) }))
    .sort((a, b) => b.value - a.value || a.s.index - b.s.index);
  return candidates[0]?.s ?? ctx.analysis.sentences[0];
}

function visualCuesFor(templateId: PlannedSlide['templateId'], title: string, keyword: string, extra?: string): string[] {
  switch (templateId) {
    case 'title-slide':
      return [`Bold title “${title}” over a ${keyword} image`, 'Subtitle fades in below the title'];
    case 'focus-quote':
      return ['The message centred in large type', `Subtle ${keyword} image in the background`];
    case 'split-content':
      return [`Two columns side by side: ${extra ?? 'left and right'}`, `Small ${keyword} illustration`];
    default:
      return ['Key points appear one at a time', `Illustration of ${keyword} beside the points`];
  }
}

export interface OutlineWriterState {
  usedTitles: Set<string>;
  usedQuotes: Set<string>;
  /** How many slides show each source sentence (by index) as a key point. */
  pointUses: Map<number, number>;
  /** Titles of the content slides written so far, in slide order, for the closing recap. */
  contentTitles: string[];
}

export const newWriterState = (): OutlineWriterState => ({ usedTitles: new Set(), usedQuotes: new Set(), pointUses: new Map(), contentTitles: [] });

function uniqueTitle(candidates: string[], state: OutlineWriterState, fallback: string): string {
  for (const c of candidates) {
    const t = normalizeTitle(c);
    if (t && !state.usedTitles.has(titleKey(t))) {
      state.usedTitles.add(titleKey(t));
      return t;
    }
  }
  const t = normalizeTitle(fallback);
  state.usedTitles.add(titleKey(t));
  return t;
}

/** Writes one planned slide from the source (deterministic: same context and state, same slide). */
export function writeOfflineSlide(ctx: OutlineContext, index: number, state: OutlineWriterState): SlideContent {
  const slide = ctx.plan[index] as PlannedSlide;
  const group = ctx.groups[index] ?? [];
  const isLast = index === ctx.plan.length - 1;
  const all = ctx.analysis.sentences;

  if (slide.templateId === 'title-slide') {
    const title = uniqueTitle([ctx.projectTitle, ctx.topic], state, ctx.topic);
    const opener = [...all].sort((a, b) => b.score + (b.index === 0 ? 0.3 : 0) - (a.score + (a.index === 0 ? 0.3 : 0)) || a.index - b.index)[0];
    const agenda = ctx.plan
      .map((_, i) => ctx.headings[i])
      .filter((h): h is string => !!h && titleKey(h) !== titleKey(title))
      .slice(0, 3);
    const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
    const req = ctx.analysis.request;
    // A brief's subject is the promise of the video ("How to report incidents in four steps").
    const promise = req?.subject
      ? `${capitalize(req.subject)}${req.steps.length >= 2 ? ` in ${numberWord(req.steps.length)} steps` : ''}${req.audience ? `, for ${req.audience}` : ''}`
      : null;
    return {
      title,
      description: promise ? ensureSentenceEnd(shortenSentence(promise, 18)) : opener ? ensureSentenceEnd(shortenSentence(opener.text, 18)) : '',
      keyPoints: agenda.map((h) => normalizeTitle(h)),
      visualCues: visualCuesFor('title-slide', title, keyword),
      imageKeyword: keyword,
    };
  }

  if (slide.templateId === 'focus-quote') {
    const steps = ctx.analysis.request?.steps ?? [];
    // A closing message on a brief made of steps is the steps themselves, in one line to remember.
    const stepsLine = isLast && steps.length >= 2 ? capitalize(joinList(steps.map((st) => lowerFirst(st)))) : null;
    const quote = stepsLine ? undefined : pickQuote(ctx, slide.purpose, state.usedQuotes, state);
    if (quote) {
      state.usedQuotes.add(quote.text);
      state.pointUses.set(quote.index, (state.pointUses.get(quote.index) ?? 0) + 1);
    }
    const message =
      stepsLine && countWords(stepsLine) <= MAX_QUOTE_WORDS + 4
        ? ensureSentenceEnd(stepsLine)
        : quote
          ? ensureSentenceEnd(shortenSentence(quote.text, MAX_QUOTE_WORDS))
          : stepsLine
            ? ensureSentenceEnd(shortenSentence(stepsLine, MAX_QUOTE_WORDS))
            : '';
    const phrases = quote ? keyphrasesOf([quote], ctx.analysis, 3) : stepsLine ? distinctKeyphrases(ctx.analysis.keyphrases, 3) : [];
    const keyword = imageKeywordFrom(phrases.length ? phrases : distinctKeyphrases(ctx.analysis.keyphrases, 6));
    // A Key Message slide is named by its role ("Decision Needed", "The Turning Point"); a repeated role adds the message's topic.
    const topicPhrase = phrases.find((p) => !WEAK_KEYWORDS.has(p.terms[p.terms.length - 1] ?? ''))?.phrase;
    const title = uniqueTitle([slide.purpose, ...(topicPhrase ? [`${slide.purpose}: ${topicPhrase}`] : [])], state, `${slide.purpose} ${slide.position}`);
    return {
      title,
      description: message,
      keyPoints: message ? [stripTrailingPunctuation(message)] : [],
      visualCues: visualCuesFor('focus-quote', title, keyword),
      imageKeyword: keyword,
    };
  }

  if (isLast) {
    // A closing content slide recaps by naming what the video covered (its content slides' titles),
    // never by showing their sentences again; a brief made of steps recaps its steps.
    const steps = ctx.analysis.request?.steps ?? [];
    const named = state.contentTitles.filter((t) => titleKey(t) !== titleKey(ctx.topic));
    const keyPoints = steps.length >= 2 ? steps.slice(0, 5) : named.slice(0, 5);
    const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
    const title = uniqueTitle([slide.purpose], state, slide.purpose);
    return { title, description: `A recap of ${ctx.topic}.`, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
  }

  const own = keyphrasesOf(group.length ? group : all, ctx.analysis, 6);
  const phrases = own.length ? own : distinctKeyphrases(ctx.analysis.keyphrases, 6);
  const keyword = imageKeywordFrom(own.length ? own : phrases);
  const namePhrases = phrases.filter(
    (p) => !WEAK_KEYWORDS.has(p.terms[p.terms.length - 1] ?? '') && !(p.terms.length === 1 && ABSTRACT_WORDS.has(p.terms[0] ?? '')),
  );
  // A two- or three-word phrase names a slide better than a single word, unless it ranks far lower.
  const topScore = namePhrases[0]?.score ?? 0;
  const ranked = [...namePhrases].sort(
    (a, b) => Number(b.terms.length > 1 && b.score >= 0.4 * topScore) - Number(a.terms.length > 1 && a.score >= 0.4 * topScore),
  );
  const nums = stepNumbers(group, ctx);
  const onlySteps = nums.length > 0 && nums.length === group.length;
  const title = uniqueTitle(
    [ctx.headings[index] ?? '', ...(onlySteps ? stepTitles(nums, ctx) : []), ...ranked.map((p) => p.phrase), slide.purpose],
    state,
    `${slide.purpose} ${slide.position}`,
  );
  if (!(slide.purpose && titleKey(title).startsWith(titleKey(slide.purpose)))) state.contentTitles.push(title);
  const best = [...group].sort((a, b) => b.score - a.score)[0];
  const total = ctx.analysis.request?.steps.length ?? 0;
  const description = onlySteps
    ? nums.length === total
      ? `${capitalize(numberWord(total))} steps, in order.`
      : `${nums.length === 1 ? 'Step' : 'Steps'} ${joinList(nums.map(String))} of ${total}.`
    : best
      ? ensureSentenceEnd(shortenSentence(best.text, 24))
      : '';

  if (slide.templateId === 'split-content') {
    const cols = splitColumns(group, ctx, slide.purpose);
    for (const u of cols.used) state.pointUses.set(u.index, (state.pointUses.get(u.index) ?? 0) + 1);
    return {
      title,
      description,
      keyPoints: [...cols.leftColumnPoints, ...cols.rightColumnPoints].slice(0, 5),
      visualCues: visualCuesFor('split-content', title, keyword, `${cols.leftColumnTitle} and ${cols.rightColumnTitle}`),
      imageKeyword: keyword,
      leftColumnTitle: cols.leftColumnTitle,
      leftColumnPoints: cols.leftColumnPoints,
      rightColumnTitle: cols.rightColumnTitle,
      rightColumnPoints: cols.rightColumnPoints,
    };
  }
  const keyPoints = pointsFrom(group, ctx, { min: 3, max: 5 }, state.usedQuotes, state);
  return { title, description, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
}

/** Writes every slide in order (the offline "batch call"). */
export function writeOfflineOutline(ctx: OutlineContext): SlideContent[] {
  const state = newWriterState();
  // The title slide names the video first; slides with their own material then claim their headings before quotes and closers.
  const order = ctx.plan.map((_, i) => i).sort((a, b) => rank(ctx, a) - rank(ctx, b) || a - b);
  const out: SlideContent[] = [];
  for (const i of order) out[i] = writeOfflineSlide(ctx, i, state);
  return out;
}

const rank = (ctx: OutlineContext, i: number) => {
  const p = ctx.plan[i] as PlannedSlide;
  if (p.templateId === 'title-slide') return 0;
  return ctx.groups[i]?.length ? 1 : 2;
};

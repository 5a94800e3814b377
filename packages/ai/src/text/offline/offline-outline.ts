import { DEFAULT_IMAGE_KEYWORD, SUPPORTING_MATERIALS_MARKER } from '@lectern/core';
import { hasMainVerb } from '../nlp/is-fragment';
import { leansOnEarlierSentence } from '../nlp/leans-on-earlier-sentence';
import { columnTitlesFor, type PlannedSlide } from '../outline-plan';
import type { SlideContent } from '../text-generator';
import { withoutLengthFraming } from './request-reading';
import { ABSTRACT_WORDS, endsAsNoun, WEAK_KEYWORDS } from './stop-words';
import { analyzeText, distinctKeyphrases, type Keyphrase, keyphrasesOf, type SourceSentence, type TextAnalysis, termsOf } from './text-analysis';
import {
  capitalize,
  countWords,
  DANGLING_END,
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
/** A sentence up to this long is shown whole; a longer one is cut at a clause boundary, if it has one. */
const MAX_POINT_WORDS = 22;
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
  /** The slide that states the rules first when the brief asks to make them unmistakable (decision 118), else -1. */
  rulesSlot: number;
}

const isBodySlot = (p: PlannedSlide, i: number, plan: PlannedSlide[]) =>
  i > 0 && i < plan.length - 1 && (p.templateId === 'bullet-points' || p.templateId === 'split-content');

/** A rule a learner must not miss: an obligation, a prohibition or a limit ("must", "never", "at least", "within"). */
const RULE = /\b(?:must|mustn['’]t|never|always|only|at least|at most|no later than|no more than|not allowed|required|mandatory|within|do not|don['’]t)\b/i;
/** A sentence about the document itself ("This pack explains…"), not a fact of its subject. */
const ABOUT_THE_DOCUMENT =
  /^(?:this|the|our)\s+(?:pack|guide|document|booklet|handbook|page|article|presentation|deck|section|video|leaflet|note)\s+(?:explains|describes|covers|sets out|shows|tells|is about|gives|summari[sz]es|walks)\b/i;
const hasFigure = (text: string) => /\d/.test(text) || QUANTITY.test(text);
/** A limit stated with its figure: "above 63 °C", "at least 20 seconds", "within one hour", "over $200". */
const THRESHOLD =
  /\b(?:above|below|over|under|more than|less than|fewer than|up to|at least|at most|no more than|within|or (?:below|above|less|more))\s+(?:\S+\s+)?(?:[$€£]?\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)/i;
/** An obligation, a prohibition, or a limit the viewer must keep ("Keep hot food above 63 °C"), not a figure that only informs ("can cost up to 4%"). */
export const isRuleSentence = (text: string) =>
  (RULE.test(text) && (hasFigure(text) || /^(?:\S+\s+){0,4}?(?:must|never|always|only|do not|don['’]t)\b/i.test(text))) ||
  (THRESHOLD.test(text) && (/\b(?:needs?|should|have to|has to)\b/i.test(text) || isInstruction(text.replace(/^(?:if|when|whenever)\b[^,]*,\s*/i, ''))));

/**
 * How much a sentence is worth keeping when sections share a slide (issue item 3, "merging the
 * least important"): its score, plus its figures and thresholds, plus rules when the brief asks
 * for emphasis; a sentence about the document itself is worth least.
 */
function factValue(s: SourceSentence, ctx: Pick<OutlineContext, 'analysis'>): number {
  let v = s.score;
  if (hasFigure(s.text)) v += 0.35;
  if (RULE.test(s.text)) v += 0.15;
  if (ctx.analysis.steering.emphasis && (isRuleSentence(s.text) || isInstruction(s.text))) v += 0.3;
  if (namesEmphasis(s, ctx)) v += 0.5;
  if (ABOUT_THE_DOCUMENT.test(s.text)) v -= 1;
  return v;
}

/** A sentence about what the brief asked to make unmistakable ("the supervisor rule" → "Call a supervisor for…"). */
function namesEmphasis(s: SourceSentence, ctx: Pick<OutlineContext, 'analysis'>): boolean {
  const on = ctx.analysis.steering.emphasisOn;
  if (!on) return false;
  const terms = termsOf(on).filter((t) => !/^(?:rule|rules|point|points|message|thing)$/.test(t));
  return terms.length > 0 && terms.every((t) => s.terms.includes(t));
}

/** An introduction's general sentence (first section, no figure, rule or instruction) gives way to other sections' facts on a merged slide. */
const isGeneralIntro = (s: SourceSentence) =>
  (s.section === 0 && !hasFigure(s.text) && !RULE.test(s.text) && !isInstruction(s.text)) || ABOUT_THE_DOCUMENT.test(s.text);

/** Fragments usable as extra points when the text has fewer sentences than slides need. */
function clausesOf(sentences: SourceSentence[]): SourceSentence[] {
  const out: SourceSentence[] = [];
  for (const s of sentences) {
    const parts = s.text
      .split(/[;:]\s+|,\s+but\s+/i)
      .map((p) => p.trim())
      .filter((p) => countWords(p) >= 3);
    // A clause ending on "with" or "of" ("…the customer paid with"), or one without a main verb
    // ("Key dates: …"), is not a point on its own (decision 156).
    const dangling = parts.some((p) => DANGLING_END.has(stripTrailingPunctuation(p).split(/\s+/).pop()?.toLowerCase() ?? ''));
    if (parts.length < 2 || dangling || !parts.every((p) => hasMainVerb(p))) out.push(s);
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
  // Spec 001 §1/§7: the brief, pasted text, a web page and documents are distinct sources. Only the
  // brief can ask for something; everything in sourceText (pasted text, a page, the documents) is
  // material, so "Report it to the service desk" in a pasted article stays content.
  const materials = source.sourceText.trim() ? `${SUPPORTING_MATERIALS_MARKER}\n\n${source.sourceText}` : '';
  const analysis = analyzeText([source.brief, materials].filter((t) => t.trim()).join('\n\n'));
  const bodyIndexes = plan.map((p, i) => (isBodySlot(p, i, plan) ? i : -1)).filter((i) => i >= 0);
  const weights = bodyIndexes.map((i) => (plan[i]?.templateId === 'split-content' ? 2 : 1));
  const { groups: bodyGroups, headings: bodyHeadings } = partition(analysis, bodyIndexes.length, weights);
  const groups: SourceSentence[][] = plan.map(() => []);
  const headings: (string | null)[] = plan.map(() => null);
  bodyIndexes.forEach((planIndex, k) => {
    groups[planIndex] = bodyGroups[k] ?? [];
    headings[planIndex] = bodyHeadings[k] ?? null;
  });
  // "Make the rules unmistakable": the bullet slide holding most rules (obligations, prohibitions,
  // limits with their figures) comes first, and takes the strongest rules from elsewhere when it holds
  // fewer than two, so the rules are the first thing the viewer sees after the title.
  let rulesSlot = -1;
  if (analysis.steering.emphasis) {
    const steps = new Set(analysis.request?.steps ?? []);
    const isRule = (x: SourceSentence) => isRuleSentence(x.text) && !steps.has(x.text);
    const rulesIn = (i: number) => (groups[i] ?? []).filter(isRule).length;
    const bullets = bodyIndexes.filter((i) => plan[i]?.templateId === 'bullet-points');
    const first = bullets[0];
    if (first !== undefined) {
      const most = bullets.reduce((best, i) => (rulesIn(i) > rulesIn(best) ? i : best), first);
      if (most !== first && rulesIn(most) > 0) {
        [groups[first], groups[most]] = [groups[most] as SourceSentence[], groups[first] as SourceSentence[]];
        [headings[first], headings[most]] = [headings[most] ?? null, headings[first] ?? null];
      }
      if (rulesIn(first) < 2) {
        const own = new Set(groups[first]);
        // A slide giving up a rule keeps something to show: a group's last sentence stays with it.
        const left = new Map(bodyIndexes.map((i) => [i, (groups[i] ?? []).length]));
        const groupOf = (x: SourceSentence) => bodyIndexes.find((i) => groups[i]?.includes(x));
        const taken = new Set<SourceSentence>();
        for (const x of analysis.sentences
          .filter((y) => isRule(y) && !own.has(y))
          .sort((a, b) => factValue(b, { analysis }) - factValue(a, { analysis }) || a.index - b.index)) {
          if (taken.size >= 3 - rulesIn(first)) break;
          const g = groupOf(x);
          if (g !== undefined && (left.get(g) ?? 0) <= 1) continue;
          if (g !== undefined) left.set(g, (left.get(g) ?? 0) - 1);
          taken.add(x);
        }
        for (const i of bodyIndexes) groups[i] = (groups[i] ?? []).filter((x) => !taken.has(x));
        groups[first] = [...taken, ...(groups[first] ?? [])];
      }
      if (rulesIn(first) > 0) rulesSlot = first;
    }
  }
  const top = distinctKeyphrases(analysis.keyphrases, 1)[0];
  const subjectTitle = analysis.request?.subjectTitle;
  const topic = analysis.title ?? (subjectTitle ? titleCase(subjectTitle) : top ? titleCase(top.phrase) : 'This Topic');
  return { analysis, topic: limitWords(topic, MAX_TITLE_WORDS), plan, groups, headings, projectTitle: source.projectTitle.trim(), rulesSlot };
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

/** A step longer than a title may be loses its last phrases before a preposition, never a word mid-phrase. */
function stepTitle(step: string): string {
  const words = step.split(/\s+/);
  if (words.length <= MAX_TITLE_WORDS) return step;
  for (let i = MAX_TITLE_WORDS; i >= 3; i--)
    if (/^(?:in|at|on|by|for|with|from|of|to|before|after|during|within|while|when|and|or)$/i.test(words[i] ?? '')) return words.slice(0, i).join(' ');
  return step;
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
  // A step too long for a title is cut where its clause allows ("Meet at the assembly point"), not at the word limit.
  out.push(stepTitle(steps[0] as string));
  return out;
}

/**
 * A point that leans on a sentence the viewer never sees ("Instead, they must…", "These four
 * habits…") gives way to the next best sentence that stands alone (issue 20, decision 156); with
 * no such sentence, or with the sentence it leans on shown too, it stays.
 */
function withoutOrphans(chosen: SourceSentence[], ranked: SourceSentence[]): SourceSentence[] {
  const orphan = (s: SourceSentence, shown: SourceSentence[]) => !shown.some((c) => c.index === s.index - 1) && leansOnEarlierSentence(s.text);
  const out = [...chosen];
  out.forEach((s, i) => {
    if (!orphan(s, out)) return;
    const instead = ranked.find((r) => !out.includes(r) && !orphan(r, out));
    if (instead) out[i] = instead;
  });
  return out;
}

/** Picks the key points of a group: its best sentences, shown in reading order. */
function pointsFrom(
  group: SourceSentence[],
  ctx: OutlineContext,
  want: { min: number; max: number },
  exclude: Set<string>,
  state?: OutlineWriterState,
  picked?: SourceSentence[],
): string[] {
  // Sentences another slide already shows (a comparison's columns) stay there.
  const merged = new Set(group.map((s) => s.section)).size > 1;
  // On a merged slide each sentence is weighed by the facts it carries, so a section keeps its figure or threshold.
  const value = (s: SourceSentence) => (merged || ctx.analysis.steering.emphasis ? factValue(s, ctx) : s.score);
  const ranked = [...group].filter((s) => !(state?.pointUses.get(s.index) ?? 0)).sort((a, b) => value(b) - value(a) || a.index - b.index);
  // Sections merged onto one slide each keep their best sentence before any section gets a second;
  // an introduction's general sentence is not a section's fact.
  const bestOfSection = [...new Set(ranked.map((s) => s.section))]
    .map((k) => ranked.find((s) => s.section === k && !(merged && isGeneralIntro(s))))
    .filter((s): s is SourceSentence => !!s);
  let chosen =
    bestOfSection.length > 1
      ? [...bestOfSection.slice(0, want.max), ...ranked.filter((s) => !bestOfSection.includes(s))].slice(0, want.max)
      : ranked.slice(0, want.max);
  chosen = withoutOrphans(chosen, ranked);
  if (chosen.length < want.min) {
    const clauses = clausesOf(ranked);
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
  picked?.push(...chosen);
  // A brief asking to make the rules unmistakable puts them first on the slide; otherwise reading order.
  const ruleFirst = (s: SourceSentence) => (!ctx.analysis.steering.emphasis ? 2 : namesEmphasis(s, ctx) ? 0 : isRuleSentence(s.text) ? 1 : 2);
  return chosen
    .sort((a, b) => ruleFirst(a) - ruleFirst(b) || a.index - b.index)
    .map((s) => toKeyPoint(s.text, MAX_POINT_WORDS))
    .filter((p) => {
      const key = titleKey(p);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Comparisons only where the source compares (issue "What the default engine writes", rule 4):
 * two columns are only made from sentences that state their side of a contrast — a label
 * ("Acceptable: …"), a prohibition ("never", "do not") set against an instruction, a before/after
 * in time, named options the source sets against each other, or stated advantages and risks.
 * A recommended practice is never put under a negative heading; without a stated contrast the
 * slide is written as bullet points instead.
 */
const LABEL_PAIRS: [RegExp, RegExp][] = [
  [/^acceptable$/i, /^not acceptable$|^unacceptable$/i],
  [/^do$/i, /^don['’]t$|^do not$/i],
  [/^before$/i, /^after$/i],
  [/^(?:pros?|advantages?|benefits?)$/i, /^(?:cons?|disadvantages?|risks?|drawbacks?)$/i],
  [/^with$/i, /^without$/i],
  [/^allowed$/i, /^not allowed$/i],
  [/^yes$/i, /^no$/i],
];
/** A prohibition in the main clause ("Never…", "You must not…"), not a "not" inside a relative clause. */
const PROHIBITION =
  /^(?:never|don['’]t|do not|avoid|no\b|stop)|^(?!(?:if|when|whenever|unless|because|while|although)\b)(?:[\w'’-]+\s+){0,3}?(?:must not|mustn['’]t|should not|shouldn['’]t|may not|cannot|can['’]t|never|must refuse|refuse)\b/i;
/** An instruction in the main clause ("You must…", "Always…"). */
const INSTRUCTION = /^(?!(?:if|when|whenever|unless|because|while|although)\b)(?:[\w'’-]+\s+){0,3}?(?:must|should|always|need to|have to|make sure)\b/i;
const NOT_IMPERATIVE_OPENER =
  /^(?:the|a|an|this|that|these|those|it|its|we|our|you|your|they|their|he|she|his|her|every|each|all|most|many|some|if|when|while|because|as|in|on|at|for|by|with|from|after|before|there|here|one|no|any)\b/i;
/** Verbs a practice opens on ("Check the tyres", "Hold the load close"): an instruction, not a statement. */
const IMPERATIVE_VERB =
  /^(?:always\s+)?(?:check|use|keep|hold|bend|lift|report|call|ask|tell|lock|store|delete|share|send|open|read|update|write|close|tag|post|stay|leave|wait|gather|book|choose|take|submit|attach|register|hover|look|make|wear|follow|sign|complete|set|arrive|meet|contact|log|be|do|plan|put|turn|switch|press|verify|confirm|review|remove|park|sound|drive|give|get|return|bring|carry|clean|label|enter|add|start|save|print|lock|wash|test|inspect|escalate|explain|show|offer|listen|speak|greet|thank|apologi[sz]e|document|record|note|mark|fill|back up|protect|secure|charge|keep)\b/i;
/** A sentence opening on its subject or a connective ("The desk…", "You must…"), so "Note that" can lead it. */
export const opensOnSubject = (text: string) => NOT_IMPERATIVE_OPENER.test(text);
export const isInstruction = (text: string) => INSTRUCTION.test(text) || (!NOT_IMPERATIVE_OPENER.test(text) && IMPERATIVE_VERB.test(text));
const BEFORE = /^(?:before\s+(?:the\s+)?\p{Lu}|previously\b|in the past\b|until (?:now|recently)\b|last year\b)|\bused to\b/iu;
const AFTER = /^(?:after\s+(?:the\s+)?\p{Lu}|with\s+\p{Lu}|now\b|today\b|from now on\b|since\b|this year\b)/iu;
const PRO = /\b(?:advantages?|benefits?|pros)\b/i;
const CON = /\b(?:disadvantages?|risks?|drawbacks?|downsides?|cons)\b/i;

interface Columns {
  leftColumnTitle: string;
  leftColumnPoints: string[];
  rightColumnTitle: string;
  rightColumnPoints: string[];
  used: SourceSentence[];
}

/** "Hold the load close, and never twist your body" → the practice and the prohibition, as two clauses. */
function splitMixed(s: SourceSentence): [string, string] | null {
  const m = /^(.+?)(?:,\s*|\s+)(?:and|but)\s+(never|do not|don['’]t|avoid)\s+(.+)$/i.exec(s.text);
  if (!m || PROHIBITION.test(m[1] as string)) return null;
  return [m[1] as string, `${capitalize(m[2] as string)} ${m[3] as string}`];
}

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const columnPoint = (text: string, title: string) => {
  const point = toKeyPoint(
    text.replace(/^[^:]{1,24}:\s*/, (label) =>
      LABEL_PAIRS.some(([l, r]) => l.test(label.replace(/:\s*$/, '')) || r.test(label.replace(/:\s*$/, ''))) ? '' : label,
    ),
    MAX_POINT_WORDS,
  );
  // "Do: Do update the customer" → "Update the customer"; a prohibition keeps its "Don't", which carries the meaning.
  if (!/^do$/i.test(title)) return capitalize(point);
  const plain = (t: string) => t.replace(/[’‘]/g, "'");
  const first = new RegExp(`^${plain(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`, 'i');
  return capitalize(plain(point).replace(first, '').replace(/'/g, '’'));
};

function findContrast(pool: SourceSentence[], ctx: OutlineContext, purpose: string, labelledOnly = false): Columns | null {
  const take = (left: { s: SourceSentence; text: string }[], right: { s: SourceSentence; text: string }[], titles: [string, string]): Columns | null => {
    if (!left.length || !right.length) return null;
    const l = left.slice(0, 3);
    const r = right.slice(0, 3);
    return {
      leftColumnTitle: titles[0],
      leftColumnPoints: l.map((x) => columnPoint(x.text, titles[0])),
      rightColumnTitle: titles[1],
      rightColumnPoints: r.map((x) => columnPoint(x.text, titles[1])),
      used: [...new Set([...l, ...r].map((x) => x.s))],
    };
  };
  // 1. Labelled sides: "Acceptable: … Not acceptable: …".
  for (const [left, right] of LABEL_PAIRS) {
    const label = (s: SourceSentence) => /^([^:]{1,24}):\s/.exec(s.text)?.[1]?.trim() ?? '';
    const l = pool.filter((s) => left.test(label(s)));
    const r = pool.filter((s) => right.test(label(s)));
    if (l.length && r.length)
      return take(
        l.map((s) => ({ s, text: s.text })),
        r.map((s) => ({ s, text: s.text })),
        [titleCase(label(l[0] as SourceSentence)), titleCase(label(r[0] as SourceSentence))],
      );
  }
  if (labelledOnly) return null;
  // 2. Named options the source or the brief sets against each other ("Compare the Basic and Pro plans").
  const compare = ctx.analysis.steering.compare;
  if (compare) {
    const [a, b] = compare.map((x) => x.replace(/\s+(?:plans?|options?|versions?|models?|tiers?|products?)$/i, '').trim()) as [string, string];
    const has = (s: SourceSentence, name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(s.text);
    // A sentence about the option: it opens on its name ("The Pro plan includes…", "Unlike Basic, Pro …").
    const about = (s: SourceSentence, name: string, other: string) =>
      new RegExp(
        `^(?:the\\s+)?${escapeName(name)}(?:\\s+(?:plan|option|version|tier|model|package|edition|product))?\\s+(?:includes?|offers?|costs?|has|gives?|is|provides?|comes?|adds?|lets?)\\b`,
        'i',
      ).test(s.text) || new RegExp(`^unlike\\s+(?:the\\s+)?${escapeName(other)}\\b[^,]*,\\s*(?:the\\s+)?${escapeName(name)}\\b`, 'i').test(s.text);
    const l = pool.filter((s) => about(s, a, b));
    const r = pool.filter((s) => about(s, b, a));
    const stated = ctx.analysis.sentences.some(
      (s) => has(s, a) && has(s, b) && /\b(?:unlike|whereas|compared|versus|vs|instead|than|while|but|or)\b/i.test(s.text),
    );
    if (stated) {
      const c = take(
        l.map((s) => ({ s, text: s.text })),
        r.map((s) => ({ s, text: s.text })),
        [titleCase(a), titleCase(b)],
      );
      if (c) return c;
    }
  }
  // 3. Before and after in time.
  const before = pool.filter((s) => BEFORE.test(s.text));
  const after = pool.filter((s) => AFTER.test(s.text) && !before.includes(s));
  if (/before|change|turning/i.test(purpose) || (before.length && after.length)) {
    const c = take(
      before.map((s) => ({ s, text: s.text })),
      after.map((s) => ({ s, text: s.text })),
      ['Before', 'After'],
    );
    if (c) return c;
  }
  // 4. Stated advantages against stated risks.
  const pros = pool.filter((s) => PRO.test(s.text) && !CON.test(s.text));
  const cons = pool.filter((s) => CON.test(s.text) && !PRO.test(s.text));
  const pc = take(
    pros.map((s) => ({ s, text: s.text })),
    cons.map((s) => ({ s, text: s.text })),
    ['Benefits', 'Risks'],
  );
  if (pc) return pc;
  // 5. Practices against prohibitions.
  const dos: { s: SourceSentence; text: string }[] = [];
  const donts: { s: SourceSentence; text: string }[] = [];
  for (const s of pool) {
    const mixed = splitMixed(s);
    if (mixed) {
      dos.push({ s, text: mixed[0] });
      donts.push({ s, text: mixed[1] });
    } else if (PROHIBITION.test(s.text)) donts.push({ s, text: s.text });
    else if (isInstruction(s.text)) dos.push({ s, text: s.text });
  }
  const [pl, pr] = columnTitlesFor(purpose);
  return take(dos, donts, pl === 'Acceptable' ? [pl, pr] : ['Do', 'Don’t']);
}

function splitColumns(group: SourceSentence[], ctx: OutlineContext, purpose: string, state: OutlineWriterState): Columns | null {
  // The brief's own steps are things to do in order, never a "do" set against a "don't" ("Stop" is a step).
  const steps = new Set(ctx.analysis.request?.steps ?? []);
  const own = group.filter((x) => !steps.has(x.text));
  const unshown = ctx.analysis.sentences.filter((x) => !steps.has(x.text) && !(state.pointUses.get(x.index) ?? 0) && !group.includes(x));
  // Sides the source labels itself ("Acceptable: …") win wherever they are; then contrasts in the slide's own material.
  return (
    findContrast(own, ctx, purpose, true) ??
    findContrast([...own, ...unshown], ctx, purpose, true) ??
    findContrast(own, ctx, purpose) ??
    findContrast([...own, ...unshown], ctx, purpose)
  );
}

/** The slide's message for a Key Message slide: the highest-scoring short sentence not used yet. */
function pickQuote(ctx: OutlineContext, purpose: string, usedQuotes: Set<string>, state?: OutlineWriterState, at?: number): SourceSentence | undefined {
  const wantsAdvice = /recommend|decision|action|lesson|help|try|takeaway/i.test(purpose);
  // A message that is not on another slide yet, so the video does not say it twice.
  const fresh = ctx.analysis.sentences.filter((s) => !usedQuotes.has(s.text) && s.words >= 4 && !(state?.pointUses.get(s.index) ?? 0));
  const purposeTerms = new Set(termsOf(purpose));
  // A call to action or next step is what the source's last part asks the viewer to do.
  const closing = /action|next step|try it/i.test(purpose);
  const lastSection = ctx.analysis.sections.length - 1;
  const related = (s: SourceSentence) =>
    (s.terms.some((t) => purposeTerms.has(t)) || termsOf(ctx.analysis.sections[s.section]?.heading ?? '').some((t) => purposeTerms.has(t)) ? 0.6 : 0) +
    (closing && s.section === lastSection && lastSection > 0 ? 0.6 : 0);
  // With every sentence already on a slide, the message repeats one the viewer has seen before it
  // (a slide earlier in the video), else the first one to come, so a brief's list is never said out of order (decision 159).
  const seen = ctx.analysis.sentences.filter((s) => !usedQuotes.has(s.text) && s.words >= 2);
  const earlier = at === undefined ? seen.filter((s) => s.words >= 4) : seen.filter((s) => ctx.groups.some((g, k) => k < at && g.includes(s)));
  const candidates = (fresh.length ? fresh : earlier.length ? earlier : seen.slice(0, 1))
    .map((s) => ({
      s,
      value:
        s.score +
        (s.words <= MAX_QUOTE_WORDS ? 0.4 : 0) +
        (wantsAdvice && s.hasCue ? 0.5 : 0) +
        (ctx.analysis.steering.emphasis && isRuleSentence(s.text) ? 0.5 : 0) +
        related(s),
    }))
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
  /** Titles of the content slides written so far, by slide index, for the closing recap. */
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
    // The project's name without the length it was made for ("Fire Drill in Two Minutes" → "Fire Drill", decision 159).
    const title = uniqueTitle([withoutLengthFraming(ctx.projectTitle), ctx.topic], state, ctx.topic);
    const opener = [...all].sort((a, b) => b.score + (b.index === 0 ? 0.3 : 0) - (a.score + (a.index === 0 ? 0.3 : 0)) || a.index - b.index)[0];
    const agenda = ctx.plan
      .map((_, i) => ctx.headings[i])
      .filter((h): h is string => !!h && titleKey(h) !== titleKey(title))
      .slice(0, 3);
    const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
    const req = ctx.analysis.request;
    // A brief's subject is the promise of the video ("How to report incidents in four steps").
    const promise = req?.subject
      ? /^about\s/i.test(req.subject)
        ? `What ${!req.audience ? 'you need' : /\b(?:team|department|crew|group|board|unit)$/i.test(req.audience) ? `the ${req.audience} needs` : `${req.audience} need`} to know about ${req.subject.replace(/^about\s+/i, '')}`
        : `${capitalize(req.subject)}${req.steps.length >= 2 ? ` in ${numberWord(req.steps.length)} steps` : ''}${req.audience ? `, for ${req.audience}` : ''}`
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
    const quote = stepsLine ? undefined : pickQuote(ctx, slide.purpose, state.usedQuotes, state, index);
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
    const topicPhrase = phrases.find((p) => !WEAK_KEYWORDS.has(p.terms[p.terms.length - 1] ?? '') && endsAsNoun(p.phrase))?.phrase;
    // "Where to get help" promises contact details: without them the slide is named by its message instead.
    const promisesHelp = /\bhelp\b/i.test(slide.purpose);
    const helps = !!quote && /\b(?:contact|call|email|e-mail|ask|extension|desk|team|portal|phone|help)\b/i.test(quote.text);
    const title =
      promisesHelp && !helps
        ? uniqueTitle([...(topicPhrase ? [titleCase(topicPhrase)] : []), 'Key Message'], state, `Key Message ${slide.position}`)
        : uniqueTitle([slide.purpose, ...(topicPhrase ? [`${slide.purpose}: ${topicPhrase}`] : [])], state, `${slide.purpose} ${slide.position}`);
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
    const named = state.contentTitles.filter((t) => t && titleKey(t) !== titleKey(ctx.topic));
    const keyPoints = steps.length >= 2 ? steps.slice(0, 5) : named.slice(0, 5);
    const keyword = imageKeywordFrom(distinctKeyphrases(ctx.analysis.keyphrases, 6));
    const title = uniqueTitle([slide.purpose], state, slide.purpose);
    return { title, description: `A recap of ${ctx.topic}.`, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
  }

  // The slide's material first (its columns or its points), then a title that says what that material is.
  const cols = slide.templateId === 'split-content' ? splitColumns(group, ctx, slide.purpose, state) : null;
  const picked: SourceSentence[] = [];
  // The rules slide shows its own material: nothing is lent to it from elsewhere.
  const want = index === ctx.rulesSlot ? { min: Math.min(3, group.length), max: 5 } : { min: 3, max: 5 };
  const keyPoints = cols ? [] : pointsFrom(group, ctx, want, state.usedQuotes, state, picked);
  if (cols) for (const u of cols.used) state.pointUses.set(u.index, (state.pointUses.get(u.index) ?? 0) + 1);
  const shown = cols ? cols.used : picked;
  const shownText = cols ? [...cols.leftColumnPoints, ...cols.rightColumnPoints].join(' ') : keyPoints.join(' ');
  const shownTerms = new Set(termsOf(shownText));

  const own = keyphrasesOf(shown.length ? shown : group.length ? group : all, ctx.analysis, 6);
  const phrases = own.length ? own : distinctKeyphrases(ctx.analysis.keyphrases, 6);
  const keyword = imageKeywordFrom(own.length ? own : phrases);
  // A single word the source uses as an order ("Bend your knees", "to lift") is a verb, not a name.
  const usedAsVerb = (word: string) =>
    all.some((x) => new RegExp(`^(?:always\\s+)?${escapeName(word)}\\s|\\b(?:to|never|you|and)\\s+${escapeName(word)}\\b`, 'i').test(x.text));
  const namePhrases = phrases.filter(
    (p) =>
      endsAsNoun(p.phrase) &&
      !(p.terms.length === 1 && usedAsVerb(p.phrase)) &&
      !WEAK_KEYWORDS.has(p.terms[p.terms.length - 1] ?? '') &&
      !(p.terms.length === 1 && ABSTRACT_WORDS.has(p.terms[0] ?? '')) &&
      // A title names what the slide shows, not a phrase from a clause left out of it.
      p.terms.every((t) => shownTerms.size === 0 || shownTerms.has(t)),
  );
  // A two- or three-word phrase names a slide better than a single word, unless it ranks far lower.
  const topScore = namePhrases[0]?.score ?? 0;
  const ranked = [...namePhrases].sort(
    (a, b) => Number(b.terms.length > 1 && b.score >= 0.4 * topScore) - Number(a.terms.length > 1 && a.score >= 0.4 * topScore),
  );
  const nums = stepNumbers(group, ctx);
  const onlySteps = nums.length > 0 && nums.length === group.length;
  // Headings of the sections the slide shows: one names it; several are named together when they fit.
  const sectionHeadings = [...new Set(shown.map((x) => x.section))].sort((a, b) => a - b).map((k) => ctx.analysis.sections[k]?.heading ?? null);
  // A heading another slide is already named by is not repeated in this one's title.
  const namedHeadings = sectionHeadings.filter((h): h is string => !!h && h !== ctx.analysis.title && !state.usedTitles.has(titleKey(normalizeTitle(h))));
  const headingTitle =
    // (the introduction under the document's title, or under no heading, needs no name of its own)
    namedHeadings.length > 0 &&
    sectionHeadings.every((h) => !h || h === ctx.analysis.title || namedHeadings.includes(h)) &&
    countWords(joinList(namedHeadings)) <= MAX_TITLE_WORDS
      ? joinList(namedHeadings)
      : '';
  // The rules slide is named by what the brief asked to make unmistakable, when the slide says it ("Temperature Rules").
  const on = ctx.analysis.steering.emphasisOn;
  const onTerms = on ? termsOf(on).filter((t) => !/^rules?$/.test(t)) : [];
  const rulesTitles =
    index === ctx.rulesSlot
      ? [
          ...(on && countWords(on) <= 4 && onTerms.length > 0 && onTerms.every((t) => shownTerms.has(t)) ? [titleCase(`the ${on}`)] : []),
          'The Rules',
          'Key Rules',
        ]
      : [];
  const ownHeading =
    ctx.headings[index] && (shown.length === 0 || namedHeadings.includes(ctx.headings[index] as string)) ? (ctx.headings[index] as string) : '';
  const title = uniqueTitle(
    [headingTitle, ownHeading, ...rulesTitles, ...(onlySteps ? stepTitles(nums, ctx) : []), ...ranked.map((p) => p.phrase), slide.purpose],
    state,
    `${slide.purpose} ${slide.position}`,
  );
  if (!(slide.purpose && titleKey(title).startsWith(titleKey(slide.purpose)))) state.contentTitles[index] = title;
  // A comparison's description carries the best sentence of its material that the columns leave out;
  // any slide's description carries the figures its points leave out (whole sentences, up to 24 words),
  // so a merged section keeps its key fact.
  const unshown = group.filter((x) => !shown.includes(x) && !(state.pointUses.get(x.index) ?? 0) && x.words >= 3);
  const leftOut = cols ? unshown : [];
  const figures = unshown
    .filter((x) => hasFigure(x.text) && !ABOUT_THE_DOCUMENT.test(x.text))
    .sort((a, b) => factValue(b, ctx) - factValue(a, ctx) || a.index - b.index);
  const carried: SourceSentence[] = [];
  for (const x of figures) if (carried.reduce((n, c) => n + c.words, 0) + x.words <= 24) carried.push(x);
  const best = [...(leftOut.length ? leftOut : shown.length ? shown : group)].sort((a, b) => b.score - a.score)[0];
  if (!carried.length && best && leftOut.includes(best)) carried.push(best);
  for (const c of carried) state.pointUses.set(c.index, (state.pointUses.get(c.index) ?? 0) + 1);
  const total = ctx.analysis.request?.steps.length ?? 0;
  const description = onlySteps
    ? nums.length === total
      ? `${capitalize(numberWord(total))} steps, in order.`
      : `${nums.length === 1 ? 'Step' : 'Steps'} ${joinList(nums.map(String))} of ${total}.`
    : carried.length
      ? carried
          .sort((a, b) => a.index - b.index)
          .map((c) => ensureSentenceEnd(carried.length === 1 ? shortenSentence(c.text, 24) : c.text))
          .join(' ')
      : best
        ? ensureSentenceEnd(shortenSentence(best.text, 24))
        : '';

  if (slide.templateId === 'split-content' && !cols) {
    // No contrast stated in the source: the slide is written as bullet points, never as an invented comparison.
    return { title, description, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword, templateId: 'bullet-points' };
  }
  if (cols) {
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
  return { title, description, keyPoints, visualCues: visualCuesFor('bullet-points', title, keyword), imageKeyword: keyword };
}

/** Writes every slide in order (the offline "batch call"). */
export function writeOfflineOutline(ctx: OutlineContext): SlideContent[] {
  const state = newWriterState();
  // The title slide names the video first; slides with their own material then claim their headings before quotes and closers.
  const order = ctx.plan.map((_, i) => i).sort((a, b) => rank(ctx, a) - rank(ctx, b) || a - b);
  const out: SlideContent[] = [];
  for (const i of order) out[i] = writeOfflineSlide(ctx, i, state);
  // A quiz the brief asks for is a real question slide, placed before the close (a Key Message slot first).
  if (ctx.analysis.steering.quiz) {
    const q = quizSlot(ctx.plan);
    const quiz = q >= 0 ? quizSlide(ctx, state) : null;
    if (quiz && q >= 0) out[q] = { ...quiz, ...(ctx.plan[q]?.templateId === 'split-content' ? { templateId: 'bullet-points' as const } : {}) };
  }
  // Each topic the brief names is covered, or the outline says the materials do not cover it.
  const missing = missingTopics(ctx.analysis.steering.topics, out);
  const last = out[out.length - 1];
  if (missing.length && last && out.length > 1) {
    const note = `The materials do not cover ${joinList(missing)}.`;
    out[out.length - 1] = { ...last, description: [last.description, note].filter(Boolean).join(' ') };
  }
  return out;
}

/** Topics of the brief ("Cover dental, vision and family leave") that no slide mentions. */
export function missingTopics(topics: string[], slides: SlideContent[]): string[] {
  const said = new Set(
    termsOf(slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join(' ')),
  );
  return topics.filter((t) => {
    const terms = termsOf(t);
    return terms.length > 0 && !terms.some((x) => said.has(x));
  });
}

/** The slide a requested quiz replaces: the last Key Message before the close, else the closing slide (the content slides keep their facts). */
function quizSlot(plan: PlannedSlide[]): number {
  const quotes = plan.map((p, i) => ({ p, i })).filter(({ p, i }) => i > 0 && i < plan.length - 1 && p.templateId === 'focus-quote');
  // A slide that asks the viewer to try or recall is the natural place; "where to get help" keeps its message.
  const practice = quotes.filter(({ p }) => /try|lesson|turning|problem|decision/i.test(p.purpose)).pop();
  if (practice) return practice.i;
  if (plan.length > 1 && plan[plan.length - 1]?.templateId === 'bullet-points') return plan.length - 1;
  const quote = quotes.filter(({ p }) => !/help/i.test(p.purpose)).pop() ?? quotes.pop();
  if (quote) return quote.i;
  return plan.length > 1 ? plan.length - 1 : -1;
}

/** A figure a learner should remember: a sum, a share, a count of days, hours, kilograms… */
const QUANTITY =
  /(?:[$€£]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:%|per ?cent\b|kg\b|km\b|GB\b|TB\b|(?:working\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|euros?|dollars?|pounds?|people|times|stores|users)\b)|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty)\s+(?:working\s+)?(?:days?|weeks?|months?|years?|hours?|minutes?|people|times)\b)/i;

/** "within one hour" → "within how many hours?": the question a figure answers. */
function askFor(quantity: string): string {
  if (/^[$€£]|euros?|dollars?|pounds?/i.test(quantity)) return 'how much';
  if (/%|per ?cent/i.test(quantity)) return 'what share';
  const unit = /(working\s+)?(days?|weeks?|months?|years?|hours?|minutes?|seconds?|people|times|stores|users|kg|km|GB|TB)\b/i.exec(quantity);
  if (!unit) return 'how many';
  const u = (unit[2] as string).toLowerCase();
  const plural = /^(?:kg|km|gb|tb)$/.test(u) || u.endsWith('s') ? u : `${u}s`;
  return `how many ${unit[1] ? 'working ' : ''}${plural === 'gb' || plural === 'tb' ? plural.toUpperCase() : plural}`;
}

/** Writes the quiz: a question about a figure the video shows (or a rule, as true or false), its answer kept for the narration. */
function quizSlide(ctx: OutlineContext, state: OutlineWriterState): SlideContent | null {
  const shown = ctx.analysis.sentences.filter((s) => (state.pointUses.get(s.index) ?? 0) > 0 || state.usedQuotes.has(s.text));
  const pool = shown.length ? shown : ctx.analysis.sentences;
  // A short rule makes a fair question: cue words first, then sentences a learner can hold in mind.
  const ranked = [...pool].sort(
    (a, b) => Number(b.hasCue) - Number(a.hasCue) || Number(a.words > 22) - Number(b.words > 22) || b.score - a.score || a.index - b.index,
  );
  const withFigure = ranked.find((s) => QUANTITY.test(s.text) && !/^(?:if|when|while|because)\b/i.test(s.text));
  let question: string;
  let answer: string;
  if (withFigure) {
    const m = QUANTITY.exec(withFigure.text) as RegExpExecArray;
    answer = m[0].trim();
    question = `${stripTrailingPunctuation(withFigure.text.slice(0, m.index) + askFor(answer) + withFigure.text.slice(m.index + m[0].length))}?`;
    question = capitalize(question.replace(/\s+([,;:])/g, '$1').replace(/\s{2,}/g, ' '));
  } else {
    const rule = ranked.find((s) => s.hasCue) ?? ranked[0];
    if (!rule) return null;
    question = `True or false: ${lowerFirst(stripTrailingPunctuation(rule.text))}?`;
    answer = 'true';
  }
  const title = uniqueTitle(['Quick Quiz', 'Check Your Understanding'], state, 'Quick Quiz');
  return {
    title,
    description: question,
    keyPoints: [question],
    visualCues: ['The question in large type', `${QUIZ_ANSWER_CUE} ${answer}`],
    imageKeyword: 'question mark',
  };
}

/** The visual cue that carries a quiz's answer to the narration (and tells the editor what the reveal says). */
export const QUIZ_ANSWER_CUE = 'Answer revealed after a pause:';

const rank = (ctx: OutlineContext, i: number) => {
  const p = ctx.plan[i] as PlannedSlide;
  if (p.templateId === 'title-slide') return 0;
  // The rules a brief asks to make unmistakable are claimed first, so no other slide takes them.
  if (i === ctx.rulesSlot) return 0.25;
  // A comparison claims the sentences that state a contrast before other slides show them as plain points.
  if (p.templateId === 'split-content' && ctx.groups[i]?.length) return 0.5;
  return ctx.groups[i]?.length ? 1 : 2;
};

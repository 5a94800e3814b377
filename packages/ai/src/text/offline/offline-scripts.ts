import { SUPPORTING_MATERIALS_MARKER, slideWordBudget, spokenWords, type Tone, type VideoStyleId } from '@lectern/core';
import { planOutline } from '../outline-plan';
import type { ScriptsResult } from '../text-generator';
import { isRuleSentence, opensOnSubject, QUIZ_ANSWER_CUE } from './offline-outline';
import { gerund, type ReadRequest, withoutLengthFraming } from './request-reading';
import { ABSTRACT_WORDS, endsAsNoun, GENERIC_WORDS, WEAK_KEYWORDS } from './stop-words';
import { analyzeText, distinctKeyphrases, type Keyphrase, type TextAnalysis, termsOf } from './text-analysis';
import {
  capitalize,
  countWords,
  ensureSentenceEnd,
  joinList,
  lowerFirst,
  numberWord,
  ordinalWord,
  shortenSentence,
  stableHash,
  stripTrailingPunctuation,
} from './text-shaping';
import { TONE_PHRASES } from './tone-phrases';

/** Spec 001 §9 speech estimate: a script may run past its slide's word budget by at most this share. */
export const SCRIPT_BUDGET_TOLERANCE = 0.15;
/**
 * A script may fall short of its budget by at most this share (decision 150): the voice's pace
 * already counts its pauses, so every word short is a shorter video. Scripts end between this
 * minimum and the budget unless a required sentence alone runs longer. 5 %, not 10 %: a voice
 * speaks some texts a few per cent faster than its measured pace (short words, short sentences),
 * and at the natural pace (decision 166) a one-minute video aimed 10 % short came out 10.6 % short.
 */
export const SCRIPT_SHORTFALL_TOLERANCE = 0.05;

/**
 * The words a slide's script may have: its seconds, less the pause the video keeps after it
 * (SLIDE_PAUSE_SECONDS), at the narration voice's measured pace (decision 150), within the tolerances.
 */
export const scriptWordRange = (durationSeconds: number, voice?: string) => {
  const budget = slideWordBudget(durationSeconds, { voice });
  return {
    budget,
    min: Math.max(1, Math.ceil(budget * (1 - SCRIPT_SHORTFALL_TOLERANCE))),
    max: Math.max(1, Math.floor(budget * (1 + SCRIPT_BUDGET_TOLERANCE))),
  };
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
  /** The style the outline was planned with: tells each slide's role ("Step by step", "Recommendation"). */
  styleId?: VideoStyleId;
  /** The brief asked to make the rules unmistakable (decision 118): rules are said plainly and never dropped for length. */
  emphasis?: boolean;
  /** The narration voice, when chosen: its measured pace sizes the scripts (decision 150). */
  voice?: string;
}

/** Titles are spoken mid-sentence: lower-case them, keeping acronyms and names in capitals. */
const spokenTitle = (title: string) =>
  stripTrailingPunctuation(title)
    .split(/\s+/)
    .map((w) => (/^[A-Z][a-z'’-]+[,;:]?$/.test(w) ? w.toLowerCase() : w))
    .join(' ');

const sentence = (text: string) => capitalize(ensureSentenceEnd(text.replace(/\s+/g, ' ').trim()));
const sentenceKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What a sentence is for, which decides when it may be used:
 * - content: the slide's points and the source's own sentences, always preferred;
 * - framing: honest talk about the video itself (the slide's role, the step count, what comes next),
 *   used only while the script is short of its budget;
 * - filler: a generic connective about a phrase ("Keep … in mind"), at most one per script.
 */
type Kind = 'content' | 'framing' | 'filler';
interface Piece {
  text: string;
  /** Where the sentence sits in the script (lower first); the order of the candidate list is the priority. */
  at: number;
  kind: Kind;
  /** Alternatives sharing a group: at most one of them is said. */
  group?: string;
  /** For a recall, the sentence recalled: never recalled in a script that already says it. */
  of?: string;
  /** A required sentence kept whole while others are shortened or left out to fit (the first emphasised rule). */
  keep?: boolean;
  /** A line announcing the slide by its title: naming a point is not saying it, so the point is still said (decision 159). */
  announces?: boolean;
  /** The closing recap: it says again, on purpose, the points the video made (issue 20 item 4). */
  recap?: boolean;
}

/** Each slide's role in its style (spec 001 §9 preset beats), when the slides still follow the plan. */
function purposesFor(styleId: VideoStyleId | undefined, slides: ScriptSlide[]): (string | undefined)[] {
  if (!styleId) return slides.map(() => undefined);
  const total = slides.reduce((n, s) => n + s.duration, 0);
  const plan = planOutline(styleId, Math.max(total, 1));
  if (plan.length !== slides.length) return slides.map(() => undefined);
  return slides.map((s, i) => (plan[i]?.templateId === s.templateId ? plan[i]?.purpose : undefined));
}

/** Lines about taking the video in (never about its subject), for a script that is still short of its length. */
const STUDY_LINES = [
  'Take a moment to look at the points on screen.',
  'Think about where this shows up in your own work.',
  'Pause the video if you want more time with this slide.',
  'If anything here is unclear, ask your manager after the video.',
  'Notice how these points fit together.',
  'Keep this in mind for the next part.',
  'Try to picture the last time this came up for you.',
  'It helps to say the main point out loud once.',
  'You can come back to this slide at any time.',
  'Make a note of anything you want to check later.',
  'Ask yourself what you would do first.',
  'Check that this matches how your team works today.',
  'Share this with a colleague who needs it.',
  'Look again at the wording on screen; it was chosen with care.',
  'Give yourself a few seconds before we move on.',
  'Consider what would change if everyone did this.',
  'Think of one question you still have about this.',
  'Compare this with what you did before.',
  'Picture the situation where this matters most.',
  'This is a good point to stop and reflect.',
  'Read the slide once more in your own time.',
  'Think about who else on your team should hear this.',
  'Ask yourself how you would explain this to a new colleague.',
  'Hold on to this as we go on.',
  'Notice which of these points you already follow.',
  'Take a breath and let this settle.',
  'Think about the hardest part of this for you.',
  'Ask yourself whether anything here surprised you.',
  'Keep a copy of the slide if it helps you.',
  'Imagine a new colleague asking you about this.',
  'Consider what you would say if someone asked why.',
  'Look out for this in your next shift or meeting.',
  'Small habits like this add up over time.',
  'Decide now when you will first put this to use.',
  'Remember that your manager is there to support you.',
  'There is no need to memorise every word.',
  'What matters most is that you act on it.',
  'Take your time with the wording on screen.',
  'Check whether your own routine already fits.',
  'You will see how this connects in a moment.',
];

/** One sentence per slide role: how a trainer announces the part of the talk. */
const PURPOSE_LINES: Record<string, string> = {
  'Situation and key facts': 'Let’s start with the key facts.',
  'Options compared': 'Let’s set the options side by side.',
  'Impact and numbers': 'Here is what it means in practice.',
  'Decision needed': 'This is the decision to take.',
  Recommendation: 'Here is the recommendation.',
  'Where we start': 'Let’s begin with where things stand.',
  'The turning point': 'This is where things change.',
  'What changes': 'Here is what changes for you.',
  'Before and after': 'Compare how it looks before and after.',
  'The lesson to keep': 'Here is the lesson to keep.',
  'Concept explained': 'Let’s start with the idea behind it.',
  'Step by step': 'Let’s go through it step by step.',
  'Try it yourself': 'Now it’s your turn to put it into practice.',
  'Recap and next steps': 'Let’s recap what you have learned.',
  'The problem': 'Let’s start with the problem.',
  'The solution': 'Here is the solution.',
  'With and without': 'Let’s see what difference it makes.',
  'Proof and results': 'Here is what the results show.',
  'Call to action': 'Here is what to do next.',
  'The rule and why it exists': 'Let’s look at the rule and why it exists.',
  'Acceptable and not acceptable': 'Let’s be clear about what is and is not acceptable.',
  'What to do': 'Here are the actions expected of you.',
  'Summary of obligations': 'Let’s sum up what is expected of you.',
};

/** Leads for a rule the brief asked to make unmistakable: they say it is a rule, nothing more. */
const RULE_LEADS = ['Make no mistake:', 'This is a firm rule:', 'Be clear on this:', 'The rule is plain:'];

const spanOf = (seconds: number) => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? 'the next minute' : `the next ${numberWord(minutes)} minutes`;
};

/** Phrases that can stand alone in a sentence ("phishing email", not "check", "common" or "day"). */
const isNameable = (k: Keyphrase) =>
  endsAsNoun(k.phrase) &&
  !WEAK_KEYWORDS.has(k.terms[k.terms.length - 1] ?? '') &&
  !(k.terms.length === 1 && (ABSTRACT_WORDS.has(k.terms[0] ?? '') || GENERIC_WORDS.has(k.terms[0] ?? ''))) &&
  !k.terms.every((t) => GENERIC_WORDS.has(t));

/** The words of `text` that take about `length` average words to say (its own syllables a word). */
const wordsFor = (text: string, length: number) => Math.floor((length * countWords(text)) / Math.max(spokenWords(text), 1e-9));

/**
 * Fits a script to its word range. Required sentences stay (shortened only when they alone exceed
 * the maximum). Candidates are taken in priority order: content and framing while they fit the
 * budget (the voice's measured pace already counts its pauses, so the budget is the slide's
 * length: decision 150), past it only while the script is still short of the minimum; at most one
 * filler, only while short of the minimum. No sentence is said twice in the video (`used` spans
 * every script).
 */
function assemble(
  required: Piece[],
  candidates: Piece[],
  range: { budget: number; min: number; max: number },
  used: Set<string>,
  sparse = false,
  videoSaid: string[][] = [],
): string {
  const maxFillers = sparse ? 2 : 1;
  const local = new Set<string>();
  const fixed = required.map((p) => ({ ...p }));
  // Lengths in average words (core spokenWords, decision 176): what the voice will spend on them.
  const total = () => fixed.reduce((n, p) => n + spokenWords(p.text), 0) + chosen.reduce((n, p) => n + spokenWords(p.text), 0);
  const chosen: Piece[] = [];
  while (total() > range.max && fixed.length) {
    // The longest sentence gives way first; a sentence marked to keep only when nothing else is left.
    const weight = (p: Piece) => countWords(p.text) - (p.keep ? 1000 : 0);
    const longest = fixed.reduce((best, p, i) => (weight(p) > weight(fixed[best] as Piece) ? i : best), 0);
    const before = (fixed[longest] as Piece).text;
    const target = wordsFor(before, spokenWords(before) - (total() - range.max));
    const shorter = target < 2 ? before : sentence(shortenSentence(before, target, { keepConnector: true }));
    // A sentence with no clause to cut at is left out whole rather than cut mid-clause.
    if (target < 2 || countWords(shorter) >= countWords(before)) fixed.splice(longest, 1);
    else (fixed[longest] as Piece).text = shorter;
  }
  const said: Set<string>[] = fixed.filter((p) => !p.announces).map((p) => new Set(termsOf(p.text)));
  const repeats = (s: string) => {
    const terms = [...new Set(termsOf(s))];
    // A short line ("Next: desk.") does not make every sentence about its one word a repeat: it needs three terms to compare.
    if (
      terms.length > 0 &&
      said.some((known) => (known.size >= 3 || terms.length < 3) && terms.filter((t) => known.has(t)).length / Math.min(terms.length, known.size || 1) >= 0.8)
    )
      return true;
    // Issue rule "a sentence is said once per video": a sentence whose facts were all said on an earlier slide is not said again.
    return (
      terms.length >= 3 &&
      videoSaid.some((known) => known.length >= 3 && terms.filter((t) => known.includes(t)).length / Math.min(terms.length, known.length) >= 0.85)
    );
  };
  let fillers = 0;
  const groups = new Set<string>();
  for (const candidate of candidates) {
    const now = total();
    if (candidate.kind === 'filler' && now >= range.min) continue;
    if (candidate.kind === 'filler' && fillers >= maxFillers) continue;
    if (candidate.group && groups.has(candidate.group)) continue;
    if (candidate.of && repeats(candidate.of)) continue;
    const text = sentence(candidate.text);
    // Framing talks about the video, not the subject, so sharing the subject's words is not a repeat.
    // A brief with almost no content may repeat a framing line or a filler across slides rather than stack them.
    const seen = sparse && candidate.kind !== 'content' ? local : used;
    if (!text || seen.has(sentenceKey(text)) || local.has(sentenceKey(text)) || (candidate.kind !== 'framing' && !candidate.recap && repeats(text))) continue;
    const n = spokenWords(text);
    const ceiling = now < range.min ? range.max : range.budget;
    let accepted: string | null = null;
    if (now + n <= ceiling) accepted = text;
    else if (candidate.kind === 'content' && now < range.min && range.max - now >= 4) {
      const short = sentence(shortenSentence(text, wordsFor(text, range.max - now), { keepConnector: true }));
      if (countWords(short) >= 4 && now + spokenWords(short) <= range.max) accepted = short;
    }
    if (!accepted) continue;
    chosen.push({ ...candidate, text: accepted });
    local.add(sentenceKey(accepted));
    if (candidate.group) groups.add(candidate.group);
    said.push(new Set(termsOf(accepted)));
    if (candidate.kind === 'filler') fillers++;
  }
  const all = [...fixed, ...chosen].sort((a, b) => a.at - b.at);
  for (const p of all) used.add(sentenceKey(p.text));
  for (const p of all) if (p.kind === 'content') videoSaid.push([...new Set(termsOf(p.text))]);
  return all.map((p) => p.text).join(' ');
}

interface VideoFacts {
  request: ReadRequest | null;
  source: TextAnalysis;
  support: TextAnalysis;
  /** The input has almost no content beyond the request. */
  sparse: boolean;
  /** How the video names its subject in a sentence: "reporting incidents", "phishing awareness". */
  subjectNoun: string;
  steps: string[];
  fillerPhrases: string[];
}

function videoFacts(request: ScriptRequest): VideoFacts {
  const { slides } = request;
  // A quiz question is not a fact to say on other slides.
  const slideText = slides
    .filter((s) => !quizAnswer(s))
    .map((s) =>
      [...(s.keyPoints ?? []), ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]
        .map((t) => stripTrailingPunctuation(t))
        .filter(Boolean)
        .join('. '),
    )
    .join('.\n\n');
  // The slides' points are material (spec 001 §1/§7): "Explain to the people you live with…" on a
  // slide is content, never read as a request to the video maker.
  const slideMaterial = slideText.trim() ? `${SUPPORTING_MATERIALS_MARKER}\n\n${slideText}` : '';
  const brief = analyzeText(request.sourceText || slideMaterial);
  const source = analyzeText([request.sourceText, slideMaterial].filter((t) => t.trim()).join('\n\n'));
  const req = brief.request ?? source.request;
  const firstTitle = slides.find((s) => s.templateId === 'title-slide')?.title;
  const whatWorks = req?.subject ? /^(?:how|why|what|when|where)\s+(.+?)\s+(?:works?|matters?|is|are|happens?|changes?|means?)$/i.exec(req.subject) : null;
  const subjectNoun = req?.action
    ? gerund(req.action)
    : whatWorks
      ? (whatWorks[1] as string)
      : req?.subject && /^about /i.test(req.subject)
        ? req.subject.replace(/^about\s+/i, '')
        : spokenTitle(withoutLengthFraming(request.projectTitle.trim()) || firstTitle || slides[0]?.title || 'this topic');
  const subjectTerms = new Set(termsOf(subjectNoun));
  const phrases = distinctKeyphrases(source.keyphrases.filter(isNameable), 6)
    .filter((k) => (k.terms.length > 1 || k.score >= 0.5) && !k.terms.some((t) => subjectTerms.has(t)))
    .map((k) => k.phrase);
  // The supporting sentences come from what the user gave; the slides' own points only stand in when there is nothing else.
  const support = request.sourceText.trim() ? brief : source;
  const sparse = brief.sentences.reduce((n, s) => n + s.terms.length, 0) < 25;
  return { request: req, source, support, sparse, subjectNoun, steps: req?.steps ?? [], fillerPhrases: [subjectNoun, ...phrases] };
}

/** Writes one narration per slide, sized to the slide's duration and linked from slide to slide. */
export function writeOfflineScripts(request: ScriptRequest): ScriptsResult {
  const { slides, tone } = request;
  const phrases = TONE_PHRASES[tone];
  const facts = videoFacts(request);
  const { request: req, source, steps } = facts;
  const given = request.sourceText.trim() ? source : null;
  const purposes = purposesFor(request.styleId, slides);
  const stepNumber = (point: string) => steps.findIndex((st) => sentenceKey(st) === sentenceKey(point)) + 1;
  const totalSeconds = slides.reduce((n, s) => n + s.duration, 0);
  const used = new Set<string>();
  /** Content terms of every sentence said so far, slide after slide. */
  const videoSaid: string[][] = [];
  // A quiz or a slide named by its role ("Recap and Next Steps") is not a topic to announce or recap.
  const isRoleTitle = (s: ScriptSlide, i: number) => !!quizAnswer(s) || (!!purposes[i] && sentenceKey(s.title).startsWith(sentenceKey(purposes[i] as string)));
  const contentSlides = slides
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => i > 0 && i < slides.length - 1 && (s.templateId === 'bullet-points' || s.templateId === 'split-content'));
  // Each slide's points in full: another slide's supporting sentences leave them to their own slide.
  const pointKeys = slides.map((s) => new Set((s.keyPoints ?? []).map((p) => sentenceKey(fullSentenceOf(stripTrailingPunctuation(p), given)))));
  // Without the user's own material the closing slide's line is only its slides' points joined: it stays on the close too (decision 159).
  const othersPoints = (i: number) => new Set(pointKeys.flatMap((set, k) => (k === i || (k === slides.length - 1 && given) ? [] : [...set])));
  /** Source sentences (by index) whose words have all been spoken so far. */
  const saidFacts = new Set<number>();
  let stepsCounted = false;
  let questionAsked = false;
  let rulesSaid = 0;

  const scripts = slides.map((slide, i) => {
    const isFirst = i === 0;
    const isLast = i === slides.length - 1 && slides.length > 1;
    const variant = stableHash(slide.id + slide.title) % 4;
    const range = scriptWordRange(slide.duration, request.voice);
    const points = (slide.keyPoints ?? []).map((p) => stripTrailingPunctuation(p)).filter(Boolean);
    const required: Piece[] = [];
    const candidates: Piece[] = [];
    const content = (text: string, at: number): void => {
      candidates.push({ text, at, kind: 'content' });
    };
    const framing = (text: string, at: number): void => {
      candidates.push({ text, at, kind: 'framing' });
    };
    const purpose = purposes[i];
    /** The slide's first emphasised rule is said whole, whatever else gives way to fit the slide's length. */
    let ruleKept = false;
    const slideSteps = [
      ...new Set([...points, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])].map(stepNumber).filter((k) => k > 0)),
    ].sort((a, b) => a - b);

    if (isFirst) {
      if (req?.subject) {
        // The promise says what the video is for; the greeting goes first when both fit.
        required.push({ text: phrases.promise(spanOf(totalSeconds), req.subject, steps.length >= 2), at: 1, kind: 'content' });
        content(phrases.welcome, 0);
      } else {
        required.push({ text: phrases.opener(stripTrailingPunctuation(slide.title)), at: 0, kind: 'content' });
        const upcoming = contentSlides
          .filter(({ s, i: k }) => !isRoleTitle(s, k))
          .slice(0, 3)
          .map(({ s }) => spokenTitle(s.title));
        if (upcoming.length) content(phrases.agenda(joinList(upcoming)), 1);
        if (slide.description?.trim()) content(slide.description, 2);
      }
    } else if (quizAnswer(slide)) {
      // A quiz: the question, a pause to think, then the answer said out loud (and the goodbye when it closes the video).
      required.push({ text: 'Time for a quick question.', at: 0, kind: 'content' });
      required.push({ text: sentence(slide.description?.trim() || slide.title), at: 1, kind: 'content' });
      required.push({ text: 'Take a moment to think about it.', at: 2, kind: 'content' });
      required.push({ text: `The answer is ${quizAnswer(slide)}.`, at: 3, kind: 'content' });
      if (isLast) required.push({ text: phrases.closer, at: 99, kind: 'content' });
    } else if (isLast) {
      // A closing on a brief's list recaps the list whole (issue 20 item 4: it recaps the points really made);
      // the general "to conclude" line gives way to it when the slide is short (decision 159).
      if (steps.length >= 2) {
        required.push({ text: phrases.remember(numberWord(steps.length), joinList(steps.map((s) => lowerFirst(s)))), at: 2, kind: 'content', keep: true });
        content(phrases.conclusion(facts.subjectNoun), 0);
      } else required.push({ text: phrases.conclusion(facts.subjectNoun), at: 0, kind: 'content' });
      required.push({ text: phrases.closer, at: 99, kind: 'content' });
    } else if (slide.templateId === 'focus-quote') {
      // Each Key Message slide gets its own lead-in; once the tone's are spent, the message stands alone.
      const leads = phrases.quoteLead.map((_, k) => phrases.quoteLead[(k + variant) % phrases.quoteLead.length] as string);
      const lead = leads.find((l) => !used.has(sentenceKey(l)));
      if (lead) required.push({ text: lead, at: 0, kind: 'content' });
    } else {
      const first = slideSteps[0];
      // A slide holding some of the brief's steps is announced by its place in the sequence.
      const name = first && slideSteps.length < steps.length ? `the ${ordinalWord(first)} step` : spokenTitle(slide.title);
      required.push({
        text: (phrases.transitions[(i + variant) % phrases.transitions.length] as (t: string) => string)(name),
        at: 0,
        kind: 'content',
        announces: true,
      });
    }

    if (quizAnswer(slide)) {
      // The quiz says its question and answer, nothing else from the slide.
    } else if (isLast) {
      if (steps.length < 2) {
        // A title another one already holds ("Allergens" after "Handwashing and Allergens") is not named twice.
        const titles = contentSlides.filter(({ s, i: k }) => !isRoleTitle(s, k)).map(({ s }) => spokenTitle(s.title));
        // A title joining others ("Warning Signs and What to Do") goes first; then one held by a longer one.
        const joins = (t: string) => {
          const parts = t.split(/,\s+|\s+and\s+/).map(sentenceKey);
          return parts.length > 1 && parts.every((p) => titles.some((o) => o !== t && sentenceKey(o) === p));
        };
        const kept = titles.filter((t) => !joins(t));
        const topics = kept
          .filter((t, k) => !kept.some((o, j) => j !== k && o.length > t.length && ` ${sentenceKey(o)} `.includes(` ${sentenceKey(t)} `)))
          .slice(0, 4);
        if (topics.length >= 2) candidates.push({ text: phrases.recap(joinList(topics)), at: 2, kind: 'content', recap: true });
        // A closing list with no topics to name (one slide held them all) is recapped by its own points, in order (decision 159).
        else if (slide.templateId === 'bullet-points' && points.length >= 2)
          candidates.push({ text: capitalize(`${joinList(points.map((p) => lowerFirst(p)))}.`), at: 2, kind: 'content', recap: true });
      }
      if (slide.templateId === 'focus-quote' && slide.description?.trim() && steps.length < 2) {
        const message = sentence(slide.description);
        if (!used.has(sentenceKey(message))) candidates.push({ text: message, at: 3, kind: 'content', recap: true });
      }
      // The closing summary names what was covered (the recap above); it never says the slides' sentences again.
    } else if (slide.templateId === 'focus-quote') {
      const message = sentence(slide.description?.trim() || points[0] || slide.title);
      // A key message already said on an earlier slide is repeated on purpose, and said so.
      // A message already said on an earlier slide is shown, not said again.
      if (!used.has(sentenceKey(message))) content(message, 2);
    } else if (slide.templateId === 'split-content' && slide.leftColumnTitle && slide.rightColumnTitle) {
      const columns = [
        [slide.leftColumnTitle, slide.leftColumnPoints ?? []],
        [slide.rightColumnTitle, slide.rightColumnPoints ?? []],
      ] as const;
      const stepColumns = columns.every(([, list]) => list.length > 0 && list.every((p) => stepNumber(p) > 0));
      if (stepColumns) {
        columns.forEach(([, list], c) => {
          list.forEach((p, k) => {
            content(stepSentence(p, stepNumber(p), steps.length, tone), 2 + c + k / 10);
          });
        });
      } else {
        const doAndDont = /^do$/i.test(slide.leftColumnTitle.trim());
        content(
          doAndDont ? 'Here is what to do, and what to avoid.' : phrases.compare(spokenTitle(slide.leftColumnTitle), spokenTitle(slide.rightColumnTitle)),
          1,
        );
        columns.forEach(([title, list], c) => {
          if (!list.length) return;
          const plain = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
          // "Don't promise…; don't paste…" already says its column: no "Don't: don't…".
          const saysTitle = list.some((p) => plain(p).startsWith(`${plain(stripTrailingPunctuation(title))} `));
          const said = list.map((p) => lowerFirst(stripTrailingPunctuation(p))).join('; ');
          content(saysTitle ? capitalize(`${said}.`) : `${stripTrailingPunctuation(title)}: ${said}.`, 2 + c);
        });
      }
    } else if (!isFirst) {
      const description = slide.description?.trim() ?? '';
      if (description && !/^(?:steps?\b|\w+ steps, in order)/i.test(description) && slideSteps.length === 0) content(description, 1);
      points.forEach((p, k) => {
        const n = stepNumber(p);
        const full = fullSentenceOf(p, given);
        if (n) content(stepSentence(p, n, steps.length, tone), 2 + k / 10);
        else if (request.emphasis && isRuleSentence(full) && !used.has(sentenceKey(sentence(full)))) {
          // An emphasised rule is said plainly, with a lead that marks it as a rule, and always said.
          const lead = RULE_LEADS[rulesSaid++ % RULE_LEADS.length] as string;
          required.push({ text: sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(full))}`), at: 2 + k / 10, kind: 'content', keep: !ruleKept });
          ruleKept = true;
        } else if (!used.has(sentenceKey(sentence(full)))) content(pointSentence(full, k, points.length, tone, variant), 2 + k / 10);
      });
    }

    // The source's own sentences that share this slide's terms, each said once in the video.
    const slideTerms = new Set(termsOf([slide.title, slide.description ?? '', ...points].join(' ')));
    // The sections the slide's points come from: their other sentences explain the slide first.
    const pointKeysHere = [...(pointKeys[i] ?? [])];
    const ownSections = new Set(facts.support.sentences.filter((x) => pointKeysHere.some((k) => k && sentenceKey(x.text).startsWith(k))).map((x) => x.section));
    if (!(isFirst && req?.subject) && !quizAnswer(slide))
      facts.support.sentences
        .map((s) => ({ s, overlap: new Set(s.terms.filter((t) => slideTerms.has(t))).size + (ownSections.has(s.section) ? 10 : 0) }))
        .filter((x) => x.overlap > 0 && x.s.words >= 4 && (!x.s.isListItem || ownSections.has(x.s.section)))
        // Another slide's points stay for that slide: said here, they could not be said there.
        .filter((x) => !othersPoints(i).has(sentenceKey(x.s.text)))
        .sort((a, b) => b.overlap - a.overlap || b.s.score - a.s.score || a.s.index - b.s.index)
        .forEach((x, k) => {
          content(x.s.text, 5 + k / 10);
        });

    // Framing, only while the script is short: the slide's role, the sequence, the audience, what comes next.
    // Points said before are never recalled ("Remember, …"): a sentence is said once per video.
    // A slide holding one of the brief's steps keeps to its step, whatever its planned role.
    if (purpose && PURPOSE_LINES[purpose] && !isFirst && !quizAnswer(slide) && (slideSteps.length === 0 || isLast || /step/i.test(purpose)))
      framing(PURPOSE_LINES[purpose] as string, 0.5);
    if (req?.action && (!questionAsked || facts.sparse) && !isFirst && !isLast) {
      framing(`So how do you ${req.action}?`, 1.2);
    }
    if (slideSteps.length && steps.length >= 2 && !stepsCounted && !isLast) framing(`There are ${numberWord(steps.length)} steps.`, 1.3);
    if (slideSteps.length === 1 && steps.length >= 2 && !isLast)
      framing(`That is step ${numberWord(slideSteps[0] as number)} of ${numberWord(steps.length)}.`, 4);
    if (slideSteps.length && (slideSteps[0] as number) > 1 && !isLast) {
      const sofar = steps.slice(0, (slideSteps[slideSteps.length - 1] as number) - 0).map((s) => lowerFirst(s));
      if (sofar.length >= 2 && sofar.length < steps.length) framing(`So far: ${joinList(sofar)}.`, 6);
    }
    if (slideSteps.length && steps.length >= 2 && !isLast) framing('Don’t skip a step, even when you are busy.', 6.5);
    if (req?.audience) {
      const a = req.audience;
      const lines = [
        `This applies to all ${a}.`,
        `If you are one of the ${a}, this part is for you.`,
        `Listen closely if you are one of the ${a}.`,
        `Every one of the ${a} needs this.`,
      ];
      // One line per slide; a brief with almost nothing else to say may use them all.
      for (let k = 0; k < (facts.sparse && !isFirst ? lines.length : 1); k++) framing(lines[(i + k) % lines.length] as string, isFirst ? 3 : 7 + k / 10);
    }
    const next = slides[i + 1];
    if (!isFirst && !isLast && !slideSteps.length && !isRoleTitle(slide, i)) framing(`That covers ${spokenTitle(slide.title)}.`, 7.8);
    if (slide.templateId === 'split-content' && slide.leftColumnTitle && slide.rightColumnTitle && !isLast) {
      framing(`Compare the two sides: ${spokenTitle(slide.leftColumnTitle)} on the left, ${spokenTitle(slide.rightColumnTitle)} on the right.`, 1.5);
    }
    if (slide.templateId === 'bullet-points' && points.length >= 2 && !isLast && !isFirst)
      framing(`You can see the ${numberWord(points.length)} points on screen.`, 1.5);
    if (slide.templateId === 'focus-quote' && !isFirst && !isLast) framing('Let that sink in for a moment.', 3);
    // Honest talk about using the video, each line said once per video, only while a script is still short.
    // A line about "the points on screen" only where the slide shows two or more (decision 159).
    for (const [k, line] of STUDY_LINES.entries()) if (!isFirst && (points.length >= 2 || !/\bpoints\b/.test(line))) framing(line, 7.6 + k / 100);
    if (isFirst) framing('Let’s get started.', 9.5);
    const nextIsContent = next && (next.templateId === 'bullet-points' || next.templateId === 'split-content');
    if (next && nextIsContent && i + 1 < slides.length - 1 && !isFirst && !isRoleTitle(next, i + 1)) {
      const nextSteps = [...(next.keyPoints ?? [])].map(stepNumber).filter((k) => k > 0);
      framing(
        nextSteps.length && nextSteps.length < steps.length
          ? `Then comes the ${ordinalWord(nextSteps[0] as number)} step.`
          : `Next, we'll look at ${spokenTitle(next.title)}.`,
        8,
      );
    }
    // At most one filler is taken: picturing the slide's own step first, else a sentence about the subject.
    if (slideSteps.length === 1 && !isLast) {
      candidates.push({ text: `Picture yourself doing it next time: ${lowerFirst(steps[(slideSteps[0] as number) - 1] as string)}.`, at: 7.5, kind: 'filler' });
    }
    const templates = phrases.elaborations;
    facts.fillerPhrases.forEach((p, k) => {
      for (let t = 0; t < templates.length; t++) {
        candidates.push({ text: (templates[(t + k + variant + i) % templates.length] as (x: string) => string)(p), at: 9, kind: 'filler' });
      }
    });

    // A brief that is little more than its request cannot fill a long video with its own words: only
    // then may a second filler and repeated framing close the gap to the spoken-length minimum (spec 001 §9 budget).
    const script = assemble(required, candidates, range, used, facts.sparse, videoSaid);
    const spoken = new Set(termsOf(script));
    for (const x of facts.support.sentences) if (x.terms.length && x.terms.every((t) => spoken.has(t))) saidFacts.add(x.index);
    if (/So how do you /.test(script)) questionAsked = true;
    if (/There are \w+ steps\./.test(script)) stepsCounted = true;
    return { slideId: slide.id, script, visualCues: slide.visualCues?.length ? slide.visualCues : [`Illustration of ${slide.title}`] };
  });
  return { scripts };
}

/** The answer of a quiz slide, carried by its visual cue; null for any other slide. */
function quizAnswer(slide: ScriptSlide): string | null {
  const cue = slide.visualCues?.find((c) => c.startsWith(QUIZ_ANSWER_CUE));
  return cue ? stripTrailingPunctuation(cue.slice(QUIZ_ANSWER_CUE.length).trim()) || null : null;
}

/** "First, stop." "Finally, file the report the same day." */
function stepSentence(step: string, n: number, total: number, tone: Tone): string {
  const { leads } = TONE_PHRASES[tone];
  const lead = n === 1 ? leads.first : n === total ? leads.last : (leads.middle[(n - 2) % leads.middle.length] as string);
  return sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(step))}`);
}

function pointSentence(text: string, k: number, count: number, tone: Tone, offset: number): string {
  const { leads } = TONE_PHRASES[tone];
  // A slide's only point is said plainly: "First," promises a second (decision 159).
  if (count === 1) return sentence(text);
  let lead = k === 0 ? leads.first : k === count - 1 && count > 2 ? leads.last : (leads.middle[(k + offset) % leads.middle.length] as string);
  // "Note that" takes a statement with its subject: an order ("Shred printed documents…") gets a lead that can precede it.
  if (/\bthat$/i.test(lead) && !opensOnSubject(text)) lead = leads.middle.find((l) => !/\bthat$/i.test(l)) ?? 'Also,';
  return sentence(`${lead} ${lowerFirst(stripTrailingPunctuation(text))}`);
}

/**
 * The source sentence a shortened key point came from: said in full, it explains the point. Only the
 * user's own material says a point in full: another slide's line joining several points ("Hear the
 * alarm, leave by …") is not the fuller form of one of them (decision 159).
 */
function fullSentenceOf(point: string, source: TextAnalysis | null): string {
  if (!source) return point;
  const key = sentenceKey(point);
  const match = source.sentences.find((s) => s.words > countWords(point) && sentenceKey(s.text).startsWith(key) && s.words <= countWords(point) + 14);
  return match ? match.text : point;
}

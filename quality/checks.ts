import { briefFraming, isInstruction, looksLikeCode } from '@lectern/ai';
import { planPresetSlides, type Slide, VIDEO_STYLE_IDS } from '@lectern/core';

/** The point rules every provider is judged by live once, in the engine (decision 162). */
export { briefFraming, isInstruction, looksLikeCode };

/**
 * Defect rules of "What the default engine writes is fit to show learners", checked on what a
 * learner sees and hears: slide titles, descriptions, bullets and columns, and each narrated
 * sentence. Every rule is generic — it knows nothing about a particular case.
 */
export interface Defect {
  rule: string;
  slide: number;
  text: string;
}

export interface VideoUnderTest {
  brief: string;
  /** Each document's pages as extracted. */
  documents: { filename: string; pages: string[] }[];
  /** Text given as content (documents joined, pasted text). */
  materials: string;
  slides: Slide[];
  scripts: string[];
}

interface Unit {
  slide: number;
  field: 'title' | 'description' | 'point' | 'column-title' | 'column-point' | 'narration';
  text: string;
}

const FUNCTION_WORDS = new Set(
  `a an the of to for with and or but nor at on in by from into onto as than that which who whom whose your our their its his her my
  is are was were be been being will would can could should may might must shall has have had do does did not no very
  if when while because about via per such both either neither each every any some`.split(/\s+/),
);
/** A clause opened by a question word that ends on its copula ("what the agent is", "who they were"). */
// An embedded question or relative clause may end on its verb, an auxiliary standing for the main verb
// included: "what Debian GNU/Linux is", "record what they did", "see what it can".
const INDIRECT_QUESTION_END =
  /\b(?:what|who|which|where|when|how|why|whether)\s+[^,.;:!?]+?\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|must|has|have|had)[.!]?$/i;
const CONTENTS_LABEL = /(?:^|[.:!?]\s+)(?:table of )?contents\s*:/i;
const CONTENTS_ENTRY = /(?:^|[·|•]\s*|:\s*)\d+(?:\.\d+)*\.?\s+\p{Lu}[^·|•\n]{2,60}?\s*(?=[·|•]|$)/gu;
const FOOTNOTE = /\[\^?\w{1,4}\]:|\[\^\w{1,4}\]|[\p{L}.)]\[\d{1,3}\](?=[\s.,;:]|$)/u;
const RUNNING_LINE = /\b(?:chapter|part|unit|section|module)\s+\d+\s*[·|•]\s*[^·|•]+[·|•]\s*\d{1,4}\s*\.?$/i;
const CAPTION = /^(?:figure|fig\.|table|diagram|photo|image|illustration)\s+\d+(?:\.\d+)*\.?\s+\p{Lu}/iu;
const FIGURE_POINTER = /\b(?:see|in|shown in)\s+(?:figure|fig\.|diagram|illustration)\s+\d/i;
const INVERTED_QUESTION =
  /(?:^|[,:;]\s+)(?:(?:why|how|when|where)\s+(?:do|does|did|is|are|can|could|should|will|would)|what\s+(?:do|does|did))\s+(?:the|a|an|this|these|those|it|you|we|they|i|\p{Ll}+)\b/iu;
/** A viewer's own question said as a statement ("When am I enrolled.", "Can I opt out"): its pronoun after the verb (decision 219). */
const ASKED_QUESTION =
  /^(?:(?:who|what|when|where|how|why|which)\s+(?:am|do|does|did|can|could|should|will|must)\s+(?:i|we|you)|(?:can|could|should|do|does|must|may|am)\s+(?:i|we)\s+\p{Ll})\b/iu;
const SUBORDINATORS = /^(?:if|when|whenever|unless|although|though|because|since|while|before|after|once|as|until|where|whether|so that)\b/i;

const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}$€£%][\p{L}\p{N}$€£%'’.,:-]*/gu)
    ?.map((w) => w.replace(/[.,:]+$/, '')) ?? [];
const norm = (text: string) => words(text).join(' ');
const stem = (w: string) =>
  w
    .replace(/'s$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?<!s)s$/, '');
const STOP = new Set(
  `a an the of to for with and or but at on in by from into as than that which who your our their its is are was were be been will would can could should may
  might must has have had do does not no this these those if when while because about it you we they i he she them us what how why where all any each every
  so up out over under more most also just only then there here`.split(/\s+/),
);
const contentTerms = (text: string) =>
  words(text)
    .filter((w) => !STOP.has(w) && w.length > 1)
    .map(stem);

export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[“"‘(]?[\p{Lu}\p{N}$€£])/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));

function unitsOf(video: VideoUnderTest): Unit[] {
  const out: Unit[] = [];
  video.slides.forEach((s, i) => {
    const n = i + 1;
    out.push({ slide: n, field: 'title', text: s.title });
    if (s.description) out.push({ slide: n, field: 'description', text: s.description });
    for (const p of s.keyPoints) out.push({ slide: n, field: 'point', text: p });
    if (s.templateId === 'split-content') {
      for (const t of [s.leftColumnTitle, s.rightColumnTitle]) if (t) out.push({ slide: n, field: 'column-title', text: t });
      for (const p of [...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]) out.push({ slide: n, field: 'column-point', text: p });
    }
  });
  video.scripts.forEach((script, i) => {
    for (const s of sentencesOf(script)) out.push({ slide: i + 1, field: 'narration', text: s });
  });
  return out;
}

/**
 * The part of an instruction that only steers: listed topics and the subject after "how to"/"about" are content, as is
 * a question-word clause ("explaining how our programme works", "who to call", "where to park"): it names the subject.
 */
export function instructionFrame(sentence: string): string {
  return sentence
    .replace(/^(\s*(?:please\s+)?(?:explain|summari[sz]e|teach|show|describe|present|introduce|outline)\s+)(.+?)(\s+(?:to|for)\s+)/i, '$1 | $3')
    .replace(/:.*$/s, '')
    .replace(/\b(?:cover(?:ing)?|including|include|such as|namely)\b.*$/is, '')
    .replace(/\b(?:on how to|how to|about|on|that|what|when|why|how|who|where|which|whether)\b.*$/is, '');
}

const ngrams = (ws: string[], n: number) => {
  const out = new Set<string>();
  for (let i = 0; i + n <= ws.length; i++) out.add(ws.slice(i, i + n).join(' '));
  return out;
};

/** Column titles that state a contrast, and what each side's points must say. */
const NEGATION = /\b(?:never|not|no|nobody|none|avoid|refuse|without|stop|forbidden|prohibited|cannot)\b|n['’]t\b/i;
const RISK =
  /\b(?:risks?|costs?|danger|drawbacks?|downsides?|los[se]|loss|fines?|penalt\w*|injur\w*|harm\w*|delays?|slower|worse|problems?|expensive|fail\w*)\b/i;
const CONTRAST_PAIRS: { left: RegExp; right: RegExp; leftCue?: RegExp; rightCue: RegExp; leftMustNot?: RegExp }[] = [
  { left: /^do$/i, right: /^(?:don['’]t|do not)$/i, rightCue: NEGATION, leftMustNot: /^(?:never|don['’]t|do not|avoid)\b/i },
  { left: /^acceptable$/i, right: /^not acceptable$/i, rightCue: NEGATION, leftMustNot: /^(?:never|don['’]t|do not|avoid)\b/i },
  { left: /^(?:benefits?|pros|advantages?|gains)$/i, right: /^(?:risks?|cons|disadvantages?|drawbacks?|costs?)$/i, rightCue: RISK },
  { left: /^with$/i, right: /^without$/i, rightCue: /\b(?:without|no|not|never)\b|n['’]t\b/i },
  {
    left: /^before$/i,
    right: /^after$/i,
    leftCue: /\b(?:before|previously|used to|in the past|until|was|were|had|old|today)\b/i,
    rightCue: /\b(?:after|now|will|from|new|with|once)\b/i,
  },
];

const ROLE_WORDS = new Set(
  `situation key fact option compared impact number decision needed recommendation where start turning point what change before after lesson keep
  concept explained step try yourself recap next problem solution proof result call action rule why exist acceptable summary obligation message
  takeaway remember welcome quiz question quick check`
    .split(/\s+/)
    .map(stem),
);
const ROLE_TITLES = new Set(VIDEO_STYLE_IDS.flatMap((id) => planPresetSlides(id, 120).map((p) => norm(p.purpose))));
/** The brief asks to make rules or obligations stand out. */
const EMPHASIS_ASK =
  /\b(?:unmistakable|make (?:it |this |sure )?(?:(?:the|our) [\w ]{1,30} )?(?:clear|obvious|explicit)|make clear|emphasi[sz]e|stress|highlight)\b/i;
/** A rule: an obligation, a prohibition or a limit. */
const RULE_WORDS =
  /\b(?:must|never|always|only|do not|don['’]t|at least|at most|within|no more than|no later than|or below|or above|above \d|below \d|over [$€£]?\d|under [$€£]?\d)\b/i;
/** Every role a style's slide can have, at any length ("Decision needed" appears only in longer videos). */
const ROLE_NAMES = new Set(
  VIDEO_STYLE_IDS.flatMap((id) => ([60, 120, 180, 240, 300] as const).flatMap((d) => planPresetSlides(id, d).map((p) => norm(p.purpose)))),
);
/** Verbs and adverbs a heading never ends on: a title ending so is a piece of a sentence. */
const WEAK_TITLE_END =
  /^(?:close|closer|away|together|back|out|up|down|off|again|here|there|now|today|ahead|apart|aside|around|too|also|still|even|just|very|first|later|stay|stays|stayed|keep|keeps|kept|go|goes|went|get|gets|got|make|makes|made|take|takes|took|need|needs|want|wants|remain|remains|become|becomes|seem|seems|apply|applies|applied|happen|happens|lift|lifts|carry|carries|say|says|said|tell|tells|ask|asks|let|lets|is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|will|would|should|must|may|might|refunded|reported|paid|given|moved|changed|started|done|stops|starts|works|helps|means|includes|covers|sounds)$/;
const NOT_ADVERBS = new Set([
  'family',
  'supply',
  'apply',
  'reply',
  'july',
  'italy',
  'assembly',
  'anomaly',
  'ally',
  'rally',
  'monthly',
  'weekly',
  'daily',
  'quarterly',
  'yearly',
]);

/** Words a title may use for what its points say in other words. */
const SYNONYMS: Record<string, RegExp> = {
  help: /\b(?:help|contact|ask|call|email|write|desk|support|team|extension|portal)\b/i,
};

/** Lines that repeat on several pages of one document: running headers, footers, page numbers. */
function furnitureOf(documents: VideoUnderTest['documents']): string[] {
  const out: string[] = [];
  for (const d of documents) {
    const counts = new Map<string, number>();
    // A running header or footer sits among a page's first or last two lines (decision 192): a phrase
    // that opens lines of the body on several pages ("For more information, see") is not furniture,
    // and nor is the document's title set again over its copyright page.
    const title = d.pages[0]
      ?.split('\n')
      .find((l) => l.trim())
      ?.trim();
    for (const page of d.pages) {
      const lines = page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      for (const line of new Set([...lines.slice(0, 2), ...lines.slice(-2)])) if (line !== title) counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    // A deck's slide opens on its title, which an agenda lists again: a title is no running line (decision 214).
    const titles = /\.pptx$/i.test(d.filename)
      ? new Set(
          d.pages.map((p) =>
            p
              .split('\n')
              .find((l) => l.trim())
              ?.trim(),
          ),
        )
      : new Set<string>();
    for (const [line, n] of counts) if (n >= 2 && words(line).length >= 3 && !titles.has(line)) out.push(norm(line));
  }
  return out;
}

/** Short lines without end punctuation in the documents: their headings. */
function headingsOf(documents: VideoUnderTest['documents']): string[] {
  return documents.flatMap((d) =>
    d.pages.flatMap((p) =>
      p
        .split('\n')
        .map((l) =>
          l
            .replace(/^#+\s*/, '')
            .replace(/^\d+(?:\.\d+)*\.?\s+/, '')
            .trim(),
        )
        .filter((l) => l && words(l).length >= 2 && words(l).length <= 6 && !/[.!?,;:]$/.test(l) && /^\p{Lu}/u.test(l)),
    ),
  );
}

/** Topics the brief asks to cover: "Cover A, B and C." */
export function requestedTopics(brief: string): string[] {
  const out: string[] = [];
  for (const s of sentencesOf(brief)) {
    const m = /\b(?:cover(?:ing)?|including|include|such as)\s*:?\s+(.+)$/i.exec(s);
    if (!m) continue;
    const list = (m[1] as string).replace(/[.!?]+$/, '');
    for (const item of list.split(/\s*,\s*|\s+and\s+/)) {
      const t = item.replace(/^(?:and|or|the|our|your|a|an)\s+/i, '').trim();
      // ("covering the basics" names no topic: it says how much, decision 219)
      if (t && !/^(?:basics|essentials|key points|main points|highlights|everything)$/i.test(t)) out.push(t);
    }
  }
  return out;
}

export function findDefects(video: VideoUnderTest): Defect[] {
  const defects: Defect[] = [];
  const add = (rule: string, slide: number, text: string) => defects.push({ rule, slide, text });
  const units = unitsOf(video);
  const sourceSentences = sentencesOf(`${video.brief}\n${video.materials}`.replace(/\n+/g, ' . '))
    .map((s) => s.replace(/^[\s.]+/, ''))
    .filter(Boolean);
  const sourceNorm = ` ${norm(`${video.brief} ${video.materials}`)} `;
  // For the cut check a wrapped line is not a sentence: a line that goes on in lower case continues
  // the one before ("…with the doc-debian package installed\nthere is a list…").
  const runningSentences = sentencesOf(`${video.brief}\n${video.materials}`.replace(/\n+(?=\s*\p{Ll})/gu, ' ').replace(/\n+/g, ' . '))
    .map((s) => s.replace(/^[\s.]+/, ''))
    .filter(Boolean);
  const materialsNorm = ` ${norm(labelTables(video.materials))} `;

  // 1. The brief's instructions never appear on a slide or in the narration.
  const instructions = sentencesOf(video.brief.replace(/\n+/g, ' ')).filter(isInstruction);
  const leaks = instructions.map((s) => [...ngrams(words(instructionFrame(s)), 5)].filter((g) => !materialsNorm.includes(` ${g} `)));
  for (const u of units) {
    const grams = ngrams(words(u.text), 5);
    if (leaks.some((list) => list.some((g) => grams.has(g)))) add('instruction-shown', u.slide, u.text);
  }
  // A requested quiz is a real question with its answer said.
  if (/\bquiz\b/i.test(video.brief)) {
    const quiz = video.slides.findIndex(
      (s, i) => /\?/.test([s.title, s.description, ...s.keyPoints].join(' ')) && /\banswer\b/i.test(video.scripts[i] ?? '') && i > 0,
    );
    if (quiz < 0) add('quiz-missing', 0, 'The brief asks for a quiz and no slide asks a question whose answer is said');
  }
  // Each topic the brief names is covered, or the outline says it could not be found.
  const all = units.map((u) => u.text).join(' ');
  for (const topic of requestedTopics(video.brief)) {
    const terms = contentTerms(topic);
    const covered = terms.length === 0 || terms.some((t) => contentTerms(all).includes(t));
    if (!covered) add('topic-missing', 0, topic);
  }

  // 2. File names and page furniture never appear.
  const furniture = furnitureOf(video.documents);
  const headings = headingsOf(video.documents);
  for (const u of units) {
    const lower = u.text.toLowerCase();
    if (/\b[\w-]+\.(?:pdf|docx?|pptx?|txt|md)\b/i.test(u.text) || video.documents.some((d) => lower.includes(d.filename.toLowerCase())))
      add('file-name', u.slide, u.text);
    const n = ` ${norm(u.text)} `;
    if (/\bpage \d+(?: of \d+)?\b/i.test(u.text) || furniture.some((f) => n.includes(` ${f} `))) add('page-furniture', u.slide, u.text);
    // A table of contents is the document's navigation, never a point or a line: a "Contents:" label,
    // or three numbered entries in a row ("1 Who this guidance is for · 2 The law · 3 …").
    if (CONTENTS_LABEL.test(u.text) || (u.text.match(CONTENTS_ENTRY) ?? []).length >= 3) add('contents-read', u.slide, u.text);
    // A note's marker or its text ("[^1]: Guidance note WSO-9…", "…itself.[7]") is the page's apparatus.
    if (FOOTNOTE.test(u.text)) add('footnote-shown', u.slide, u.text);
    // A running line of a printed page: "Chapter 4 · The Water Cycle · 61".
    if (RUNNING_LINE.test(u.text)) add('page-furniture', u.slide, u.text);
    // A figure's caption is the figure's, and a pointer to a figure leads to nothing the viewer sees.
    if (u.field !== 'title' && CAPTION.test(u.text.trim())) add('caption-shown', u.slide, u.text);
    if (u.field === 'narration' && FIGURE_POINTER.test(u.text)) add('figure-reference', u.slide, u.text);
    // A question said as a statement ("To start, why does water vapour condense as it rises.").
    // (A heading in title case written as a question is the source's own heading, listed as such.)
    const titleCase = (u.text.match(/\b\p{Lu}/gu) ?? []).length >= Math.max(2, words(u.text).length * 0.6);
    if (
      (u.field === 'narration' || u.field === 'point') &&
      !titleCase &&
      !/\?\s*$/.test(u.text) &&
      (INVERTED_QUESTION.test(u.text) || ASKED_QUESTION.test(u.text.trim()))
    )
      add('question-as-statement', u.slide, u.text);
    // The voice does not read separators: "Evaporation · transpiration · condensation".
    if (u.field === 'narration' && /\s[·|•]\s/.test(u.text)) add('symbol-said', u.slide, u.text);
    if (u.field !== 'title' && u.field !== 'column-title') {
      const fused = headings.find(
        (h) => new RegExp(`(?:^|[^\\p{L}])${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\p{Lu}\\p{Ll}`, 'u').test(u.text) && u.text.trim() !== h,
      );
      if (fused) add('heading-fused', u.slide, u.text);
    }
  }

  // 2a. A content slide says something: one whose only point is a heading of the source shows a
  // label and no content ("Hot Weather — • Who this guidance is for").
  const headingNorms = new Set(headings.map(norm));
  video.slides.forEach((s, i) => {
    if (i === 0 || i === video.slides.length - 1 || s.templateId !== 'bullet-points' || s.keyPoints.length !== 1) return;
    const only = norm(s.keyPoints[0] ?? '');
    if (headingNorms.has(only) || only === norm(s.title)) add('heading-as-point', i + 1, s.keyPoints[0] ?? '');
  });

  // 2b. Whole sentences and clean phrases only.
  for (const u of units) {
    const ws = words(u.text);
    if (!ws.length) continue;
    const last = ws[ws.length - 1] as string;
    // A sentence may end on a particle ("settle in", "paid with") when its source sentence does too.
    const endsLikeSource = sourceSentences.some((s) => norm(s).endsWith(ws.slice(-3).join(' ')));
    // An embedded question ends on its verb and is whole: "let's turn to what Debian GNU/Linux is".
    const embeddedQuestion = INDIRECT_QUESTION_END.test(u.text.trim());
    if (u.field !== 'column-title' && FUNCTION_WORDS.has(last) && !/[?]$/.test(u.text.trim()) && !endsLikeSource && !embeddedQuestion)
      add('fragment', u.slide, u.text);
    // Words said twice ("the the"); figures alone are not words (a table row "Times-12: 12 point", decision 196).
    // A hyphenated word is one word ("fixed-upstream, fixed"), and a comma or a full stop between two
    // words is a list or a new sentence, not a stutter ("offer to sell, sell, import").
    const doubled = u.text
      .replace(/(?<=[\p{L}\p{N}])[-‐'’](?=[\p{L}\p{N}])/gu, '_')
      .replace(/\s+/g, ' ')
      .matchAll(/(?<![\p{L}\p{N}_])([\p{L}\p{N}_]+(?: [\p{L}\p{N}_]+){0,2}) \1(?![\p{L}\p{N}_])/giu);
    if ([...doubled].some((m) => /\p{L}/u.test(m[1] ?? ''))) add('doubled-words', u.slide, u.text);
    if (/\b(?:about|for|of|on|at|by|with|from|into|to)\s+(?:for|of|on|at(?! (?:least|most|once|all|first|last)\b)|from|into)\b/i.test(u.text))
      add('garbled', u.slide, u.text);
    // A cut clause: the text stops where its source sentence goes on without a clause boundary.
    if (ws.length >= 5 && u.field !== 'title') {
      const tail = ws.slice(-5).join(' ');
      const at = sourceNorm.indexOf(` ${tail} `);
      if (at >= 0) {
        // The brief's own request is rephrased ("What staff need to know about X"), never cut from content.
        // The same five words can close one source sentence and sit inside another ("…the Debian Free
        // Software Guidelines." and "…Guidelines, we have…"): the text is cut only if no sentence it
        // could come from ends, or pauses, where it does.
        const sources = runningSentences.filter((s) => ` ${norm(s)} `.includes(` ${tail} `) && !instructions.some((x) => norm(x) === norm(s)));
        const cutFrom = (source: string): boolean => {
          // Narration leaves a bracketed aside to the slide (decision 199): the sentence it says is the
          // source without its asides, so a text ending where an aside opened ends where that sentence does.
          const said = /\(/.test(u.text) ? source : source.replace(/\s*\([^()]*\)/g, '');
          const sw = words(said);
          const end = findRun(sw, ws.slice(-5));
          const raw = said.replace(/\s+/g, ' ');
          const cutWord = sw[end - 1] ?? '';
          // "Hold the load close to your waist | and never twist…": a new clause starts after the cut.
          // …or the text is one item of a list ("leave by the nearest exit, …, gather at the assembly point | and wait…").
          let matched = 5;
          while (matched < ws.length && sw[end - matched - 1] === ws[ws.length - matched - 1]) matched++;
          const start = end - matched;
          const listItem = start > 0 && new RegExp(`[,:;]\\s*(?:and\\s+|or\\s+)?${escapeRegExp(sw[start] ?? '')}`, 'i').test(raw);
          const newClause = /^(?:and|but|or)$/.test(sw[end] ?? '') && (/^(?:never|not|always|don't|do|then|avoid)$/.test(sw[end + 1] ?? '') || listItem);
          const boundary =
            end >= sw.length || newClause || new RegExp(`${escapeRegExp(cutWord)}\\s*[,;:—–).!?|]`, 'i').test(raw) || /[;:—–]$/.test(u.text.trim());
          const danglingCondition = /[,]/.test(raw) && SUBORDINATORS.test(u.text.trim()) && !/,/.test(u.text);
          return !boundary || (danglingCondition && end < sw.length);
        };
        if (sources.length && sources.every(cutFrom)) add('cut-clause', u.slide, u.text);
      }
    }
  }

  // 4. Comparisons only where the source compares; never a recommended practice under a negative heading.
  video.slides.forEach((s, i) => {
    if (s.templateId !== 'split-content') return;
    const lt = (s.leftColumnTitle ?? '').trim();
    const rt = (s.rightColumnTitle ?? '').trim();
    const pair = CONTRAST_PAIRS.find((p) => p.left.test(lt) && p.right.test(rt));
    const left = s.leftColumnPoints ?? [];
    const right = s.rightColumnPoints ?? [];
    if (pair) {
      // A point the source itself files under that heading ("Not acceptable: …") is where the source put it.
      const labelled = (p: string) =>
        new RegExp(`${escapeRegExp(rt)}:\\s*${escapeRegExp(words(p).slice(0, 3).join(' '))}`, 'i').test(norm(video.materials).replace(/ (?=\w)/g, ' ')) ||
        materialsNorm.includes(` ${norm(`${rt} ${p}`)} `);
      // A point whose own negation the "Don't" heading now carries ("Don't: Print customer documents…"
      // from "Never print customer documents…", decision 195) is a prohibition in the source.
      const negatedInSource = (p: string) =>
        new RegExp(`\\b(?:never|not|don't|don’t|dont|avoid)\\s+${escapeRegExp(words(p).slice(0, 3).join(' '))}\\b`, 'i').test(
          `${materialsNorm} ${norm(video.brief)} `,
        );
      for (const p of right) if (!pair.rightCue.test(p) && !labelled(p) && !negatedInSource(p)) add('positive-under-negative', i + 1, `${rt}: ${p}`);
      if (pair.leftMustNot) for (const p of left) if (pair.leftMustNot.test(p.trim())) add('negative-under-positive', i + 1, `${lt}: ${p}`);
      if (pair.leftCue && !left.some((p) => pair.leftCue?.test(p))) add('comparison-without-contrast', i + 1, `${lt} / ${rt}`);
      return;
    }
    // Free column titles: the source must name both in one sentence that compares them.
    const a = contentTerms(lt);
    const b = contentTerms(rt);
    const compares = sourceSentences.some((sen) => {
      const t = contentTerms(sen);
      return a.some((x) => t.includes(x)) && b.some((x) => t.includes(x)) && /\b(?:unlike|whereas|compared|versus|vs|instead|than|while|but|or)\b/i.test(sen);
    });
    if (!compares) add('comparison-without-contrast', i + 1, `${lt} / ${rt}`);
  });

  // 3. A slide's title matches what the slide says: its own words, or a heading of the source whose text the slide shows.
  const materialsFlat = video.materials.replace(/\s+/g, ' ');
  const underHeading = (title: string, points: string[]) => {
    const at = materialsFlat.toLowerCase().indexOf(title.toLowerCase());
    if (at < 0) return false;
    const after = norm(materialsFlat.slice(at + title.length, at + title.length + 700));
    return points.some((p) => {
      const w = words(p.replace(/^[^:]{1,20}:\s*/, ''))
        .slice(0, 5)
        .join(' ');
      return w.length > 0 && after.includes(w);
    });
  };
  video.slides.forEach((s, i) => {
    if (s.templateId === 'title-slide' || ROLE_TITLES.has(norm(s.title))) return;
    // A title joining several headings ("Warning Signs and What to Do") matches when one of them heads the points.
    const parts = [s.title, ...s.title.split(/,\s+|\s+and\s+/)];
    if (parts.some((t) => underHeading(t, [...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]))) return;
    const said = [
      s.description,
      ...s.keyPoints,
      ...(s.leftColumnPoints ?? []),
      ...(s.rightColumnPoints ?? []),
      s.leftColumnTitle ?? '',
      s.rightColumnTitle ?? '',
    ]
      .join(' ')
      .trim();
    if (!said) return;
    const terms = contentTerms(s.title.replace(/\p{Lu}{2,}/gu, (m) => m)).filter((t) => !ROLE_WORDS.has(t));
    if (terms.length === 0) return;
    const saidTerms = new Set(contentTerms(said));
    const ok = terms.some((t) => saidTerms.has(t) || (SYNONYMS[t]?.test(said) ?? false));
    if (!ok) add('title-mismatch', i + 1, `${s.title} — ${said.slice(0, 80)}`);
  });

  // 3b. A title is a clean noun phrase or a heading: never a fragment cut from a sentence that ends on
  // a verb or an adverb ("Load Close" from "Hold the load close…", "Hours Stay", "Lift").
  const lines = new Set(
    [video.brief, video.materials]
      .join('\n')
      .split('\n')
      .map((l) => norm(l.replace(/^#+\s*|^\d+\.\s+/, '')))
      .filter(Boolean),
  );
  video.slides.forEach((s, i) => {
    if (s.templateId === 'title-slide' || ROLE_NAMES.has(norm(s.title)) || /^(?:quick quiz|check your understanding)$/i.test(s.title)) return;
    // "Decision Needed: Refunded": the part after a role names the slide.
    const parts = s.title.split(/:\s+/);
    const named = parts.length > 1 && ROLE_NAMES.has(norm(parts[0] as string)) ? (parts[parts.length - 1] as string) : s.title;
    // A heading the author wrote is the author's choice.
    if (lines.has(norm(s.title)) || named.split(/,\s+|\s+and\s+/).every((h) => lines.has(norm(h)))) return;
    const ws = words(named);
    const last = ws[ws.length - 1] ?? '';
    if (WEAK_TITLE_END.test(last) || (/ly$/.test(last) && !NOT_ADVERBS.has(last))) add('weak-title', i + 1, `${s.title} (ends on "${last}", not a noun)`);
    else if (/^(?:never|always|not|don['’]t|do|please)$/.test(ws[0] ?? '')) add('weak-title', i + 1, `${s.title} (an order cut short, not a name)`);
    else if (/^(?:except|with|without|for|of|to|from|by|and|or|but|if|when|unless|because|than)$/.test(ws[0] ?? ''))
      add('weak-title', i + 1, `${s.title} (opens on "${ws[0]}", cut from a clause)`);
  });

  // 3c. A brief asking to make the rules unmistakable gets them first: the first slide after the title
  // shows a rule (an obligation, a prohibition or a limit) among its first two points, and says it.
  if (EMPHASIS_ASK.test(video.brief)) {
    const at = video.slides.findIndex((s, k) => k > 0 && s.templateId !== 'title-slide');
    const first = video.slides[at];
    if (first) {
      const points = [...first.keyPoints, ...(first.leftColumnPoints ?? [])].slice(0, 2);
      const rule = points.find((p) => RULE_WORDS.test(p));
      if (!rule) add('emphasis-not-first', at + 1, `${first.title}: ${points.join(' | ')}`);
      else if (!norm(video.scripts[at] ?? '').includes(words(rule).slice(0, 6).join(' '))) add('emphasis-not-said', at + 1, rule);
    }
  }

  // 5. A sentence is said once per video (a "Remember, …" of a sentence said before is a repeat).
  const spoken: { slide: number; terms: string[]; text: string }[] = [];
  video.scripts.forEach((script, i) => {
    for (const sentence of sentencesOf(script)) {
      const core = sentence.replace(
        /^(?:and\s+)?(?:remember|as you saw earlier|it is worth saying again|it bears repeating|note that|above all,? remember this|once more)\s*[,:]?\s*/i,
        '',
      );
      const terms = [...new Set(contentTerms(core))];
      // Asking about a fact (the quiz) is not saying it again.
      const same = /\?\s*$/.test(sentence)
        ? undefined
        : spoken.find((p) => {
            if (norm(p.text) === norm(sentence)) return true;
            if (terms.length < 4 || p.terms.length < 4) return false;
            const shared = terms.filter((t) => p.terms.includes(t)).length;
            return shared / Math.min(terms.length, p.terms.length) >= 0.85;
          });
      if (same) add('repeated-sentence', i + 1, sentence);
      spoken.push({ slide: i + 1, terms, text: sentence });
    }
  });
  const bullets = new Map<string, number>();
  video.slides.forEach((s, i) => {
    if (s.templateId === 'title-slide' || s.templateId === 'focus-quote') return;
    for (const p of [...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]) {
      const k = norm(p);
      const first = bullets.get(k);
      if (first !== undefined && first !== i) add('repeated-bullet', i + 1, p);
      else bullets.set(k, i);
    }
  });
  defects.push(...findIssue20Defects(video, units));
  return dedupe(defects);
}

/**
 * Openers that lean on a sentence before them: on a slide point the viewer never saw that sentence.
 * Kept apart from the engine's `leansOnEarlierSentence` (which the cloud point checks use) because
 * the corpus floors were measured with it; the engine's rule also finds "It pays…", "Such …",
 * "Similarly, …" and "This script…" (decision 162).
 */
const LEANING_OPENER =
  /^(?:(?:this|these|those|that)(?:,|\s+(?:is|are|was|were|means?|meant|will|would|can|could|should|must|may|includes?|helps?|makes?|gives?|lets?|also|way|applies|apply|covers?|allows?|ensures?|requires?|happens|shows?|has|have)\b)|(?:they|them|instead|however|therefore|thus|otherwise|it also|also|as a result|in that case|that is why)\b)/i;
/** Discourse connectives a narrated sentence opens with; two in a row are stitched speech ("To start, Instead, …"). */
const CONNECTIVE =
  '(?:to start|to begin|first|firstly|second|next|then|after that|finally|lastly|instead|however|also|in addition|moreover|furthermore|remember|for example|for instance|in short|above all|meanwhile|otherwise|therefore)';
const DOUBLE_CONTRAST = /^(?:however|but|yet|nevertheless|on the other hand|in contrast|that said),?\s+.*\b(?:but|yet|although|though|however|whereas)\b/i;
const STITCHED = new RegExp(`(?:^|[.!?]\\s+)${CONNECTIVE},?\\s+${CONNECTIVE}\\s*,`, 'i');
/** Narration that points at several points on screen. */
const POINTS_ON_SCREEN =
  /\b(?:(?:the|these|those) (?:points|items|steps|rules) (?:on (?:the )?screen|shown|listed|here)|each (?:of these )?points?|the points on screen|look at the points)\b/i;
const RECAP_TITLE = /\b(?:recap|summary|key takeaways?|takeaways?|remember|wrap[- ]up|in short)\b/i;
const NEGATIONS = "(?:never|not|no|nobody|nothing|none|don['’]t|do not|doesn['’]t|cannot|can['’]t|won['’]t)";
const DOUBLE_NEGATIVE = new RegExp(`\\b${NEGATIONS}\\s+(?:[\\p{L}'’]+\\s+){0,2}${NEGATIONS}\\b`, 'iu');
const NEGATIVE_HEADING = /^(?:don['’]t|do not|never|avoid|not acceptable|forbidden|prohibited|must not)\b/i;

/** A question-word clause put in a name's slot: "welcome to how…" is no English ("this video explains how…" is); "explore What to Do…" reads a title as a name. */
const CLAUSE_AS_NAME = /\b(?:welcome to|explore)\s+(?:how|why|what|when|where|who)\s+/i;
/** A title's clause in Title Case after a word that wants a name ("A recap of How Our Employee Assistance Programme Works."). */
const TITLE_CASE_CLAUSE =
  /\b(?:of|to|about|on|explore|discover)\s+(?:How|Why|What|When|Where|Who)(?:\s+(?:[A-Z][\p{L}'’-]*|to|a|an|the|of|and|in|on|for|is|are)){2,}\s+[A-Z][\p{L}'’-]*[.!?]?$/u;

/** Rules for the defect kinds of issue 20: points that lean on an unseen sentence, stitched speech, the brief read as content, code and double negatives. */
function findIssue20Defects(video: VideoUnderTest, units: Unit[]): Defect[] {
  const out: Defect[] = [];
  const add = (rule: string, slide: number, text: string) => out.push({ rule, slide, text });
  const sourceNorm = ` ${norm(`${video.brief} ${video.materials}`)} `;
  const framing = briefFraming(video.brief, video.materials);
  for (const u of units) {
    const isPoint = u.field === 'point' || u.field === 'column-point' || u.field === 'description';
    // A point opening on "This", "They", "Instead"… leans on a sentence the viewer never saw.
    if (isPoint && LEANING_OPENER.test(u.text.trim())) add('missing-referent', u.slide, u.text);
    if (STITCHED.test(u.text)) add('stitched-connectives', u.slide, u.text);
    // "However, there is no maximum, but…": a contrast put before a sentence that already turns on one.
    for (const sentence of sentencesOf(u.text)) {
      const opener = DOUBLE_CONTRAST.exec(sentence.trim());
      if (opener && !sourceNorm.includes(` ${norm(sentence)} `)) add('double-contrast', u.slide, sentence);
    }
    if (u.field !== 'narration' && u.field !== 'title' && u.field !== 'column-title' && looksLikeCode(u.text)) add('code-as-point', u.slide, u.text);
    const n = ` ${norm(u.text)} `;
    const framed = framing.find((p) => n.includes(` ${p} `));
    if (framed) add('brief-framing', u.slide, `${u.text} ("${framed}")`);
    if (u.field === 'title' || u.field === 'column-title') {
      // A video's title may name the video's length only where the user's title or the brief's subject carries it: slides never.
      if (u.slide > 1 && /\b(?:\d+|one|two|three|four|five)[- ]minute\b|\bintroduction to\b/i.test(u.text) && !sourceNorm.includes(` ${norm(u.text)} `))
        add('brief-framing', u.slide, u.text);
    }
    // A title that is a clause ("How Our Programme Works") said where a name goes: "Welcome to How Our Programme Works."
    if (u.field === 'narration' || u.field === 'description')
      for (const sentence of sentencesOf(u.text))
        if (CLAUSE_AS_NAME.test(sentence) || TITLE_CASE_CLAUSE.test(sentence)) add('clause-as-name', u.slide, sentence);
    if (u.field !== 'title' && DOUBLE_NEGATIVE.test(u.text) && !sourceNorm.includes(` ${norm(u.text)} `)) add('double-negative', u.slide, u.text);
  }
  video.slides.forEach((s, i) => {
    const script = video.scripts[i] ?? '';
    // "Welcome to Welcome to …", or a welcome said twice on one slide.
    if ((script.match(/\bwelcome to\b/gi) ?? []).length >= 2 || (/\bwelcome to\b/i.test(s.title) && /\bwelcome to\s+welcome\b/i.test(`${script} ${s.title}`)))
      add('stitched-connectives', i + 1, script.slice(0, 120));
    const points = [...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])].filter((p) => p.trim());
    if (points.length < 2 && POINTS_ON_SCREEN.test(script)) add('points-on-screen', i + 1, `${points.length} point(s): ${script.match(POINTS_ON_SCREEN)?.[0]}`);
    // A negative column heading over a point that negates again reads as a double negative ("Don't: never leave…").
    if (s.templateId === 'split-content') {
      for (const [title, list] of [
        [s.leftColumnTitle ?? '', s.leftColumnPoints ?? []],
        [s.rightColumnTitle ?? '', s.rightColumnPoints ?? []],
      ] as const)
        if (NEGATIVE_HEADING.test(title.trim()))
          for (const p of list) if (new RegExp(`^${NEGATIONS}\\b`, 'i').test(p.trim())) add('double-negative', i + 1, `${title}: ${p}`);
    }
  });
  // A recap point that only names the topic ("A recap of Phishing E-mails.") recaps nothing.
  const topic = new Set(contentTerms(video.slides[0]?.title ?? ''));
  video.slides.forEach((s, i) => {
    const last = i === video.slides.length - 1 && i > 0;
    if (!last && !RECAP_TITLE.test(s.title)) return;
    const points = [...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])].filter((p) => p.trim());
    if (points.length === 0) return;
    const empty = points.every((p) => {
      if (/^(?:an?\s+)?(?:recap|summary|overview|review) of\b/i.test(p.trim())) return true;
      const terms = contentTerms(p).filter((t) => !ROLE_WORDS.has(t));
      return terms.length > 0 && terms.every((t) => topic.has(t));
    });
    if (empty) add('empty-recap', i + 1, points.join(' | '));
  });
  return out;
}

/** Table rows as "Header: cell" text, so a point the source files under a column heading is found under it. */
function labelTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let header: string[] | null = null;
  for (const line of lines) {
    if (!/^\s*\|.*\|\s*$/.test(line)) {
      header = null;
      out.push(line);
      continue;
    }
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
    if (!header) header = cells;
    else out.push(cells.map((c, k) => `${header?.[k] ?? ''}: ${c}.`).join(' '));
  }
  return out.join('\n');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function findRun(haystack: string[], needle: string[]): number {
  for (let i = 0; i + needle.length <= haystack.length; i++) if (needle.every((w, k) => haystack[i + k] === w)) return i + needle.length;
  return haystack.length;
}

function dedupe(defects: Defect[]): Defect[] {
  const seen = new Set<string>();
  return defects.filter((d) => {
    const k = `${d.rule}|${d.slide}|${d.text}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Facts carried by the video: patterns matched on every slide text and the narration. */
export function coveredFacts(video: VideoUnderTest, facts: { name: string; pattern: RegExp }[]) {
  const text = [
    ...video.slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]),
    ...video.scripts,
  ].join('\n');
  return facts.map((f) => ({ name: f.name, covered: f.pattern.test(text) }));
}

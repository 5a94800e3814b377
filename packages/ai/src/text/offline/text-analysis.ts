import { SUPPORTING_MATERIALS_MARKER, type Tone } from '@lectern/core';
import { type ReadRequest, readRequest, readSteering, readTone } from './request-reading';
import { ABSTRACT_WORDS, CUE_WORDS, GENERIC_WORDS, STOP_WORDS } from './stop-words';
import { countWords, stripTrailingPunctuation } from './text-shaping';

export interface SourceSentence {
  /** Index in reading order across the whole text. */
  index: number;
  section: number;
  positionInSection: number;
  text: string;
  words: number;
  terms: string[];
  isListItem: boolean;
  hasCue: boolean;
  score: number;
}

export interface SourceSection {
  heading: string | null;
  sentences: SourceSentence[];
}

export interface Keyphrase {
  phrase: string;
  score: number;
  count: number;
  terms: string[];
}

export interface TextAnalysis {
  title: string | null;
  sections: SourceSection[];
  sentences: SourceSentence[];
  termWeights: Map<string, number>;
  keyphrases: Keyphrase[];
  wordCount: number;
  /** The first sentence addressed to the video maker, read into subject, audience and steps. */
  request: ReadRequest | null;
  /** What the brief asks of the video's form (a quiz, topics to cover, a comparison), never shown as content. */
  steering: BriefSteering;
}

export interface BriefSteering {
  quiz: boolean;
  topics: string[];
  compare: [string, string] | null;
  emphasis: boolean;
  /** What an emphasis names ("temperature rules" in "Make the temperature rules unmistakable"), when it names something. */
  emphasisOn: string | null;
  /** The tone a style sentence asks for ("Keep it friendly and light" → Friendly), spec 001 §3's list. */
  tone: Tone | null;
}

/** Lines a page repeats rather than says: page numbers, running headers and footers, file names. */
const PAGE_NUMBER = /^(?:page\s+)?\d+(?:\s*(?:of|\/)\s*\d+)?$|^[-–—]\s*\d+\s*[-–—]$/i;
const FILE_NAME = /^[\w .()-]+\.(?:pdf|docx?|pptx?|txt|md|markdown|rtf|odt)$/i;

/**
 * Drops page furniture: page numbers, file names on a line of their own, and short lines without
 * end punctuation that recur verbatim (a running header or footer printed on every page).
 */
export function dropPageFurniture(text: string): string {
  const lines = text.split('\n');
  const counts = new Map<string, number>();
  for (const line of lines) {
    const t = line.trim();
    if (t && !/[.!?:]$/.test(t) && t.split(/\s+/).length <= 14) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return lines
    .filter((line) => {
      const t = line.trim();
      if (!t) return true;
      if (PAGE_NUMBER.test(t) || FILE_NAME.test(t) || t === SUPPORTING_MATERIALS_MARKER) return false;
      return (counts.get(t) ?? 0) < 2 || /^#{1,6}\s/.test(t);
    })
    .join('\n');
}

/** A Markdown table with a header row: each body row becomes sentences labelled by their column ("Acceptable: …"). */
function tablesToSentences(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  const isRow = (l: string | undefined) => !!l && /^\s*\|.*\|\s*$/.test(l);
  const cells = (l: string) =>
    l
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const divider = lines[i + 1];
    if (isRow(line) && divider && /^\s*\|?[\s:|-]+\|?\s*$/.test(divider) && divider.includes('-')) {
      const header = cells(line);
      i += 2;
      while (i < lines.length && isRow(lines[i])) {
        const row = cells(lines[i] as string);
        out.push(
          row
            .map((c, k) => (c ? `${header[k] ? `${header[k]}: ` : ''}${c.replace(/[.!?]*$/, '.')}` : ''))
            .filter(Boolean)
            .join(' '),
        );
        out.push('');
        i++;
      }
      i--;
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Removes Markdown/HTML syntax and links so that only speakable text remains. */
export function cleanText(text: string): string {
  return dropPageFurniture(tablesToSentences(text.replace(/\r\n?/g, '\n')))
    .replace(/\u00a0/g, ' ')
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*\|(.+)\|\s*$/gm, (_, row: string) =>
      /^[\s|:-]+$/.test(row)
        ? ''
        : row
            .split('|')
            .map((c) => c.trim())
            .filter(Boolean)
            .join(', '),
    )
    .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, '')
    .replace(/^\s*(?:speaker\s+)?notes:\s*/gim, '');
}

const normalizeApostrophes = (s: string) => s.replace(/[’‘]/g, "'");

/** Lower-case word tokens of a text. */
export const tokenize = (text: string): string[] => normalizeApostrophes(text.toLowerCase()).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];

/** A light stemmer: enough to count "policy" and "policies" as one term. */
export function stem(word: string): string {
  const w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith('sses')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is|ous)$/.test(w)) return w.slice(0, -1);
  return w;
}

export const isContentWord = (token: string) => token.length > 1 && !STOP_WORDS.has(token) && !/^\d[\d.,'-]*$/.test(token);

/** Content terms (stemmed) of a text. */
export const termsOf = (text: string) => tokenize(text).filter(isContentWord).map(stem);

const ABBREVIATIONS = /\b(Mr|Mrs|Ms|Dr|Prof|Sr|Jr|St|vs|etc|Inc|Ltd|Co|No|Fig|approx|e\.g|i\.e|U\.S)\./gi;
const DOT = '\u2024';

export function splitSentences(paragraph: string): string[] {
  const guarded = paragraph.replace(ABBREVIATIONS, (m) => m.replace(/\./g, DOT));
  return guarded
    .split(/(?<=[.!?…]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.replaceAll(DOT, '.').trim())
    .filter((s) => /\p{L}/u.test(s));
}

type Line = { kind: 'blank' } | { kind: 'heading'; text: string } | { kind: 'item'; text: string } | { kind: 'text'; text: string };

const NUMBERED = /^(\d+(?:\.\d+)*)[.)]?\s+(.+)$/;
const BULLET = /^(?:[-*•+▪◦–]|\(?[a-z]\))\s+(.+)$/;

function looksLikeTitleLine(text: string): boolean {
  const t = text.replace(/:$/, '');
  if (/[.!?,;]$/.test(t) || !/^[\p{Lu}\d]/u.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 8) return false;
  if (text.endsWith(':')) return true;
  const alphanumeric = words.filter((w) => /[\p{L}\p{N}]/u.test(w));
  const content = alphanumeric.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  // "Before and After" is made of stop words only: its own words decide.
  const significant = content.length ? content : alphanumeric.filter((w) => !/^(?:a|an|and|or|nor|of|the|to|in|on|for|with|at|by|vs)$/i.test(w));
  if (significant.length === 0) return false;
  const capitalised = significant.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
  return capitalised / significant.length >= 0.75;
}

/** A title-case line starting a block, followed by another title-case line and then text. */
function opensPair(raw: string[], i: number): boolean {
  const line = raw[i];
  const after = raw[i + 2];
  return (
    !!line &&
    (i === 0 || raw[i - 1] === '') &&
    looksLikeTitleLine(line) &&
    !!raw[i + 1] &&
    looksLikeTitleLine(raw[i + 1] as string) &&
    !!after &&
    !looksLikeTitleLine(after)
  );
}

function classifyLines(text: string): Line[] {
  const raw = text.split('\n').map((l) => l.trim());
  const isNumbered = (l: string | undefined) => !!l && NUMBERED.test(l);
  const firstLine = raw.findIndex((l) => l !== '');
  return raw.map((line, i): Line => {
    if (!line) return { kind: 'blank' };
    const md = /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (md) return { kind: 'heading', text: md[1] as string };
    const bullet = BULLET.exec(line);
    if (bullet) return { kind: 'item', text: bullet[1] as string };
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      const rest = numbered[2] as string;
      const inList = isNumbered(raw[i - 1]) || isNumbered(raw[i + 1]);
      if (!inList && countWords(rest) <= 10 && !/[.!?,;]$/.test(rest) && /^\p{Lu}/u.test(rest)) return { kind: 'heading', text: rest };
      return { kind: 'item', text: rest };
    }
    const next = raw[i + 1];
    const prev = raw[i - 1];
    // A block's title-case line over a second one and then text: the first heads the block (a slide
    // title over its first bullet); the second is a heading too only under the document's first line
    // ("Benefits & Perks" / "Health Insurance").
    if (opensPair(raw, i - 1) && i - 1 !== firstLine) return { kind: 'text', text: line };
    // A short title-case line on its own (not the tail of a wrapped paragraph) is a heading.
    if (
      looksLikeTitleLine(line) &&
      (next === undefined || next === '' || !looksLikeTitleLine(next) || line.endsWith(':') || opensPair(raw, i)) &&
      (prev === undefined || prev === '' || /[.!?:]$/.test(prev) || looksLikeTitleLine(prev) || /^#/.test(prev))
    ) {
      if (next !== undefined) return { kind: 'heading', text: line.replace(/:$/, '') };
    }
    return { kind: 'text', text: line };
  });
}

const CUE_PATTERN = new RegExp(`\\b(?:${[...CUE_WORDS].join('|')})\\b`, 'i');

/**
 * Reads a text into sections and scored sentences, term weights and keyphrases.
 * Scores: TF-IDF-like term weights (terms frequent in the text but not in every sentence), a
 * bonus for the first sentence of a section, for cue words (must, should, because…) and numbers,
 * and a penalty for fragments and very long sentences.
 */
export function analyzeText(input: string): TextAnalysis {
  // Spec 001 §7: documents follow the `Supporting Materials:` heading. They are content only: a
  // document's "Tell your manager eight weeks before" is never read as a request to the video maker.
  const at = input.search(new RegExp(`^\\s*${SUPPORTING_MATERIALS_MARKER}\\s*$`, 'm'));
  const briefLines = classifyLines(cleanText(at >= 0 ? input.slice(0, at) : input)).map((l) => ({ ...l, brief: true }));
  const materialLines = at >= 0 ? classifyLines(cleanText(input.slice(at))).map((l) => ({ ...l, brief: false })) : [];
  const lines = [...briefLines, ...(briefLines.length && materialLines.length ? [{ kind: 'blank' as const, brief: false }] : []), ...materialLines];
  let inBrief = true;
  const sections: { heading: string | null; texts: { text: string; isListItem: boolean }[] }[] = [{ heading: null, texts: [] }];
  let paragraph: string[] = [];
  let request: ReadRequest | null = null;
  const steering: BriefSteering = { quiz: false, topics: [], compare: null, emphasis: false, emphasisOn: null, tone: null };
  const current = () => sections[sections.length - 1] as (typeof sections)[number];
  const flush = () => {
    // Lines that each open with a capital and do not all end a sentence are a list (slide bullets,
    // lines of a form), not one wrapped paragraph: a wrapped line's continuation opens lower-case.
    // A short unpunctuated first line over lines that all end a sentence is a sentence-case heading
    // over its paragraph ("Keeping food cold" / "Fridges must run at 5 °C or below. …"), not a list.
    const [head, ...body] = paragraph;
    if (
      head &&
      body.length >= 1 &&
      countWords(head) <= 8 &&
      !/[.!?:;,]["”’)]?$/.test(head) &&
      /^[\p{Lu}\p{N}]/u.test(head) &&
      body.every((l) => /[.!?]["”’)]?$/.test(l) && countWords(l) > countWords(head)) &&
      (current().texts.length > 0 || current().heading === null || sections.length > 1)
    ) {
      sections.push({ heading: stripTrailingPunctuation(head), texts: [] });
      paragraph = body;
    }
    const asList = paragraph.length >= 2 && paragraph.every((l) => /^[\p{Lu}\p{N}"“]/u.test(l)) && paragraph.some((l) => !/[.!?:;]["”’)]?$/.test(l));
    if (asList) {
      // A slide's title line over its bullets ("Results from the Pilot" / "Pilot in 12 stores…") heads them.
      const [first] = paragraph;
      const afterHeading = current().heading !== null && current().texts.length === 0;
      if (
        first &&
        !afterHeading &&
        paragraph.length >= 3 &&
        looksLikeTitleLine(first) &&
        !/[.!?:;]$/.test(first) &&
        !paragraph.slice(1).every((l) => looksLikeTitleLine(l))
      ) {
        sections.push({ heading: stripTrailingPunctuation(first), texts: [] });
        paragraph = paragraph.slice(1);
      }
      for (const line of paragraph) for (const s of splitSentences(line)) current().texts.push({ text: s, isListItem: true });
      paragraph = [];
      return;
    }
    for (const s of paragraph.length ? splitSentences(paragraph.join(' ')) : []) {
      if (!inBrief) {
        current().texts.push({ text: s, isListItem: false });
        continue;
      }
      const steer = readSteering(s);
      if (steer) {
        if (steer.kind === 'quiz') steering.quiz = true;
        if (steer.kind === 'topics') steering.topics.push(...steer.items);
        if (steer.kind === 'compare') steering.compare = [steer.items[0] as string, steer.items[1] as string];
        if (steer.kind === 'emphasis') {
          steering.emphasis = true;
          steering.emphasisOn ??= steer.items[0] ?? null;
        }
        if (steer.kind === 'style') steering.tone ??= readTone(s);
        continue;
      }
      const read = readRequest(s);
      if (!read) {
        current().texts.push({ text: s, isListItem: false });
        continue;
      }
      // The request is not content: its statement and steps are (steps become list items, one per point).
      request ??= read;
      if (read.statement) current().texts.push({ text: read.statement, isListItem: false });
      for (const step of read.steps) current().texts.push({ text: step, isListItem: true });
    }
    paragraph = [];
  };
  for (const line of lines) {
    if (line.brief !== inBrief) {
      flush();
      inBrief = line.brief;
    }
    if (line.kind === 'text') {
      paragraph.push(line.text);
      continue;
    }
    flush();
    if (line.kind === 'heading') sections.push({ heading: stripTrailingPunctuation(line.text), texts: [] });
    else if (line.kind === 'item') for (const s of splitSentences(line.text)) current().texts.push({ text: s, isListItem: true });
  }
  flush();
  // The restated request ("How the new expense policy works, for employees") is only content when
  // the input has nothing else to say; otherwise the title slide carries it.
  const requestStatement = (request as ReadRequest | null)?.statement;
  if (requestStatement && sections.reduce((n, sec) => n + sec.texts.length, 0) > 1) {
    for (const sec of sections) sec.texts = sec.texts.filter((t) => t.text !== requestStatement || t.isListItem);
  }

  let title: string | null = null;
  const firstWithHeading = sections.find((s) => s.heading);
  if (sections[0]?.texts.length === 0 && firstWithHeading) title = firstWithHeading.heading;

  // Keep sections with text; a heading directly followed by another heading becomes a title only.
  const kept = sections.filter((s) => s.texts.length > 0);
  const sentences: SourceSentence[] = [];
  const outSections: SourceSection[] = kept.map((s, si) => {
    const list: SourceSentence[] = s.texts.map((t, pi) => {
      const sentence: SourceSentence = {
        index: sentences.length,
        section: si,
        positionInSection: pi,
        text: t.text,
        words: countWords(t.text),
        terms: termsOf(t.text),
        isListItem: t.isListItem,
        hasCue: CUE_PATTERN.test(t.text),
        score: 0,
      };
      sentences.push(sentence);
      return sentence;
    });
    return { heading: s.heading, sentences: list };
  });

  // Assigned inside flush(): TypeScript cannot see that, so the type is restated.
  const read = request as ReadRequest | null;
  const termWeights = weighTerms(sentences, outSections, read?.subjectTitle ?? null);
  for (const s of sentences) s.score = scoreSentence(s, termWeights);
  const subjectCore = read?.subjectTitle ?? null;
  const keyphrases = extractKeyphrases(sentences, outSections, termWeights, subjectCore);
  return { title, sections: outSections, sentences, termWeights, keyphrases, wordCount: sentences.reduce((n, s) => n + s.words, 0), request: read, steering };
}

function weighTerms(sentences: SourceSentence[], sections: SourceSection[], subject: string | null): Map<string, number> {
  const tf = new Map<string, number>();
  const df = new Map<string, number>();
  for (const s of sentences) {
    for (const t of s.terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const t of new Set(s.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  for (const sec of sections) for (const t of termsOf(sec.heading ?? '')) tf.set(t, (tf.get(t) ?? 0) + 2);
  for (const t of termsOf(subject ?? '')) tf.set(t, (tf.get(t) ?? 0) + 2);
  const n = Math.max(sentences.length, 1);
  const weights = new Map<string, number>();
  let max = 0;
  for (const [term, count] of tf) {
    const w = (1 + Math.log(count)) * Math.log(1 + n / (df.get(term) ?? 1));
    weights.set(term, w);
    max = Math.max(max, w);
  }
  for (const [term, w] of weights) weights.set(term, max ? w / max : 0);
  return weights;
}

function scoreSentence(s: SourceSentence, weights: Map<string, number>): number {
  const distinct = [...new Set(s.terms)];
  if (distinct.length === 0) return 0;
  let score = distinct.reduce((sum, t) => sum + (weights.get(t) ?? 0), 0) / Math.sqrt(distinct.length);
  if (s.positionInSection === 0) score += 0.15;
  if (s.index === 0) score += 0.1;
  if (s.hasCue) score += 0.25;
  if (/\d/.test(s.text)) score += 0.1;
  if (s.words < 5) score *= 0.6;
  if (s.words > 35) score *= 0.7;
  return Math.round(score * 10000) / 10000;
}

const ADVERB_EXCEPTIONS = new Set(['family', 'supply', 'apply', 'reply', 'italy', 'july', 'assembly', 'anomaly', 'rally', 'ally', 'bully', 'jelly', 'belly']);
const isAdverb = (token: string) => token.length > 4 && token.endsWith('ly') && !ADVERB_EXCEPTIONS.has(token);
/** Words of a request about the video itself ("create a short video that teaches…"): not the subject. */
const BRIEF_WORDS = new Set([
  'create',
  'creates',
  'video',
  'videos',
  'short',
  'teaches',
  'teach',
  'explains',
  'explain',
  'presentation',
  'microlearning',
  'viewers',
  'audience',
]);

/** Adjectives that never open a keyphrase ("same day", "safe place"). */
const GENERIC_ADJECTIVES = new Set(
  'same safe sure ready able aware careful quick fast slow certain whole own real various clear simple easy hard good bad right wrong short long little small big'.split(
    ' ',
  ),
);

/** Candidate phrases: runs of 1–3 content words not broken by stop words or punctuation. */
function extractKeyphrases(sentences: SourceSentence[], sections: SourceSection[], weights: Map<string, number>, subject: string | null): Keyphrase[] {
  const found = new Map<string, { forms: Map<string, number>; count: number; terms: string[] }>();
  const add = (words: string[], boost: number) => {
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const slice = words.slice(i, i + n);
        const terms = slice.map((w) => stem(normalizeApostrophes(w.toLowerCase())));
        const key = terms.join(' ');
        const entry = found.get(key) ?? { forms: new Map(), count: 0, terms };
        entry.count += boost;
        const form = slice.join(' ');
        entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
        found.set(key, entry);
      }
    }
  };
  const scan = (text: string, boost: number, isHeading = false, isListItem = false) => {
    for (const fragment of text.split(/[.,;:!?()"“”[\]{}—–/]+|\s-\s/)) {
      let run: string[] = [];
      const words = fragment.split(/\s+/).filter(Boolean);
      // A list item opening on a verb ("File the report", "Stop"): the verb is not a topic.
      const imperative = isListItem && (words.length === 1 || /^(?:the|a|an|it|your|our|their|them|this|that|to|up|out|on|off|in)$/i.test(words[1] ?? ''));
      words.forEach((raw, i) => {
        const w = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        const token = normalizeApostrophes(w.toLowerCase());
        if (w && !(imperative && i === 0) && isContentWord(token) && !/'/.test(token) && !isAdverb(token) && !BRIEF_WORDS.has(token)) {
          // Keep a capitalised sentence opener lower-case unless it looks like a name elsewhere.
          run.push((i === 0 || isHeading) && /^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w);
        } else {
          if (run.length) add(run, boost);
          run = [];
        }
      });
      if (run.length) add(run, boost);
    }
  };
  for (const s of sentences) scan(s.text, 1, false, s.isListItem);
  for (const sec of sections) if (sec.heading) scan(sec.heading, 1.5, true);
  // The subject of a request ("report incidents") names the video even when the steps never repeat it.
  if (subject) scan(subject, 2, true);

  const phrases: Keyphrase[] = [];
  for (const entry of found.values()) {
    const n = entry.terms.length;
    if (n > 1 && entry.count < 2 && sentences.length > 6) continue; // one-off word runs are not phrases
    // "day", "staff", "safe" or "same day" are never a topic.
    if (entry.terms.every((t) => GENERIC_WORDS.has(t))) continue;
    if (n > 1 && GENERIC_ADJECTIVES.has(entry.terms[0] as string)) continue;
    const avg = entry.terms.reduce((s, t) => s + (weights.get(t) ?? 0), 0) / n;
    const abstractPenalty = entry.terms.every((t) => ABSTRACT_WORDS.has(t)) ? 0.4 : 1;
    const score = avg * entry.count ** 0.6 * (n === 1 ? 1 : n === 2 ? 1.5 : 1.6) * abstractPenalty;
    const phrase = [...entry.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    phrases.push({ phrase, score: Math.round(score * 10000) / 10000, count: entry.count, terms: entry.terms });
  }
  phrases.sort((a, b) => b.score - a.score || (a.phrase < b.phrase ? -1 : 1));
  return phrases.slice(0, 400);
}

/** The best phrases, skipping any phrase that overlaps a better one ("password" after "password manager"). */
export function distinctKeyphrases(phrases: Keyphrase[], limit: number): Keyphrase[] {
  const kept: Keyphrase[] = [];
  const overlaps = (a: Keyphrase, b: Keyphrase) => {
    const x = ` ${a.terms.join(' ')} `;
    const y = ` ${b.terms.join(' ')} `;
    return x.includes(y) || y.includes(x);
  };
  for (const p of phrases) {
    const clash = kept.findIndex((k) => overlaps(k, p));
    if (clash < 0) kept.push(p);
    // A frequent longer phrase is more telling than its single word ("phishing email" over "phishing").
    else if (
      p.terms.length > (kept[clash] as Keyphrase).terms.length &&
      p.score >= 0.45 * (kept[clash] as Keyphrase).score &&
      !kept.some((k, i) => i !== clash && overlaps(k, p))
    )
      kept[clash] = p;
  }
  return kept.slice(0, limit);
}

/** Keyphrases of a subset of sentences, ranked with the whole text's term weights. */
export function keyphrasesOf(sentences: SourceSentence[], analysis: TextAnalysis, limit = 5): Keyphrase[] {
  const terms = new Set(sentences.flatMap((s) => s.terms));
  return distinctKeyphrases(
    analysis.keyphrases.filter((k) => k.terms.every((t) => terms.has(t))),
    limit,
  );
}

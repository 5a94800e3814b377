/**
 * Narration captions (docs/decisions/007): word timings from the speech provider grouped into
 * readable cues and written as WebVTT (https://www.w3.org/TR/webvtt1/).
 */

import { findLanguage } from '../languages/language-list';

export interface CaptionWord {
  text: string;
  startMs: number;
  endMs: number;
}

export interface CaptionCue {
  startMs: number;
  endMs: number;
  /** One or two lines joined by "\n". */
  text: string;
}

/**
 * Broadcast subtitle conventions: two lines of at most 42 characters, 1–6 s on screen (issue 21
 * item 7 allows up to 7 s; 6 s keeps cues readable at the natural pace), and no cue of one or
 * two words unless its sentence is that short (decision 164).
 */
export const CAPTION_RULES = {
  maxLineChars: 42,
  maxLines: 2,
  minCueMs: 1000,
  maxCueMs: 6000,
  /** A silence this long between words is a good place for a cue to end. */
  pauseMs: 500,
  /** Fewest words in a cue, unless its sentence has fewer. */
  minWords: 3,
} as const;

const SENTENCE_END = /[.!?…]["'”’)\]]*$/;
const CLAUSE_END = /[,;:–—]["'”’)\]]*$/;

/**
 * English words a phrase starts with (conjunctions, prepositions, relative words): a cue may break
 * before them. Other languages break at punctuation and pauses only.
 */
const PHRASE_START = new Set(
  (
    'and but or nor so yet because although though while whereas when whenever where if unless until since after before as ' +
    'that which who whom whose to of in on at for with without from by about into onto over under through between among ' +
    'during against across toward towards per via than then instead including like'
  ).split(' '),
);
/** Words that lean on the next one (articles, possessives, prepositions, conjunctions): a cue never ends on them if it can help it. */
const LEANS_FORWARD = new Set(
  (
    'a an the this these those my your our their its his her to of in on at for with from by into onto and or but nor ' +
    'as than that which who if when while because very not no each every some any all both either neither'
  ).split(' '),
);

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * What a break before word `k` costs (decision 164): nothing after punctuation (a clause that
 * already fills a line is better ended there than carried on), less than nothing at a pause (the
 * next words are not shown before they are said), a little before a
 * conjunction or preposition, more anywhere else, and more again after a word that leans on the
 * next ("the", "to").
 */
function breakCost(words: readonly CaptionWord[], k: number, cueChars: number): number {
  const before = words[k - 1]!;
  const after = words[k]!;
  let cost = 5;
  if (CLAUSE_END.test(before.text)) cost = cueChars >= CAPTION_RULES.maxLineChars ? -3.5 : 0;
  else if (after.startMs - before.endMs >= CAPTION_RULES.pauseMs) cost = -3.5;
  else if (PHRASE_START.has(bare(after.text))) cost = 2;
  if (LEANS_FORWARD.has(bare(before.text)) && !CLAUSE_END.test(before.text)) cost += 3;
  return cost;
}
/** Every cue costs this much, so a sentence that fits one cue stays one. */
const CUE_COST = 3;

/**
 * The best cues for one sentence's words (dynamic programming over break positions): every cue
 * fits two lines and six seconds, has at least minWords words (unless the sentence has fewer, or
 * no split can give them: then short cues are allowed at a high cost), and a cue that is not the
 * sentence's last is on screen for a second before the next begins; the last may stay up until
 * `limitMs` (the next sentence's start, or the next slide's).
 */
function splitSentence(words: readonly CaptionWord[], limitMs: number): CaptionWord[][] {
  const n = words.length;
  const plan = (minWords: number, shortCost: number) => {
    const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const from = new Array<number>(n + 1).fill(-1);
    best[0] = 0;
    for (let end = 1; end <= n; end++) {
      let chars = -1;
      for (let start = end - 1; start >= 0; start--) {
        chars += words[start]!.text.length + 1;
        const count = end - start;
        const span = words[end - 1]!.endMs - words[start]!.startMs;
        if (count > 1 && (span > CAPTION_RULES.maxCueMs || chars > CAPTION_RULES.maxLineChars * CAPTION_RULES.maxLines)) break;
        if (!Number.isFinite(best[start]!)) continue;
        if (count > 1 && !captionLines(words.slice(start, end).map((w) => w.text))) continue;
        const short = count < minWords && count < n;
        if (short && !Number.isFinite(shortCost)) continue;
        // A cue shows until the next one starts: at least a second.
        const shown = (end < n ? words[end]!.startMs : limitMs) - words[start]!.startMs;
        const cost =
          best[start]! + CUE_COST + (end < n ? breakCost(words, end, chars) : 0) + (short ? shortCost : 0) + (shown < CAPTION_RULES.minCueMs ? 50 : 0);
        if (cost < best[end]!) {
          best[end] = cost;
          from[end] = start;
        }
      }
    }
    if (!Number.isFinite(best[n]!)) return null;
    const cues: CaptionWord[][] = [];
    for (let end = n; end > 0; end = from[end]!) cues.unshift(words.slice(from[end]!, end));
    return cues;
  };
  return plan(CAPTION_RULES.minWords, Number.POSITIVE_INFINITY) ?? plan(1, 100) ?? words.map((w) => [w]);
}

/**
 * Splits words into at most two lines of at most 42 characters; null when they do not fit. The
 * lines are balanced, and the break sits where a phrase ends when that costs a few characters of
 * balance (decision 164: "When something goes wrong," / "stop work…", not "…wrong, stop" /
 * "work…"). A single word longer than a line still gets a line of its own.
 */
export function captionLines(words: string[]): string[] | null {
  const max = CAPTION_RULES.maxLineChars;
  const whole = words.join(' ');
  if (whole.length <= max || words.length === 1) return [whole];
  let best: { lines: string[]; score: number } | null = null;
  for (let split = 1; split < words.length; split++) {
    const first = words.slice(0, split).join(' ');
    const second = words.slice(split).join(' ');
    const fits = (line: string, count: number) => line.length <= max || count === 1;
    if (!fits(first, split) || !fits(second, words.length - split)) continue;
    const before = words[split - 1]!;
    const phrase = CLAUSE_END.test(before) || SENTENCE_END.test(before) ? 0 : PHRASE_START.has(bare(words[split]!)) ? 3 : 6;
    const score = Math.max(first.length, second.length) + phrase + (LEANS_FORWARD.has(bare(before)) ? 4 : 0);
    if (!best || score < best.score) best = { lines: [first, second], score };
  }
  return best?.lines ?? null;
}

/**
 * Groups each slide's words (times relative to the slide's clip, which starts at offsetSeconds
 * in the video) into cues (decision 164). Each sentence is split on its own where a phrase ends
 * (punctuation, a pause, before a conjunction or preposition), never leaving one or two words
 * alone unless the sentence is that short. A sentence whose cue could not stay up for a second
 * before the next begins (a quick "Yes.") is captioned together with its neighbour. Cues never
 * cross a slide change. Short cues stay up for a second unless the next cue starts sooner.
 */
export function captionCues(slides: { offsetSeconds: number; words: CaptionWord[] }[]): CaptionCue[] {
  const groups: CaptionWord[][] = [];
  for (const [index, slide] of slides.entries()) {
    const offset = Math.round(slide.offsetSeconds * 1000);
    const following = slides[index + 1];
    const slideLimit = following ? Math.round(following.offsetSeconds * 1000) : Number.POSITIVE_INFINITY;
    const words = slide.words
      .map((word) => ({ ...word, text: word.text.trim() }))
      .filter((word) => word.text)
      .map((word) => ({ text: word.text, startMs: offset + Math.max(0, word.startMs), endMs: offset + Math.max(word.startMs, word.endMs) }));
    const sentences: CaptionWord[][] = [];
    let current: CaptionWord[] = [];
    for (const word of words) {
      current.push(word);
      if (SENTENCE_END.test(word.text)) {
        sentences.push(current);
        current = [];
      }
    }
    if (current.length) sentences.push(current);
    for (;;) {
      const limits = sentences.map((_, j) => sentences[j + 1]?.[0]?.startMs ?? slideLimit);
      const split = sentences.map((sentence, j) => splitSentence(sentence, limits[j]!));
      const brief = split.findIndex((cues, j) => cues.some((cue, k) => (cues[k + 1]?.[0]?.startMs ?? limits[j]!) - cue[0]!.startMs < CAPTION_RULES.minCueMs));
      if (brief < 0 || sentences.length < 2) {
        groups.push(...split.flat());
        break;
      }
      const other = brief + 1 < sentences.length ? brief + 1 : brief - 1;
      const [first, second] = [Math.min(brief, other), Math.max(brief, other)];
      sentences.splice(first, 2, [...sentences[first]!, ...sentences[second]!]);
    }
  }

  const cues = groups.map((g) => ({ startMs: g[0]!.startMs, endMs: g.at(-1)!.endMs, text: captionLines(g.map((w) => w.text))!.join('\n') }));
  for (const [i, cue] of cues.entries()) {
    const next = cues[i + 1]?.startMs ?? Number.POSITIVE_INFINITY;
    if (cue.endMs - cue.startMs < CAPTION_RULES.minCueMs) cue.endMs = Math.max(cue.endMs, Math.min(cue.startMs + CAPTION_RULES.minCueMs, next));
    cue.endMs = Math.min(cue.endMs, cue.startMs + CAPTION_RULES.maxCueMs, Math.max(next, cue.startMs));
  }
  return cues;
}

/** WebVTT timestamp: hours, minutes, seconds and milliseconds, always with hours (HH:MM:SS.mmm). */
export function vttTimestamp(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/** Cue text escaped for WebVTT: "&", "<" and ">" as character references (so "-->" cannot appear). */
export const escapeVttText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A complete WebVTT file: the header, then numbered cues separated by blank lines. */
export function buildWebVtt(cues: CaptionCue[]): string {
  // A blank line would end a cue early, so empty lines are dropped and empty cues skipped.
  const blocks = cues
    .map((cue) => ({
      ...cue,
      lines: cue.text
        .split('\n')
        .map((l) => escapeVttText(l.trim()))
        .filter(Boolean),
    }))
    .filter((cue) => cue.lines.length > 0)
    .map((cue, i) => `${i + 1}\n${vttTimestamp(cue.startMs)} --> ${vttTimestamp(Math.max(cue.endMs, cue.startMs))}\n${cue.lines.join('\n')}`);
  return `${['WEBVTT', ...blocks].join('\n\n')}\n`;
}

/**
 * Reads a WebVTT file back into cues (https://www.w3.org/TR/webvtt1/#file-parsing), so the stored
 * caption track can be offered in other formats. Cue identifiers, settings, NOTE/STYLE/REGION
 * blocks and cue tags are dropped; character references are decoded. Not a WebVTT validator:
 * blocks without a timing line are skipped.
 */
export function parseWebVtt(vtt: string): CaptionCue[] {
  const blocks = vtt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: CaptionCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0 || at > 1) continue;
    const [start, end] = lines[at]!.split('-->').map((s) => vttTimeMs(s.trim().split(/\s+/)[0] ?? ''));
    if (start === null || end === null || start === undefined || end === undefined) continue;
    const text = lines
      .slice(at + 1)
      .map((l) => decodeVttText(l).trim())
      .filter(Boolean)
      .join('\n');
    if (text) cues.push({ startMs: start, endMs: Math.max(start, end), text });
  }
  return cues;
}

/** "HH:MM:SS.mmm" or "MM:SS.mmm" in milliseconds; null when it is not a WebVTT timestamp. */
function vttTimeMs(text: string): number | null {
  const m = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(text);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3_600_000 + Number(m[2]) * 60_000 + Number(m[3]) * 1000 + Number(m[4]);
}

const VTT_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f' };

/** Cue text without its tags (<v>, <i>, timestamps…), with named and numeric character references decoded. */
function decodeVttText(line: string): string {
  return line.replace(/<[^>]*>/g, '').replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return VTT_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** SubRip timestamp: HH:MM:SS,mmm (a comma before the milliseconds); hours grow past 99 if they must. */
export const srtTimestamp = (ms: number) => vttTimestamp(ms).replace('.', ',');

/**
 * A SubRip (.srt) file: numbered cues, "HH:MM:SS,mmm --> HH:MM:SS,mmm", the text, a blank line
 * between cues. Lines end in CRLF, the form SubRip was written in and every player reads.
 * SubRip has no escapes: text is written as it is (no WebVTT character references), except that
 * empty lines are dropped (a blank line would end the cue) and "-->" becomes "->" (lenient
 * readers take any line holding an arrow for a timing line).
 */
export function buildSrt(cues: CaptionCue[]): string {
  const blocks = cues
    .map((cue) => ({
      ...cue,
      lines: cue.text
        .split(/\r\n?|\n/)
        .map((l) => l.replace(/-->/g, '->').trim())
        .filter(Boolean),
    }))
    .filter((cue) => cue.lines.length > 0)
    .map((cue, i) => [String(i + 1), `${srtTimestamp(cue.startMs)} --> ${srtTimestamp(Math.max(cue.endMs, cue.startMs))}`, ...cue.lines].join('\r\n'));
  return blocks.length ? `${blocks.join('\r\n\r\n')}\r\n` : '';
}

/** The language videos rendered before captions recorded one were narrated in: their scripts were English. */
export const DEFAULT_CAPTION_LANGUAGE = 'en';

/**
 * The caption track's language (a canonical BCP 47 tag, as <track srclang> and file names need)
 * and its English display name for the track's label. A missing tag is English; a tag that is not
 * BCP 47 is "und" (undetermined, RFC 5646 §4.1) rather than a guess. The name falls back to the tag.
 */
export function captionLanguage(tag: string | null | undefined): { code: string; label: string } {
  let code = DEFAULT_CAPTION_LANGUAGE;
  if (tag?.trim()) {
    try {
      code = Intl.getCanonicalLocales(tag.trim())[0] ?? 'und';
    } catch {
      code = 'und';
    }
  }
  // Intl names "und" "root"; a viewer is better served by a neutral label.
  if (code === 'und') return { code, label: 'Captions' };
  // The language list's name first, so the track reads like the language select ("Spanish (Mexico)").
  const listed = findLanguage(code);
  if (listed) return { code, label: listed.name };
  let label = code;
  try {
    label = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard', fallback: 'code' }).of(code) ?? code;
  } catch {
    // Engines without display names (or without this tag) show the tag itself.
  }
  return { code, label };
}

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

/** Broadcast subtitle conventions: two lines of at most 42 characters, 1–6 s on screen. */
export const CAPTION_RULES = {
  maxLineChars: 42,
  maxLines: 2,
  minCueMs: 1000,
  maxCueMs: 6000,
  /** A silence this long between words starts a new cue. */
  pauseMs: 500,
} as const;

const SENTENCE_END = /[.!?…]["'”’)\]]*$/;
const CLAUSE_END = /[,;:–—]["'”’)\]]*$/;

/**
 * Splits words into at most two lines of at most 42 characters, as balanced as possible;
 * null when they do not fit. A single word longer than a line still gets a line of its own.
 */
export function captionLines(words: string[]): string[] | null {
  const max = CAPTION_RULES.maxLineChars;
  const whole = words.join(' ');
  if (whole.length <= max || words.length === 1) return [whole];
  let best: string[] | null = null;
  for (let split = 1; split < words.length; split++) {
    const first = words.slice(0, split).join(' ');
    const second = words.slice(split).join(' ');
    const fits = (line: string, count: number) => line.length <= max || count === 1;
    if (!fits(first, split) || !fits(second, words.length - split)) continue;
    if (!best || Math.max(first.length, second.length) < Math.max(best[0]!.length, best[1]!.length)) best = [first, second];
  }
  return best;
}

/**
 * Groups each slide's words (times relative to the slide's clip, which starts at offsetSeconds
 * in the video) into cues. A cue ends at a sentence end, at a pause, before it would outgrow
 * two lines or six seconds, at a clause end once it fills a line, and at every slide change.
 * Short cues stay up for a second unless the next cue starts sooner.
 */
export function captionCues(slides: { offsetSeconds: number; words: CaptionWord[] }[]): CaptionCue[] {
  const groups: CaptionWord[][] = [];
  for (const slide of slides) {
    const offset = Math.round(slide.offsetSeconds * 1000);
    let current: CaptionWord[] = [];
    const close = () => {
      if (current.length) groups.push(current);
      current = [];
    };
    for (const word of slide.words) {
      const text = word.text.trim();
      if (!text) continue;
      const w = { text, startMs: offset + Math.max(0, word.startMs), endMs: offset + Math.max(word.startMs, word.endMs) };
      const last = current.at(-1);
      const overflows = () =>
        current.length > 0 && (w.endMs - current[0]!.startMs > CAPTION_RULES.maxCueMs || !captionLines([...current, w].map((x) => x.text)));
      if (last && w.startMs - last.endMs >= CAPTION_RULES.pauseMs) close();
      else if (overflows()) {
        // A full cue breaks after its last clause when it has one, so the clause's end does not
        // dangle alone on the next cue ("…straight" / "away.").
        let clause = -1;
        for (let i = current.length - 2; i >= 0 && clause < 0; i--) if (CLAUSE_END.test(current[i]!.text)) clause = i;
        if (clause >= 0) {
          groups.push(current.slice(0, clause + 1));
          current = current.slice(clause + 1);
        }
        if (overflows()) close();
      }
      current.push(w);
      const length = current.reduce((n, x) => n + x.text.length + 1, -1);
      if (SENTENCE_END.test(text) || (CLAUSE_END.test(text) && length >= CAPTION_RULES.maxLineChars)) close();
    }
    close();
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

/**
 * Narration captions (docs/decisions/007): word timings from the speech provider grouped into
 * readable cues and written as WebVTT (https://www.w3.org/TR/webvtt1/).
 */

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

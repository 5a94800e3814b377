/** One caption: its text and when it starts, in seconds. */
export interface CaptionCue {
  start: number;
  text: string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** A code point a text may hold; anything else (surrogates, beyond U+10FFFF, NUL) is dropped. */
const fromCodePoint = (code: number) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';

/** Decodes character references (&amp; &#39; &#x2019; and the common named ones) once; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,8}|#[0-9]{1,10}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') return fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** A cue's text without markup (<i>, <font>, <c.colour>, inline timestamps) and with spaces made single. */
const cleanCue = (text: string) =>
  text
    .replace(/<[^>]{0,200}>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1] ?? null;

/**
 * Each `<tag attributes>content</tag>` in order, found with indexOf: a lazy regular expression
 * would scan to the end of a hostile track once per unclosed tag (quadratic in 2 MB).
 */
function* elements(xml: string, tag: string): Generator<{ attributes: string; content: string }> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let at = xml.indexOf(open);
  while (at >= 0) {
    const next = xml.charAt(at + open.length);
    if (next !== '>' && next !== ' ' && next !== '\t' && next !== '\n' && next !== '\r') {
      at = xml.indexOf(open, at + open.length);
      continue;
    }
    const openEnd = xml.indexOf('>', at);
    if (openEnd < 0) return;
    const end = xml.indexOf(close, openEnd);
    if (end < 0) return;
    yield { attributes: xml.slice(at + open.length, openEnd), content: xml.slice(openEnd + 1, end) };
    at = xml.indexOf(open, end + close.length);
  }
}

/**
 * YouTube's timedtext XML in both of its shapes: `<transcript><text start dur>` (seconds; the text is
 * HTML escaped inside XML, so references are decoded twice: `&amp;#39;` is an apostrophe) and
 * format 3 `<timedtext><body><p t d>` (milliseconds, words in `<s>`).
 */
export function parseTimedTextXml(xml: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const { attributes, content } of elements(xml, 'text')) {
    const text = cleanCue(decodeEntities(decodeEntities(content)));
    if (text) cues.push({ start: Number(attribute(attributes, 'start')) || 0, text });
  }
  if (cues.length > 0) return cues;
  for (const { attributes, content } of elements(xml, 'p')) {
    const text = decodeEntities(cleanCue(content)).trim();
    if (text) cues.push({ start: (Number(attribute(attributes, 't')) || 0) / 1000, text });
  }
  return cues;
}

/** YouTube's `fmt=json3`: events with tStartMs and segs of utf8 text (newline-only events are line breaks). */
export function parseJson3(json: string): CaptionCue[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  const events = (data as { events?: unknown })?.events;
  if (!Array.isArray(events)) return [];
  const cues: CaptionCue[] = [];
  for (const event of events as { tStartMs?: unknown; segs?: unknown }[]) {
    if (!event || !Array.isArray(event.segs)) continue;
    const text = cleanCue((event.segs as { utf8?: unknown }[]).map((s) => (typeof s?.utf8 === 'string' ? s.utf8 : '')).join(''));
    if (text) cues.push({ start: (typeof event.tStartMs === 'number' ? event.tStartMs : 0) / 1000, text });
  }
  return cues;
}

const vttTime = (value: string) => {
  const parts = value.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

/** WebVTT (W3C WebVTT §4): the cues' text, without the header, NOTE, STYLE and REGION blocks, ids, settings or tags. */
export function parseWebVtt(vtt: string): CaptionCue[] {
  const cues: CaptionCue[] = [];
  const blocks = vtt
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0) continue;
    const start = /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:\.\d+)?)/.exec(lines[timing] ?? '')?.[1];
    const text = decodeEntities(cleanCue(lines.slice(timing + 1).join(' ')));
    if (text) cues.push({ start: start ? vttTime(start) : 0, text });
  }
  return cues;
}

/** Any of the three track formats, told apart by their first characters rather than a header servers often get wrong. */
export function parseCaptionTrack(body: string): CaptionCue[] {
  const text = body.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('{')) return parseJson3(text);
  if (text.startsWith('WEBVTT')) return parseWebVtt(text);
  if (text.startsWith('<')) return parseTimedTextXml(text);
  return [];
}

/** Sound descriptions and speaker marks are not what the video says: "[Music]", "(applause)", "♪", ">>". */
const NOISE = /\[[^\]]{0,40}\]|\((?:music|applause|laughter|laughs|inaudible|silence)\)|♪+|^>>\s*|\s>>\s*/gi;

/** A pause this long between captions starts a new paragraph. */
const PARAGRAPH_GAP_SECONDS = 10;
/** A paragraph is closed at the next sentence end once it is this long. */
const PARAGRAPH_CHARS = 600;

/**
 * The new words of a cue whose first words repeat the end of the previous cue, as rolling automatic
 * captions do ("the quick brown" then "quick brown fox jumps"). Three words at least, or the whole
 * previous cue, must repeat: a speaker's own short repetition ("no, no") is kept.
 */
export function withoutRepeatedLead(previous: string, text: string): string {
  if (!previous) return text;
  const before = previous.split(' ');
  const words = text.split(' ');
  // A rolling caption repeats one line, never more than a few dozen words: the search stays short for huge cues.
  for (let k = Math.min(before.length, words.length, 40); k >= 1; k--) {
    if (k < 3 && k !== before.length) break;
    if (before.slice(-k).join(' ') === words.slice(0, k).join(' ')) return words.slice(k).join(' ');
  }
  return text;
}

/**
 * The transcript as readable paragraphs: sound cues removed, the lines that rolling automatic
 * captions repeat from one cue to the next kept once, and paragraphs cut at long pauses or,
 * past about 600 characters, at a sentence end.
 */
export function captionsToParagraphs(cues: readonly CaptionCue[]): string {
  const paragraphs: string[] = [];
  let current = '';
  let lastStart = Number.NEGATIVE_INFINITY;
  let previous = '';
  for (const cue of cues) {
    let text = cue.text.replace(NOISE, ' ').replace(/\s+/g, ' ').trim();
    if (!text || text === previous) continue;
    const whole = text;
    text = withoutRepeatedLead(previous, text);
    previous = whole;
    if (!text) continue;
    const pause = cue.start - lastStart > PARAGRAPH_GAP_SECONDS && current !== '';
    const long = current.length > PARAGRAPH_CHARS && /[.!?…]["”’)]?$/.test(current.slice(-2));
    if (pause || long) {
      paragraphs.push(current);
      current = '';
    }
    current = current ? `${current} ${text}` : text;
    lastStart = cue.start;
  }
  if (current) paragraphs.push(current);
  return paragraphs.join('\n\n');
}

import { DEFAULT_IMAGE_KEYWORD } from './flow-constants';
import { keyFigures } from './key-figures';
import type { KeyVisual, Slide } from './slide-schema';
import { stemWord } from './word-stems';

/**
 * The designed visual a slide gets in a picture's place when no picture is about it (issue 21
 * item 3, decision 173), from the slide's own words: a key figure the slide states (its title,
 * points or subtitle; the narration is not shown, and its figures are often about the video
 * itself: "in the next 5 minutes"), else the number of a step slide ("Step 3: …"), else its key
 * term (the slide's image keyword as the slide writes it). Null when it has none of these.
 */
type VisualSlide = Pick<Slide, 'title'> &
  Partial<Pick<Slide, 'keyPoints' | 'description' | 'imageKeyword' | 'leftColumnTitle' | 'leftColumnPoints' | 'rightColumnTitle' | 'rightColumnPoints'>>;

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const STEP_TITLE = new RegExp(String.raw`^\s*(step|stage|phase)\s+(\d{1,2}|${NUMBER_WORDS.join('|')})\b`, 'i');
const ANSWER_OPTION = /^[A-Da-d][.)]\s/;

/**
 * "Step 3", "Phase two": the step's number and its word. A numbered heading ("4. Controls") is a
 * section of a document, not a step, so it is not one.
 */
export function stepOf(title: string): { number: number; word: string } | null {
  const named = STEP_TITLE.exec(title);
  if (!named) return null;
  const raw = (named[2] as string).toLowerCase();
  const number = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw) + 1;
  const word = (named[1] as string).toLowerCase();
  return number > 0 ? { number, word: word.charAt(0).toUpperCase() + word.slice(1) } : null;
}

/** The first place the slide writes the keyword's words in a row, as it writes them. */
function termAsWritten(keyword: string, texts: readonly string[]): string | null {
  const wanted = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stemWord);
  if (!wanted.length || wanted.length > 3) return null;
  for (const text of texts) {
    const found = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
    for (let i = 0; i + wanted.length <= found.length; i++) {
      const run = found.slice(i, i + wanted.length);
      if (run.every((m, k) => stemWord(m[0]) === wanted[k])) {
        const first = run[0] as RegExpMatchArray;
        const last = run.at(-1) as RegExpMatchArray;
        const written = text.slice(first.index, (last.index as number) + last[0].length);
        return written.charAt(0).toUpperCase() + written.slice(1);
      }
    }
  }
  return null;
}

/** A point that defines the term ("Phishing: fake messages that…") gives its caption. */
function definitionOf(term: string, points: readonly string[]): string | undefined {
  const lower = term.toLowerCase();
  for (const point of points) {
    const m = /^(.{1,40}?)\s*(?::|\s[–—-]\s|\smeans\s|\sis\s)\s*(.+)$/u.exec(point.trim());
    if (m && (m[1] as string).toLowerCase() === lower) {
      const words = (m[2] as string).replace(/[.!?]+$/, '').split(/\s+/);
      if (words.length <= 14) return words.join(' ');
    }
  }
  return undefined;
}

export function keyVisualFor(slide: VisualSlide): KeyVisual | null {
  const points = [...(slide.keyPoints ?? []), ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])]
    .map((p) => p.trim())
    // A quiz's answer options ("B. 72 hours") would give the answer away.
    .filter((p) => p && !ANSWER_OPTION.test(p));
  const places: [string, number, boolean][] = [
    [slide.title, 1.2, true],
    ...points.map((p): [string, number, boolean] => [p, 1, false]),
    [slide.description ?? '', 0.9, false],
  ];
  let best: { text: string; caption: string; score: number } | null = null;
  for (const [text, weight, title] of places) {
    const figure = keyFigures(text, { title })[0];
    if (figure && (!best || figure.strength * weight > best.score)) best = { text: figure.text, caption: figure.caption, score: figure.strength * weight };
  }
  if (best) return { kind: 'figure', text: best.text, ...(best.caption ? { caption: best.caption } : {}) };

  const step = stepOf(slide.title);
  if (step) return { kind: 'step', text: String(step.number), caption: step.word };

  const keyword = (slide.imageKeyword ?? '').split(',')[0]?.trim() ?? '';
  if (!keyword || keyword.toLowerCase() === DEFAULT_IMAGE_KEYWORD) return null;
  // The key term is one the slide is about: in its title, or used again in its points (a word in
  // one answer of a quiz, "False", is not the slide's term).
  const inTitle = termAsWritten(keyword, [slide.title, slide.leftColumnTitle ?? '', slide.rightColumnTitle ?? '']);
  const uses = points.filter((p) => termAsWritten(keyword, [p])).length;
  const term = inTitle ?? (uses >= 2 ? termAsWritten(keyword, points) : null);
  if (!term || term.length > 28) return null;
  const caption = definitionOf(term, points);
  return { kind: 'term', text: term, ...(caption ? { caption } : {}) };
}

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

/**
 * The designed visual of a translated slide (decision 173), from its translated words: the key
 * term is an English word, so a translated slide has none; a figure keeps its number and takes
 * its unit and caption from the translated point or title that holds the same number ("30 Tage"
 * / "Anträge innerhalb von 30 Tagen einreichen"); a step takes the word before its number in the
 * translated title ("Schritt"). Null when the translation no longer holds the number.
 */
export function translatedKeyVisual(visual: KeyVisual, translated: VisualSlide): KeyVisual | null {
  if (visual.kind === 'term') return null;
  const digits = visual.text.match(/\d[\d,.\s]*\d|\d/)?.[0]?.replace(/\s/g, '');
  if (!digits) return null;
  const texts = [translated.title, ...(translated.keyPoints ?? []), ...(translated.leftColumnPoints ?? []), ...(translated.rightColumnPoints ?? [])];
  const core = digits.replace(/[,.\s]/g, '');
  for (const text of texts) {
    const m = [...text.matchAll(/([£$€¥₹]?)(\d[\d,.\s\u202f]*\d|\d)([%£$€¥₹x×\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]?)(?:\s(\S+))?/gu)].find(
      (x) => (x[2] as string).replace(/[,.\s\u202f]/g, '') === core,
    );
    if (!m) continue;
    if (visual.kind === 'step') {
      const before = text.slice(0, m.index).trim().split(/\s+/).at(-1) ?? '';
      return { kind: 'step', text: visual.text, ...(/^\p{L}+$/u.test(before) ? { caption: before } : {}) };
    }
    // The number as the translation writes it, with a symbol or unit it carries in the English figure.
    const hasUnit = /\p{L}{2,}/u.test(visual.text.replace(/\b(?:over|up to|under|about|nearly|almost|at least|more than|less than)\b/gi, ''));
    const next = m[4] ?? '';
    const unit = /^[%£$€¥₹]$/u.test(next) ? ` ${next}` : hasUnit && !m[3] && /^\p{L}[\p{L}.]{0,14}$/u.test(next) ? ` ${next}` : '';
    const figure = `${m[1] ?? ''}${m[2]}${m[3] ?? ''}${unit}`.replace(/[,;:.]$/, '').trim();
    const caption = text.trim().length <= 120 ? text.trim() : undefined;
    return { kind: 'figure', text: figure.slice(0, 40), ...(caption && caption !== figure ? { caption } : {}) };
  }
  return null;
}

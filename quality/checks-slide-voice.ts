import type { Defect, VideoUnderTest } from './checks';

/**
 * A slide and its voice agree (decision 216): a viewer reads every item a slide lists, so the
 * presenter says each of them. An item its own slide's narration never names is "slide-unsaid":
 * on the closing slide, each thing it lists (a list after a label, "More in the guide: Dental Cover
 * and Vision Insurance", is as many items); on a content slide, a point of which the voice says less
 * than half. A quiz's answers and a title slide's agenda are read as they are and not checked here.
 */
export function findSlideVoiceDefects(video: VideoUnderTest, { everySlide = false } = {}): Defect[] {
  const out: Defect[] = [];
  const last = video.slides.length - 1;
  video.slides.forEach((s, i) => {
    // (the corpus counts the closing slide; every slide is measured on demand: a content slide's points the voice had no time
    // for are a budget question the corpus floors were not set with, decision 216)
    if (i === 0 || s.templateId === 'title-slide' || s.quiz || (!everySlide && i !== last)) return;
    const script = video.scripts[i] ?? '';
    const said = new Set(termsOf(script));
    const closing = i === last;
    const points = [...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])].filter((p) => p.trim());
    // A closing message's own line on what was left out is shown under the message too.
    const shown = closing ? [...points, ...sentencesWith(s.description ?? '', LABELLED_LIST)] : points;
    for (const point of shown) {
      const items = closing ? itemsOf(point) : [point];
      for (const item of items) {
        const terms = [...new Set(termsOf(item))];
        if (!terms.length) continue;
        const heard = terms.filter((t) => said.has(t)).length / terms.length;
        // The closing names each of its items whole; a content point may be said in other words, but not mostly left out.
        if (closing ? heard < 2 / 3 : heard < 1 / 2) out.push({ rule: 'slide-unsaid', slide: i + 1, text: item });
      }
    }
  });
  return out;
}

/** A line that lists after a label: "Also in the guide: A, B and C", "Not covered here: A and B — see the guide". */
const LABELLED_LIST = /^(?:(?:More|Also) in [^:]+|Not covered here|Also covered|Questions|Next steps?|See also):\s*/i;

/** The items a closing line lists: each part of a labelled list, else the line itself. */
export function itemsOf(line: string): string[] {
  const text = line.trim().replace(/\.$/, '');
  if (!LABELLED_LIST.test(text)) return [text];
  return text
    .replace(LABELLED_LIST, '')
    .replace(/\s+—\s+see\s+.+$/i, '')
    .split(/\s*,\s+|\s+and\s+(?=[A-Z0-9"“])/)
    .map((x) => x.trim())
    .filter((x) => x && !/^\d+ more sections?$/i.test(x));
}

const sentencesWith = (text: string, re: RegExp) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.trim())
    .filter((x) => re.test(x));

const STOP = new Set(
  `the and for with that this from your you our are was were will can may must not but all any its has have had been into
  about what when where which who how why also here there their they them then than such each every more most other some
  only just over under very a an of to in on at by or as is it be do does if so no`.split(/\s+/),
);

/** Content words, compared by their first five letters ("travelling" and "travel", "covers" and "cover"). */
export const termsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [])
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => w.replace(/['’]s$/, '').slice(0, 5));

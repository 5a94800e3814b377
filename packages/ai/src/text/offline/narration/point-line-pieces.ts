import { splitInlineList } from '../request/split-inline-list';
import { pointLines } from './point-lines';
import { quizAnswer } from './point-sentences';
import type { SlideDraft, VideoScript } from './script-state';
import { sentenceKey } from './spoken-text';

/**
 * Decisions 179 and 185: a slide still short of its length is filled with sentences about its own
 * points, made of what each point says (point-lines.ts), each said right after its own point, the
 * first line of every point taken before the second of any. Each is framing: taken only while the script is short, and
 * never said twice in the video. No line is built around the slide's title or the video's subject
 * ("What do you already know about …?"): those read as templates, whatever fills them.
 */
export function pointLinePieces(v: VideoScript, d: SlideDraft): void {
  const { slides } = v;
  const { slide, isFirst, isLast, points } = d;
  if (quizAnswer(slide) || isFirst) return;
  // A slide showing only its description ("Use the Report Phish button in Outlook.") has that for its point.
  const columns =
    slide.templateId === 'split-content'
      ? [...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])]
      : points.length
        ? points
        : [slide.description ?? ''];
  // The closing slide's points are the video's: a recap joining them ("Sign in …, wash … and never …") is taken item by item,
  // and a recap naming the slides ("How to Spot a Phishing Email") has no sentence of its own to speak about.
  const titles = new Set(slides.map((s) => sentenceKey(s.title)));
  const shown = isLast ? columns.flatMap((p) => (splitInlineList(p).length >= 2 ? splitInlineList(p) : titles.has(sentenceKey(p)) ? [] : [p])) : columns;
  const lines = shown.map((p) => pointLines(p));
  for (let j = 0; j < Math.max(0, ...lines.map((l) => l.length)); j++)
    lines.forEach((l, k) => {
      const line = l[j];
      // Said right after its own point (points sit at 2 + k/10), so "This applies …" is never heard after another point.
      if (line) d.candidates.push({ text: line.text, at: 2 + k / 10 + (j + 1) / 100, kind: 'framing', group: `point-line-${line.kind}` });
    });
}

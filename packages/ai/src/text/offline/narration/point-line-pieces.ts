import { splitInlineList } from '../request/split-inline-list';
import { pointLines, pointParts, termLines } from './point-lines';
import { quizAnswer } from './point-sentences';
import { restatesPoint } from './restates-point';
import type { SlideDraft, VideoScript } from './script-state';
import { sentenceKey, spokenTitle } from './spoken-text';

/**
 * Decision 179: a slide still short of its length is filled with lines about its own points, built
 * from their words (point-lines.ts), said after the points, the first line of every point before
 * the second of any; then lines on the slide's own title. Each is framing: taken only while the
 * script is short, and never said twice in the video.
 */
export function pointLinePieces(v: VideoScript, d: SlideDraft): void {
  const { slides, req, isRoleTitle } = v;
  const { slide, i, isFirst, isLast, points, framing } = d;
  if (quizAnswer(slide)) return;
  // The title slide's point is the video's subject: a prompt on its key term ("What do you already know about phishing awareness?");
  // the closing slide asks the viewer to explain it.
  const subject = pointParts(spokenTitle(slides[0]?.title ?? '')).term;
  const forAudience = (term: string) => !!req?.audience && term.toLowerCase().includes(req.audience.toLowerCase());
  if (subject && !forAudience(subject)) {
    if (isFirst && slides.length > 1) framing(termLines(subject)[0] as string, 2.5);
    // The closing slide asks the viewer to explain it, then to place it in their own week, while still short.
    if (isLast) for (const [k, line] of termLines(subject).entries()) if (k > 0) framing(line, 5 + ((k + 3) % 7) / 100);
  }
  if (isFirst) return;
  // A slide showing only its description ("Use the Report Phish button in Outlook.") has that for its point.
  const columns =
    slide.templateId === 'split-content'
      ? [...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])]
      : points.length
        ? points
        : [slide.description ?? ''];
  // The closing slide's points are the video's: a recap joining them ("Sign in …, wash … and never …") is taken item by item,
  // and a recap naming the slides ("How to Spot a Phishing Email") has no sentence of its own to prompt on.
  const titles = new Set(slides.map((s) => sentenceKey(s.title)));
  let shown = isLast ? columns.flatMap((p) => (splitInlineList(p).length >= 2 ? splitInlineList(p) : titles.has(sentenceKey(p)) ? [] : [p])) : columns;
  // A slide whose only words are the brief's request ("How to handle refunds at the store counter, for new cashiers") has
  // the request's action for its point: what the viewer is there to learn to do.
  const requestOnly = !!req?.action && shown.every((p) => !p.trim() || restatesPoint(p, [req.subject ?? (req.action as string)]));
  if (requestOnly && req?.action) shown = [req.action];
  const lines = shown.map((p) => pointLines(p));
  // …and, its action's lines spent, the video's subject for its point.
  if (requestOnly && subject && !forAudience(subject)) lines.push(termLines(subject).slice(1));
  // The slide's own title, when it names a topic (not its role): "Store Counter" → "What do you already know about the store counter?"
  const title = !isLast && !isRoleTitle(slide, i) ? pointParts(spokenTitle(slide.title)).term : undefined;
  if (title && !forAudience(title)) lines.push(termLines(title));
  for (let j = 0; j < Math.max(0, ...lines.map((l) => l.length)); j++)
    lines.forEach((l, k) => {
      if (l[j]) framing(l[j] as string, 4 + j / 100 + k / 1000);
    });
}

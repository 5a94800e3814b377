import type { PlannedSlide } from '../../outline-plan';
import type { SlideContent } from '../../text-generator';
import { termsOf } from '../analysis/terms-of';
import { joinList } from '../text-shaping';
import { leftOutNote } from './left-out-note';
import type { OutlineContext } from './outline-context';
import { quizSlide, quizSlot } from './quiz-slide';
import { titleKey } from './slide-titles';
import { writeOfflineSlide } from './write-slide';
import { newWriterState } from './writer-state';

/** Writes every slide in order (the offline "batch call"). */
export function writeOfflineOutline(ctx: OutlineContext): SlideContent[] {
  const state = newWriterState();
  // The title slide names the video first; slides with their own material then claim their headings before quotes and closers.
  const order = ctx.plan.map((_, i) => i).sort((a, b) => rank(ctx, a) - rank(ctx, b) || a - b);
  const out: SlideContent[] = [];
  for (const i of order) {
    const slide = writeOfflineSlide(ctx, i, state);
    out[i] = slide;
    // The points a body slide shows, so the closing recap never shows them again word for word (issue 20 item 4).
    if (ctx.plan[i]?.templateId !== 'title-slide' && ctx.plan[i]?.templateId !== 'focus-quote')
      for (const p of [...slide.keyPoints, ...(slide.leftColumnPoints ?? []), ...(slide.rightColumnPoints ?? [])]) state.shownPoints.add(titleKey(p));
  }
  // A quiz the brief asks for is a real question slide, placed before the close (a Key Message slot first).
  if (ctx.analysis.steering.quiz) {
    const q = quizSlot(ctx.plan);
    const quiz = q >= 0 ? quizSlide(ctx, state) : null;
    if (quiz && q >= 0) out[q] = { ...quiz, ...(ctx.plan[q]?.templateId === 'split-content' ? { templateId: 'bullet-points' as const } : {}) };
  }
  // What the plan left out is named on the closing slide (decision 178): a recap shows it as its last
  // point; a closing message carries it after the message.
  const note = leftOutNote(ctx.leftOut.headings, ctx.leftOut.documents);
  const closing = out[out.length - 1];
  // (a closing recap written by write-closing-slide.ts holds the line already, first, as its voice says it first)
  if (note && closing && out.length > 1 && !closing.keyPoints.includes(note)) {
    out[out.length - 1] =
      closing.templateId === 'focus-quote' || (ctx.plan[out.length - 1]?.templateId === 'focus-quote' && closing.templateId !== 'bullet-points')
        ? { ...closing, description: [closing.description, note].filter(Boolean).join(' ') }
        : { ...closing, keyPoints: [...closing.keyPoints.slice(0, MAX_CLOSING_POINTS - 1), note] };
  }
  // Each topic the brief names is covered, or the outline says the materials do not cover it.
  const missing = missingTopics(ctx.analysis.steering.topics, out);
  const last = out[out.length - 1];
  if (missing.length && last && out.length > 1) {
    const note = `The materials do not cover ${joinList(missing)}.`;
    out[out.length - 1] = { ...last, description: [last.description, note].filter(Boolean).join(' ') };
  }
  return out;
}

const MAX_CLOSING_POINTS = 5;

export { leftOutNote } from './left-out-note';

/** Topics of the brief ("Cover dental, vision and family leave") that no slide mentions. */
export function missingTopics(topics: string[], slides: SlideContent[]): string[] {
  const said = new Set(
    termsOf(slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join(' ')),
  );
  // A word said in another form covers it ("the mileage rate" is said by "45 cents per mile"): a shared stem of four letters or more.
  const stems = [...said].filter((s) => s.length >= 4);
  const saidAs = (x: string) => said.has(x) || (x.length >= 4 && stems.some((s) => x.startsWith(s) || s.startsWith(x)));
  return topics.filter((t) => {
    const terms = termsOf(t);
    return terms.length > 0 && !terms.some(saidAs);
  });
}

const rank = (ctx: OutlineContext, i: number) => {
  const p = ctx.plan[i] as PlannedSlide;
  if (p.templateId === 'title-slide') return 0;
  // The rules a brief asks to make unmistakable are claimed first, so no other slide takes them.
  if (i === ctx.rulesSlot) return 0.25;
  // A comparison claims the sentences that state a contrast before other slides show them as plain points.
  if (p.templateId === 'split-content' && ctx.groups[i]?.length) return 0.5;
  return ctx.groups[i]?.length ? 1 : 2;
};

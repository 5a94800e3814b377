import { quizAnswer } from './point-sentences';
import type { SlideDraft } from './script-state';

/**
 * A deck slide's speaker notes are what its author meant to say (decision 185): their sentences are
 * said on the slide made from it, in the notes' order, right after the tone's lead and before the
 * points, which a note has already said are not said again (assemble.ts). They are the first
 * content taken, so a short slide says its author's words before anything else.
 */
export function notePieces(d: SlideDraft, notes: string[]): void {
  if (!notes.length || quizAnswer(d.slide)) return;
  // After the lead and the line naming the slide's role (at 0.5), before its description (1) and points (2 on).
  const at = d.isFirst ? 1.05 : 0.6;
  notes.forEach((text, k) => {
    d.content(text, at + k / 1000);
  });
}

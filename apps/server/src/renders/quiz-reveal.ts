import { type CaptionWord, quizPause, revealedQuizSlide, type Slide } from '@lectern/core';
import type { RenderPorts } from './render-ports';

type Still = { rgba: Uint8Array; durationSeconds: number };

/**
 * A quiz slide's still once the narration gives the answer (decision 175): drawn on its last page
 * with the right answer(s) marked. Null for any other slide.
 */
export async function quizRevealStill(
  ports: Pick<RenderPorts, 'drawSlide'>,
  slide: Slide,
  options: Parameters<RenderPorts['drawSlide']>[1],
  pages: number,
): Promise<Uint8Array | null> {
  if (!slide.quiz) return null;
  return ports.drawSlide(revealedQuizSlide(slide, options.language), pages > 1 ? { ...options, part: pages - 1 } : options);
}

/**
 * The slide's stills in time with the answer marked from where the narration gives it: from the
 * first word after the quiz pause to the end of the slide. Without a pause in the narration the
 * answer is never marked early: the stills stay as they are.
 */
export function withQuizReveal(stills: Still[], reveal: Uint8Array | undefined, words: readonly CaptionWord[]): Still[] {
  const pause = reveal ? quizPause(words) : null;
  if (!reveal || !pause) return stills;
  const at = pause.revealMs / 1000;
  const out: Still[] = [];
  let start = 0;
  for (const still of stills) {
    const end = start + still.durationSeconds;
    if (end <= at) out.push(still);
    else if (start < at) out.push({ rgba: still.rgba, durationSeconds: at - start });
    start = end;
  }
  if (start > at) out.push({ rgba: reveal, durationSeconds: start - at });
  return out;
}

import { spokenScript } from './slide-quiz';
import { DEFAULT_SPEECH_RATE, estimateSpeechSeconds, SLIDE_PAUSE_SECONDS } from './speech-pace';
import { spokenLength, VIDEO_LENGTH_TOLERANCE } from './video-length';

/**
 * The seconds a video's narration takes, estimated from its scripts as the renderer makes them:
 * each script at the voice's pace (its sentence pauses included), then the pause after its slide.
 * A slide without a script is left to its planned seconds.
 */
export function narrationSecondsEstimate(slides: readonly { script: string; duration: number }[], voice?: string): number {
  return slides.reduce((sum, s) => {
    const text = spokenScript(s.script.trim());
    return sum + (text ? estimateSpeechSeconds(text, { voice, rate: DEFAULT_SPEECH_RATE }) + SLIDE_PAUSE_SECONDS : s.duration);
  }, 0);
}

/**
 * Decision 185: the Edit Narration Scripts step says when the narration runs clearly short of the
 * length chosen (past VIDEO_LENGTH_TOLERANCE), before anything is rendered. The writer fills a slide
 * only with what its material says, so a brief with little in it makes a shorter video, charged the
 * minutes it runs (decision 160). Null when the scripts fill the length.
 */
export function shortNarrationNote(slides: readonly { script: string; duration: number }[], voice?: string): string | null {
  const chosen = slides.reduce((n, s) => n + s.duration, 0);
  if (!slides.some((s) => s.script.trim())) return null;
  const estimate = narrationSecondsEstimate(slides, voice);
  if (chosen <= 0 || estimate >= chosen * (1 - VIDEO_LENGTH_TOLERANCE)) return null;
  return NARRATION_LENGTH_MESSAGES.short(estimate, chosen);
}

export const NARRATION_LENGTH_MESSAGES = {
  short: (narrationSeconds: number, chosenSeconds: number) =>
    `The narration runs about ${spokenLength(narrationSeconds)} of the ${spokenLength(chosenSeconds)} you chose: the material says no more. The video will be that long and is charged the minutes it runs. To fill the length, add material (a document, a page or more detail in the brief) and generate the scripts again.`,
} as const;

import {
  DEFAULT_SPEECH_RATE,
  NARRATION_ESTIMATE_MARGIN,
  QUIZ_PAUSE_SECONDS,
  type Slide,
  scriptParts,
  scriptsWithinCap,
  spokenScript,
  VIDEO_LENGTH_MESSAGES,
  VIDEO_LENGTH_TOLERANCE,
  type VideoKind,
} from '@lectern/core';
import { validationError } from '../http/errors';
import { fittedRate, spokenSecondsEstimate } from './node-render-ports';
import { SILENT_SLIDE_SECONDS, SLIDE_TAIL_SECONDS } from './render-pipeline';

/**
 * The video a render of these slides would make, estimated from the words before anything is
 * spoken: each script at the planning pace with its sentence pauses, sped up as the renderer speeds
 * up a slide that overruns its planned seconds (fittedRate), plus the pause after each slide and
 * the seconds of silent slides. The fastest the offline voices would speak it, so a script refused
 * here could never fit.
 */
export function estimatedVideoSeconds(slides: readonly Pick<Slide, 'script' | 'duration'>[]): number {
  return slides.reduce((sum, slide) => {
    const text = slide.script.trim();
    if (!text) return sum + SILENT_SLIDE_SECONDS;
    // Decision 175: a quiz's pause is silence, not words.
    const spoken = spokenSecondsEstimate(spokenScript(text));
    const pauses = (scriptParts(text).length - 1) * QUIZ_PAUSE_SECONDS;
    return sum + spoken * (DEFAULT_SPEECH_RATE / fittedRate(spoken, slide.duration)) + pauses + SLIDE_TAIL_SECONDS;
  }, 0);
}

/**
 * Decision 149, at the render request: scripts over the cap are refused, and so are scripts whose
 * estimated narration clearly exceeds the chosen length (past the worker's tolerance by
 * NARRATION_ESTIMATE_MARGIN). Closer calls go to the worker, which measures the real narration.
 */
export function checkNarrationFits(slides: readonly Pick<Slide, 'script' | 'duration'>[], chosenSeconds: number, kind: VideoKind): void {
  if (!scriptsWithinCap(slides)) throw validationError(VIDEO_LENGTH_MESSAGES.scriptsTooLong);
  const estimate = estimatedVideoSeconds(slides);
  if (estimate > chosenSeconds * (1 + VIDEO_LENGTH_TOLERANCE + NARRATION_ESTIMATE_MARGIN)) {
    throw validationError(VIDEO_LENGTH_MESSAGES.narrationTooLong(estimate, chosenSeconds, kind, true), {
      estimatedSeconds: Math.round(estimate),
      chosenSeconds,
    });
  }
}

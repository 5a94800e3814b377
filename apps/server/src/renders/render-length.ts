import { VIDEO_LENGTH_MESSAGES, VIDEO_LENGTH_TOLERANCE, type VideoKind } from '@lectern/core';
import { AppError } from '../http/errors';

/** The length a render may not exceed: the seconds its minutes hold, and the kind of video (for the message). */
export interface LengthLimit {
  chosenSeconds: number;
  kind: VideoKind;
}

/**
 * A render whose narration, once spoken, makes the video longer than the length it holds
 * (decision 149). Final: retrying speaks the same scripts again, so the render fails at once,
 * its hold is released, nothing is charged, and the message says how long the narration is.
 */
export class VideoTooLongError extends AppError {
  constructor(
    readonly seconds: number,
    limit: LengthLimit,
  ) {
    super(VIDEO_LENGTH_MESSAGES.narrationTooLong(seconds, limit.chosenSeconds, limit.kind, false), 'validation', {
      seconds,
      chosenSeconds: limit.chosenSeconds,
    });
    this.name = 'VideoTooLongError';
  }
}

/**
 * Decision 149: checked once the narration exists and before anything is encoded. `seconds` is the
 * whole video as planned (each slide's narration with its pause, silent slides), measured from the
 * speech itself; within VIDEO_LENGTH_TOLERANCE of the chosen length it is made and charged the chosen length.
 */
export function assertWithinLength(seconds: number, limit: LengthLimit | undefined): void {
  if (!limit) return;
  if (seconds > limit.chosenSeconds * (1 + VIDEO_LENGTH_TOLERANCE)) throw new VideoTooLongError(seconds, limit);
}

import { DEFAULT_SPEECH_RATE } from '@lectern/core';

/** The speed range of OpenAI's `POST /v1/audio/speech` (and the servers that speak it). */
const SPEED_LIMITS = { min: 0.25, max: 4 } as const;

/**
 * The `speed` to send for a rate. A neural voice's own pace (speed 1) is natural speech, which is
 * what the default rate plans (decision 166), so the rate scales around it: 0.9 → 1, 1 → 1.11.
 * Sending the rate itself would slow every default narration to nine tenths of natural.
 */
export const openAiSpeechSpeed = (rate = DEFAULT_SPEECH_RATE) =>
  Number(Math.min(SPEED_LIMITS.max, Math.max(SPEED_LIMITS.min, rate / DEFAULT_SPEECH_RATE)).toFixed(3));

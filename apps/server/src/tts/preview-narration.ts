import { pointStarts, SLIDE_PAUSE_SECONDS, spokenScript } from '@lectern/core';
import type { SpeechProvider } from '@lectern/media';

export interface NarrationPreviewInput {
  text: string;
  voiceName: string;
  languageCode: string;
  rate?: number;
  /** Decision 170: a slide's points, to be told when each appears as the narration reaches it. */
  points?: string[];
  signal: AbortSignal;
}

/**
 * A spoken preview (spec 001 §7 "Speech"); with a slide's points, also when each of them appears
 * in the video (core pointStarts over the voice's own word timings and the slide's length as the
 * render makes it), so the Preview Slides player reveals them as the video will.
 */
export async function previewNarration(speech: SpeechProvider, input: NarrationPreviewInput) {
  // Decision 175: a quiz's pause mark is never said.
  const audio = await speech.synthesize({
    text: spokenScript(input.text) || input.text,
    voice: input.voiceName,
    languageCode: input.languageCode,
    rate: input.rate,
    signal: input.signal,
  });
  const points = input.points?.length ? pointStarts(input.points, audio.words, audio.durationSeconds + SLIDE_PAUSE_SECONDS) : null;
  return { wav: audio.wav, durationSeconds: audio.durationSeconds, pointStarts: points };
}

import { DEFAULT_SPEECH_RATE, WORDS_PER_MINUTE } from '@lectern/core';
import { decodeWav, encodeWav } from '../../wav/wav.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { Synthesis } from '../speech-types.ts';
import { phonesFromSegments, phonesPerWord, spokenTokens, wordTimingsFromPhones } from './flite-alignment.ts';
import type { FliteEngine } from './flite-engine.ts';
import type { FliteVoice } from './flite-voices.ts';

const MIN_STRETCH = 0.4;
const MAX_STRETCH = 3;

/**
 * Flite's duration_stretch that makes the voice speak the spec's 130 wpm × rate (as eSpeak does,
 * decision 051), so the word budgets of spec 001 §9 give videos of the planned length.
 */
export const fliteDurationStretch = (voice: FliteVoice, rate = DEFAULT_SPEECH_RATE) =>
  Math.min(MAX_STRETCH, Math.max(MIN_STRETCH, voice.wordsPerMinute / (WORDS_PER_MINUTE * rate)));

/** Speaks `text` with a Flite voice: the WAV, its phones (ARPAbet, `pau` for silence) and the words' times. */
export async function synthesizeWithFlite(engine: FliteEngine, voice: FliteVoice, text: string, rate?: number, signal?: AbortSignal): Promise<Synthesis> {
  if (!text.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
  const words = spokenTokens(text);
  const result = await engine.synthesize(
    { text, voice: voice.fliteVoice, durationStretch: Number(fliteDurationStretch(voice, rate).toFixed(3)), words },
    signal,
  );
  // Flite writes 16-bit mono PCM; decoding and encoding again gives the one canonical header.
  const audio = decodeWav(result.wav);
  if (!audio.samples.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
  const durationSeconds = audio.samples.length / audio.sampleRate;
  const phonemes = phonesFromSegments(result.segments, Math.round(durationSeconds * 1000));
  return {
    wav: encodeWav(audio),
    durationSeconds,
    words: wordTimingsFromPhones(words, phonemes, phonesPerWord(result.wordPhones, words.length)),
    phonemes,
  };
}

import { DEFAULT_SPEECH_RATE, WORDS_PER_MINUTE } from '@lectern/core';
import { decodeWav, encodeWav } from '../../wav/wav.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { PhonemeTiming, Synthesis } from '../speech-types.ts';
import { FLITE_PAUSE, phonesFromSegments, phonesPerWord, spokenTokens, wordTimingsFromPhones } from './flite-alignment.ts';
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

/**
 * Longest piece of text Flite speaks in one run. Flite keeps a run's whole waveform in one growing
 * buffer; a long run of many short sentences at a slow stretch (210 one-letter sentences at 1.56)
 * crashed it, while runs of this size never did. Sentences are kept whole, so the speech is the
 * same as in one run (Flite speaks each sentence on its own anyway).
 */
export const FLITE_CHUNK_CHARS = 400;

/** The text in runs of whole sentences up to `max` characters; a longer sentence at spaces, a longer word anywhere. */
export function fliteChunks(text: string, max = FLITE_CHUNK_CHARS): string[] {
  const pieces = text
    .split(/(?<=[.!?]["')\]]*)\s+/)
    .flatMap((sentence) => (sentence.length <= max ? [sentence] : sentence.split(/\s+/)))
    .flatMap((piece) => (piece.length <= max ? [piece] : (piece.match(new RegExp(`[^]{1,${max}}`, 'gu')) ?? [])))
    .map((piece) => piece.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + piece.length <= max) chunks[chunks.length - 1] = `${last} ${piece}`;
    else chunks.push(piece);
  }
  return chunks;
}

/** Speaks `text` with a Flite voice: the WAV, its phones (ARPAbet, `PAU` for silence) and the words' times. */
export async function synthesizeWithFlite(engine: FliteEngine, voice: FliteVoice, text: string, rate?: number, signal?: AbortSignal): Promise<Synthesis> {
  if (!text.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
  const words = spokenTokens(text);
  const result = await engine.synthesize(
    { chunks: fliteChunks(text), voice: voice.fliteVoice, durationStretch: Number(fliteDurationStretch(voice, rate).toFixed(3)), words },
    signal,
  );
  // Flite writes 16-bit mono PCM; the runs are joined and written again with the one canonical header.
  const audios = result.parts.map((part) => decodeWav(part.wav));
  const sampleRate = audios[0]?.sampleRate ?? 16000;
  const samples = new Int16Array(audios.reduce((n, a) => n + a.samples.length, 0));
  const phonemes: PhonemeTiming[] = [];
  const toMs = (sample: number) => Math.round((sample / sampleRate) * 1000);
  let at = 0;
  for (const [i, audio] of audios.entries()) {
    const startMs = toMs(at);
    const endMs = toMs(at + audio.samples.length);
    for (const p of phonesFromSegments(result.parts[i]?.segments ?? '', endMs - startMs)) {
      phonemes.push({ phoneme: p.phoneme, startMs: p.startMs + startMs, endMs: p.endMs + startMs });
    }
    // Whatever a run's phones leave at its end is silence: the phones stay contiguous across runs.
    const covered = phonemes.at(-1)?.endMs ?? 0;
    if (covered < endMs) phonemes.push({ phoneme: FLITE_PAUSE, startMs: covered, endMs });
    samples.set(audio.samples, at);
    at += audio.samples.length;
  }
  if (!samples.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
  const durationSeconds = samples.length / sampleRate;
  return {
    wav: encodeWav({ sampleRate, samples }),
    durationSeconds,
    words: wordTimingsFromPhones(words, phonemes, phonesPerWord(result.wordPhones, words.length)),
    phonemes,
  };
}

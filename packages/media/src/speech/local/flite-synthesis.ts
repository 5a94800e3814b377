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

/**
 * A sentence Flite cannot speak as one utterance: longer than a run, or with a word longer than
 * this (spelled out letter by letter: one 400-letter utterance, 87 s of speech, crashed it). Such
 * a sentence is cut into utterances of at most 100 characters, at spaces, such words anywhere.
 */
export const FLITE_WORD_CHARS = 40;
const CUT_UTTERANCE_CHARS = 100;

function pack(pieces: string[], max: number, separator: string): string[] {
  const packed: string[] = [];
  for (const piece of pieces) {
    const last = packed.at(-1);
    if (last !== undefined && last.length + separator.length + piece.length <= max) packed[packed.length - 1] = `${last}${separator}${piece}`;
    else packed.push(piece);
  }
  return packed;
}

const slices = (word: string, size: number) => word.match(new RegExp(`[^]{1,${size}}`, 'gu')) ?? [];

/** The text in runs of at most `max` characters, utterances separated by a blank line (see above). */
export function fliteChunks(text: string, max = FLITE_CHUNK_CHARS): string[] {
  const utterances = text
    .split(/(?<=[.!?]["')\]]*)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .flatMap((sentence) => {
      const words = sentence.split(/\s+/);
      if (sentence.length <= max && words.every((w) => w.length <= FLITE_WORD_CHARS)) return [sentence];
      const cutAt = Math.min(max, CUT_UTTERANCE_CHARS);
      return pack(
        words.flatMap((w) => (w.length <= FLITE_WORD_CHARS ? [w] : slices(w, Math.min(FLITE_WORD_CHARS, cutAt)))),
        cutAt,
        ' ',
      );
    });
  return pack(utterances, max, '\n\n');
}

/** Speaks `text` with a Flite voice: the WAV, its phones (ARPAbet, `PAU` for silence) and the words' times. */
export async function synthesizeWithFlite(engine: FliteEngine, voice: FliteVoice, text: string, rate?: number, signal?: AbortSignal): Promise<Synthesis> {
  if (!text.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
  const words = spokenTokens(text);
  const result = await engine.synthesize(
    {
      chunks: fliteChunks(text),
      voice: voice.fliteVoice,
      durationStretch: Number(fliteDurationStretch(voice, rate).toFixed(3)),
      // Said alone to learn their phones; the alignment absorbs what a cut-short long word lacks.
      words: words.map((w) => w.slice(0, FLITE_WORD_CHARS)),
    },
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

import { DEFAULT_SPEECH_RATE, fliteStretchFor, sentencePauseSeconds } from '@lectern/core';
import { decodeWav, encodeWav } from '../../wav/wav.ts';
import { silentSynthesis } from '../silent-synthesis.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { PhonemeTiming, Synthesis } from '../speech-types.ts';
import { balancedParts } from './balanced-parts.ts';
import { FLITE_PAUSE, phonesFromSegments, phonesPerWord, spokenTokens, wordTimingsFromPhones } from './flite-alignment.ts';
import type { FliteEngine } from './flite-engine.ts';
import type { FliteVoice } from './flite-voices.ts';
import { lengthenSentencePauses } from './sentence-pauses.ts';

/**
 * Flite's duration_stretch that makes the voice speak the pace the word budget plans for it
 * (core speech-pace, measured per voice: decision 150), so a video lasts what the user chose.
 */
export const fliteDurationStretch = (voice: FliteVoice, rate = DEFAULT_SPEECH_RATE) => fliteStretchFor(voice.name, rate);

/**
 * Longest piece of text Flite speaks in one run, in letters' worth of speech (see spokenWeight).
 * Flite keeps a run's whole waveform in one growing buffer; a long run of many short sentences at
 * a slow stretch (210 one-letter sentences at 1.56) crashed it, while runs of this size never did.
 * Sentences are kept whole, so the speech is the same as in one run (Flite speaks each sentence on
 * its own anyway).
 */
export const FLITE_CHUNK_CHARS = 400;

/**
 * A sentence Flite cannot speak as one utterance: longer than a run, or with a word longer than
 * this (spelled out letter by letter: one 400-letter utterance, 87 s of speech, crashed it). Such
 * a sentence is cut into utterances of at most 100 letters' worth, at spaces, such words anywhere.
 */
export const FLITE_WORD_CHARS = 40;
const CUT_UTTERANCE_CHARS = 100;

/** Characters Flite reads out by name ("ampersand", "dollar", "at"): each takes as long as a short word. */
const NAMED_SYMBOL = /[\p{S}#%&*@\\/_]/u;

/**
 * How long Flite takes to say a text, in letters' worth (decision 150): a letter, space or
 * punctuation mark counts 1, a digit 3 (read as a number or one by one), a symbol 10 (read by its
 * name). Cutting by characters alone let 100 ampersands (about 100 s of speech) make one
 * utterance, which crashed the voice.
 */
export function spokenWeight(text: string): number {
  let weight = 0;
  for (const char of text) weight += /\p{N}/u.test(char) ? 3 : NAMED_SYMBOL.test(char) ? 10 : 1;
  return weight;
}

function pack(pieces: string[], max: number, separator: string): string[] {
  const packed: { text: string; weight: number }[] = [];
  for (const piece of pieces) {
    const last = packed.at(-1);
    const weight = spokenWeight(piece);
    if (last !== undefined && last.weight + separator.length + weight <= max) {
      last.text = `${last.text}${separator}${piece}`;
      last.weight += separator.length + weight;
    } else packed.push({ text: piece, weight });
  }
  return packed.map((p) => p.text);
}

/** A word in pieces of at most `size` letters' worth. */
function slices(word: string, size: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let weight = 0;
  for (const char of word) {
    const w = spokenWeight(char);
    if (piece && weight + w > size) {
      pieces.push(piece);
      piece = '';
      weight = 0;
    }
    piece += char;
    weight += w;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * The text in runs of at most `max` letters' worth, utterances separated by a blank line (see
 * above). With `parts` (decision 197), the utterances are first cut into that many consecutive
 * stretches of about equal length, each packed on its own, so the runners can speak them at once.
 */
export function fliteChunks(text: string, max = FLITE_CHUNK_CHARS, parts = 1): string[] {
  const utterances = text
    .split(/(?<=[.!?]["')\]]*)\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .flatMap((sentence) => {
      const words = sentence.split(/\s+/);
      if (spokenWeight(sentence) <= max && words.every((w) => spokenWeight(w) <= FLITE_WORD_CHARS)) return [sentence];
      const cutAt = Math.min(max, CUT_UTTERANCE_CHARS);
      return pack(
        words.flatMap((w) => (spokenWeight(w) <= FLITE_WORD_CHARS ? [w] : slices(w, Math.min(FLITE_WORD_CHARS, cutAt)))),
        cutAt,
        ' ',
      );
    });
  const starts = balancedParts(utterances.map(spokenWeight), parts);
  return starts.flatMap((start, i) => pack(utterances.slice(start, starts[i + 1]), max, '\n\n'));
}

/** Speaks `text` with a Flite voice: the WAV, its phones (ARPAbet, `PAU` for silence) and the words' times. */
export async function synthesizeWithFlite(engine: FliteEngine, voice: FliteVoice, text: string, rate?: number, signal?: AbortSignal): Promise<Synthesis> {
  if (!text.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
  const words = spokenTokens(text);
  const result = await engine.synthesize(
    {
      // Decision 197: in as many stretches as the engine has runners, so one slide is spoken on all of them.
      chunks: fliteChunks(text, FLITE_CHUNK_CHARS, engine.lanes),
      voice: voice.fliteVoice,
      durationStretch: Number(fliteDurationStretch(voice, rate).toFixed(3)),
      // Said alone to learn their phones; the alignment absorbs what a cut-short long word lacks.
      words: words.map((w) => slices(w, FLITE_WORD_CHARS)[0] ?? w),
    },
    signal,
  );
  // Flite writes 16-bit mono PCM; the runs are joined and written again with the one canonical header.
  const audios = result.parts.map((part) => decodeWav(part.wav));
  const sampleRate = audios[0]?.sampleRate ?? 16000;
  const samples = new Int16Array(audios.reduce((n, a) => n + a.samples.length, 0));
  const phonemes: PhonemeTiming[] = [];
  // Whole milliseconds never past the audio's end, so every timing lies within the audio.
  const toMs = (sample: number) => Math.floor((sample / sampleRate) * 1000);
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
  // Nothing the voice could say (letters of a script it has no sounds for): a breath of silence, never a failed narration.
  if (!samples.length) return silentSynthesis(sampleRate, FLITE_PAUSE);
  // Clear pauses between sentences (decision 166), scaled with the pace like the stretch.
  const paused = lengthenSentencePauses(
    { samples, sampleRate, phonemes, words: wordTimingsFromPhones(words, phonemes, phonesPerWord(result.wordPhones, words.length)) },
    sentencePauseSeconds(rate) * 1000,
    (phoneme) => phoneme === FLITE_PAUSE,
  );
  return {
    wav: encodeWav({ sampleRate, samples: paused.samples }),
    durationSeconds: paused.samples.length / sampleRate,
    words: paused.words,
    phonemes: paused.phonemes,
  };
}

import { DEFAULT_SPEECH_RATE, WORDS_PER_MINUTE } from '@lectern/core';
import { encodeWav } from '../../wav/wav.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { Language, PhonemeTiming, SpeechProvider, Synthesis, SynthesizeRequest, Voice, WordTiming } from '../speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from '../voice-order.ts';
import { EspeakEngine, type EspeakEvent } from './espeak-engine.ts';
import { FliteEngine } from './flite-engine.ts';
import { synthesizeWithFlite } from './flite-synthesis.ts';
import { FLITE_VOICES, findFliteVoice } from './flite-voices.ts';
import { buildLocalCatalogue } from './local-voices.ts';

/**
 * eSpeak's words-per-minute setting runs about 9% faster than real speech with pauses (measured on
 * narration paragraphs). Dividing by this makes the voice speak the spec's 130 wpm × rate, so the
 * word budgets of spec 001 §9 produce videos of the planned length (decision 051).
 */
const ESPEAK_WPM_PER_SPOKEN_WPM = 1 / 1.09;
const MIN_WPM = 80;
const MAX_WPM = 450;

export const espeakWordsPerMinute = (rate = DEFAULT_SPEECH_RATE) =>
  Math.round(Math.min(MAX_WPM, Math.max(MIN_WPM, WORDS_PER_MINUTE * rate * ESPEAK_WPM_PER_SPOKEN_WPM)));

/**
 * eSpeak reads its input as SSML: escape markup characters, remembering for each code point of the
 * escaped text which UTF-16 index of the original it came from, to map word events back.
 */
export function escapeForEspeak(text: string): { ssml: string; sourceIndex: number[] } {
  let ssml = '';
  const sourceIndex: number[] = [];
  let index = 0;
  for (const char of text) {
    const escaped = char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : char;
    for (const _ of escaped) sourceIndex.push(index);
    ssml += escaped;
    index += char.length;
  }
  return { ssml, sourceIndex };
}

/**
 * Word timings for the whitespace-separated words of the original text, from eSpeak's word events:
 * a word starts at its first event and ends where the next word starts (the last one at the end of
 * the audio). Words eSpeak skipped take the previous word's end; punctuation-only tokens are dropped.
 */
export function wordTimingsFromEvents(text: string, sourceIndex: number[], events: EspeakEvent[], durationMs: number): WordTiming[] {
  const eventStarts = events
    .filter((e) => e.type === 'word')
    .map((e) => ({ at: sourceIndex[e.textPosition - 1] ?? -1, ms: e.audioMs }))
    .filter((e) => e.at >= 0);
  const tokens = [...text.matchAll(/\S+/g)].filter((m) => /[\p{L}\p{N}]/u.test(m[0]));
  const starts: (number | undefined)[] = tokens.map((m) => {
    const begin = m.index ?? 0;
    const end = begin + m[0].length;
    return eventStarts.find((e) => e.at >= begin && e.at < end)?.ms;
  });
  let previous = 0;
  const resolved = starts.map((ms) => {
    previous = ms === undefined ? previous : Math.max(previous, ms);
    return previous;
  });
  return tokens.map((m, i) => ({
    text: m[0],
    startMs: resolved[i] ?? 0,
    endMs: Math.max(resolved[i] ?? 0, i + 1 < resolved.length ? (resolved[i + 1] ?? durationMs) : Math.round(durationMs)),
  }));
}

/** eSpeak reports a pause as a phoneme event without a name; `_` is eSpeak's own name for it. */
export const PAUSE_PHONEME = '_';

/**
 * Phoneme timings from eSpeak's phoneme events: each lasts until the next phoneme starts (the last
 * until the end of the audio). Events at the same position keep only the last one.
 */
export function phonemeTimingsFromEvents(events: EspeakEvent[], durationMs: number): PhonemeTiming[] {
  const starts: { phoneme: string; startMs: number }[] = [];
  for (const event of events) {
    if (event.type !== 'phoneme') continue;
    const startMs = Math.min(Math.max(0, event.audioMs), durationMs);
    const previous = starts.at(-1);
    if (previous && startMs < previous.startMs) continue;
    const phoneme = event.phoneme?.trim() || PAUSE_PHONEME;
    if (previous && startMs === previous.startMs) starts.pop();
    starts.push({ phoneme, startMs });
  }
  return starts.map((p, i) => ({ ...p, endMs: Math.round(starts[i + 1]?.startMs ?? durationMs) })).filter((p) => p.endMs > p.startMs);
}

export class LocalSpeechProvider implements SpeechProvider {
  readonly id = 'local';
  readonly reportsPhonemes = true;
  private catalogue: Promise<ReturnType<typeof buildLocalCatalogue>> | undefined;

  constructor(
    private readonly engine = new EspeakEngine(),
    /** English voices that sound natural (decision 139); eSpeak NG speaks every other language. */
    private readonly flite = new FliteEngine(),
  ) {}

  async listVoices(language?: string): Promise<Voice[]> {
    const { voices } = await this.loadCatalogue();
    const natural = FLITE_VOICES.map(({ fliteVoice: _, wordsPerMinute: __, ...voice }) => voice);
    return sortVoices(filterVoicesByLanguage([...natural, ...voices.map(({ espeakVoice: _, ...voice }) => voice)], language));
  }

  async listLanguages(): Promise<Language[]> {
    return (await this.loadCatalogue()).languages;
  }

  async synthesize({ text, voice, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    if (!text.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
    const fliteVoice = findFliteVoice(voice);
    if (fliteVoice) return synthesizeWithFlite(this.flite, fliteVoice, text, rate, signal);
    const catalogue = await this.loadCatalogue();
    const espeakVoice = catalogue.voices.find((v) => v.name === voice)?.espeakVoice ?? catalogue.aliases.get(voice);
    if (!espeakVoice) throw new SpeechError(SPEECH_MESSAGES.unknownVoice(voice));
    const { ssml, sourceIndex } = escapeForEspeak(text);
    const result = await this.engine.synthesize({ ssml, voice: espeakVoice, wordsPerMinute: espeakWordsPerMinute(rate) }, signal);
    if (!result.samples.length) throw new SpeechError(SPEECH_MESSAGES.noAudio);
    const durationSeconds = result.samples.length / result.sampleRate;
    return {
      wav: encodeWav({ sampleRate: result.sampleRate, samples: result.samples }),
      durationSeconds,
      words: wordTimingsFromEvents(text, sourceIndex, result.events, durationSeconds * 1000),
      phonemes: phonemeTimingsFromEvents(result.events, Math.round(durationSeconds * 1000)),
    };
  }

  async close(): Promise<void> {
    await Promise.all([this.engine.close(), this.flite.close()]);
  }

  private loadCatalogue(): Promise<ReturnType<typeof buildLocalCatalogue>> {
    this.catalogue ??= this.engine.listVoices().then(buildLocalCatalogue);
    this.catalogue.catch(() => {
      this.catalogue = undefined;
    });
    return this.catalogue;
  }
}

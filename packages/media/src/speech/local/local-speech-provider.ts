import { DEFAULT_SPEECH_RATE, espeakSettingFor, sentencePauseSeconds } from '@lectern/core';
import { encodeWav } from '../../wav/wav.ts';
import { silentSynthesis } from '../silent-synthesis.ts';
import { hasSpeakableText, speakableText } from '../speakable-text.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { Language, PhonemeTiming, SpeechProvider, Synthesis, SynthesizeRequest, Voice, WordTiming } from '../speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from '../voice-order.ts';
import { EspeakEngine, type EspeakEvent } from './espeak-engine.ts';
import { FLITE_PAUSE } from './flite-alignment.ts';
import { FliteEngine } from './flite-engine.ts';
import { synthesizeWithFlite } from './flite-synthesis.ts';
import { FLITE_VOICES, findFliteVoice } from './flite-voices.ts';
import { buildLocalCatalogue, curatedVoicesOf } from './local-voices.ts';
import { SPEECH_CONCURRENCY } from './run-limit.ts';
import { lengthenSentencePauses } from './sentence-pauses.ts';

/**
 * eSpeak's words-per-minute setting that makes `voice` speak the pace the word budget plans for it
 * (core speech-pace: each voice's spoken words per setting word, measured on narrations; decision
 * 150, which replaces decision 051's single 1.09), so a video lasts what the user chose.
 */
export const espeakWordsPerMinute = (voice: string, rate = DEFAULT_SPEECH_RATE) => espeakSettingFor(voice, rate);

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
  // Whole milliseconds within the audio: an event reported past its end is held at the end.
  const lastMs = Math.max(0, Math.floor(durationMs));
  let previous = 0;
  const resolved = starts.map((ms) => {
    previous = ms === undefined ? previous : Math.min(lastMs, Math.max(previous, ms));
    return previous;
  });
  return tokens.map((m, i) => ({
    text: m[0],
    startMs: resolved[i] ?? 0,
    endMs: Math.max(resolved[i] ?? 0, i + 1 < resolved.length ? (resolved[i + 1] ?? lastMs) : lastMs),
  }));
}

/** eSpeak reports a pause as a phoneme event without a name; `_` is eSpeak's own name for it. */
export const PAUSE_PHONEME = '_';

/** The engines' own sample rates, for the silence of a text with nothing to say. */
const FLITE_SAMPLE_RATE = 16000;
const ESPEAK_SAMPLE_RATE = 22050;

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
  /** Narrations cached before the natural pace and its sentence pauses (decision 166) are spoken again. */
  readonly cacheTag = 'natural-pace';
  readonly reportsPhonemes = true;
  private catalogue: Promise<ReturnType<typeof buildLocalCatalogue>> | undefined;

  /**
   * eSpeak NG runs in a worker thread that speaks one text at a time: more workers, started when
   * first asked for, speak different slides at once (issue 21 item 9), as Flite runs processes.
   */
  private readonly speakers: EspeakEngine[];

  constructor(
    private readonly engine = new EspeakEngine(),
    /** English voices that sound natural (decision 139); eSpeak NG speaks every other language. */
    private readonly flite = new FliteEngine(),
    concurrency = SPEECH_CONCURRENCY,
  ) {
    this.speakers = [engine, ...Array.from({ length: concurrency - 1 }, () => new EspeakEngine())];
  }

  /** The eSpeak worker with the fewest texts in hand. */
  private speaker(): EspeakEngine {
    return this.speakers.reduce((best, next) => (next.load < best.load ? next : best));
  }

  async listVoices(language?: string): Promise<Voice[]> {
    // Decision 193: a curated language's voices are known without eSpeak's list, so a render's
    // default English voice never waits for the engine to start (about 0.4 CPU s).
    const voices = (language ? curatedVoicesOf(language) : null) ?? (await this.loadCatalogue()).voices;
    const natural = FLITE_VOICES.map(({ fliteVoice: _, ...voice }) => voice);
    return sortVoices(filterVoicesByLanguage([...natural, ...voices.map(({ espeakVoice: _, ...voice }) => voice)], language));
  }

  async listLanguages(): Promise<Language[]> {
    return (await this.loadCatalogue()).languages;
  }

  /**
   * Any text a user can type is spoken (decision 150): what no voice can say is taken out first
   * (speakableText), a text with nothing left to say is a breath of silence, and the captions'
   * words are those of the text as spoken. Only a blank text is refused.
   */
  async synthesize({ text: typed, voice, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    if (!typed.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
    const fliteVoice = findFliteVoice(voice);
    const catalogue = fliteVoice ? undefined : await this.loadCatalogue();
    const espeakVoice = catalogue && (catalogue.voices.find((v) => v.name === voice)?.espeakVoice ?? catalogue.aliases.get(voice));
    if (!fliteVoice && !espeakVoice) throw new SpeechError(SPEECH_MESSAGES.unknownVoice(voice));
    const text = speakableText(typed);
    if (!hasSpeakableText(text)) return fliteVoice ? silentSynthesis(FLITE_SAMPLE_RATE, FLITE_PAUSE) : silentSynthesis(ESPEAK_SAMPLE_RATE, PAUSE_PHONEME);
    if (fliteVoice) return synthesizeWithFlite(this.flite, fliteVoice, text, rate, signal);
    const { ssml, sourceIndex } = escapeForEspeak(text);
    const result = await this.speaker().synthesize({ ssml, voice: espeakVoice as string, wordsPerMinute: espeakWordsPerMinute(voice, rate) }, signal);
    if (!result.samples.length) return silentSynthesis(result.sampleRate || ESPEAK_SAMPLE_RATE, PAUSE_PHONEME);
    const durationMs = (result.samples.length / result.sampleRate) * 1000;
    // Clear pauses between sentences (decision 166), scaled with the pace like eSpeak's setting.
    const paused = lengthenSentencePauses(
      {
        samples: result.samples,
        sampleRate: result.sampleRate,
        words: wordTimingsFromEvents(text, sourceIndex, result.events, durationMs),
        phonemes: phonemeTimingsFromEvents(result.events, Math.floor(durationMs)),
      },
      sentencePauseSeconds(rate) * 1000,
      (phoneme) => phoneme === PAUSE_PHONEME,
    );
    return {
      wav: encodeWav({ sampleRate: paused.sampleRate, samples: paused.samples }),
      durationSeconds: paused.samples.length / paused.sampleRate,
      words: paused.words,
      phonemes: paused.phonemes,
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.speakers.map((speaker) => speaker.close()), this.flite.close()]);
  }

  private loadCatalogue(): Promise<ReturnType<typeof buildLocalCatalogue>> {
    this.catalogue ??= this.engine.listVoices().then(buildLocalCatalogue);
    this.catalogue.catch(() => {
      this.catalogue = undefined;
    });
    return this.catalogue;
  }
}

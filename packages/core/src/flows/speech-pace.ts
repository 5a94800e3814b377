/**
 * How many words a minute a voice really speaks at a rate, pauses included: the one source the
 * word budget (spec 001 §9), every narration estimate and the offline voices' own speed settings
 * read, so the plan (slides × words) and the voice agree and a video lasts what the user chose
 * (decision 150).
 */

import { countSyllables } from './syllables';

/** Spec 001 §9's default rate: the rate the wizard speaks at. */
export const DEFAULT_SPEECH_RATE = 0.9;

/**
 * Words a minute every voice is planned to speak at the default rate, sentence pauses included:
 * natural narration (issue 21 item 5 asks 140–160). Spec 001 §9 plans 130 × 0.9 = 117, which
 * listeners found slow; decision 166 departs from it. The rate scales around this pace.
 */
export const NATURAL_WORDS_PER_MINUTE = 150;

/** Words a minute at rate 1, so the planned pace is WORDS_PER_MINUTE × rate (spec 001 §9's form; 130 there, decision 166). */
export const WORDS_PER_MINUTE = NATURAL_WORDS_PER_MINUTE / DEFAULT_SPEECH_RATE;

/**
 * The least silence an offline voice keeps between two sentences at the default rate (decision
 * 166): at a natural pace Flite and eSpeak NG leave 0.3–0.45 s, which runs sentences together.
 * It scales with the pace like every phone, so a voice's measured pace holds at every rate.
 */
export const SENTENCE_PAUSE_SECONDS = 0.5;

/** The sentence pause at `rate`: longer when slower, shorter when faster. */
export const sentencePauseSeconds = (rate = DEFAULT_SPEECH_RATE) => (SENTENCE_PAUSE_SECONDS * DEFAULT_SPEECH_RATE) / rate;

/** Flite's duration_stretch and eSpeak's words-per-minute setting stay within what sounds like speech. */
export const FLITE_STRETCH_LIMITS = { min: 0.4, max: 3 } as const;
export const ESPEAK_SETTING_LIMITS = { min: 80, max: 450 } as const;

/**
 * Measured (decisions 150, 166; `scripts/measure-speech-pace.ts`): the offline writer's narrations
 * of five sample briefs (21 scripts, 1,183 words: executive brief, workshop and compliance at 2
 * minutes, story and sales at 1 minute), each script synthesised alone at rate 0.9 with the
 * sentence pauses (SENTENCE_PAUSE_SECONDS), words counted as the budget counts them
 * (whitespace-separated), seconds the audio's whole length (sentence pauses and the silence at
 * either end included).
 *
 * Flite voices: words a minute at the voice's own pace (duration_stretch 1), i.e. the measured
 * pace times the stretch it was measured at; the stretch scales every phone and pause alike.
 */
const FLITE_OWN_PACE: Readonly<Record<string, number>> = {
  'en-US-Local-Abigail': 166,
  'en-US-Local-Adam': 150,
  'en-US-Local-Alan': 191,
  'en-GB-Local-Alastair': 166,
};

/**
 * eSpeak NG voices: words a minute spoken per word a minute of eSpeak's setting, on the same
 * English narrations (the offline writer does not translate). English voices differ by variant;
 * other languages by their eSpeak voice, measured on a named set (French, German, Spanish,
 * Italian, Portuguese, Dutch, Polish, Swedish); any other language takes their median.
 */
const ESPEAK_SPOKEN_PER_SETTING: Readonly<Record<string, number>> = {
  'en-US-Local-Annie': 1.044,
  'en-US-Local-Belinda': 1.057,
  'en-US-Local-Steph': 1.043,
  'en-US-Local-Andy': 0.974,
  'en-US-Local-Michael': 1.038,
  'en-US-Local-Robert': 1.038,
  'en-GB-Local-Linda': 1.042,
  'en-GB-Local-Fiona': 1.048,
  'en-GB-Local-Ian': 1.066,
  'en-GB-Local-John': 1.068,
  fr: 1.112,
  de: 0.899,
  es: 0.976,
  it: 1.005,
  pt: 0.931,
  nl: 0.933,
};
const ESPEAK_DEFAULT_SPOKEN_PER_SETTING = 0.932;

/** Flite's own pace for a voice it has no measurement for: the measured voices' middle. */
const FLITE_DEFAULT_OWN_PACE = 166;

/** A voice and the rate it speaks at; a voice the table does not know is planned at the planned pace. */
export interface SpeechPace {
  voice?: string;
  rate?: number;
}

const clamp = (value: number, limits: { min: number; max: number }) => Math.min(limits.max, Math.max(limits.min, value));
const paceOf = (pace: number | SpeechPace | undefined): Required<Pick<SpeechPace, 'rate'>> & SpeechPace =>
  typeof pace === 'number' ? { rate: pace } : { ...pace, rate: pace?.rate ?? DEFAULT_SPEECH_RATE };

/** Words a minute the voice is planned to speak at the rate: WORDS_PER_MINUTE × rate (150 at the default 0.9, decision 166). */
const plannedWordsPerMinute = (rate: number) => WORDS_PER_MINUTE * rate;

export const isFliteVoiceName = (voice: string) => voice in FLITE_OWN_PACE;

/** An offline eSpeak voice's measured ratio: its own entry, else its language's (`fr-CA-Local-Male` → `fr`). */
function espeakRatio(voice: string): number {
  return ESPEAK_SPOKEN_PER_SETTING[voice] ?? ESPEAK_SPOKEN_PER_SETTING[voice.split('-')[0]?.toLowerCase() ?? ''] ?? ESPEAK_DEFAULT_SPOKEN_PER_SETTING;
}

/** Flite's duration_stretch that makes the voice speak the planned pace at `rate` (within FLITE_STRETCH_LIMITS). */
export const fliteStretchFor = (voice: string, rate = DEFAULT_SPEECH_RATE) =>
  clamp((FLITE_OWN_PACE[voice] ?? FLITE_DEFAULT_OWN_PACE) / plannedWordsPerMinute(rate), FLITE_STRETCH_LIMITS);

/** eSpeak's words-per-minute setting that makes the voice speak the planned pace at `rate` (within ESPEAK_SETTING_LIMITS). */
export const espeakSettingFor = (voice: string, rate = DEFAULT_SPEECH_RATE) =>
  Math.round(clamp(plannedWordsPerMinute(rate) / espeakRatio(voice), ESPEAK_SETTING_LIMITS));

/**
 * Words a minute, pauses included, that `voice` speaks at `rate`: the planned pace, except where an
 * offline voice's setting reaches its limit (it then speaks what the limit gives). Cloud and
 * self-hosted voices and a missing voice are planned at the same pace (their own natural pace
 * times the rate is close to it: decision 166). A bare number is the rate (the older call form).
 */
export function speechWordsPerMinute(pace?: number | SpeechPace): number {
  const { voice, rate } = paceOf(pace);
  if (!voice) return plannedWordsPerMinute(rate);
  if (isFliteVoiceName(voice)) return (FLITE_OWN_PACE[voice] as number) / fliteStretchFor(voice, rate);
  if (/-Local-/.test(voice)) return espeakSettingFor(voice, rate) * espeakRatio(voice);
  return plannedWordsPerMinute(rate);
}

/**
 * Silence the video keeps after each slide's narration, so slides do not cut off mid-breath. It is
 * part of the slide's seconds, so a slide's script is sized for what is left (`slideWordBudget`):
 * without that a three-slide minute ran 3 % long before the voice said a word too many (decision 150).
 */
export const SLIDE_PAUSE_SECONDS = 0.6;

/** Spec 001 §9: the words a narration of `seconds` holds at the voice's pace. */
export const wordBudget = (seconds: number, pace: number | SpeechPace = DEFAULT_SPEECH_RATE) => Math.round((seconds / 60) * speechWordsPerMinute(pace));

/**
 * A sentence's closing pause costs about as long as three syllables (decision 176: fitted on 72
 * narrations of nine briefs, each spoken by four offline voices; 2.5–3.5 fit equally well).
 */
export const SENTENCE_PAUSE_SYLLABLES = 3;

/**
 * Syllables, a sentence's pause counted as SENTENCE_PAUSE_SYLLABLES, in an average word of the
 * narrations the pace tables were measured on (1,590 syllables and 152 sentences in 1,183 words):
 * what one word of a voice's measured pace stands for.
 */
export const SYLLABLES_PER_PACE_WORD = 1.73;

/** Sentences in a text: runs ended by . ! or ? (a text without one is a sentence). */
export const countSentences = (text: string) => text.split(/[.!?…]+(?:["”’)\]]*)(?:\s+|$)/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;

/**
 * The length of `text` in average words (decision 176): its syllables and sentence pauses over
 * SYLLABLES_PER_PACE_WORD. A voice spends its time on syllables and pauses, not on words: scripts
 * of short words ran 10–12 % short when sized by words at the natural pace (issue 19 item 2), and
 * per script the word count missed the voice's seconds by 6–8 % (sd) where this misses by 3–5 %.
 * It is the measure every word budget and speech estimate counts in.
 */
export const spokenWords = (text: string) =>
  text.trim() ? (countSyllables(text) + SENTENCE_PAUSE_SYLLABLES * countSentences(text)) / SYLLABLES_PER_PACE_WORD : 0;

/** Spec 001 §9: the seconds `text` takes at the voice's pace, pauses included (its length in average words, decision 176). */
export const estimateSpeechSeconds = (text: string, pace: number | SpeechPace = DEFAULT_SPEECH_RATE) => (spokenWords(text) / speechWordsPerMinute(pace)) * 60;

/** The words a slide of `slideSeconds` can speak: its seconds less the pause after it, at the voice's pace. */
export const slideWordBudget = (slideSeconds: number, pace: number | SpeechPace = DEFAULT_SPEECH_RATE) =>
  wordBudget(Math.max(0, slideSeconds - SLIDE_PAUSE_SECONDS), pace);

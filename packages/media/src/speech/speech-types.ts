/** Spec 001 §3 "Voice": name, languageCode, ssmlGender (MALE, FEMALE, NEUTRAL), displayName. */
export const SSML_GENDERS = ['FEMALE', 'MALE', 'NEUTRAL'] as const;
export type SsmlGender = (typeof SSML_GENDERS)[number];

export interface Voice {
  /** Stable identifier stored in the project (progress_data.selectedVoice). */
  name: string;
  languageCode: string;
  ssmlGender: SsmlGender;
  displayName: string;
}

/** Spec 001 §3 "Language": code, name; one of core's language list (decision 138), with its own name for itself. */
export interface Language {
  code: string;
  name: string;
  nativeName?: string;
}

export interface WordTiming {
  text: string;
  startMs: number;
  endMs: number;
}

export interface SynthesizeRequest {
  text: string;
  /** A `Voice.name` from this provider's `listVoices`. */
  voice: string;
  languageCode: string;
  /** Speaking rate relative to normal speech (spec 001 §9 default 0.9). */
  rate?: number;
  signal?: AbortSignal;
}

export interface Synthesis {
  /** 16-bit PCM mono WAV with a canonical RIFF header. */
  wav: Buffer;
  durationSeconds: number;
  /** Word timings in the audio, increasing; measured by the local engine, estimated for cloud voices. */
  words: WordTiming[];
  /**
   * Phonemes in the audio, increasing, for the presenter's lip sync: IPA from the local engine
   * (`h`, `ˈoʊ`; `_` is a pause), ARPAbet from voices that report it. Absent when the voice reports
   * none (cloud voices, older cache entries): mouth shapes then come from the audio itself.
   */
  phonemes?: PhonemeTiming[];
}

export interface PhonemeTiming {
  phoneme: string;
  startMs: number;
  endMs: number;
}

export interface SpeechProvider {
  /** `local`, `google`, `azure`, `openai` or `selfhosted`: part of the audio cache key. */
  readonly id: string;
  listVoices(language?: string): Promise<Voice[]>;
  listLanguages(): Promise<Language[]>;
  synthesize(request: SynthesizeRequest): Promise<Synthesis>;
  /** Part of the audio cache key besides `id`: what else changes how a voice of this provider sounds (its pace, its server and model). */
  readonly cacheTag?: string;
  /** True when every synthesis carries `phonemes`: a cached clip without them is then spoken again. */
  readonly reportsPhonemes?: boolean;
}

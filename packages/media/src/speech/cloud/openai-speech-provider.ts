import { DEFAULT_LANGUAGE, offeredLanguages, openAiLanguages } from '@lectern/core';
import { openAiSpeechSpeed } from '../openai-speech-speed.ts';
import type { Language, SpeechProvider, SsmlGender, Synthesis, SynthesizeRequest, Voice } from '../speech-types.ts';
import { sortVoices } from '../voice-order.ts';
import { synthesisFromAudio } from './cloud-audio.ts';
import { speechFetch } from './speech-http.ts';

/**
 * OpenAI's built-in voices. They are multilingual and the API publishes no list or genders; the
 * genders below are how the voices are commonly perceived (decision 052).
 */
const OPENAI_VOICES: [string, SsmlGender][] = [
  ['alloy', 'NEUTRAL'],
  ['ash', 'MALE'],
  ['ballad', 'MALE'],
  ['coral', 'FEMALE'],
  ['echo', 'MALE'],
  ['fable', 'MALE'],
  ['nova', 'FEMALE'],
  ['onyx', 'MALE'],
  ['sage', 'FEMALE'],
  ['shimmer', 'FEMALE'],
  ['verse', 'MALE'],
];

export interface OpenAiSpeechOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
}

/** OpenAI-compatible `audio/speech` (OpenAI or a compatible local server), WAV responses. */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly id = 'openai';
  private readonly baseUrl: string;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '');
  }

  async listVoices(language?: string): Promise<Voice[]> {
    const languageCode = language ?? DEFAULT_LANGUAGE;
    return sortVoices(OPENAI_VOICES.map(([name, ssmlGender]) => ({ name, languageCode, ssmlGender, displayName: name[0]!.toUpperCase() + name.slice(1) })));
  }

  async listLanguages(): Promise<Language[]> {
    // The core list marks the languages OpenAI's voices speak (decision 138).
    return offeredLanguages(openAiLanguages().map((l) => l.code));
  }

  async synthesize({ text, voice, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    const response = await speechFetch(`${this.baseUrl}/audio/speech`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: this.options.model ?? 'gpt-4o-mini-tts',
        voice,
        input: text,
        response_format: 'wav',
        // The rate scales around the voice's own natural pace, as for a self-hosted server (decision 166).
        speed: openAiSpeechSpeed(rate),
      }),
      signal,
    });
    return synthesisFromAudio(text, Buffer.from(await response.arrayBuffer()), 24_000);
  }
}

import { findLanguage, languagesWithVoiceLocales, offeredLanguages, providerLocales } from '@lectern/core';
import { z } from 'zod';
import type { Language, SpeechProvider, Synthesis, SynthesizeRequest, Voice } from '../speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from '../voice-order.ts';
import { synthesisFromAudio } from './cloud-audio.ts';
import { speechJson } from './speech-http.ts';

const voicesResponse = z.object({
  voices: z.array(z.object({ name: z.string(), languageCodes: z.array(z.string()).min(1), ssmlGender: z.string().optional() })).default([]),
});
const synthesizeResponse = z.object({ audioContent: z.string().optional() });

const LINEAR16_RATE = 24_000;

/** The locale Google knows a voice by (`cmn-CN-Wavenet-A` for zh-CN): Google rejects a mismatched pair. */
export function googleLocale(languageCode: string, voice: string): string {
  const entry = findLanguage(languageCode);
  if (!entry) return languageCode;
  return providerLocales(entry, 'google').find((code) => voice.toLowerCase().startsWith(`${code.toLowerCase()}-`)) ?? languageCode;
}

export interface GoogleSpeechOptions {
  apiKey: string;
  baseUrl?: string;
}

/** Google Cloud Text-to-Speech over REST (v1 voices and text:synthesize, LINEAR16 audio). */
export class GoogleSpeechProvider implements SpeechProvider {
  readonly id = 'google';
  private readonly baseUrl: string;

  constructor(private readonly options: GoogleSpeechOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://texttospeech.googleapis.com').replace(/\/$/, '');
  }

  async listVoices(language?: string): Promise<Voice[]> {
    // A language Google names its own way (zh-CN is `cmn-CN`) is looked up under Google's locales.
    const entry = findLanguage(language);
    const locales = entry?.google ? providerLocales(entry, 'google').map((code) => code.toLowerCase()) : undefined;
    const query = language && !locales ? `?languageCode=${encodeURIComponent(language)}` : '';
    const body = voicesResponse.parse(await speechJson(`${this.baseUrl}/v1/voices${query}`, { headers: this.headers() }));
    const voices = body.voices.map((v): Voice => {
      const languageCode = v.languageCodes[0] ?? '';
      const gender = v.ssmlGender === 'MALE' || v.ssmlGender === 'FEMALE' ? v.ssmlGender : 'NEUTRAL';
      const short = v.name.startsWith(`${languageCode}-`) ? v.name.slice(languageCode.length + 1) : v.name;
      return { name: v.name, languageCode, ssmlGender: gender, displayName: short.replaceAll('-', ' ') };
    });
    if (locales) return sortVoices(voices.filter((v) => locales.includes(v.languageCode.toLowerCase())));
    return sortVoices(filterVoicesByLanguage(voices, language));
  }

  async listLanguages(): Promise<Language[]> {
    // The core list's languages with at least one voice here (decision 138).
    const body = voicesResponse.parse(await speechJson(`${this.baseUrl}/v1/voices`, { headers: this.headers() }));
    const served = languagesWithVoiceLocales(
      'google',
      body.voices.flatMap((v) => v.languageCodes),
    );
    return offeredLanguages(served.map((l) => l.code));
  }

  async synthesize({ text, voice, languageCode, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    const body = synthesizeResponse.parse(
      await speechJson(`${this.baseUrl}/v1/text:synthesize`, {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({
          input: { text },
          voice: { languageCode: googleLocale(languageCode, voice), name: voice },
          audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: LINEAR16_RATE, ...(rate ? { speakingRate: rate } : {}) },
        }),
        signal,
      }),
    );
    return synthesisFromAudio(text, body.audioContent ? Buffer.from(body.audioContent, 'base64') : undefined, LINEAR16_RATE);
  }

  private headers() {
    // The key travels in a header rather than the query string so it stays out of access logs.
    return { 'x-goog-api-key': this.options.apiKey };
  }
}

import { z } from 'zod';
import { languageName } from '../language-names.ts';
import type { Language, SpeechProvider, Synthesis, SynthesizeRequest, Voice } from '../speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from '../voice-order.ts';
import { synthesisFromAudio } from './cloud-audio.ts';
import { speechJson } from './speech-http.ts';

const voicesResponse = z.object({
  voices: z.array(z.object({ name: z.string(), languageCodes: z.array(z.string()).min(1), ssmlGender: z.string().optional() })).default([]),
});
const synthesizeResponse = z.object({ audioContent: z.string().optional() });

const LINEAR16_RATE = 24_000;

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
    const query = language ? `?languageCode=${encodeURIComponent(language)}` : '';
    const body = voicesResponse.parse(await speechJson(`${this.baseUrl}/v1/voices${query}`, { headers: this.headers() }));
    const voices = body.voices.map((v): Voice => {
      const languageCode = v.languageCodes[0] ?? '';
      const gender = v.ssmlGender === 'MALE' || v.ssmlGender === 'FEMALE' ? v.ssmlGender : 'NEUTRAL';
      const short = v.name.startsWith(`${languageCode}-`) ? v.name.slice(languageCode.length + 1) : v.name;
      return { name: v.name, languageCode, ssmlGender: gender, displayName: short.replaceAll('-', ' ') };
    });
    return sortVoices(filterVoicesByLanguage(voices, language));
  }

  async listLanguages(): Promise<Language[]> {
    const codes = new Set((await this.listVoices()).map((v) => v.languageCode));
    return [...codes].map((code) => ({ code, name: languageName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  async synthesize({ text, voice, languageCode, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    const body = synthesizeResponse.parse(
      await speechJson(`${this.baseUrl}/v1/text:synthesize`, {
        method: 'POST',
        headers: { ...this.headers(), 'content-type': 'application/json' },
        body: JSON.stringify({
          input: { text },
          voice: { languageCode, name: voice },
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

import { languagesWithVoiceLocales, offeredLanguages } from '@lectern/core';
import { z } from 'zod';
import type { Language, SpeechProvider, Synthesis, SynthesizeRequest, Voice } from '../speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from '../voice-order.ts';
import { synthesisFromAudio } from './cloud-audio.ts';
import { speechFetch, speechJson } from './speech-http.ts';

const voicesResponse = z.array(z.object({ ShortName: z.string(), DisplayName: z.string().optional(), Gender: z.string().optional(), Locale: z.string() }));

export interface AzureSpeechOptions {
  key: string;
  region: string;
  /** Overrides `https://{region}.tts.speech.microsoft.com` (sovereign clouds, tests). */
  endpoint?: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** SSML prosody rate from a relative rate: 0.9 → "-10%". */
export const azureProsodyRate = (rate: number) => {
  const percent = Math.round((rate - 1) * 100);
  return `${percent >= 0 ? '+' : ''}${percent}%`;
};

/** Azure AI Speech over REST (voices/list and SSML synthesis to 24 kHz 16-bit mono RIFF). */
export class AzureSpeechProvider implements SpeechProvider {
  readonly id = 'azure';
  private readonly endpoint: string;

  constructor(private readonly options: AzureSpeechOptions) {
    this.endpoint = (options.endpoint ?? `https://${options.region}.tts.speech.microsoft.com`).replace(/\/$/, '');
  }

  async listVoices(language?: string): Promise<Voice[]> {
    const list = voicesResponse.parse(
      await speechJson(`${this.endpoint}/cognitiveservices/voices/list`, { headers: { 'Ocp-Apim-Subscription-Key': this.options.key } }),
    );
    const voices = list.map((v): Voice => {
      const gender = v.Gender?.toUpperCase();
      return {
        name: v.ShortName,
        languageCode: v.Locale,
        ssmlGender: gender === 'MALE' || gender === 'FEMALE' ? gender : 'NEUTRAL',
        displayName: v.DisplayName ?? v.ShortName,
      };
    });
    return sortVoices(filterVoicesByLanguage(voices, language));
  }

  async listLanguages(): Promise<Language[]> {
    // The core list's languages with at least one voice here (decision 138).
    const served = languagesWithVoiceLocales(
      'azure',
      (await this.listVoices()).map((v) => v.languageCode),
    );
    return offeredLanguages(served.map((l) => l.code));
  }

  async synthesize({ text, voice, languageCode, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    const spoken = rate && rate !== 1 ? `<prosody rate="${azureProsodyRate(rate)}">${escapeXml(text)}</prosody>` : escapeXml(text);
    const ssml = `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${escapeXml(languageCode)}"><voice name="${escapeXml(voice)}">${spoken}</voice></speak>`;
    const response = await speechFetch(`${this.endpoint}/cognitiveservices/v1`, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': this.options.key,
        'Content-Type': 'application/ssml+xml',
        'X-Microsoft-OutputFormat': 'riff-24khz-16bit-mono-pcm',
        'User-Agent': 'Lectern',
      },
      body: ssml,
      signal,
    });
    return synthesisFromAudio(text, Buffer.from(await response.arrayBuffer()), 24_000);
  }
}

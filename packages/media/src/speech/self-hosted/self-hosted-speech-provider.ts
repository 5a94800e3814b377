import { createHash } from 'node:crypto';
import { offeredLanguages } from '@lectern/core';
import { encodeWav } from '../../wav/wav.ts';
import { wordTimingsFromAudio } from '../audio-word-timings.ts';
import { speechFetch } from '../cloud/speech-http.ts';
import { decodeSpeechAudio } from '../decode-speech-audio.ts';
import { openAiSpeechSpeed } from '../openai-speech-speed.ts';
import { SPEECH_MESSAGES, SpeechError } from '../speech-errors.ts';
import type { Language, SpeechProvider, Synthesis, SynthesizeRequest, Voice } from '../speech-types.ts';
import { filterVoicesByLanguage, sortVoices } from '../voice-order.ts';
import { selfHostedVoice } from './self-hosted-voices.ts';

export interface SelfHostedSpeechOptions {
  /** The server's OpenAI-compatible API root, e.g. `http://localhost:8880/v1` (Kokoro-FastAPI). */
  baseUrl: string;
  /** The model the server speaks with: `kokoro` for Kokoro-FastAPI, `tts-1` for openedai-speech's Piper voices. */
  model: string;
  /** The voices offered, as the server names them (see selfHostedVoice), listed in the spec's order. */
  voices: string[];
  /** The language of a voice whose name does not say one. */
  language?: string;
  /** Sent as a bearer token when the server asks for one; it stays on the server. */
  apiKey?: string;
}

/**
 * A neural voice on a self-hosted server speaking OpenAI's `POST /v1/audio/speech` (Kokoro-FastAPI,
 * or a Piper server such as openedai-speech), decision 167. The server returns audio only: word
 * timings (captions, points appearing as they are spoken) are derived from the pauses heard in it,
 * and the presenter's mouth is moved by the audio itself, as for the cloud voices.
 */
export class SelfHostedSpeechProvider implements SpeechProvider {
  readonly id = 'selfhosted';
  /** Another server or model speaks the same voice name differently: cached narrations are kept apart. */
  readonly cacheTag: string;
  private readonly baseUrl: string;
  private readonly voices: Voice[];

  constructor(private readonly options: SelfHostedSpeechOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.voices = options.voices.map((spec) => selfHostedVoice(spec, options.language ?? 'en-US'));
    this.cacheTag = createHash('sha256')
      .update(JSON.stringify([this.baseUrl, options.model]))
      .digest('hex')
      .slice(0, 16);
  }

  async listVoices(language?: string): Promise<Voice[]> {
    return sortVoices(filterVoicesByLanguage(this.voices, language));
  }

  async listLanguages(): Promise<Language[]> {
    return offeredLanguages(this.voices.map((v) => v.languageCode));
  }

  async synthesize({ text, voice, rate, signal }: SynthesizeRequest): Promise<Synthesis> {
    if (!text.trim()) throw new SpeechError(SPEECH_MESSAGES.emptyText);
    const known = this.voices.find((v) => v.name === voice);
    if (!known) throw new SpeechError(SPEECH_MESSAGES.unknownVoice(voice));
    const response = await speechFetch(`${this.baseUrl}/audio/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.options.model,
        voice: known.name,
        input: text,
        response_format: 'wav',
        speed: openAiSpeechSpeed(rate),
        // Kokoro-FastAPI streams by default, and a streamed WAV has no sizes in its header.
        stream: false,
      }),
      signal,
    });
    const pcm = await decodeSpeechAudio(Buffer.from(await response.arrayBuffer()), signal);
    return {
      wav: encodeWav(pcm),
      durationSeconds: pcm.samples.length / pcm.sampleRate,
      words: wordTimingsFromAudio(text, pcm.samples, pcm.sampleRate),
    };
  }
}

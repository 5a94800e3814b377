import { describe, expect, it } from 'vitest';
import { AzureSpeechProvider } from './cloud/azure-speech-provider.ts';
import { GoogleSpeechProvider } from './cloud/google-speech-provider.ts';
import { OpenAiSpeechProvider } from './cloud/openai-speech-provider.ts';
import { createSpeechProvider } from './create-speech-provider.ts';
import { LocalSpeechProvider } from './local/local-speech-provider.ts';

describe('createSpeechProvider', () => {
  it('defaults to the offline local voice', () => {
    expect(createSpeechProvider({})).toBeInstanceOf(LocalSpeechProvider);
    expect(createSpeechProvider({ TTS_PROVIDER: '' })).toBeInstanceOf(LocalSpeechProvider);
  });
  it('selects the cloud adapter named by TTS_PROVIDER', () => {
    expect(createSpeechProvider({ TTS_PROVIDER: 'google', GOOGLE_TTS_API_KEY: 'k' })).toBeInstanceOf(GoogleSpeechProvider);
    expect(createSpeechProvider({ TTS_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'westeurope' })).toBeInstanceOf(AzureSpeechProvider);
    expect(createSpeechProvider({ TTS_PROVIDER: 'openai', OPENAI_API_KEY: 'k' })).toBeInstanceOf(OpenAiSpeechProvider);
    expect(createSpeechProvider({ TTS_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:8880/v1' })).toBeInstanceOf(OpenAiSpeechProvider);
  });
  it('names the missing setting', () => {
    expect(() => createSpeechProvider({ TTS_PROVIDER: 'google' })).toThrow('GOOGLE_TTS_API_KEY is required when TTS_PROVIDER=google');
    expect(() => createSpeechProvider({ TTS_PROVIDER: 'azure', AZURE_SPEECH_KEY: 'k' })).toThrow('AZURE_SPEECH_REGION');
    expect(() => createSpeechProvider({ TTS_PROVIDER: 'polly' })).toThrow(/Invalid speech configuration/);
  });
});

import { decodeWav, LocalSpeechProvider } from '@lectern/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const speech = new LocalSpeechProvider();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ services: { speech } });
  ({ token } = await t.signUp('preview@example.com'));
});
afterAll(async () => {
  await t.close();
  await speech.close();
});

describe('POST /api/tts with the natural offline voices (decision 139)', () => {
  it('lists a natural voice first for US English (the default) and previews it as a WAV', async () => {
    const voices = (await (await t.request('/api/tts/voices?language=en-US', { token })).json()) as { voices: { name: string }[] };
    expect(voices.voices[0]?.name).toBe('en-US-Local-Abigail');

    const res = await t.request('/api/tts', {
      token,
      body: { text: 'Welcome to the quarterly safety review.', languageCode: 'en-US', voiceName: 'en-US-Local-Abigail' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    const audio = decodeWav(Buffer.from(await res.arrayBuffer()));
    const seconds = audio.samples.length / audio.sampleRate;
    expect(seconds).toBeGreaterThan(1.5);
    expect(Number(res.headers.get('X-Audio-Duration'))).toBeCloseTo(seconds, 1);
  });

  it('previews the Scottish voice for UK English at another rate', async () => {
    const res = await t.request('/api/tts', { token, body: { text: 'Good morning.', languageCode: 'en-GB', voiceName: 'en-GB-Local-Alastair', rate: 1.2 } });
    expect(res.status).toBe(200);
    expect(decodeWav(Buffer.from(await res.arrayBuffer())).samples.length).toBeGreaterThan(8000);
  });
});

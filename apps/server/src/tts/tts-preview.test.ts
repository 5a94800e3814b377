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

  it('tells when each of a slide’s points appears, as the render times them (decision 170)', async () => {
    const text = 'First, stop work at once. Then tell your supervisor what happened.';
    const res = await t.request('/api/tts', {
      token,
      body: { text, languageCode: 'en-US', voiceName: 'en-US-Local-Abigail', points: ['Stop work at once', 'Tell your supervisor'] },
    });
    expect(res.status).toBe(200);
    const starts = (res.headers.get('X-Point-Starts') ?? '').split(',').map(Number);
    const spoken = await speech.synthesize({ text, voice: 'en-US-Local-Abigail', languageCode: 'en-US', signal: new AbortController().signal });
    const said = (word: string) => (spoken.words.find((w) => w.text.toLowerCase().startsWith(word))?.startMs ?? Number.NaN) / 1000;
    expect(starts).toHaveLength(2);
    for (const [i, word] of ['stop', 'tell'].entries()) {
      expect(said(word) - (starts[i] as number)).toBeGreaterThanOrEqual(0);
      expect(said(word) - (starts[i] as number)).toBeLessThanOrEqual(0.2);
    }
    const refused = await t.request('/api/tts', { token, body: { text, languageCode: 'en-US', voiceName: 'en-US-Local-Abigail', points: ['x'.repeat(1001)] } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('A point to time is too long');
  });

  it('previews the Scottish voice for UK English at another rate', async () => {
    const res = await t.request('/api/tts', { token, body: { text: 'Good morning.', languageCode: 'en-GB', voiceName: 'en-GB-Local-Alastair', rate: 1.2 } });
    expect(res.status).toBe(200);
    expect(decodeWav(Buffer.from(await res.arrayBuffer())).samples.length).toBeGreaterThan(8000);
  });
});

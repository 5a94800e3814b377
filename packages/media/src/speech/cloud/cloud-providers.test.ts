import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from '../../wav/wav.ts';
import { AzureSpeechProvider, azureProsodyRate } from './azure-speech-provider.ts';
import { GoogleSpeechProvider } from './google-speech-provider.ts';
import { OpenAiSpeechProvider } from './openai-speech-provider.ts';

/** A local server speaking each provider's protocol; handlers are swapped per test. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Handler = (req: Recorded) => { status?: number; headers?: Record<string, string>; body?: string | Buffer };

let server: Server;
let base = '';
let handler: Handler;
let requests: Recorded[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(recorded);
    const answer = handler(recorded);
    res.writeHead(answer.status ?? 200, answer.headers ?? { 'content-type': 'application/json' });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const second24k = encodeWav({ sampleRate: 24000, samples: new Int16Array(24000).fill(1200) });

describe('GoogleSpeechProvider', () => {
  const google = () => new GoogleSpeechProvider({ apiKey: 'g-key', baseUrl: base });

  it('lists voices for a language with the key in a header, sorted per spec', async () => {
    handler = () => ({
      body: JSON.stringify({
        voices: [
          { languageCodes: ['en-US'], name: 'en-US-Neural2-D', ssmlGender: 'MALE', naturalSampleRateHertz: 24000 },
          { languageCodes: ['en-US'], name: 'en-US-Neural2-C', ssmlGender: 'FEMALE', naturalSampleRateHertz: 24000 },
          { languageCodes: ['en-US'], name: 'en-US-Studio-Q', ssmlGender: 'SSML_VOICE_GENDER_UNSPECIFIED' },
        ],
      }),
    });
    const voices = await google().listVoices('en-US');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/v1/voices?languageCode=en-US' });
    expect(requests[0]!.headers['x-goog-api-key']).toBe('g-key');
    expect(voices).toEqual([
      { name: 'en-US-Neural2-C', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Neural2 C' },
      { name: 'en-US-Neural2-D', languageCode: 'en-US', ssmlGender: 'MALE', displayName: 'Neural2 D' },
      { name: 'en-US-Studio-Q', languageCode: 'en-US', ssmlGender: 'NEUTRAL', displayName: 'Studio Q' },
    ]);
    expect(await google().listLanguages()).toEqual([{ code: 'en-US', name: 'English (United States)', nativeName: 'English (United States)' }]);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/v1/voices' });
  });

  it('synthesises LINEAR16 and returns normalised WAV with estimated word timings', async () => {
    handler = () => ({ body: JSON.stringify({ audioContent: second24k.toString('base64') }) });
    const result = await google().synthesize({ text: 'Hello there world', voice: 'en-US-Neural2-C', languageCode: 'en-US', rate: 0.9 });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/text:synthesize' });
    expect(JSON.parse(requests[0]!.body)).toEqual({
      input: { text: 'Hello there world' },
      voice: { languageCode: 'en-US', name: 'en-US-Neural2-C' },
      audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: 24000, speakingRate: 0.9 },
    });
    expect(result.durationSeconds).toBeCloseTo(1, 5);
    expect(decodeWav(result.wav).sampleRate).toBe(24000);
    expect(result.words.map((w) => w.text)).toEqual(['Hello', 'there', 'world']);
    expect(result.words.at(-1)?.endMs).toBe(1000);
  });

  it('uses the spec error texts', async () => {
    handler = () => ({ status: 403, body: '{"error":{"message":"API key not valid"}}' });
    await expect(google().synthesize({ text: 'Hi', voice: 'v', languageCode: 'en-US' })).rejects.toMatchObject({
      name: 'SpeechError',
      message: 'Backend proxy error: 403',
      status: 403,
    });
    handler = () => ({ body: '{}' });
    await expect(google().synthesize({ text: 'Hi', voice: 'v', languageCode: 'en-US' })).rejects.toThrow('No audio content returned from the speech provider.');
    const offline = new GoogleSpeechProvider({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await expect(offline.listVoices()).rejects.toThrow('Backend proxy request failed');
  });
});

describe('AzureSpeechProvider', () => {
  const azure = () => new AzureSpeechProvider({ key: 'a-key', region: 'westeurope', endpoint: base });

  it('lists voices from voices/list', async () => {
    handler = () => ({
      body: JSON.stringify([
        {
          Name: 'Microsoft Server Speech Text to Speech Voice (en-US, AndrewNeural)',
          DisplayName: 'Andrew',
          ShortName: 'en-US-AndrewNeural',
          Gender: 'Male',
          Locale: 'en-US',
        },
        {
          Name: 'Microsoft Server Speech Text to Speech Voice (en-US, AvaMultilingualNeural)',
          DisplayName: 'Ava Multilingual',
          ShortName: 'en-US-AvaMultilingualNeural',
          Gender: 'Female',
          Locale: 'en-US',
        },
        { DisplayName: 'Denise', ShortName: 'fr-FR-DeniseNeural', Gender: 'Female', Locale: 'fr-FR' },
      ]),
    });
    const voices = await azure().listVoices('en-US');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/cognitiveservices/voices/list' });
    expect(requests[0]!.headers['ocp-apim-subscription-key']).toBe('a-key');
    expect(voices.map((v) => [v.name, v.ssmlGender, v.displayName])).toEqual([
      ['en-US-AvaMultilingualNeural', 'FEMALE', 'Ava Multilingual'],
      ['en-US-AndrewNeural', 'MALE', 'Andrew'],
    ]);
    expect((await azure().listLanguages()).map((l) => l.code)).toEqual(['en-US', 'fr-FR']);
  });

  it('posts escaped SSML with the rate and asks for 24 kHz 16-bit mono RIFF', async () => {
    handler = () => ({ headers: { 'content-type': 'audio/x-wav' }, body: second24k });
    const result = await azure().synthesize({ text: 'Q&A <today>', voice: 'en-US-AvaMultilingualNeural', languageCode: 'en-US', rate: 0.9 });
    const request = requests[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/cognitiveservices/v1' });
    expect(request.headers['x-microsoft-outputformat']).toBe('riff-24khz-16bit-mono-pcm');
    expect(request.headers['content-type']).toBe('application/ssml+xml');
    expect(request.body).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en-US"><voice name="en-US-AvaMultilingualNeural"><prosody rate="-10%">Q&amp;A &lt;today&gt;</prosody></voice></speak>',
    );
    expect(result.durationSeconds).toBeCloseTo(1, 5);
    expect(azureProsodyRate(1.25)).toBe('+25%');
  });

  it('maps failures and empty audio to the spec texts', async () => {
    handler = () => ({ status: 401, body: '' });
    await expect(azure().listVoices()).rejects.toThrow('Backend proxy error: 401');
    handler = () => ({ headers: { 'content-type': 'audio/x-wav' }, body: Buffer.alloc(0) });
    await expect(azure().synthesize({ text: 'Hi', voice: 'v', languageCode: 'en-US' })).rejects.toThrow('No audio content returned from the speech provider.');
  });
});

describe('OpenAiSpeechProvider', () => {
  const openai = () => new OpenAiSpeechProvider({ apiKey: 'o-key', baseUrl: `${base}/v1`, model: 'tts-1' });

  it('offers its multilingual voices for any language, sorted per spec', async () => {
    const voices = await openai().listVoices('de-DE');
    expect(voices[0]).toEqual({ name: 'coral', languageCode: 'de-DE', ssmlGender: 'FEMALE', displayName: 'Coral' });
    expect(voices.at(-1)?.name).toBe('alloy');
    expect((await openai().listLanguages()).map((l) => l.code)).toContain('fr-FR');
  });

  it('posts audio/speech for WAV and rewrites a streamed header', async () => {
    const streamed = Buffer.from(second24k);
    streamed.writeUInt32LE(0xffffffff, 4);
    streamed.writeUInt32LE(0xffffffff, 40);
    handler = () => ({ headers: { 'content-type': 'audio/wav' }, body: streamed });
    const result = await openai().synthesize({ text: 'Good morning', voice: 'nova', languageCode: 'en-US', rate: 0.9 });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
    expect(requests[0]!.headers.authorization).toBe('Bearer o-key');
    expect(JSON.parse(requests[0]!.body)).toEqual({ model: 'tts-1', voice: 'nova', input: 'Good morning', response_format: 'wav', speed: 1 });
    expect(result.wav.readUInt32LE(40)).toBe(48000);
    expect(result.durationSeconds).toBeCloseTo(1, 5);
  });

  it('maps failures to the spec texts and honours abort', async () => {
    handler = () => ({ status: 429, body: '{"error":{"message":"Rate limit"}}' });
    await expect(openai().synthesize({ text: 'Hi', voice: 'nova', languageCode: 'en-US' })).rejects.toThrow('Backend proxy error: 429');
    const controller = new AbortController();
    controller.abort();
    await expect(openai().synthesize({ text: 'Hi', voice: 'nova', languageCode: 'en-US', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe("the core language list on each cloud provider's voices (decision 138)", () => {
  it("Google: languages it names its own way are served, listed and spoken under Google's codes", async () => {
    handler = () => ({
      body: JSON.stringify({
        voices: [
          { languageCodes: ['cmn-CN'], name: 'cmn-CN-Wavenet-A', ssmlGender: 'FEMALE' },
          { languageCodes: ['cmn-CN'], name: 'cmn-CN-Wavenet-B', ssmlGender: 'MALE' },
          { languageCodes: ['ar-XA'], name: 'ar-XA-Wavenet-A', ssmlGender: 'FEMALE' },
          { languageCodes: ['de-DE'], name: 'de-DE-Neural2-A', ssmlGender: 'FEMALE' },
          { languageCodes: ['wuu-CN'], name: 'wuu-CN-Standard-A', ssmlGender: 'FEMALE' },
        ],
      }),
    });
    const google = new GoogleSpeechProvider({ apiKey: 'g-key', baseUrl: base });
    expect((await google.listLanguages()).map((l) => l.code)).toEqual(['ar-EG', 'ar-SA', 'zh-CN', 'de-DE']);
    expect((await google.listVoices('zh-CN')).map((v) => v.name)).toEqual(['cmn-CN-Wavenet-A', 'cmn-CN-Wavenet-B']);
    expect((await google.listVoices('ar-SA')).map((v) => v.name)).toEqual(['ar-XA-Wavenet-A']);
    expect(await google.listVoices('zh-TW')).toEqual([]);
    handler = () => ({ body: JSON.stringify({ audioContent: second24k.toString('base64') }) });
    await google.synthesize({ text: '你好', voice: 'cmn-CN-Wavenet-A', languageCode: 'zh-CN' });
    expect(JSON.parse(requests.at(-1)!.body).voice).toEqual({ languageCode: 'cmn-CN', name: 'cmn-CN-Wavenet-A' });
  });

  it('Azure: only listed locales with a voice, sorted by name, and voices for each of them', async () => {
    handler = () => ({
      body: JSON.stringify([
        { ShortName: 'zh-CN-XiaoxiaoNeural', Gender: 'Female', Locale: 'zh-CN' },
        { ShortName: 'de-AT-IngridNeural', Gender: 'Female', Locale: 'de-AT' },
        { ShortName: 'wuu-CN-XiaotongNeural', Gender: 'Female', Locale: 'wuu-CN' },
        { ShortName: 'en-US-AndrewNeural', Gender: 'Male', Locale: 'en-US' },
      ]),
    });
    const azure = new AzureSpeechProvider({ key: 'a-key', region: 'westeurope', endpoint: base });
    const languages = await azure.listLanguages();
    expect(languages.map((l) => l.name)).toEqual(['Chinese (Mandarin, Simplified)', 'English (United States)', 'German (Austria)']);
    for (const language of languages) expect((await azure.listVoices(language.code)).length).toBeGreaterThan(0);
  });

  it('OpenAI: the languages of its documented list, each with all of its voices', async () => {
    const openai = new OpenAiSpeechProvider({ apiKey: 'o-key', baseUrl: `${base}/v1` });
    const languages = await openai.listLanguages();
    expect(languages.length).toBeGreaterThan(60);
    expect(languages.map((l) => l.code)).toEqual(expect.arrayContaining(['en-US', 'ja-JP', 'zh-CN', 'de-DE']));
    expect(languages.map((l) => l.code)).not.toContain('zh-HK');
    expect(languages.map((l) => l.name)).toEqual([...languages.map((l) => l.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect((await openai.listVoices('ja-JP')).every((v) => v.languageCode === 'ja-JP')).toBe(true);
  });
});

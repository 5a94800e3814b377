import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ffmpegPath } from '../../ffmpeg/run-ffmpeg.ts';
import { audioVisemeTrack } from '../../lipsync/audio-visemes.ts';
import { decodeWav } from '../../wav/wav.ts';
import { createSpeechProvider } from '../create-speech-provider.ts';
import { LocalSpeechProvider } from '../local/local-speech-provider.ts';
import { openAiSpeechSpeed } from '../openai-speech-speed.ts';
import type { Synthesis } from '../speech-types.ts';
import { estimateWordTimings } from '../word-timings.ts';
import { SelfHostedSpeechProvider } from './self-hosted-speech-provider.ts';

/**
 * Decision 167: a neural voice on a self-hosted server speaking OpenAI's `POST /v1/audio/speech`
 * (Kokoro-FastAPI, a Piper server). The fake server below speaks the protocol with real speech:
 * eSpeak NG makes it, which also says where each word really starts, so the word timings the
 * provider derives from the audio alone are checked against the truth.
 */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
type Answer = { status?: number; type?: string; body: Buffer | string };

const NARRATION =
  'Every new starter gets a laptop on the first morning. Your manager books the induction for the same week, and the team lunch on Friday. ' +
  'Bring a form of identity, because the security desk prints your badge while you wait. Passwords change every ninety days! Ask the help desk when something does not work.';

const speaker = new LocalSpeechProvider();
let truth: Synthesis;
let server: Server;
let base = '';
let requests: Recorded[] = [];
let answer: (request: Recorded) => Promise<Answer> | Answer;

/** The WAV as MP3, as a Piper server answers when asked for its default format. */
function mp3(wav: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-v', 'error', '-i', 'pipe:0', '-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', 'pipe:1']);
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg ${code}`))));
    child.stdin.end(wav);
  });
}

beforeAll(async () => {
  truth = await speaker.synthesize({ text: NARRATION, voice: 'en-US-Local-Michael', languageCode: 'en-US' });
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    requests.push(recorded);
    const made = await answer(recorded);
    res.writeHead(made.status ?? 200, { 'content-type': made.type ?? 'audio/wav' });
    res.end(made.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}, 60_000);
afterAll(async () => {
  await speaker.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests = [];
  answer = () => ({ body: truth.wav });
});

const kokoro = (extra: Partial<ConstructorParameters<typeof SelfHostedSpeechProvider>[0]> = {}) =>
  new SelfHostedSpeechProvider({ baseUrl: base, model: 'kokoro', voices: ['af_heart', 'am_michael', 'bf_emma'], ...extra });

/** Mean distance, in ms, of each word's start from where eSpeak really began it. */
const meanMiss = (words: { startMs: number }[]) =>
  truth.words.reduce((sum, w, i) => sum + Math.abs(w.startMs - (words[i]?.startMs ?? 0)), 0) / truth.words.length;

describe('SelfHostedSpeechProvider', () => {
  it('offers the configured voices with the language and gender their names carry', async () => {
    const provider = new SelfHostedSpeechProvider({
      baseUrl: base,
      model: 'tts-1',
      voices: ['af_heart', 'bm_george', 'en_US-lessac-medium', 'en_GB-alba-medium', 'narrator:en-GB:female', 'studio'],
      language: 'en-US',
    });
    expect(await provider.listVoices('en-US')).toEqual([
      { name: 'af_heart', languageCode: 'en-US', ssmlGender: 'FEMALE', displayName: 'Heart' },
      { name: 'en_US-lessac-medium', languageCode: 'en-US', ssmlGender: 'NEUTRAL', displayName: 'Lessac' },
      { name: 'studio', languageCode: 'en-US', ssmlGender: 'NEUTRAL', displayName: 'studio' },
    ]);
    expect((await provider.listVoices('en-GB')).map((v) => [v.name, v.ssmlGender])).toEqual([
      ['narrator', 'FEMALE'],
      ['bm_george', 'MALE'],
      ['en_GB-alba-medium', 'NEUTRAL'],
    ]);
    expect((await provider.listLanguages()).map((l) => l.code)).toEqual(['en-GB', 'en-US']);
    expect(requests).toEqual([]);
  });

  it('posts the OpenAI speech request with the model, the voice, natural speed at the default rate and the key in a header', async () => {
    const result = await kokoro({ apiKey: 'local-secret' }).synthesize({ text: NARRATION, voice: 'am_michael', languageCode: 'en-US', rate: 0.9 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
    expect(requests[0]!.headers.authorization).toBe('Bearer local-secret');
    expect(requests[0]!.body).toEqual({ model: 'kokoro', voice: 'am_michael', input: NARRATION, response_format: 'wav', speed: 1, stream: false });
    expect(result.durationSeconds).toBeCloseTo(truth.durationSeconds, 2);
    expect(decodeWav(result.wav).sampleRate).toBe(decodeWav(truth.wav).sampleRate);
    expect(result.phonemes).toBeUndefined();
    // The rate moves the server's speed around the voice's own pace.
    expect(openAiSpeechSpeed(1)).toBeCloseTo(1.111, 3);
    expect(openAiSpeechSpeed(0.45)).toBe(0.5);
    expect(openAiSpeechSpeed(9)).toBe(4);
  });

  it('times the words from the pauses in the audio: each sentence starts where it is heard', async () => {
    const result = await kokoro().synthesize({ text: NARRATION, voice: 'af_heart', languageCode: 'en-US' });
    expect(result.words.map((w) => w.text)).toEqual(truth.words.map((w) => w.text));
    for (const [i, w] of result.words.entries()) {
      expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
      expect(w.endMs).toBeLessThanOrEqual(result.durationSeconds * 1000);
      if (i > 0) expect(w.startMs).toBeGreaterThanOrEqual(result.words[i - 1]!.endMs);
    }
    // Every sentence's first word within 0.1 s of where the voice begins it.
    for (const [i, w] of truth.words.entries()) {
      if (i === 0 || !/[.!?]$/.test(truth.words[i - 1]!.text)) continue;
      expect(Math.abs(result.words[i]!.startMs - w.startMs)).toBeLessThan(100);
    }
    // Closer on the whole than sharing the length out by letters, as audio-only voices did before.
    expect(meanMiss(result.words)).toBeLessThan(0.6 * meanMiss(estimateWordTimings(NARRATION, result.durationSeconds)));
  });

  it('lip-syncs from the audio: the mouth moves while a sentence is spoken and rests in the pause after it', async () => {
    const result = await kokoro().synthesize({ text: NARRATION, voice: 'af_heart', languageCode: 'en-US' });
    const track = audioVisemeTrack(result.wav, { fps: 25 });
    const shapeAt = (ms: number) => track.find((s) => (ms / 1000) * 25 >= s.startFrame && (ms / 1000) * 25 < s.startFrame + s.frames)?.shape;
    const end = truth.words.find((w) => w.text === 'morning.')!;
    const next = truth.words[truth.words.indexOf(end) + 1]!;
    // eSpeak's own pause phone before the next sentence: the middle of the silence.
    const pause = truth.phonemes!.find((p) => p.phoneme === '_' && p.endMs === next.startMs)!;
    expect(pause.endMs - pause.startMs).toBeGreaterThan(300);
    expect(shapeAt((pause.startMs + pause.endMs) / 2)).toBe('rest');
    const spokenShapes = new Set(track.filter((s) => s.startFrame < (next.startMs / 1000) * 25).map((s) => s.shape));
    expect(spokenShapes.size).toBeGreaterThan(3);
  });

  it('decodes an answer in another format (a Piper server answering MP3) and a streamed WAV', async () => {
    answer = async () => ({ type: 'audio/mpeg', body: await mp3(truth.wav) });
    const piper = new SelfHostedSpeechProvider({ baseUrl: base, model: 'tts-1', voices: ['en_US-lessac-medium'] });
    const result = await piper.synthesize({ text: NARRATION, voice: 'en_US-lessac-medium', languageCode: 'en-US' });
    // MP3 adds its encoder delay and padding: a few hundredths of a second.
    expect(Math.abs(result.durationSeconds - truth.durationSeconds)).toBeLessThan(0.15);
    expect(result.wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(result.words).toHaveLength(truth.words.length);
    // A WAV streamed through ffmpeg (openedai-speech) has no sizes in its header: read to the end.
    const streamed = Buffer.from(truth.wav);
    streamed.writeUInt32LE(0xffffffff, 4);
    streamed.writeUInt32LE(0xffffffff, 40);
    answer = () => ({ body: streamed });
    expect((await piper.synthesize({ text: NARRATION, voice: 'en_US-lessac-medium', languageCode: 'en-US' })).durationSeconds).toBeCloseTo(
      truth.durationSeconds,
      2,
    );
  }, 30_000);

  it('answers in the spec voice when the server fails, answers no audio, or the voice is not offered', async () => {
    answer = () => ({ status: 503, type: 'application/json', body: '{"detail":"model loading"}' });
    await expect(kokoro().synthesize({ text: 'Hello.', voice: 'af_heart', languageCode: 'en-US' })).rejects.toMatchObject({
      name: 'SpeechError',
      message: 'Backend proxy error: 503',
    });
    answer = () => ({ type: 'application/json', body: '{"audio":null}' });
    await expect(kokoro().synthesize({ text: 'Hello.', voice: 'af_heart', languageCode: 'en-US' })).rejects.toThrow(
      'No audio content returned from the speech provider.',
    );
    await expect(kokoro().synthesize({ text: 'Hello.', voice: 'alloy', languageCode: 'en-US' })).rejects.toThrow('Unknown voice: alloy');
    const offline = new SelfHostedSpeechProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'kokoro', voices: ['af_heart'] });
    await expect(offline.synthesize({ text: 'Hello.', voice: 'af_heart', languageCode: 'en-US' })).rejects.toThrow('Backend proxy request failed');
  });
});

describe('TTS_PROVIDER=selfhosted', () => {
  it('is made from the environment and names what is missing or wrong', () => {
    const env = {
      TTS_PROVIDER: 'selfhosted',
      SELFHOSTED_TTS_URL: 'http://localhost:8880/v1',
      SELFHOSTED_TTS_MODEL: 'kokoro',
      SELFHOSTED_TTS_VOICES: 'af_heart, am_michael',
    };
    expect(createSpeechProvider(env)).toBeInstanceOf(SelfHostedSpeechProvider);
    expect(() => createSpeechProvider({ TTS_PROVIDER: 'selfhosted' })).toThrow(
      'Invalid speech configuration: SELFHOSTED_TTS_URL is required when TTS_PROVIDER=selfhosted; SELFHOSTED_TTS_MODEL is required when TTS_PROVIDER=selfhosted; SELFHOSTED_TTS_VOICES is required when TTS_PROVIDER=selfhosted',
    );
    expect(() => createSpeechProvider({ ...env, SELFHOSTED_TTS_URL: 'localhost:8880' })).toThrow('SELFHOSTED_TTS_URL must be an http:// or https:// URL');
    expect(() => createSpeechProvider({ ...env, SELFHOSTED_TTS_VOICES: ' , ' })).toThrow('SELFHOSTED_TTS_VOICES is required');
  });

  it('keeps narrations of another server or model apart in the cache', () => {
    const one = kokoro();
    expect(one.cacheTag).toBe(kokoro().cacheTag);
    expect(one.cacheTag).not.toBe(kokoro({ model: 'kokoro-v2' }).cacheTag);
  });
});

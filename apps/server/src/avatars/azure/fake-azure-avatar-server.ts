import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '@lectern/media';
import { AZURE_AVATAR_API_VERSION } from './azure-avatar-request';

/**
 * Test support: a local server speaking Azure batch avatar synthesis (api-version 2024-08-01)
 * closely enough for the client's contract tests and the browser journeys. PUT creates (the key
 * header and the body shape are checked as Azure does), GET walks NotStarted → Running →
 * Succeeded or Failed over successive polls, DELETE removes, and `outputs.result` serves a real
 * WebM (VP9 with alpha, Opus) whose length follows the script, made with ffmpeg.
 */
export interface FakeAzureAvatarOptions {
  /** The subscription key it accepts (default `fake-azure-key`). */
  key?: string;
  /** `succeed` (default), `fail` (status Failed), `never-finish` (Running forever), `unreachable` (connections dropped). */
  mode?: 'succeed' | 'fail' | 'never-finish' | 'unreachable';
  /** Polls answered NotStarted, then Running, before the final status (default 1 and 1). */
  notStartedPolls?: number;
  runningPolls?: number;
  failMessage?: string;
  /** The next N API requests are answered 429 with Retry-After: 1. */
  throttle?: number;
  /** The next N API requests are answered 500. */
  serverErrors?: number;
  /** The next N downloads of a result video are answered 404. */
  missingResults?: number;
  /** Spoken words per second, which sets each clip's length (default 2.5). */
  wordsPerSecond?: number;
}

export interface FakeSynthesis {
  id: string;
  body: Record<string, unknown>;
  polls: number;
  deleted: boolean;
  /** Fixed when first reached: a synthesis that failed stays failed. */
  outcome?: 'Succeeded' | 'Failed';
  durationSeconds?: number;
  file?: string;
}

export interface FakeAzureAvatarServer {
  /** The endpoint to configure (`AZURE_AVATAR_ENDPOINT`), e.g. `http://127.0.0.1:41234`. */
  url: string;
  key: string;
  /** Every request received, in order (`PUT /avatar/batchsyntheses/x`, `GET /results/x/0001.webm` …). */
  requests: string[];
  syntheses: Map<string, FakeSynthesis>;
  /** Changes the behaviour for what follows (also `POST /__fake/options` with the same JSON). */
  configure(options: FakeAzureAvatarOptions): void;
  close(): Promise<void>;
}

const ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,62}[a-zA-Z0-9]$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{8}$/;

const azureError = (res: ServerResponse, status: number, code: string, message: string) => json(res, status, { error: { code, message } });

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What Azure would refuse in a create request, as its 400 answer says it; null when acceptable. */
export function invalidSynthesisBody(body: unknown): string | null {
  if (!body || typeof body !== 'object') return 'The request body is not valid JSON.';
  const b = body as Record<string, unknown>;
  if (b.inputKind !== 'PlainText' && b.inputKind !== 'SSML') return 'inputKind must be PlainText or SSML.';
  const inputs = b.inputs;
  if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > 1000) return 'inputs must hold 1 to 1000 items.';
  for (const input of inputs) {
    const content = (input as { content?: unknown })?.content;
    if (typeof content !== 'string' || content.trim() === '') return 'Each input needs a non-empty content.';
    if (b.inputKind === 'SSML' && !/^<speak[\s>][\s\S]*<\/speak>$/.test(content.trim())) return 'The SSML content is not a speak element.';
  }
  const voice = (b.synthesisConfig as { voice?: unknown } | undefined)?.voice;
  if (b.inputKind === 'PlainText' && (typeof voice !== 'string' || voice === '')) return 'synthesisConfig.voice is required for PlainText.';
  const avatar = b.avatarConfig as Record<string, unknown> | undefined;
  if (!avatar || typeof avatar !== 'object') return 'avatarConfig is required.';
  if (typeof avatar.talkingAvatarCharacter !== 'string' || avatar.talkingAvatarCharacter === '') return 'talkingAvatarCharacter is required.';
  if (typeof avatar.talkingAvatarStyle !== 'string' || avatar.talkingAvatarStyle === '') return 'talkingAvatarStyle is required for a prebuilt avatar.';
  if (avatar.videoFormat !== undefined && !['mp4', 'webm'].includes(String(avatar.videoFormat).toLowerCase())) return 'videoFormat must be mp4 or webm.';
  if (avatar.videoCodec !== undefined && !['h264', 'hevc', 'vp9'].includes(String(avatar.videoCodec).toLowerCase()))
    return 'videoCodec must be h264, hevc or vp9.';
  if (avatar.backgroundColor !== undefined && avatar.backgroundColor !== 'transparent' && !COLOR_PATTERN.test(String(avatar.backgroundColor)))
    return 'backgroundColor must be #RRGGBBAA.';
  if (String(avatar.backgroundColor).slice(7) === '00' && (avatar.videoFormat !== 'webm' || avatar.videoCodec !== 'vp9'))
    return 'A transparent background needs videoFormat webm and videoCodec vp9.';
  return null;
}

const spokenText = (body: Record<string, unknown>) => {
  const content = ((body.inputs as { content: string }[])[0]?.content ?? '').replace(/<[^>]+>/g, ' ');
  return content.replace(/&[a-z]+;/g, ' ');
};

/**
 * What the clip says in time: each stretch of speech (its words at `wordsPerSecond`) and, between
 * them, the silences SSML `<break time="…ms|s"/>` asks for, during which the presenter's mouth rests.
 */
export function clipTimeline(body: Record<string, unknown>, wordsPerSecond: number): { seconds: number; silences: { start: number; end: number }[] } {
  const content = (body.inputs as { content: string }[])[0]?.content ?? '';
  const pieces = content.split(/<break\b[^>]*?\btime="([\d.]+)(ms|s)"[^>]*\/>/);
  const silences: { start: number; end: number }[] = [];
  let at = 0;
  for (let i = 0; i < pieces.length; i += 3) {
    const words = (pieces[i] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z]+;/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    at += words / wordsPerSecond;
    const amount = pieces[i + 1];
    if (amount !== undefined) {
      const seconds = Number(amount) / (pieces[i + 2] === 'ms' ? 1000 : 1);
      silences.push({ start: Math.round(at * 10) / 10, end: Math.round((at + seconds) * 10) / 10 });
      at += seconds;
    }
  }
  return { seconds: Math.max(1, Math.round(at * 10) / 10), silences };
}

/**
 * A presenter-sized clip: a figure on a transparent background whose mouth opens and closes,
 * and a tone that rises and falls, for as long as the script would take to say; silent, the
 * mouth at rest, where the script pauses.
 */
async function makeClip(dir: string, seconds: number, silences: readonly { start: number; end: number }[] = []): Promise<string> {
  const file = join(dir, `clip-${seconds.toFixed(1)}${silences.map((q) => `-${q.start}-${q.end}`).join('')}.webm`);
  if (await stat(file).catch(() => null)) return file;
  const d = seconds.toFixed(2);
  const speaking = silences.map((q) => `*not(between(t,${q.start},${q.end}))`).join('');
  await runFfmpeg([
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=black@0.0:s=360x400:r=25:d=${d},format=yuva420p`,
    '-f',
    'lavfi',
    '-i',
    `color=c=0x3e5c76:s=200x300:r=25:d=${d},format=yuva420p`,
    '-f',
    'lavfi',
    '-i',
    `color=c=0xf1c9a5:s=110x130:r=25:d=${d},format=yuva420p`,
    '-f',
    'lavfi',
    '-i',
    `color=c=0x7a2e2e:s=40x14:r=25:d=${d},format=yuva420p`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:sample_rate=48000:duration=${d}`,
    '-filter_complex',
    `[0:v][1:v]overlay=80:100:format=auto[body];[body][2:v]overlay=125:20:format=auto[head];[head][3:v]overlay=160:110:format=auto:enable='lt(mod(t,0.4),0.2)${speaking}',format=yuva420p[v];[4:a]volume='(0.3+0.3*sin(2*PI*2.5*t))${speaking}':eval=frame[a]`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuva420p',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '300k',
    '-auto-alt-ref',
    '0',
    '-c:a',
    'libopus',
    '-b:a',
    '48k',
    '-shortest',
    file,
  ]);
  return file;
}

/** Starts the fake on 127.0.0.1 (port 0: any free port). */
export async function startFakeAzureAvatarServer(initial: FakeAzureAvatarOptions = {}, port = 0): Promise<FakeAzureAvatarServer> {
  let options: Required<Omit<FakeAzureAvatarOptions, 'key'>> = {
    mode: 'succeed',
    notStartedPolls: 1,
    runningPolls: 1,
    failMessage: 'The avatar video could not be synthesized.',
    throttle: 0,
    serverErrors: 0,
    missingResults: 0,
    wordsPerSecond: 2.5,
  };
  const key = initial.key ?? 'fake-azure-key';
  const configure = (next: FakeAzureAvatarOptions) => {
    options = { ...options, ...Object.fromEntries(Object.entries(next).filter(([name, v]) => v !== undefined && name !== 'key')) };
  };
  configure(initial);
  const media = await mkdtemp(join(tmpdir(), 'fake-azure-avatar-'));
  const syntheses = new Map<string, FakeSynthesis>();
  const requests: string[] = [];
  let url = '';

  const view = async (s: FakeSynthesis) => {
    const base = {
      id: s.id,
      createdDateTime: new Date().toISOString(),
      lastActionDateTime: new Date().toISOString(),
      inputKind: s.body.inputKind,
      customVoices: {},
      avatarConfig: s.body.avatarConfig,
    };
    const notStarted = options.notStartedPolls;
    const running = notStarted + options.runningPolls;
    if (s.polls <= notStarted) return { ...base, status: 'NotStarted', properties: { timeToLiveInHours: 744 } };
    if (!s.outcome && (options.mode === 'never-finish' || s.polls <= running)) return { ...base, status: 'Running', properties: { timeToLiveInHours: 744 } };
    s.outcome ??= options.mode === 'fail' ? 'Failed' : 'Succeeded';
    if (s.outcome === 'Failed') {
      return {
        ...base,
        status: 'Failed',
        properties: { timeToLiveInHours: 744, succeededCount: 0, failedCount: 1, error: { code: 'InvalidRequest', message: options.failMessage } },
      };
    }
    if (!s.file) {
      const timeline = clipTimeline(s.body, options.wordsPerSecond);
      s.durationSeconds = timeline.seconds;
      s.file = await makeClip(media, s.durationSeconds, timeline.silences);
    }
    const seconds = s.durationSeconds ?? 1;
    return {
      ...base,
      status: 'Succeeded',
      properties: {
        timeToLiveInHours: 744,
        sizeInBytes: (await stat(s.file)).size,
        durationInMilliseconds: Math.round(seconds * 1000),
        succeededCount: 1,
        failedCount: 0,
        billingDetails: { neuralCharacters: spokenText(s.body).trim().length, talkingAvatarDurationSeconds: Math.floor(seconds) },
      },
      outputs: {
        result: `${url}/results/${encodeURIComponent(s.id)}/0001.webm?sv=fake&sig=fake`,
        summary: `${url}/results/${encodeURIComponent(s.id)}/summary.json?sv=fake&sig=fake`,
      },
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${target.pathname}`);
    if (options.mode === 'unreachable') {
      req.socket.destroy();
      return;
    }
    if (req.method === 'POST' && target.pathname === '/__fake/options') {
      configure(JSON.parse((await readBody(req)) || '{}') as FakeAzureAvatarOptions);
      return json(res, 200, options);
    }
    const result = /^\/results\/([^/]+)\/0001\.webm$/.exec(target.pathname);
    if (req.method === 'GET' && result) {
      const s = syntheses.get(decodeURIComponent(result[1] ?? ''));
      if (options.missingResults > 0 || !s?.file || s.deleted) {
        if (options.missingResults > 0) options.missingResults--;
        return azureError(res, 404, 'BlobNotFound', 'The specified blob does not exist.');
      }
      const bytes = await readFile(s.file);
      res.writeHead(200, { 'content-type': 'video/webm', 'content-length': String(bytes.length) });
      return res.end(bytes);
    }
    const api = /^\/avatar\/batchsyntheses\/([^/]+)$/.exec(target.pathname);
    if (!api) return azureError(res, 404, 'NotFound', 'Resource not found.');
    if (req.headers['ocp-apim-subscription-key'] !== key) {
      return azureError(
        res,
        401,
        '401',
        'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
      );
    }
    if (options.throttle > 0) {
      options.throttle--;
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { code: 'TooManyRequests', message: 'Rate limit is exceeded.' } }));
    }
    if (options.serverErrors > 0) {
      options.serverErrors--;
      return azureError(res, 500, 'InternalServerError', 'An internal error occurred.');
    }
    if (target.searchParams.get('api-version') !== AZURE_AVATAR_API_VERSION) return azureError(res, 400, 'InvalidArgument', 'Unsupported api-version.');
    const id = decodeURIComponent(api[1] ?? '');
    const existing = syntheses.get(id);
    const live = existing && !existing.deleted ? existing : undefined;
    if (req.method === 'GET') {
      if (!live) return azureError(res, 404, 'NotFound', `Batch synthesis ${id} was not found.`);
      live.polls++;
      return json(res, 200, await view(live));
    }
    if (req.method === 'DELETE') {
      if (!live) return azureError(res, 404, 'NotFound', `Batch synthesis ${id} was not found.`);
      live.deleted = true;
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'PUT') {
      if (!ID_PATTERN.test(id)) return azureError(res, 400, 'InvalidArgument', 'The id must be 3-64 letters, digits, ".", "_" or "-".');
      if (live) return azureError(res, 409, 'Conflict', `Batch synthesis ${id} already exists.`);
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        body = undefined;
      }
      const problem = invalidSynthesisBody(body);
      if (problem) return azureError(res, 400, 'InvalidRequest', problem);
      const created: FakeSynthesis = { id, body: body as Record<string, unknown>, polls: 0, deleted: false };
      syntheses.set(id, created);
      return json(res, 201, await view(created));
    }
    return azureError(res, 405, 'MethodNotAllowed', 'Method not allowed.');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) azureError(res, 500, 'InternalServerError', String(err));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    key,
    requests,
    syntheses,
    configure,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(media, { recursive: true, force: true });
    },
  };
}

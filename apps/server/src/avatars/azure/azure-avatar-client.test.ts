import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AVATAR_POLL_INTERVAL_MS, AVATAR_TIMEOUT_MS, findAvatar } from '@lectern/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AvatarClipState, type AzureAvatarConfig, synthesizeAvatarClips } from './azure-avatar-client';
import { AzureAvatarError } from './azure-avatar-error';
import { type FakeAzureAvatarServer, startFakeAzureAvatarServer } from './fake-azure-avatar-server';

const run = promisify(execFile);
const lisa = findAvatar('lisa-casual-sitting')!;
const slides = [
  { slideId: 'slide-1', script: 'Welcome to this short course about clear writing for busy teams.' },
  { slideId: 'slide-2', script: 'First, say the main point in one sentence.' },
  { slideId: 'slide-3', script: 'Then cut every word that does not help the reader act.' },
];

let fake: FakeAzureAvatarServer;
let work: string;
let dir: string;
let jobs = 0;

/** A virtual clock: waits return at once and move the clock on, so the 10-minute limit runs in milliseconds. */
function clock() {
  let t = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => t,
    sleep: async (ms: number, signal: AbortSignal) => {
      if (signal.aborted) throw signal.reason;
      slept.push(ms);
      t += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const config = (over: Partial<AzureAvatarConfig> = {}): AzureAvatarConfig & { slept: number[] } => {
  const c = clock();
  return { key: fake.key, region: 'westeurope', endpoint: fake.url, sleep: c.sleep, now: c.now, slept: c.slept, ...over };
};

const request = (over: Partial<Parameters<typeof synthesizeAvatarClips>[1]> = {}) => ({
  jobPrefix: `render-${++jobs}`,
  slides,
  language: 'en-US',
  avatar: lisa,
  ...over,
});

const failure = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AzureAvatarError);
  return err as AzureAvatarError;
};

const count = (line: string) => fake.requests.filter((r) => r.startsWith(line)).length;

beforeAll(async () => {
  fake = await startFakeAzureAvatarServer();
  work = await mkdtemp(join(tmpdir(), 'azure-avatar-test-'));
});
afterAll(async () => {
  await fake.close();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => {
  dir = join(work, `job-${jobs + 1}`);
  fake.configure({ mode: 'succeed', notStartedPolls: 1, runningPolls: 1, throttle: 0, serverErrors: 0, missingResults: 0 });
});
afterEach(() => {
  fake.requests.length = 0;
});

describe('synthesizeAvatarClips against the local Azure batch avatar server', () => {
  it('makes one transparent clip per slide, reports its states and sums the billed presenter time', async () => {
    const states: string[] = [];
    const cfg = config();
    const result = await synthesizeAvatarClips(cfg, request(), dir, new AbortController().signal, (state, { done, total }) =>
      states.push(`${state} ${done}/${total}`),
    );

    expect(result.clips.map((c) => c.slideId)).toEqual(['slide-1', 'slide-2', 'slide-3']);
    expect(states).toEqual([
      'submitting 0/3',
      'submitting 1/3',
      'submitting 2/3',
      'submitting 3/3',
      'waiting 0/3',
      'running 0/3',
      'downloading 0/3',
      'downloading 1/3',
      'downloading 2/3',
      'downloading 3/3',
    ]);
    // Spec 001 §9: polled every 20 s (the fake answers NotStarted, Running, then Succeeded).
    expect(cfg.slept).toEqual([AVATAR_POLL_INTERVAL_MS, AVATAR_POLL_INTERVAL_MS, AVATAR_POLL_INTERVAL_MS]);
    const sent = [...fake.syntheses.values()].map((s) => s.body);
    expect(sent).toHaveLength(3);
    for (const body of sent) {
      expect(body.avatarConfig).toMatchObject({ talkingAvatarCharacter: 'lisa', talkingAvatarStyle: 'casual-sitting', videoFormat: 'webm', videoCodec: 'vp9' });
      expect(body.synthesisConfig).toEqual({ voice: 'en-US-AvaMultilingualNeural' });
    }

    let billed = 0;
    for (const [index, clip] of result.clips.entries()) {
      expect((await stat(clip.file)).size).toBeGreaterThan(1000);
      expect(clip.videoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/results\//);
      const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', clip.file]);
      const probed = JSON.parse(stdout) as { streams: { codec_name: string; codec_type: string; tags?: Record<string, string> }[] };
      const video = probed.streams.find((s) => s.codec_type === 'video');
      expect(video?.codec_name).toBe('vp9');
      // WebM keeps VP9's alpha as a side stream, flagged by the ALPHA_MODE tag.
      expect(video?.tags?.alpha_mode ?? video?.tags?.ALPHA_MODE).toBe('1');
      expect(probed.streams.some((s) => s.codec_type === 'audio')).toBe(true);
      const words = slides[index]!.script.split(/\s+/).length;
      expect(clip.durationSeconds).toBeGreaterThan(words / 2.5 - 0.5);
      expect(clip.durationSeconds).toBeLessThan(words / 2.5 + 0.5);
      billed += Math.floor(Math.max(1, Math.round((words / 2.5) * 10) / 10));
    }
    expect(result.talkingAvatarDurationSeconds).toBe(billed);
  });

  it('keeps the background transparent: a corner pixel of a clip has no alpha, the presenter has', async () => {
    const result = await synthesizeAvatarClips(config(), request({ slides: slides.slice(0, 1) }), dir, new AbortController().signal);
    const file = result.clips[0]!.file;
    const { stdout } = await run('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
      encoding: 'buffer',
      maxBuffer: 10 * 1024 * 1024,
    });
    const width = 360;
    const alpha = (x: number, y: number) => stdout[(y * width + x) * 4 + 3];
    expect(alpha(2, 2)).toBe(0);
    expect(alpha(180, 250)).toBe(255);
  });

  it('asks in SSML for another language, and skips slides without a script', async () => {
    const result = await synthesizeAvatarClips(
      config(),
      request({ language: 'de-DE', slides: [...slides.slice(0, 2), { slideId: 'slide-x', script: '   ' }] }),
      dir,
      new AbortController().signal,
    );
    expect(result.clips.map((c) => c.slideId)).toEqual(['slide-1', 'slide-2']);
    const body = [...fake.syntheses.values()].at(-1)!.body as { inputKind: string; inputs: { content: string }[] };
    expect(body.inputKind).toBe('SSML');
    expect(body.inputs[0]!.content).toContain('<lang xml:lang="de-DE">');
  });

  it('uses the male voice of a male presenter and an explicit voice when given', async () => {
    const max = findAvatar('max-business')!;
    await synthesizeAvatarClips(config(), request({ avatar: max, slides: slides.slice(0, 1) }), dir, new AbortController().signal);
    expect([...fake.syntheses.values()].at(-1)!.body.synthesisConfig).toEqual({ voice: 'en-US-AndrewMultilingualNeural' });
  });

  it('reports a Failed synthesis with the spec text and Azure’s reason', async () => {
    fake.configure({ mode: 'fail', failMessage: 'Unsupported avatar style.' });
    const err = await failure(synthesizeAvatarClips(config(), request(), dir, new AbortController().signal));
    expect(err.message).toBe('Failed to generate avatar video: Unsupported avatar style.');
    expect(err.kind).toBe('failed');
  });

  it('gives up after 10 minutes of polling and leaves the synthesis for a retry', async () => {
    fake.configure({ mode: 'never-finish' });
    const cfg = config();
    const err = await failure(synthesizeAvatarClips(cfg, request({ slides: slides.slice(0, 1) }), dir, new AbortController().signal));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('Failed to generate avatar video: the presenter was not ready within 10 minutes');
    expect(cfg.slept.reduce((a, b) => a + b, 0)).toBe(AVATAR_TIMEOUT_MS);
    expect(cfg.slept).toHaveLength(AVATAR_TIMEOUT_MS / AVATAR_POLL_INTERVAL_MS);
    expect(count('DELETE')).toBe(0);
  });

  it('refuses a wrong key with the spec text, as a failure a retry cannot mend', async () => {
    const err = await failure(synthesizeAvatarClips(config({ key: 'wrong' }), request(), dir, new AbortController().signal));
    expect(err.message).toMatch(/^Backend error: 401: Access denied due to invalid subscription key/);
    expect(err.kind).toBe('unauthorized');
    expect(err.retryable).toBe(false);
    expect(count('PUT')).toBe(0);
  });

  it('reports a request Azure refuses as Backend error: 400 with its reason, not to be retried', async () => {
    const err = await failure(synthesizeAvatarClips(config(), request({ avatar: { ...lisa, style: '' } }), dir, new AbortController().signal));
    expect(err.message).toBe('Backend error: 400: talkingAvatarStyle is required for a prebuilt avatar.');
    expect(err.retryable).toBe(false);
  });

  it('waits as Retry-After says when throttled, then carries on', async () => {
    fake.configure({ throttle: 2 });
    const cfg = config();
    const result = await synthesizeAvatarClips(cfg, request({ slides: slides.slice(0, 1) }), dir, new AbortController().signal);
    expect(result.clips).toHaveLength(1);
    expect(cfg.slept.slice(0, 2)).toEqual([1000, 1000]);
  });

  it('tries again after a server error, and reports one that lasts as Backend error: 500', async () => {
    fake.configure({ serverErrors: 1 });
    expect((await synthesizeAvatarClips(config(), request({ slides: slides.slice(0, 1) }), dir, new AbortController().signal)).clips).toHaveLength(1);
    fake.configure({ serverErrors: 1000 });
    const err = await failure(synthesizeAvatarClips(config(), request(), dir, new AbortController().signal));
    expect(err.message).toBe('Backend error: 500');
    expect(err.kind).toBe('unavailable');
    expect(err.retryable).toBe(true);
  });

  it('reports an unreachable service as Backend request failed', async () => {
    fake.configure({ mode: 'unreachable' });
    const err = await failure(synthesizeAvatarClips(config(), request(), dir, new AbortController().signal));
    expect(err.message).toBe('Backend request failed');
    expect(err.kind).toBe('network');
  });

  it('fails on a missing result video, and the retry re-uses the finished syntheses instead of paying again', async () => {
    fake.configure({ missingResults: 1 });
    const req = request();
    const err = await failure(synthesizeAvatarClips(config(), req, dir, new AbortController().signal));
    expect(err.message).toBe('Backend error: 404');
    expect(err.kind).toBe('download');
    expect(count('PUT')).toBe(3);

    fake.requests.length = 0;
    const result = await synthesizeAvatarClips(config(), req, dir, new AbortController().signal);
    expect(result.clips).toHaveLength(3);
    expect(count('PUT')).toBe(0);
    expect(count('GET /results/')).toBe(3);
  });

  it('re-running a finished job makes nothing new; a failed one is replaced on retry', async () => {
    const req = request({ slides: slides.slice(0, 2) });
    const first = await synthesizeAvatarClips(config(), req, dir, new AbortController().signal);
    fake.requests.length = 0;
    const again = await synthesizeAvatarClips(config(), req, dir, new AbortController().signal);
    expect(count('PUT')).toBe(0);
    expect(again.talkingAvatarDurationSeconds).toBe(first.talkingAvatarDurationSeconds);

    fake.configure({ mode: 'fail' });
    const failing = request({ slides: slides.slice(0, 1) });
    await failure(synthesizeAvatarClips(config(), failing, dir, new AbortController().signal));
    fake.configure({ mode: 'succeed' });
    fake.requests.length = 0;
    expect((await synthesizeAvatarClips(config(), failing, dir, new AbortController().signal)).clips).toHaveLength(1);
    expect(count('DELETE')).toBe(1);
    expect(count('PUT')).toBe(1);
  });

  it('stops when cancelled mid-poll and removes the syntheses still being made', async () => {
    fake.configure({ mode: 'never-finish' });
    const controller = new AbortController();
    const onState = (state: AvatarClipState) => {
      if (state === 'running') controller.abort();
    };
    const err = await synthesizeAvatarClips(config(), request({ slides: slides.slice(0, 2) }), dir, controller.signal, onState).catch((e: unknown) => e);
    expect((err as Error).name).toBe('AbortError');
    expect(count('DELETE')).toBe(2);
  });

  it('asks once more for a synthesis removed while it was being made', async () => {
    fake.configure({ runningPolls: 2 });
    let removed = false;
    const onState = (state: AvatarClipState) => {
      if (state !== 'running' || removed) return;
      removed = true;
      for (const s of fake.syntheses.values()) s.deleted = true;
    };
    const result = await synthesizeAvatarClips(config(), request({ slides: slides.slice(0, 1) }), dir, new AbortController().signal, onState);
    expect(result.clips).toHaveLength(1);
    expect(count('PUT')).toBe(2);
  });

  it('refuses a result video over the size cap, and a job with no script at all', async () => {
    const big = await failure(synthesizeAvatarClips(config({ maxClipBytes: 500 }), request({ slides: slides.slice(0, 1) }), dir, new AbortController().signal));
    expect(big.message).toMatch(/^Failed to generate avatar video: the presenter clip is larger than/);
    const none = await failure(synthesizeAvatarClips(config(), request({ slides: [{ slideId: 's', script: ' ' }] }), dir, new AbortController().signal));
    expect(none.message).toBe('No avatar videos were generated successfully');
  });
});

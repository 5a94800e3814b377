import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { AVATAR_MESSAGES, AVATAR_POLL_INTERVAL_MS, AVATAR_TIMEOUT_MS, type Avatar } from '@lectern/core';
import { abortError, probe } from '@lectern/media';
import { z } from 'zod';
import { AzureAvatarError, httpError, withDetail } from './azure-avatar-error';
import { type AvatarSynthesisBody, AZURE_AVATAR_API_VERSION, avatarSynthesisBody, synthesisId } from './azure-avatar-request';
import { downloadAvatarClip } from './download-avatar-clip';

/**
 * Azure AI Speech batch avatar synthesis, api-version 2024-08-01:
 * PUT {endpoint}/avatar/batchsyntheses/{id} creates, GET polls (NotStarted → Running → Succeeded |
 * Failed), DELETE removes; `outputs.result` is the video, `properties.billingDetails.talkingAvatarDurationSeconds`
 * what was billed (https://learn.microsoft.com/azure/ai-services/speech-service/text-to-speech-avatar/batch-synthesis-avatar,
 * https://learn.microsoft.com/rest/api/batchavatar/batch-syntheses).
 */
export interface AzureAvatarConfig {
  key: string;
  region: string;
  /** Overrides `https://{region}.api.cognitive.microsoft.com` (custom domains, sovereign clouds, tests). */
  endpoint?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Milliseconds since an origin; with `sleep`, lets tests run the 10-minute limit on a virtual clock. */
  now?: () => number;
  pollIntervalMs?: number;
  timeoutMs?: number;
  /** Largest result video accepted (default 500 MB) and how long its download may take (default 5 minutes). */
  maxClipBytes?: number;
  downloadTimeoutMs?: number;
}

export type AvatarClipState = 'submitting' | 'waiting' | 'running' | 'downloading';

export interface AvatarClipsRequest {
  /** Makes the synthesis ids stable (e.g. the render id): asking again re-uses what Azure already made. */
  jobPrefix: string;
  slides: { slideId: string; script: string }[];
  /** The output language, a BCP 47 tag such as `fr-FR`. */
  language: string;
  avatar: Avatar;
  /** Defaults to the presenter's voice (PRESENTER_VOICES by gender). */
  voice?: string;
}

export interface AvatarClip {
  slideId: string;
  file: string;
  durationSeconds: number;
  videoUrl: string;
}

export interface AvatarClips {
  clips: AvatarClip[];
  talkingAvatarDurationSeconds: number;
}

export type AvatarStateListener = (state: AvatarClipState, detail: { done: number; total: number }) => void;

export const DEFAULT_MAX_CLIP_BYTES = 500 * 1024 * 1024;
export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 5 * 60_000;
const REQUEST_TIMEOUT_MS = 60_000;
const NETWORK_RETRIES = 2;
const SERVER_RETRIES = 2;
const THROTTLE_RETRIES = 3;
const MAX_RETRY_AFTER_MS = 60_000;

const synthesisSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    outputs: z.object({ result: z.string().optional() }).loose().nullish(),
    properties: z
      .object({
        durationInMilliseconds: z.number().nullish(),
        billingDetails: z.object({ talkingAvatarDurationSeconds: z.number().nullish() }).loose().nullish(),
        error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).loose().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();
type Synthesis = z.infer<typeof synthesisSchema>;

const errorBodySchema = z.object({ error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).loose() }).loose();

const defaultSleep = async (ms: number, signal: AbortSignal) => {
  await delay(ms, undefined, { signal });
};

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), else a growing wait; never above a minute. */
export function retryAfterMs(header: string | null, attempt: number, now = Date.now()): number {
  const fallback = 1000 * 2 ** attempt;
  if (!header) return fallback;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : fallback;
}

interface Resolved {
  base: string;
  key: string;
  fetch: typeof fetch;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now: () => number;
  pollIntervalMs: number;
  timeoutMs: number;
  maxClipBytes: number;
  downloadTimeoutMs: number;
  allowLoopbackHttp: boolean;
}

function resolve(config: AzureAvatarConfig): Resolved {
  const base = (config.endpoint ?? `https://${config.region}.api.cognitive.microsoft.com`).replace(/\/+$/, '');
  const endpoint = new URL(base);
  return {
    base,
    key: config.key,
    fetch: config.fetch ?? fetch,
    sleep: config.sleep ?? defaultSleep,
    now: config.now ?? Date.now,
    pollIntervalMs: config.pollIntervalMs ?? AVATAR_POLL_INTERVAL_MS,
    timeoutMs: config.timeoutMs ?? AVATAR_TIMEOUT_MS,
    maxClipBytes: config.maxClipBytes ?? DEFAULT_MAX_CLIP_BYTES,
    downloadTimeoutMs: config.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS,
    allowLoopbackHttp: endpoint.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(endpoint.hostname),
  };
}

/** One REST call with Azure's transient failures absorbed: 429 after Retry-After, 5xx and lost connections with back-off. */
async function call(cfg: Resolved, method: 'GET' | 'PUT' | 'DELETE', id: string, signal: AbortSignal, body?: AvatarSynthesisBody) {
  const url = `${cfg.base}/avatar/batchsyntheses/${encodeURIComponent(id)}?api-version=${AZURE_AVATAR_API_VERSION}`;
  const headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': cfg.key };
  if (body) headers['Content-Type'] = 'application/json';
  let network = 0;
  let server = 0;
  let throttled = 0;
  for (;;) {
    if (signal.aborted) throw abortError(signal);
    let response: Response;
    let text: string;
    try {
      response = await cfg.fetch(url, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      text = await response.text();
    } catch (err) {
      if (signal.aborted) throw abortError(signal);
      if (++network > NETWORK_RETRIES) throw new AzureAvatarError(AVATAR_MESSAGES.backendRequestFailed, 'network', undefined, { cause: err });
      await cfg.sleep(1000 * 2 ** (network - 1), signal);
      continue;
    }
    if (response.status === 429 && ++throttled <= THROTTLE_RETRIES) {
      await cfg.sleep(retryAfterMs(response.headers.get('retry-after'), throttled), signal);
      continue;
    }
    if (response.status >= 500 && ++server <= SERVER_RETRIES) {
      await cfg.sleep(1000 * 2 ** (server - 1), signal);
      continue;
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  }
}

const azureMessage = (json: unknown) => {
  const parsed = errorBodySchema.safeParse(json);
  return parsed.success ? (parsed.data.error.message ?? parsed.data.error.code ?? undefined) : undefined;
};

function parseSynthesis(json: unknown): Synthesis {
  const parsed = synthesisSchema.safeParse(json);
  if (!parsed.success) throw new AzureAvatarError(AVATAR_MESSAGES.backendRequestFailed, 'unavailable');
  return parsed.data;
}

async function getSynthesis(cfg: Resolved, id: string, signal: AbortSignal): Promise<Synthesis | null> {
  const { status, json } = await call(cfg, 'GET', id, signal);
  if (status === 404) return null;
  if (status < 200 || status >= 300) throw httpError(status, azureMessage(json));
  return parseSynthesis(json);
}

async function deleteSynthesis(cfg: Resolved, id: string, signal: AbortSignal) {
  const { status, json } = await call(cfg, 'DELETE', id, signal);
  if (status !== 404 && (status < 200 || status >= 300)) throw httpError(status, azureMessage(json));
}

/**
 * Finds the synthesis this id names or creates it. One already made, or still being made, is
 * used as it is, so a render retried after a crash never pays Azure twice; a failed one is
 * removed and asked for again.
 */
async function ensureSynthesis(cfg: Resolved, id: string, body: AvatarSynthesisBody, signal: AbortSignal): Promise<Synthesis> {
  const existing = await getSynthesis(cfg, id, signal);
  if (existing && existing.status !== 'Failed') return existing;
  if (existing) await deleteSynthesis(cfg, id, signal);
  const { status, json } = await call(cfg, 'PUT', id, signal, body);
  if (status >= 200 && status < 300) return parseSynthesis(json);
  // Created meanwhile by another attempt (the answer to an earlier PUT was lost): use that one.
  if (status === 409) {
    const created = await getSynthesis(cfg, id, signal);
    if (created) return created;
  }
  throw httpError(status, azureMessage(json));
}

interface Job {
  slideId: string;
  id: string;
  body: AvatarSynthesisBody;
  synthesis: Synthesis;
  recreated: boolean;
}

const finished = (job: Job) => job.synthesis.status === 'Succeeded' || job.synthesis.status === 'Failed';

function failure(job: Job): AzureAvatarError {
  const error = job.synthesis.properties?.error;
  return new AzureAvatarError(withDetail(AVATAR_MESSAGES.generateFailed, error?.message ?? error?.code ?? undefined), 'failed');
}

/**
 * Makes one presenter clip per slide with a script (spec 001 §7 "Avatar video": the job results
 * carry a slideId and a videoUrl each), waits for them (every 20 s, at most 10 minutes, spec 001
 * §9), and saves each to `dir`. Slides without a presenter picture still get a clip: the
 * presenter's voice speaks every slide, and the render hides the picture where the presenter is
 * not shown (docs/decisions/134). `onState` reports submitting, waiting (NotStarted), running and
 * downloading with how many clips are done, for the progress steps of spec 001 §4.
 */
export async function synthesizeAvatarClips(
  config: AzureAvatarConfig,
  request: AvatarClipsRequest,
  dir: string,
  signal: AbortSignal,
  onState?: AvatarStateListener,
): Promise<AvatarClips> {
  const cfg = resolve(config);
  if (signal.aborted) throw abortError(signal);
  const voice = request.voice ?? request.avatar.voice;
  const scripted = request.slides.filter((slide) => slide.script.trim() !== '');
  if (scripted.length === 0) throw new AzureAvatarError(AVATAR_MESSAGES.noVideosGenerated, 'no-result');
  const total = scripted.length;
  let last = '';
  const report = (state: AvatarClipState, done: number) => {
    const key = `${state}:${done}`;
    if (key === last) return;
    last = key;
    onState?.(state, { done, total });
  };

  const jobs: Job[] = [];
  const started = cfg.now();
  try {
    report('submitting', 0);
    for (const slide of scripted) {
      const body = avatarSynthesisBody({ slideId: slide.slideId, script: slide.script.trim(), language: request.language, voice, avatar: request.avatar });
      const id = synthesisId(request.jobPrefix, slide.slideId, body);
      jobs.push({ slideId: slide.slideId, id, body, synthesis: await ensureSynthesis(cfg, id, body, signal), recreated: false });
      report('submitting', jobs.length);
    }

    for (;;) {
      const failed = jobs.find((job) => job.synthesis.status === 'Failed');
      if (failed) throw failure(failed);
      const done = jobs.filter((job) => job.synthesis.status === 'Succeeded').length;
      if (done === total) break;
      report(jobs.some((job) => job.synthesis.status === 'Running') ? 'running' : 'waiting', done);
      const elapsed = cfg.now() - started;
      if (elapsed >= cfg.timeoutMs) {
        // Left running on purpose: a retry with the same ids picks up a clip that finishes late.
        throw new AzureAvatarError(
          withDetail(AVATAR_MESSAGES.generateFailed, `the presenter was not ready within ${Math.round(cfg.timeoutMs / 60_000)} minutes`),
          'timeout',
        );
      }
      await cfg.sleep(Math.min(cfg.pollIntervalMs, cfg.timeoutMs - elapsed), signal);
      for (const job of jobs) {
        if (finished(job)) continue;
        const current = await getSynthesis(cfg, job.id, signal);
        if (current) job.synthesis = current;
        else if (job.recreated) throw new AzureAvatarError(AVATAR_MESSAGES.noResults, 'no-result');
        else {
          // Removed meanwhile (a cancelled earlier owner of the render, an operator): asked for once more.
          job.recreated = true;
          job.synthesis = await ensureSynthesis(cfg, job.id, job.body, signal);
        }
      }
    }

    await mkdir(dir, { recursive: true });
    const clips: AvatarClip[] = [];
    let billed = 0;
    report('downloading', 0);
    for (const [index, job] of jobs.entries()) {
      const videoUrl = job.synthesis.outputs?.result;
      if (!videoUrl) throw new AzureAvatarError(AVATAR_MESSAGES.noUrlInResults, 'no-result');
      const file = join(dir, `avatar-${String(index + 1).padStart(3, '0')}.webm`);
      await downloadAvatarClip(
        videoUrl,
        file,
        { fetch: cfg.fetch, maxBytes: cfg.maxClipBytes, timeoutMs: cfg.downloadTimeoutMs, allowLoopbackHttp: cfg.allowLoopbackHttp },
        signal,
      );
      const durationSeconds = await clipDuration(file, signal);
      const properties = job.synthesis.properties;
      billed +=
        properties?.billingDetails?.talkingAvatarDurationSeconds ??
        (typeof properties?.durationInMilliseconds === 'number' ? properties.durationInMilliseconds / 1000 : durationSeconds);
      clips.push({ slideId: job.slideId, file, durationSeconds, videoUrl });
      report('downloading', clips.length);
    }
    return { clips, talkingAvatarDurationSeconds: Math.round(billed * 1000) / 1000 };
  } catch (err) {
    if (!signal.aborted) throw err;
    // Cancelled: stop what Azure is still making (best effort, briefly); finished clips stay for a retry.
    const cleanup = AbortSignal.timeout(5000);
    await Promise.allSettled(jobs.filter((job) => !finished(job)).map((job) => deleteSynthesis(cfg, job.id, cleanup)));
    throw abortError(signal);
  }
}

async function clipDuration(file: string, signal: AbortSignal): Promise<number> {
  try {
    const probed = await probe(file, signal);
    if (!probed.streams.some((s) => s.type === 'video') || !(probed.durationSeconds > 0)) throw new Error('no video stream');
    return probed.durationSeconds;
  } catch (err) {
    if (signal.aborted) throw abortError(signal);
    throw new AzureAvatarError(withDetail(AVATAR_MESSAGES.generateFailed, 'the presenter clip is not a readable video'), 'download', undefined, { cause: err });
  }
}

import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AVATAR_MESSAGES } from '@lectern/core';
import { abortError } from '@lectern/media';
import { AzureAvatarError, withDetail } from './azure-avatar-error';

export interface DownloadLimits {
  fetch: typeof fetch;
  /** Largest clip accepted: a slide's presenter is well under a minute of 1080p. */
  maxBytes: number;
  timeoutMs: number;
  /** Plain http is accepted only from a loopback endpoint (the local test server). */
  allowLoopbackHttp: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_REDIRECTS = 3;

/** Only the result's own https address (Azure's blob storage with its SAS token), or loopback http in tests. */
export function isAllowedResultUrl(raw: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const failed = (detail: string, status?: number, cause?: unknown) =>
  new AzureAvatarError(status ? AVATAR_MESSAGES.backendError(status) : withDetail(AVATAR_MESSAGES.generateFailed, detail), 'download', status, { cause });

/**
 * Saves a result video to `file`, within a size cap and a time limit. The subscription key is
 * not sent: the result address carries its own SAS token, and the key must never reach another host.
 */
export async function downloadAvatarClip(resultUrl: string, file: string, limits: DownloadLimits, signal: AbortSignal): Promise<number> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const both = AbortSignal.any([signal, deadline]);
  let url = resultUrl;
  let response: Response | undefined;
  for (let hop = 0; ; hop++) {
    if (!isAllowedResultUrl(url, limits.allowLoopbackHttp)) throw new AzureAvatarError(AVATAR_MESSAGES.noUrlInResults, 'no-result');
    try {
      response = await limits.fetch(url, { signal: both, redirect: 'manual' });
    } catch (err) {
      if (signal.aborted) throw abortError(signal);
      throw new AzureAvatarError(AVATAR_MESSAGES.backendRequestFailed, 'download', undefined, { cause: err });
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location && hop < MAX_REDIRECTS) {
      await response.body?.cancel().catch(() => undefined);
      url = new URL(location, url).toString();
      continue;
    }
    break;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw failed('', response.status);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw failed(`the presenter clip is larger than ${Math.round(limits.maxBytes / 1e6)} MB`);
  }
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) done(failed(`the presenter clip is larger than ${Math.round(limits.maxBytes / 1e6)} MB`));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), cap, createWriteStream(file), { signal: both });
  } catch (err) {
    await rm(file, { force: true });
    if (signal.aborted) throw abortError(signal);
    if (err instanceof AzureAvatarError) throw err;
    if (deadline.aborted) throw failed(`the presenter clip did not download within ${Math.round(limits.timeoutMs / 1000)} s`, undefined, err);
    throw new AzureAvatarError(AVATAR_MESSAGES.backendRequestFailed, 'download', undefined, { cause: err });
  }
  if (bytes === 0) throw failed('the presenter clip is empty');
  return bytes;
}

import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { bareHost, checkedAddresses, type HostResolver, PrivateAddressError } from './address-guard';

export type GuardedFetchFailure = 'invalidUrl' | 'privateAddress' | 'unreachable' | 'timeout' | 'cancelled' | 'tooManyRedirects' | 'tooLarge';

export class GuardedFetchError extends Error {
  override readonly name = 'GuardedFetchError';
  constructor(readonly reason: GuardedFetchFailure) {
    super(reason);
  }
}

export interface GuardedFetchOptions {
  /** Allows private and loopback hosts (tests and trusted intranets: ALLOW_PRIVATE_URLS=1). Still one DNS answer per hop. */
  allowPrivate?: boolean;
  resolve?: HostResolver;
  /** The address policy; tests narrow it to tell two loopback addresses apart. */
  isBlocked?: (address: string) => boolean;
  /** Bytes of body kept (after content decoding); more fails with `tooLarge`. */
  maxBytes: number;
  /** For the whole exchange: every hop, the body included. */
  timeoutMs: number;
  /** Redirects followed (each one re-checked); 0 refuses any. */
  maxRedirects: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface GuardedResponse {
  /** The final URL, after redirects. */
  url: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, decoded (gzip, deflate, br), at most `maxBytes`. */
  read(): Promise<Uint8Array>;
  /** Drops the body without reading it. */
  discard(): void;
}

function parseHttpUrl(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new GuardedFetchError('invalidUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GuardedFetchError('invalidUrl');
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

/**
 * The DNS step of the connection, answered with the addresses that were checked: Node's own
 * lookup would ask DNS again, and a second answer (DNS rebinding) could point at a private host.
 */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return ((_hostname: string, options: { all?: boolean; family?: number | string }, callback: (...args: unknown[]) => void) => {
    const wanted = options?.family === 4 || options?.family === 6 ? entries.filter((e) => e.family === options.family) : entries;
    if (wanted.length === 0) return callback(Object.assign(new Error('No checked address of that family'), { code: 'ENOTFOUND' }));
    if (options?.all) return callback(null, wanted);
    return callback(null, wanted[0]!.address, wanted[0]!.family);
  }) as LookupFunction;
}

function requestOnce(url: URL, addresses: string[], options: GuardedFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const host = bareHost(url.hostname);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      agent: false, // no pooled socket: a kept-alive connection could belong to another answer
      lookup: pinnedLookup(addresses),
      // TLS names the host (SNI) and checks its certificate against the name, not the address.
      ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
      headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  pipeline(response, decoder, () => {});
  return decoder;
}

async function readCapped(stream: Readable, maxBytes: number): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      stream.destroy();
      throw new GuardedFetchError('tooLarge');
    }
    parts.push(chunk);
  }
  return new Uint8Array(Buffer.concat(parts, size));
}

/**
 * GET of a user-supplied or user-stored URL from the server. Every hop: http(s) only, the host
 * resolved once, every address checked (private ones refused unless allowed), and the
 * connection made to those checked addresses only, with the original name for Host and TLS.
 * Redirects are followed by hand and checked the same way; the body is read up to a byte cap;
 * one time limit covers it all. Fails with GuardedFetchError only.
 */
export async function guardedFetch(rawUrl: string | URL, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const failure = (error: unknown): GuardedFetchError => {
    if (error instanceof GuardedFetchError) return error;
    if (error instanceof PrivateAddressError) return new GuardedFetchError('privateAddress');
    if (timeout.aborted) return new GuardedFetchError('timeout');
    if (options.signal?.aborted) return new GuardedFetchError('cancelled');
    return new GuardedFetchError('unreachable');
  };
  let url = parseHttpUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const addresses = await checkedAddresses(url.hostname, options);
      if (signal.aborted) throw signal.reason;
      const response = await requestOnce(url, addresses, options, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= options.maxRedirects) throw new GuardedFetchError('tooManyRedirects');
        url = parseHttpUrl(location, url);
        continue;
      }
      const declared = Number(response.headers['content-length'] ?? '0');
      const finalUrl = url;
      return {
        url: finalUrl,
        status,
        headers: response.headers,
        async read() {
          try {
            if (!response.headers['content-encoding'] && declared > options.maxBytes) throw new GuardedFetchError('tooLarge');
            return await readCapped(decoded(response), options.maxBytes);
          } catch (error) {
            response.destroy();
            throw failure(error);
          }
        },
        discard: () => response.destroy(),
      };
    }
  } catch (error) {
    throw failure(error);
  }
}

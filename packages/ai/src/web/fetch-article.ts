import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { type HostResolver, hostIsPrivate, resolveHost } from './address-guard';

export const ARTICLE_LIMITS = { maxRedirects: 5, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, minTextLength: 80 } as const;

export const ARTICLE_MESSAGES = {
  invalidUrl: 'Please enter a valid web address starting with http:// or https://.',
  privateAddress: 'This address points to a private network and cannot be fetched.',
  httpError: (status: number) => `The page could not be loaded (HTTP ${status}).`,
  unreachable: 'The page could not be loaded. Check the address and try again.',
  timeout: 'The page took too long to respond.',
  tooManyRedirects: 'The page redirected too many times.',
  tooLarge: 'The page is larger than 5 MB and cannot be read.',
  notHtml: 'This address does not point to a web page.',
  noArticle: 'No readable article text was found on this page.',
} as const;

export class ArticleFetchError extends Error {
  override readonly name = 'ArticleFetchError';
}

export interface Article {
  url: string;
  title: string;
  text: string;
  byline: string | null;
  siteName: string | null;
}

export interface FetchArticleOptions {
  /** Allows private and loopback hosts (tests and trusted intranets: ALLOW_PRIVATE_URLS=1). */
  allowPrivate?: boolean;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  resolve?: HostResolver;
}

function parseHttpUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new ArticleFetchError(ARTICLE_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ArticleFetchError(ARTICLE_MESSAGES.invalidUrl);
  url.username = '';
  url.password = '';
  return url;
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ArticleFetchError(ARTICLE_MESSAGES.tooLarge);
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ArticleFetchError(ARTICLE_MESSAGES.tooLarge);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,pre,td,th,figcaption,dt,dd';

/** Readable article text: headings as Markdown headings, paragraphs and list items one per block. */
function articleText(html: string, url: string): { title: string; text: string; byline: string | null; siteName: string | null } | null {
  const virtualConsole = new VirtualConsole(); // page CSS and script errors are not ours to log
  const dom = new JSDOM(html, { url, virtualConsole });
  try {
    const parsed = new Readability(dom.window.document).parse();
    if (!parsed?.content) return null;
    const body = new JSDOM(`<body>${parsed.content}</body>`, { virtualConsole }).window.document.body;
    const lines: string[] = [];
    for (const el of Array.from(body.querySelectorAll(BLOCKS))) {
      if (el.querySelector(BLOCKS)) continue; // the innermost block carries the text
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const level = /^H([1-6])$/.exec(el.tagName)?.[1];
      lines.push(level ? `${'#'.repeat(Number(level))} ${text}` : el.tagName === 'LI' ? `- ${text}` : text);
    }
    const text = (lines.length ? lines.join('\n\n') : (parsed.textContent ?? '').replace(/[ \t]+/g, ' ')).trim();
    return { title: (parsed.title ?? '').trim(), text, byline: parsed.byline ?? null, siteName: parsed.siteName ?? null };
  } finally {
    dom.window.close();
  }
}

/**
 * Fetches a web page and extracts its article (spec 000/001 "web link" input). Only http(s);
 * every hop (at most 5 redirects) is checked against private addresses unless allowed; 10 s,
 * 5 MB and HTML only. Throws ArticleFetchError with a message for the user, nothing else.
 */
export async function fetchArticle(rawUrl: string, options: FetchArticleOptions = {}): Promise<Article> {
  const fetchImpl = options.fetch ?? fetch;
  const resolver = options.resolve ?? resolveHost;
  const timeout = AbortSignal.timeout(ARTICLE_LIMITS.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let url = parseHttpUrl(rawUrl.trim());
  try {
    for (let hop = 0; ; hop++) {
      if (!options.allowPrivate) {
        let isPrivate: boolean;
        try {
          isPrivate = await hostIsPrivate(url.hostname, resolver);
        } catch {
          throw new ArticleFetchError(ARTICLE_MESSAGES.unreachable);
        }
        if (isPrivate) throw new ArticleFetchError(ARTICLE_MESSAGES.privateAddress);
      }
      const response = await fetchImpl(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'user-agent': 'Lectern article reader' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
        await response.body?.cancel().catch(() => {});
        if (hop >= ARTICLE_LIMITS.maxRedirects) throw new ArticleFetchError(ARTICLE_MESSAGES.tooManyRedirects);
        url = parseHttpUrl(response.headers.get('location') as string, url.href);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new ArticleFetchError(ARTICLE_MESSAGES.httpError(response.status));
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!/^\s*(?:text\/html|application\/xhtml\+xml)/i.test(contentType)) {
        await response.body?.cancel().catch(() => {});
        throw new ArticleFetchError(ARTICLE_MESSAGES.notHtml);
      }
      const html = decodeHtml(await readLimited(response, ARTICLE_LIMITS.maxBytes), contentType);
      const article = articleText(html, url.href);
      if (!article || article.text.length < ARTICLE_LIMITS.minTextLength) throw new ArticleFetchError(ARTICLE_MESSAGES.noArticle);
      return { url: url.href, ...article };
    }
  } catch (error) {
    if (error instanceof ArticleFetchError) throw error;
    if (timeout.aborted) throw new ArticleFetchError(ARTICLE_MESSAGES.timeout);
    if (options.signal?.aborted) throw new ArticleFetchError('The request was cancelled.');
    throw new ArticleFetchError(ARTICLE_MESSAGES.unreachable);
  }
}

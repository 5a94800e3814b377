import type { DocumentTree } from '../documents/tree/document-tree';
import { placeBlocks } from '../documents/tree/place-blocks';
import type { HostResolver } from './address-guard';
import { GuardedFetchError, type GuardedFetchFailure, guardedFetch } from './guarded-fetch';
import { PARSE_LIMITS, parseArticle } from './parse-article';

export const ARTICLE_LIMITS = {
  maxRedirects: 5,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  minTextLength: 80,
  maxParseChars: PARSE_LIMITS.maxChars,
  parseTimeoutMs: PARSE_LIMITS.timeoutMs,
  parseHeapMb: PARSE_LIMITS.maxHeapMb,
} as const;

export const ARTICLE_MESSAGES = {
  invalidUrl: 'Please enter a valid web address starting with http:// or https://.',
  privateAddress: 'This address points to a private network and cannot be fetched.',
  httpError: (status: number) => `The page could not be loaded (HTTP ${status}).`,
  unreachable: 'The page could not be loaded. Check the address and try again.',
  timeout: 'The page took too long to respond.',
  tooManyRedirects: 'The page redirected too many times.',
  tooLarge: 'The page is larger than 5 MB and cannot be read.',
  tooComplex: 'This page is too complex to read. Paste its text instead.',
  notHtml: 'This address does not point to a web page.',
  noArticle: 'No readable article text was found on this page.',
  cancelled: 'The request was cancelled.',
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
  /** The article's structure placed in `text` (issue 20 item 1, decision 157): headings, paragraphs, lists, tables, code, quotes. */
  tree: DocumentTree;
}

export interface FetchArticleOptions {
  /** Allows private and loopback hosts (tests and trusted intranets: ALLOW_PRIVATE_URLS=1). */
  allowPrivate?: boolean;
  signal?: AbortSignal;
  resolve?: HostResolver;
  /** The address policy; tests narrow it to tell two loopback addresses apart. */
  isBlocked?: (address: string) => boolean;
}

const FETCH_MESSAGES: Record<GuardedFetchFailure, string> = {
  invalidUrl: ARTICLE_MESSAGES.invalidUrl,
  privateAddress: ARTICLE_MESSAGES.privateAddress,
  unreachable: ARTICLE_MESSAGES.unreachable,
  timeout: ARTICLE_MESSAGES.timeout,
  cancelled: ARTICLE_MESSAGES.cancelled,
  tooManyRedirects: ARTICLE_MESSAGES.tooManyRedirects,
  tooLarge: ARTICLE_MESSAGES.tooLarge,
};

/**
 * Fetches a web page and extracts its article (spec 000/001 "web link" input). The fetch is
 * guarded (http(s) only, private addresses refused and the checked address connected to, every
 * redirect re-checked, 5 redirects, 10 s, 5 MB); the page is parsed in a worker thread under
 * PARSE_LIMITS. Throws ArticleFetchError with a message for the user, nothing else.
 */
export async function fetchArticle(rawUrl: string, options: FetchArticleOptions = {}): Promise<Article> {
  try {
    const response = await guardedFetch(rawUrl.trim(), {
      allowPrivate: options.allowPrivate,
      resolve: options.resolve,
      isBlocked: options.isBlocked,
      signal: options.signal,
      maxBytes: ARTICLE_LIMITS.maxBytes,
      timeoutMs: ARTICLE_LIMITS.timeoutMs,
      maxRedirects: ARTICLE_LIMITS.maxRedirects,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'user-agent': 'Lectern article reader' },
    });
    if (response.status < 200 || response.status >= 300) {
      response.discard();
      throw new ArticleFetchError(ARTICLE_MESSAGES.httpError(response.status));
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!/^\s*(?:text\/html|application\/xhtml\+xml)/i.test(contentType)) {
      response.discard();
      throw new ArticleFetchError(ARTICLE_MESSAGES.notHtml);
    }
    const bytes = await response.read();
    const parsed = await parseArticle(bytes, contentType, response.url.href, options.signal);
    if (!parsed.article) throw new ArticleFetchError(ARTICLE_MESSAGES[parsed.reason]);
    if (parsed.article.text.length < ARTICLE_LIMITS.minTextLength) throw new ArticleFetchError(ARTICLE_MESSAGES.noArticle);
    const { blocks = [], ...article } = parsed.article;
    return { url: response.url.href, ...article, tree: placeBlocks(blocks, [article.text], false) };
  } catch (error) {
    if (error instanceof ArticleFetchError) throw error;
    if (error instanceof GuardedFetchError) throw new ArticleFetchError(FETCH_MESSAGES[error.reason]);
    if (options.signal?.aborted) throw new ArticleFetchError(ARTICLE_MESSAGES.cancelled);
    throw new ArticleFetchError(ARTICLE_MESSAGES.unreachable);
  }
}

import { VIDEO_LINK_LIMITS, VIDEO_LINK_MESSAGES, type VideoTranscript, videoLinkFailed } from '@lectern/core';
import type { DocumentTree } from '../documents/tree/document-tree';
import type { HostResolver } from './address-guard';
import { type CaptionChapter, captionTree } from './caption-tree';
import { GuardedFetchError, type GuardedFetchFailure, type GuardedResponse, guardedFetch } from './guarded-fetch';
import { type CaptionCue, parseCaptionTrack, parseWebVtt } from './video-captions';
import { descriptionChapters, vttChapters } from './video-chapters';
import { type CaptionTrack, chooseTrack, pageHasVideo, readChaptersTrack, readPlayerResponse, readTrackElements } from './video-tracks';
import { parseVideoLink, youtubeVideoId, youtubeWatchUrl } from './video-url';

/** Why a video link could not be read; `message` is the whole sentence a person sees (spec 001 §8). */
export class VideoLinkError extends Error {
  override readonly name = 'VideoLinkError';
  constructor(readonly reason: string) {
    super(videoLinkFailed(reason));
  }
}

export type { VideoTranscript };

export interface FetchVideoTranscriptOptions {
  /** The output language: its captions are preferred (exact, then same base language). */
  language?: string;
  /** Allows private and loopback hosts (tests and trusted intranets: ALLOW_PRIVATE_URLS=1). */
  allowPrivate?: boolean;
  signal?: AbortSignal;
  resolve?: HostResolver;
  isBlocked?: (address: string) => boolean;
  /** Where YouTube links are read from; tests point it at a local server. */
  youtubeOrigin?: string;
  /** Per fetch; tests shorten it. */
  timeoutMs?: number;
}

const FETCH_MESSAGES: Record<GuardedFetchFailure, string> = {
  invalidUrl: VIDEO_LINK_MESSAGES.invalidUrl,
  privateAddress: VIDEO_LINK_MESSAGES.privateAddress,
  unreachable: VIDEO_LINK_MESSAGES.unreachable,
  timeout: VIDEO_LINK_MESSAGES.timeout,
  cancelled: VIDEO_LINK_MESSAGES.cancelled,
  tooManyRedirects: VIDEO_LINK_MESSAGES.tooManyRedirects,
  tooLarge: VIDEO_LINK_MESSAGES.tooLarge,
};

/** YouTube statuses that mean the video cannot be watched by anyone with the link. */
const UNPLAYABLE = new Set(['LOGIN_REQUIRED', 'UNPLAYABLE', 'ERROR', 'AGE_CHECK_REQUIRED', 'CONTENT_CHECK_REQUIRED']);

function fetchGuarded(url: string | URL, maxBytes: number, accept: string, options: FetchVideoTranscriptOptions, extra: Record<string, string> = {}) {
  return guardedFetch(url, {
    allowPrivate: options.allowPrivate,
    resolve: options.resolve,
    isBlocked: options.isBlocked,
    signal: options.signal,
    maxBytes,
    timeoutMs: options.timeoutMs ?? VIDEO_LINK_LIMITS.timeoutMs,
    maxRedirects: VIDEO_LINK_LIMITS.maxRedirects,
    headers: { accept, 'user-agent': 'Lectern video reader', ...extra },
  });
}

async function okText(response: GuardedResponse, youtube: boolean): Promise<string> {
  if (response.status < 200 || response.status >= 300) {
    response.discard();
    // A watch page YouTube no longer serves is a removed or private video.
    if (youtube && (response.status === 404 || response.status === 410)) throw new VideoLinkError(VIDEO_LINK_MESSAGES.unavailable);
    throw new VideoLinkError(VIDEO_LINK_MESSAGES.httpError(response.status));
  }
  return new TextDecoder('utf-8').decode(await response.read());
}

async function readTrack(track: CaptionTrack, options: FetchVideoTranscriptOptions): Promise<CaptionCue[]> {
  const response = await fetchGuarded(track.url, VIDEO_LINK_LIMITS.trackMaxBytes, 'text/vtt,application/json,text/xml,*/*;q=0.1', options);
  if (response.status < 200 || response.status >= 300) {
    response.discard();
    throw new VideoLinkError(VIDEO_LINK_MESSAGES.noCaptions);
  }
  return parseCaptionTrack(new TextDecoder('utf-8').decode(await response.read()));
}

/** The page's chapters track, read as captions are; a track that cannot be read leaves the video without chapters. */
async function readChapters(url: string, options: FetchVideoTranscriptOptions): Promise<CaptionChapter[]> {
  try {
    const response = await fetchGuarded(url, VIDEO_LINK_LIMITS.trackMaxBytes, 'text/vtt,*/*;q=0.1', options);
    if (response.status < 200 || response.status >= 300) {
      response.discard();
      return [];
    }
    return vttChapters(new TextDecoder('utf-8').decode(await response.read()));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return [];
  }
}

/**
 * The transcript with its structure (issue 20 item 1): chapters as sections, captions as
 * paragraphs (caption-tree.ts). A transcript cut to the size limit goes without its tree, whose
 * ranges would run past the text.
 */
function transcriptOf(cues: CaptionCue[], chapters: CaptionChapter[]): { text: string; tree?: DocumentTree } {
  const { text, tree } = captionTree(cues, chapters);
  if (text.length > VIDEO_LINK_LIMITS.maxTranscriptChars) return { text: text.slice(0, VIDEO_LINK_LIMITS.maxTranscriptChars) };
  return { text, tree };
}

const pageTitle = (html: string) =>
  /<title[^>]{0,200}>([^<]{1,500})<\/title>/i
    .exec(html)?.[1]
    ?.replace(/\s+/g, ' ')
    .replace(/ - YouTube$/, '')
    .trim() ?? '';

/**
 * The transcript of a video link (spec 001 §1 "a video link", §7 process-youtube): a YouTube
 * link is read from its watch page's player response, whose caption tracks name their language
 * and whether speech recognition made them; any other page from its HTML5 `<track>` captions;
 * a WebVTT address directly. Every fetch is guarded as web pages are (http(s) only, private
 * addresses refused, every redirect re-checked, 10 s, 5 MB page, 2 MB track). Throws
 * VideoLinkError with a sentence for the person, nothing else.
 */
export async function fetchVideoTranscript(rawUrl: string, options: FetchVideoTranscriptOptions = {}): Promise<VideoTranscript> {
  try {
    const link = parseVideoLink(rawUrl);
    if (typeof link === 'string') throw new VideoLinkError(VIDEO_LINK_MESSAGES[link]);
    const id = youtubeVideoId(link);
    const pageUrl = id ? youtubeWatchUrl(id, options.youtubeOrigin) : link;
    // YouTube answers visitors from some countries with a cookie-consent page unless consent is stated.
    const extra: Record<string, string> = id ? { cookie: 'SOCS=CAI', 'accept-language': 'en' } : {};
    const response = await fetchGuarded(
      pageUrl,
      VIDEO_LINK_LIMITS.pageMaxBytes,
      'text/html,application/xhtml+xml;q=0.9,text/vtt;q=0.8,*/*;q=0.1',
      options,
      extra,
    );
    const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
    const html = await okText(response, Boolean(id));
    const finalUrl = response.url;

    if (/^\s*text\/vtt/.test(contentType) || html.replace(/^\uFEFF/, '').startsWith('WEBVTT')) {
      const transcript = transcriptOf(parseWebVtt(html), []);
      if (!transcript.text) throw new VideoLinkError(VIDEO_LINK_MESSAGES.noCaptions);
      return { url: finalUrl.href, title: '', ...transcript, languageCode: '', automatic: false };
    }
    if (!/^\s*(?:text\/html|application\/xhtml\+xml)/.test(contentType)) throw new VideoLinkError(VIDEO_LINK_MESSAGES.notVideo);

    const player = readPlayerResponse(html, finalUrl);
    if (player && player.tracks.length === 0 && UNPLAYABLE.has(player.status)) throw new VideoLinkError(VIDEO_LINK_MESSAGES.unavailable);
    const tracks = player?.tracks.length ? player.tracks : readTrackElements(html, finalUrl);
    if (tracks.length === 0) {
      if (player || id || pageHasVideo(html)) throw new VideoLinkError(VIDEO_LINK_MESSAGES.noCaptions);
      throw new VideoLinkError(VIDEO_LINK_MESSAGES.notVideo);
    }
    const track = chooseTrack(tracks, options.language) as CaptionTrack;
    const cues = await readTrack(track, options);
    // Chapters as the page gives them: YouTube's description ("0:00 Intro" lines), else an HTML5 chapters track.
    const chaptersTrack = player ? null : readChaptersTrack(html, finalUrl);
    const chapters = player ? descriptionChapters(player.description) : chaptersTrack ? await readChapters(chaptersTrack, options) : [];
    const transcript = transcriptOf(cues, chapters);
    if (!transcript.text) throw new VideoLinkError(VIDEO_LINK_MESSAGES.noCaptions);
    return { url: finalUrl.href, title: player?.title || pageTitle(html), ...transcript, languageCode: track.languageCode, automatic: track.automatic };
  } catch (error) {
    if (error instanceof VideoLinkError) throw error;
    if (error instanceof GuardedFetchError) throw new VideoLinkError(FETCH_MESSAGES[error.reason]);
    if (options.signal?.aborted) throw new VideoLinkError(VIDEO_LINK_MESSAGES.cancelled);
    throw new VideoLinkError(VIDEO_LINK_MESSAGES.unreachable);
  }
}

import { VIDEO_LINK_LIMITS } from '@lectern/core';

/** YouTube's own hosts; anything else is read as a page that may carry caption tracks. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** A video id is 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export type VideoUrlProblem = 'invalidUrl' | 'tooLong';

/** The http(s) address a person gave, or why it is not one (javascript:, data:, file:, too long...). */
export function parseVideoLink(raw: string): URL | VideoUrlProblem {
  const text = raw.trim();
  if (text.length > VIDEO_LINK_LIMITS.maxUrlLength) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalidUrl';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalidUrl';
  return url;
}

/**
 * The YouTube video id a link names: watch?v=ID, youtu.be/ID, /shorts/ID, /embed/ID, /live/ID, /v/ID,
 * on any of YouTube's hosts. Null for every other address.
 */
export function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The watch page that carries a video's player response (and its caption tracks). */
export function youtubeWatchUrl(id: string, origin = 'https://www.youtube.com'): URL {
  const url = new URL('/watch', origin);
  url.searchParams.set('v', id);
  return url;
}

/**
 * A video link as a content source (spec 001 §1 "a video link", §7 process-youtube): the limits
 * of reading its captions and the messages a person sees. Spec 001 §8 wraps every failure of this
 * call as "YouTube processing failed: {reason}".
 */
export const VIDEO_LINK_LIMITS = {
  /** A YouTube watch page is about 1–2 MB of HTML and script; 5 MB as for web pages. */
  pageMaxBytes: 5 * 1024 * 1024,
  /** A caption track of a three-hour talk is well under 2 MB in any of the three formats. */
  trackMaxBytes: 2 * 1024 * 1024,
  /** For each fetch (page, then track), every redirect and the body included. */
  timeoutMs: 10_000,
  maxRedirects: 5,
  /** An address longer than this is refused before any fetch (browsers and servers cap near 2–8 kB). */
  maxUrlLength: 2048,
  /** The transcript kept as source text; the outline reads far less. */
  maxTranscriptChars: 200_000,
} as const;

export const VIDEO_LINK_FAILED_PREFIX = 'YouTube processing failed';

/** Spec 001 §8: "YouTube processing failed: {reason}". */
export const videoLinkFailed = (reason: string) => `${VIDEO_LINK_FAILED_PREFIX}: ${reason}`;

export const VIDEO_LINK_MESSAGES = {
  invalidUrl: 'Enter a full video address starting with http:// or https://.',
  tooLong: 'This address is too long to be a video link.',
  noCaptions: 'This video has no captions we can read. Try a video with subtitles, or paste the transcript.',
  unavailable: 'This video is private or unavailable. Check that it plays for anyone with the link.',
  notVideo: 'This address is not a video page. Use a YouTube link or a page whose video has captions.',
  privateAddress: 'This address points to a private network and cannot be fetched.',
  unreachable: 'The video page could not be loaded. Check the address and try again.',
  timeout: 'The video page took too long to respond.',
  tooManyRedirects: 'The video page redirected too many times.',
  tooLarge: 'The video page or its captions are too large to read.',
  httpError: (status: number) => `The video page could not be loaded (HTTP ${status}).`,
  cancelled: 'The request was cancelled.',
} as const;

/** What a video link gives the wizard (POST /api/ai/fetch-video): its captions as the source text. */
export interface VideoTranscript {
  /** The page the captions were found on, after redirects. */
  url: string;
  title: string;
  /** The transcript as paragraphs. */
  text: string;
  languageCode: string;
  /** Captions made by speech recognition rather than written by a person. */
  automatic: boolean;
  /** The transcript's structure (chapters as sections, captions as paragraphs), sent back with the outline request as a web page's is (issue 20 item 1). */
  tree?: unknown;
}

import { VIDEO_LINK_MESSAGES } from '@lectern/core';
import { TextGenerationError } from '../text/text-generator';
import type { VideoNotesReader } from './video-gemini';
import { type FetchVideoTranscriptOptions, fetchVideoTranscript, VideoLinkError, type VideoTranscript } from './video-transcript';

/** Failures no other reader can mend: a bad address, or a video nobody may watch. */
const FINAL: readonly string[] = [VIDEO_LINK_MESSAGES.invalidUrl, VIDEO_LINK_MESSAGES.tooLong, VIDEO_LINK_MESSAGES.unavailable, VIDEO_LINK_MESSAGES.cancelled];

/**
 * A video link's text: its captions first (the exact words, no model needed); when they cannot be
 * read and a reader that watches the video is configured (Gemini), that reader for YouTube links.
 * Throws VideoLinkError only; a provider failure is said as spec 001 §8 wraps it.
 */
export async function readVideoLink(url: string, options: FetchVideoTranscriptOptions & { notes?: VideoNotesReader | null } = {}): Promise<VideoTranscript> {
  try {
    return await fetchVideoTranscript(url, options);
  } catch (error) {
    if (!(error instanceof VideoLinkError) || !options.notes || FINAL.includes(error.reason)) throw error;
    const watched = options.notes(url, { language: options.language, signal: options.signal });
    if (!watched) throw error;
    try {
      return await watched;
    } catch (failure) {
      if (failure instanceof TextGenerationError) throw new VideoLinkError(failure.message);
      throw error;
    }
  }
}

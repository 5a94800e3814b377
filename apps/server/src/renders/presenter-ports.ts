import type { Avatar, AvatarGender, PageSize, PresenterBox, PresenterPose } from '@lectern/core';
import type { SegmentMotion } from '@lectern/media';
import type { ClipSilence } from './avatar-render-clip-words';
import type { BurnedCues, SlideEncodeInput } from './render-ports';

/**
 * The presenter's movement over one slide: the distinct poses it takes and, in order, how long
 * each is held. A slide of speech has a few dozen distinct poses (mouth shapes × eyes), so each is
 * drawn once and ffmpeg places it in time.
 */
export interface PresenterMotion {
  poses: PresenterPose[];
  runs: { pose: number; seconds: number }[];
}

/** One narration spoken by the presenter's voice, with what lip sync needs. */
export interface PresenterSpeech {
  wav: Uint8Array;
  durationSeconds: number;
  words: { text: string; startMs: number; endMs: number }[];
  /** Phoneme events with their audio positions, when the voice reports them (the local voice does). */
  phonemes?: { phoneme: string; startMs: number; endMs: number }[];
}

/**
 * What the avatar pipeline needs beyond the slide renderer's ports: the presenter's voice, lip
 * sync, the presenter drawing and the compositing encode (packages/core avatars, packages/slides,
 * packages/media), injected so the pipeline runs with fakes in tests.
 */
export interface PresenterPorts {
  /** The voice the presenter speaks `language` with: one for female presenters, another for male ones (spec 001 §3). */
  voiceFor(gender: AvatarGender, language: string): Promise<string>;
  /** Speaks one slide's narration with phonemes when the voice has them (cached like the slides' speech). */
  speak(text: string, options: { voice: string; language: string; targetSeconds?: number; signal: AbortSignal }): Promise<PresenterSpeech>;
  /**
   * Lip sync and idle motion over `seconds`: mouth shapes from the phonemes (or from the audio
   * when there are none), blinks, breathing and sway; `seed` makes a slide's motion repeatable.
   */
  motion(speech: PresenterSpeech | null, seconds: number, seed: string): PresenterMotion;
  /** Draws one presenter pose at the box's size on a transparent background (straight RGBA). */
  drawSprite(avatar: Avatar, pose: PresenterPose, box: PresenterBox): Promise<PresenterSprite>;
  /** Encodes one slide: its still, the presenter sprites in time at the box, and the narration. */
  encodeSegment(input: {
    still: Uint8Array;
    /** The slide's pages in turn when it continues over pages (decision 165); `still` is the first. */
    pages?: { rgba: Uint8Array; seconds: number }[];
    box: PresenterBox;
    sprites: PresenterSprite[];
    runs: { sprite: number; seconds: number }[];
    audio: Uint8Array;
    seconds: number;
    format: 'webm' | 'mp4';
    /** The video's frame; 1920×1080 when absent. */
    page?: PageSize;
    /** Cues burned over the picture and the presenter (issue 14). */
    captions?: BurnedCues;
    /**
     * Decision 171: the slide behind the presenter zooms; decision 187: it crossfades into
     * `crossfadeInto` (the next slide's opening still) under the whole presenter, and the video's
     * last slide fades to black, presenter and all.
     */
    motion?: SegmentMotion;
    crossfadeInto?: Uint8Array;
    output: string;
    signal: AbortSignal;
  }): Promise<void>;
  /**
   * Decision 187: encodes a slide of a presenter video on which the presenter is hidden (spec 001 §4)
   * the way its presenter segments are encoded (frame rate, encoder, time base), so every segment
   * joins by copy. A platform without it encodes such a slide with the slide encoder.
   */
  encodeSlide?(
    input: Omit<SlideEncodeInput, 'slidesOnly' | 'onProgress'> & {
      /** MP4 only: the AAC rate shared with the video's other segments. */
      audioSampleRate?: number;
    },
  ): Promise<void>;
  /**
   * Decision 187: the silences in a presenter clip's audio of at least `minSeconds` (where a cloud
   * presenter waits at a quiz's pause). A platform without it lets the pauses be placed by the
   * script's parts.
   */
  clipSilences?(clip: string, minSeconds: number, signal: AbortSignal): Promise<ClipSilence[]>;
  /**
   * Encodes one slide from a presenter clip with alpha (a cloud presenter's): the still, the clip
   * scaled into the box (no picture when `box` is null: the presenter is hidden on that slide but
   * its narration plays), and the clip's audio.
   */
  encodeClipSegment(input: {
    still: Uint8Array;
    /** The slide's pages in turn when it continues over pages (decision 165); `still` is the first. */
    pages?: { rgba: Uint8Array; seconds: number }[];
    box: PresenterBox | null;
    clip: string;
    format: 'webm' | 'mp4';
    page?: PageSize;
    captions?: BurnedCues;
    /** Decision 187: the slide's motion behind the clip, as `encodeSegment`'s. */
    motion?: SegmentMotion;
    crossfadeInto?: Uint8Array;
    output: string;
    signal: AbortSignal;
  }): Promise<void>;
}

/** One drawn presenter pose: straight (not premultiplied) RGBA of width × height. */
export interface PresenterSprite {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/**
 * One audio rate for every segment of a video made from presenter clips: MP4 segments join
 * without re-encoding only when their AAC rates match (WebM's Opus is always 48 kHz).
 */
export const CLIP_AUDIO_RATE = 48000;

import type { CaptionCue, CaptionWord, PageSize, Slide, Theme, VideoChapter } from '@lectern/core';
import type { SegmentMotion } from '@lectern/media';
import type { SlideMotionPlan } from './slide-motion';

export interface LogoImage {
  data: Uint8Array;
  mime: string;
}

/**
 * What the render pipeline needs from the platform, injected so the pipeline can be tested
 * with fakes and run with the real canvas, speech engine and ffmpeg (packages/slides, media).
 */
export interface RenderPorts {
  /** Draws one slide to raw RGBA at `page` (1920×1080 when absent). */
  drawSlide(
    slide: Slide,
    options: {
      theme: Theme;
      logo: LogoImage | null;
      images: Map<string, Uint8Array>;
      index: number;
      total: number;
      /** A presenter is composited on this video: slides with avatarVisible keep its area clear. */
      avatar?: boolean;
      /** The video's frame (issue 14 aspect ratios); 1920×1080 when absent. */
      page?: PageSize;
      /** Which of the slide's pages (slidePages, decision 165); the first when absent. */
      part?: number;
      /** Decision 170: how many of the slide's points are shown (slideReveal order); every point, plainly, when absent. */
      revealed?: number;
      /** Decision 188: the video's language: its script's fonts, its direction and the words the renderer adds. */
      language?: string;
    },
  ): Promise<Uint8Array>;
  /**
   * Decision 170: one page of the slide (`options.part`) with each of these numbers of its points
   * revealed, the same pictures as drawSlide with `revealed`, drawn at less cost (its picture
   * decoded once, one canvas for all). A platform without it draws each with drawSlide.
   */
  drawRevealStates?(slide: Slide, options: Parameters<RenderPorts['drawSlide']>[1], revealed: readonly number[]): Promise<Uint8Array[]>;
  /**
   * The slide's pages in the video's shape (decision 165): one, unless its text needs
   * "(continued)" pages; for each, the words it shows, to time it against the narration. A
   * platform without it draws every slide on one page.
   */
  slidePages?(slide: Slide, options: { logo: LogoImage | null; avatar?: boolean; page?: PageSize; language?: string }): Promise<string[]>;
  /**
   * Decision 170: the points the slide reveals as they are spoken and, for each of its pages in
   * the video's shape, which of them the page draws. A platform without it draws every point from
   * the slide's first moment.
   */
  slideReveal?(
    slide: Slide,
    options: { logo: LogoImage | null; avatar?: boolean; page?: PageSize; language?: string },
  ): Promise<{ points: string[]; pages: number[][] }>;
  /**
   * Speaks one slide's narration (cached by text + voice by the implementation), a little faster
   * when it would overrun the slide's planned seconds by much. Word timings (from the clip's
   * start) become the video's captions.
   */
  speak(
    text: string,
    options: { voice: string | undefined; language: string; targetSeconds?: number; signal: AbortSignal },
  ): Promise<{ wav: Uint8Array; durationSeconds: number; words: CaptionWord[] }>;
  /** Joins narration clips, each padded with silence to its slide's length. */
  joinAudio(parts: { wav: Uint8Array; seconds: number }[]): Uint8Array;
  /**
   * Decision 171: what moves on the slide as drawSlide draws it (its picture; a title slide's
   * title and subtitle, with the slide drawn without them). A platform without it only crossfades.
   */
  slideMotion?(slide: Slide, options: Parameters<RenderPorts['drawSlide']>[1]): Promise<SlideMotionPlan>;
  encode(input: SlideEncodeInput): Promise<void>;
  /**
   * Joins encoded segments of one format, without re-encoding, into `output`. Decision 208: the
   * files may still be coming (a promise): the joiner is started ahead and joins once they are
   * known; a rejected promise stops it with its reason.
   */
  concat(files: string[] | Promise<string[]>, output: string, format: 'webm' | 'mp4', signal: AbortSignal): Promise<void>;
  probeDuration(file: string): Promise<number>;
  /**
   * The final pass over the joined video (issue 14): chapters written into the file's metadata,
   * background music ducked under the narration when chosen, MP4 index first (faststart). Writes
   * `output`; `input` stays as it is.
   */
  finish(input: {
    input: string;
    output: string;
    format: 'webm' | 'mp4';
    chapters: VideoChapter[];
    music: { file: string; volume: number } | null;
    durationSeconds: number;
    signal: AbortSignal;
  }): Promise<void>;
  /** Finished slide segments by content key, so an unchanged slide is never drawn, spoken or encoded again. */
  segments: SegmentCache;
}

/** One slide's segment to encode: its stills in time, its narration and motion (RenderPorts.encode; a presenter video's slide without the presenter too, PresenterPorts.encodeSlide). */
export interface SlideEncodeInput {
  frames: { rgba: Uint8Array; durationSeconds: number }[];
  audio: Uint8Array;
  format: 'webm' | 'mp4';
  /** Frame size of `frames`; 1920×1080 when absent. */
  page?: PageSize;
  /** Cues burned into the picture (times from the segment's start), drawn in the theme's colours (issue 14). */
  captions?: BurnedCues;
  /** Decision 171: the crossfade or closing fade, zoom and drift made from the stills. */
  motion?: SegmentMotion;
  /** Decision 180: with `motion.crossfade`, the next slide's opening still (raw RGBA of `page`), which the segment ends on. */
  crossfadeInto?: Uint8Array;
  /** Decision 180: the video is made of slide segments alone (no presenter's), which allows faster encoder settings. */
  slidesOnly?: boolean;
  output: string;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}

/** Captions to burn into one segment: its cues and the theme they are drawn with. */
export interface BurnedCues {
  cues: CaptionCue[];
  theme: Theme;
  /** The slide under the cues as it is drawn (with a presenter's room when `avatar`): the band keeps clear of its text (decision 164). */
  slide?: Slide;
  avatar?: boolean;
}

export interface SegmentMeta {
  seconds: number;
  words: CaptionWord[];
}

export interface SegmentCache {
  get(key: string): Promise<{ file: string; meta: SegmentMeta } | null>;
  /** Moves a finished segment file into the cache; returns its cached path. */
  put(key: string, file: string, meta: SegmentMeta): Promise<string>;
}

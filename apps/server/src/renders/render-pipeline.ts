import { createHash } from 'node:crypto';
import {
  buildWebVtt,
  type CaptionWord,
  captionCues,
  continuationDurations,
  continuationStarts,
  type PageSize,
  pointStarts,
  revealRange,
  revealSteps,
  SLIDE_PAUSE_SECONDS,
  type Slide,
  type Theme,
} from '@lectern/core';
import { SPEECH_CONCURRENCY } from '@lectern/media';
import { revealPoints } from '@lectern/slides';
import { inLanes } from './in-lanes';
import { quizRevealStill, withQuizReveal } from './quiz-reveal';
import { assertWithinLength, type LengthLimit } from './render-length';
import type { BurnedCues, LogoImage, RenderPorts, SegmentMeta } from './render-ports';
import { movingSegment } from './slide-motion';

/** Silence after each slide's narration (core SLIDE_PAUSE_SECONDS: the scripts are sized to leave room for it). */
export const SLIDE_TAIL_SECONDS = SLIDE_PAUSE_SECONDS;
/** A slide without narration still shows for a moment. */
export const SILENT_SLIDE_SECONDS = 3;

export interface RenderInput {
  slides: Slide[];
  theme: Theme;
  logo: LogoImage | null;
  images: Map<string, Uint8Array>;
  voice: string | undefined;
  language: string;
  format: 'webm' | 'mp4';
  /** The video's frame, from its aspect ratio (core pageSize): slides are laid out and encoded at this size. */
  page?: PageSize;
  /** Captions drawn into the picture besides the caption track (issue 14). */
  burnedCaptions?: boolean;
  /** Decision 170: bullet and comparison points appear as they are spoken (on unless `false`). */
  revealPoints?: boolean;
  /** Decision 149: the length the render holds; a longer narration fails the render before encoding. */
  lengthLimit?: LengthLimit;
  output: string;
}

export type ProgressReport = (step: string, percent: number) => void;

/** Where each phase sits on the progress bar; encoding takes the largest share. */
export const RENDER_PHASES = {
  slides: { from: 5, to: 25, step: 'Drawing your slides' },
  speech: { from: 25, to: 55, step: 'Recording the narration' },
  encode: { from: 55, to: 97, step: 'Encoding the video' },
} as const;

const within = (phase: { from: number; to: number }, fraction: number) => Math.round(phase.from + (phase.to - phase.from) * Math.min(1, Math.max(0, fraction)));

/** Segments encoded at once: ffmpeg is single-threaded enough per slide that two share 2 cores well. */
const ENCODE_LANES = 2;
/** Bump when the drawing, speech or encoding of a slide changes, so old segments are not reused. */
// 2: the narration is levelled to the video loudness (decision 163); 3: caption cues and their place (decision 164);
// 4: slide text fitted without broken words, continued over pages (decision 165).
// 5: transitions, a picture's slow zoom and a title's ease-in inside each segment (decision 171).
// 6: a burned-in cue with no room on a full slide is shown a line at a time (decision 172).
const SEGMENT_VERSION = 6;

const digest = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** A slide drawn on each of its pages in the video's shape, with the words each page shows (decision 165). */
export interface DrawnPages {
  /** Each page as it ends: with every point it shows. */
  frames: Uint8Array[];
  texts: string[];
  /**
   * Decision 170: the points the slide reveals as they are spoken, the ones each page draws, and
   * each page drawn in every reveal state it can show: `states[page][revealed - from]`
   * (core revealRange), drawn before the narration is known.
   */
  reveal?: { points: string[]; pages: number[][]; states: Uint8Array[][] };
  /** Decision 175: a quiz slide's last page with its right answer marked, shown from when the narration gives it. */
  quizReveal?: Uint8Array;
}

/**
 * Draws every page of a slide: one, unless its text goes on over "(continued)" pages (decision
 * 165); with `reveal`, each page once more for each of its points (decision 170).
 */
export async function drawPages(ports: RenderPorts, slide: Slide, options: Parameters<RenderPorts['drawSlide']>[1], reveal = false): Promise<DrawnPages> {
  const shape = { logo: options.logo, avatar: options.avatar, page: options.page };
  const texts = (await ports.slidePages?.(slide, shape)) ?? [''];
  const points = reveal ? await ports.slideReveal?.(slide, shape) : undefined;
  if (points?.points.length && points.pages.length === texts.length) {
    const states: Uint8Array[][] = [];
    for (const part of texts.keys()) {
      const { from, to } = revealRange(points.pages, part);
      const counts = Array.from({ length: to - from + 1 }, (_, k) => from + k);
      const page = { ...options, ...(part ? { part } : {}) };
      const drawn: Uint8Array[] = [];
      if (ports.drawRevealStates) drawn.push(...(await ports.drawRevealStates(slide, page, counts)));
      else for (const revealed of counts) drawn.push(await ports.drawSlide(slide, { ...page, revealed }));
      states.push(drawn);
    }
    return {
      frames: states.map((drawn) => drawn.at(-1) as Uint8Array),
      texts,
      reveal: { ...points, states },
      ...(await quizStill(ports, slide, options, texts.length)),
    };
  }
  const frames: Uint8Array[] = [];
  for (const part of texts.keys()) frames.push(await ports.drawSlide(slide, part ? { ...options, part } : options));
  return { frames, texts, ...(await quizStill(ports, slide, options, texts.length)) };
}

const quizStill = async (...args: Parameters<typeof quizRevealStill>) => {
  const still = await quizRevealStill(...args);
  return still ? { quizReveal: still } : {};
};

/**
 * The stills of one slide in time, together exactly the slide's length: its pages share its
 * narration, each shown from when the narration reaches its words (decision 165, core
 * continuationStarts); with points revealed, each point from just before it is spoken (decision
 * 170, core pointStarts and revealSteps). Still frames with durations: a build costs a few more
 * frames in the same encode, never drawing per video frame.
 */
export function timedPages(pages: DrawnPages, words: readonly CaptionWord[], seconds: number): { rgba: Uint8Array; durationSeconds: number }[] {
  return withQuizReveal(timedStills(pages, words, seconds), pages.quizReveal, words);
}

function timedStills(pages: DrawnPages, words: readonly CaptionWord[], seconds: number): { rgba: Uint8Array; durationSeconds: number }[] {
  const starts = continuationStarts(pages.texts, words, seconds);
  if (pages.reveal) {
    const { points, pages: onPages, states } = pages.reveal;
    return revealSteps(onPages, starts, pointStarts(points, words, seconds), seconds).map((step) => ({
      rgba: states[step.page]?.[step.revealed - revealRange(onPages, step.page).from] ?? (pages.frames[step.page] as Uint8Array),
      durationSeconds: step.durationSeconds,
    }));
  }
  const durations = continuationDurations(starts, seconds);
  return pages.frames.map((rgba, i) => ({ rgba, durationSeconds: durations[i] ?? 0 }));
}

/** Decision 170: whether this slide's points appear as they are spoken in this video. */
export const revealsPoints = (slide: Slide, input: Pick<RenderInput, 'revealPoints'>) => input.revealPoints !== false && revealPoints(slide).length > 0;

/**
 * Everything that shows or sounds in one slide's segment. An edit to one slide changes only that
 * slide's key; its position counts because the footer shows "n / total".
 */
export function segmentKey(slide: Slide, input: Omit<RenderInput, 'slides' | 'output'>, index: number, total: number): string {
  const imageUrl = slide.userSelectedNoImage ? null : (slide.contextualImage?.url ?? null);
  const image = imageUrl ? input.images.get(imageUrl) : undefined;
  const { availableImages: _pool, ...shown } = slide;
  return digest(
    JSON.stringify({
      v: SEGMENT_VERSION,
      slide: shown,
      image: image ? digest(image) : imageUrl,
      theme: input.theme,
      logo: input.logo ? digest(input.logo.data) : null,
      voice: input.voice ?? null,
      language: input.language,
      format: input.format,
      // Only other shapes and burned captions add to the key: 16:9 segments made before them stay reusable.
      ...(input.page && (input.page.width !== 1920 || input.page.height !== 1080) ? { page: input.page } : {}),
      ...(input.burnedCaptions ? { burnedCaptions: true } : {}),
      // Decision 170: only slides whose points appear as they are spoken add to the key, so a slide
      // without points, or a video with them all shown at once, keeps the segments made before.
      ...(revealsPoints(slide, input) ? { reveal: 'spoken' } : {}),
      index,
      total,
    }),
  );
}

/**
 * Slides → narration → encode, one segment per slide, then the segments joined without
 * re-encoding. Each slide lasts as long as its narration (plus a short tail), so the video's
 * length matches the narration. A slide whose segment exists already (same key) is reused:
 * after editing one slide, only that slide is drawn, spoken and encoded again.
 */
export async function renderVideo(ports: RenderPorts, input: RenderInput, signal: AbortSignal, report: ProgressReport) {
  const timings: Record<string, number> = {};
  const total = input.slides.length;
  if (total === 0) throw new Error('There are no slides to render.');
  const keys = input.slides.map((slide, index) => segmentKey(slide, input, index, total));
  const cached = await Promise.all(keys.map((key) => ports.segments.get(key)));
  const todo = input.slides.map((_, i) => i).filter((i) => !cached[i]);
  timings.slides_reused = total - todo.length;

  let started = performance.now();
  const frames = new Map<number, DrawnPages>();
  for (const [n, index] of todo.entries()) {
    signal.throwIfAborted();
    frames.set(
      index,
      await drawPages(
        ports,
        input.slides[index]!,
        { theme: input.theme, logo: input.logo, images: input.images, index, total, page: input.page },
        revealsPoints(input.slides[index]!, input),
      ),
    );
    report(RENDER_PHASES.slides.step, within(RENDER_PHASES.slides, (n + 1) / todo.length));
  }
  timings.slides_ms = performance.now() - started;

  started = performance.now();
  const clips = new Map<number, { wav: Uint8Array; seconds: number; words: CaptionWord[] }>();
  // Different slides are spoken at once (issue 21 item 9): the offline voices run a synthesis a core.
  let spokenSlides = 0;
  await inLanes(todo, SPEECH_CONCURRENCY, async (index) => {
    signal.throwIfAborted();
    const slide = input.slides[index]!;
    const text = slide.script.trim();
    if (text) {
      const spoken = await ports.speak(text, { voice: input.voice, language: input.language, targetSeconds: slide.duration, signal });
      clips.set(index, { wav: spoken.wav, seconds: spoken.durationSeconds + SLIDE_TAIL_SECONDS, words: spoken.words });
    } else {
      clips.set(index, { wav: new Uint8Array(), seconds: SILENT_SLIDE_SECONDS, words: [] });
    }
    spokenSlides += 1;
    report(RENDER_PHASES.speech.step, within(RENDER_PHASES.speech, spokenSlides / todo.length));
  });
  timings.speech_ms = performance.now() - started;
  // Decision 149: the narration's real length (reused slides keep theirs), before any encoding.
  assertWithinLength(
    input.slides.reduce((sum, _, i) => sum + (cached[i]?.meta.seconds ?? clips.get(i)?.seconds ?? 0), 0),
    input.lengthLimit,
  );

  started = performance.now();
  const segments: { file: string; meta: SegmentMeta }[] = cached.map((c) => c ?? { file: '', meta: { seconds: 0, words: [] } });
  let done = 0;
  const queue = [...todo];
  report(RENDER_PHASES.encode.step, RENDER_PHASES.encode.from);
  let failed = false;
  const lanes = Array.from({ length: Math.min(ENCODE_LANES, queue.length) }, async () => {
    for (let index = queue.shift(); index !== undefined && !failed; index = queue.shift()) {
      signal.throwIfAborted();
      const clip = clips.get(index)!;
      const file = `${input.output}.slide-${index + 1}.${input.format}`;
      try {
        await ports.encode({
          // Decision 171: the stills as they move (a title's ease-in), with their fades and zoom.
          ...(await movingSegment(
            ports,
            [input.slides[index]!, { theme: input.theme, logo: input.logo, images: input.images, index, total, page: input.page }],
            timedPages(frames.get(index)!, clip.words, clip.seconds),
          )),
          audio: ports.joinAudio([clip]),
          format: input.format,
          page: input.page,
          ...burnedCues(input, clip.words, { slide: input.slides[index]! }),
          output: file,
          signal,
          onProgress: () => {},
        });
      } catch (err) {
        failed = true;
        throw err;
      }
      const meta = { seconds: clip.seconds, words: clip.words };
      segments[index] = { file: await ports.segments.put(keys[index]!, file, meta), meta };
      done += 1;
      report(RENDER_PHASES.encode.step, within(RENDER_PHASES.encode, done / (todo.length + 1)));
    }
  });
  // Wait for every lane before failing, so no encode is still writing when the caller cleans up.
  const outcome = (await Promise.allSettled(lanes)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (outcome) throw outcome.reason;
  await ports.concat(
    segments.map((s) => s.file),
    input.output,
    input.format,
    signal,
  );
  report(RENDER_PHASES.encode.step, RENDER_PHASES.encode.to);
  timings.encode_ms = performance.now() - started;

  const durationSeconds = await ports.probeDuration(input.output);
  return { durationSeconds, timings, ...segmentsSummary(segments) };
}

/**
 * What the joined segments make of the video, for both kinds of render: the narration's length,
 * each slide's length in order (chapters start where a slide starts), and the caption cues.
 */
export function segmentsSummary(segments: readonly { meta: SegmentMeta }[]) {
  const cues = videoCaptionCues(segments);
  return {
    narrationSeconds: segments.reduce((s, x) => s + x.meta.seconds, 0),
    slideSeconds: segments.map((s) => s.meta.seconds),
    // Decision 175: each slide's spoken words, to find where its quiz pauses.
    slideWords: segments.map((s) => s.meta.words),
    cues,
    captionsVtt: buildWebVtt(cues),
  };
}

/**
 * Issue 14: the cues of one slide burned into its segment when the video has burned captions
 * (times from the segment's start), with the slide as drawn so the band keeps clear of its text
 * (decision 164).
 */
export function burnedCues(
  input: Pick<RenderInput, 'burnedCaptions' | 'theme'>,
  words: CaptionWord[],
  drawn?: { slide: Slide; avatar?: boolean },
): { captions?: BurnedCues } {
  if (!input.burnedCaptions || words.length === 0) return {};
  return { captions: { cues: captionCues([{ offsetSeconds: 0, words }]), theme: input.theme, ...drawn } };
}

/** The video's caption cues: each slide's words start where its segment starts, after all earlier segments (tails included). */
export function videoCaptionCues(segments: readonly { meta: SegmentMeta }[]) {
  let offsetSeconds = 0;
  return captionCues(
    segments.map(({ meta }) => {
      const slide = { offsetSeconds, words: meta.words };
      offsetSeconds += meta.seconds;
      return slide;
    }),
  );
}

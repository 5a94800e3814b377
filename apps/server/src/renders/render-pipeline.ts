import { buildWebVtt, type CaptionWord, captionCues, type PageSize, SLIDE_PAUSE_SECONDS, type Slide, type Theme } from '@lectern/core';
import { SPEECH_CONCURRENCY } from '@lectern/media';
import { betweenDrawings } from './between-drawings';
import { type DrawnPages, drawPages, firstPageDrawn, openingOfPages, revealsPoints, timedPages } from './drawn-pages';
import { inLanes } from './in-lanes';
import { inReadyBatches } from './in-ready-batches';
import { assertWithinLength, type LengthLimit } from './render-length';
import type { BurnedCues, LogoImage, RenderPorts, SegmentMeta } from './render-ports';
import { openingKey, segmentKey, tracksKey } from './segment-key';
import { movingSegment, openingStill, type SlideMotionPlan } from './slide-motion';

// What other renders (presenter videos, tests) take from here, now kept in files of their own.
export { betweenDrawings, DRAWING_YIELD_MS } from './between-drawings';
export { type DrawnPages, drawPages, firstPageDrawn, openingOfPages, revealsPoints, timedPages } from './drawn-pages';
export { openingKey, segmentKey } from './segment-key';

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

/** Segments encoded at once: ffmpeg is single-threaded enough per slide that two share 2 cores well. */
const ENCODE_LANES = 2;
type Clip = { wav: Uint8Array; seconds: number; words: CaptionWord[] };

/** A promise settled from outside, for work that waits on another lane's result. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting when it fails: the failure is reported where it happened.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Slides → narration → encode, one segment per slide, then the segments joined without
 * re-encoding. Each slide lasts as long as its narration (plus a short tail), so the video's
 * length matches the narration. A slide whose segment exists already (same key) is reused:
 * after editing one slide, only that slide is drawn, spoken and encoded again.
 *
 * Issue 21 item 9: the stages overlap. Slides are drawn in order while every slide is spoken
 * (SPEECH_CONCURRENCY at once), and a slide's segment is encoded (ENCODE_LANES at once) as soon as
 * its own stills and narration exist. Decision 149's length check runs as each clip arrives (the
 * clips so far already too long) and again once all are spoken, before anything is joined; a
 * refused render stops its encodes.
 */
export async function renderVideo(ports: RenderPorts, input: RenderInput, signal: AbortSignal, report: ProgressReport) {
  const timings: Record<string, number> = {};
  const total = input.slides.length;
  if (total === 0) throw new Error('There are no slides to render.');
  const openings = input.slides.map((slide) => openingKey(slide, input));
  // Decision 210: a platform that encodes batches keeps each slide's picture and sound apart, a
  // stored form of its own: its keys are others, so a one-file segment is never joined with them.
  const tracks = Boolean(ports.encodeBatch && ports.concatTracks && ports.segments.putTracks);
  const keys = input.slides.map((slide, index) => {
    const key = segmentKey(slide, input, index, total, openings[index + 1] ?? null);
    return tracks ? tracksKey(key) : key;
  });
  const cached = (await Promise.all(keys.map((key) => ports.segments.get(key)))).map((c) => (c && tracks && !c.sound ? null : c));
  const todo = input.slides.map((_, i) => i).filter((i) => !cached[i]);
  timings.slides_reused = total - todo.length;
  // One signal for every stage: the caller's, or the first failure (a refused length among them).
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  const running = stop.signal;

  const counts = { drawn: 0, spoken: 0, encoded: 0 };
  const progress = () => {
    const n = Math.max(1, todo.length);
    const phase = counts.drawn < todo.length ? RENDER_PHASES.slides : counts.spoken < todo.length ? RENDER_PHASES.speech : RENDER_PHASES.encode;
    const percent =
      RENDER_PHASES.slides.from +
      (RENDER_PHASES.slides.to - RENDER_PHASES.slides.from) * (counts.drawn / n) +
      (RENDER_PHASES.speech.to - RENDER_PHASES.speech.from) * (counts.spoken / n) +
      (RENDER_PHASES.encode.to - RENDER_PHASES.encode.from) * (counts.encoded / (todo.length + 1));
    report(phase.step, Math.round(percent));
  };
  const options = (index: number) => ({ theme: input.theme, logo: input.logo, images: input.images, index, total, page: input.page, language: input.language });
  const started = performance.now();

  // Drawing: in slide order, one at a time (the canvas runs on this thread).
  const drawn = new Map<number, Promise<DrawnPages>>();
  let drawing: Promise<unknown> = Promise.resolve();
  const pages = (index: number) => {
    let pending = drawn.get(index);
    if (!pending) {
      pending = drawing.then(async () => {
        await betweenDrawings();
        running.throwIfAborted();
        const slide = input.slides[index]!;
        const done = await drawPages(ports, slide, options(index), revealsPoints(slide, input));
        counts.drawn += 1;
        timings.slides_ms = performance.now() - started;
        progress();
        return done;
      });
      pending.catch(() => undefined);
      drawing = pending.catch(() => undefined);
      drawn.set(index, pending);
    }
    return pending;
  };
  for (const index of todo) void pages(index);

  // Decision 171/180: each slide's motion and opening, asked once whichever segment needs them first.
  const plans = new Map<number, Promise<SlideMotionPlan | null>>();
  const planOf = (index: number) => {
    let plan = plans.get(index);
    if (!plan) {
      plan = Promise.resolve(ports.slideMotion?.(input.slides[index]!, options(index)) ?? null);
      plans.set(index, plan);
    }
    return plan;
  };
  const openingsDrawn = new Map<number, Promise<Uint8Array>>();
  const openingOf = (index: number) => {
    let opening = openingsDrawn.get(index);
    if (!opening) {
      opening = (async () => {
        const still = cached[index] ? await firstPageDrawn(ports, input, index, options(index)) : openingOfPages(await pages(index));
        return openingStill(still, await planOf(index), input.page);
      })();
      openingsDrawn.set(index, opening);
    }
    return opening;
  };
  // Decision 186: after the slides, each one's motion and the opening it crossfades into are drawn
  // while the narration is still spoken (a reused next slide's first page among them), so an
  // edited slide's encode starts as soon as its narration exists.
  for (const index of todo) {
    drawing = drawing
      .then(async () => {
        await betweenDrawings();
        running.throwIfAborted();
        return Promise.all([planOf(index), index + 1 < total ? openingOf(index + 1) : null]);
      })
      .catch(() => undefined);
  }

  // Speech: every slide to speak at once, SPEECH_CONCURRENCY at a time; each clip is checked as it arrives.
  const clips = new Map<number, Clip>();
  const spoken = new Map(todo.map((index) => [index, deferred<Clip>()]));
  const knownSeconds = () => input.slides.reduce((sum, _, i) => sum + (cached[i]?.meta.seconds ?? clips.get(i)?.seconds ?? 0), 0);
  const speaking = inLanes(todo, SPEECH_CONCURRENCY, async (index) => {
    running.throwIfAborted();
    const slide = input.slides[index]!;
    const text = slide.script.trim();
    let clip: Clip;
    if (text) {
      const said = await ports.speak(text, { voice: input.voice, language: input.language, targetSeconds: slide.duration, signal: running });
      clip = { wav: said.wav, seconds: said.durationSeconds + SLIDE_TAIL_SECONDS, words: said.words };
    } else {
      clip = { wav: new Uint8Array(), seconds: SILENT_SLIDE_SECONDS, words: [] };
    }
    clips.set(index, clip);
    // Decision 149: the clips so far (and the reused slides) are already too long: stop now.
    assertWithinLength(knownSeconds(), input.lengthLimit);
    spoken.get(index)!.resolve(clip);
    counts.spoken += 1;
    timings.speech_ms = performance.now() - started;
    progress();
  }).then(
    // Decision 149: the narration's real length (reused slides keep theirs), before anything is joined.
    () => assertWithinLength(knownSeconds(), input.lengthLimit),
    (error: unknown) => {
      for (const clip of spoken.values()) clip.reject(error);
      throw error;
    },
  );

  const segments: { file: string; sound?: string; meta: SegmentMeta }[] = cached.map((c) => c ?? { file: '', meta: { seconds: 0, words: [] } });
  // Decision 208: the join is started once the last segments' encode starts, and given its files
  // when every segment exists: ffmpeg's start (its ~200 libraries loaded, ~0.1 s) is then done
  // while the last segments encode, not after them.
  const joinedFiles = deferred<typeof segments>();
  let joiner: Promise<void> | undefined;
  const startJoin = () => {
    joiner ??= tracks
      ? ports.concatTracks!(
          joinedFiles.promise.then((all) => all.map((s) => ({ picture: s.file, sound: s.sound ?? '', seconds: s.meta.seconds }))),
          input.output,
          input.format,
          signal,
        )
      : ports.concat(
          joinedFiles.promise.then((all) => all.map((s) => s.file)),
          input.output,
          input.format,
          signal,
        );
    joiner.catch(() => undefined);
  };
  let encodeStarted: number | undefined;
  // Decision 210: what a slide's encode needs, ready once its stills, narration, motion and the next slide's opening exist.
  const readyToEncode = async (index: number) => {
    const [drawnPages, clip, plan, next] = await Promise.all([
      pages(index),
      spoken.get(index)!.promise,
      planOf(index),
      index + 1 < total ? openingOf(index + 1) : null,
    ]);
    running.throwIfAborted();
    const slide = input.slides[index]!;
    return {
      // Decision 171: the stills as they move (a title's ease-in), with their zoom or drift;
      // decision 180: the end crossfades into the next slide's opening.
      ...(await movingSegment(ports, [slide, options(index)], timedPages(drawnPages, clip.words, clip.seconds), false, next, plan)),
      audio: ports.joinAudio([clip]),
      ...burnedCues(input, clip.words, { slide }),
      meta: { seconds: clip.seconds, words: clip.words },
    };
  };
  const encoding = inReadyBatches(
    todo,
    ENCODE_LANES,
    readyToEncode,
    async (batch) => {
      running.throwIfAborted();
      encodeStarted ??= performance.now();
      const made = await encodeSlides(ports, input, batch, running);
      for (const [k, { item: index, value }] of batch.entries()) {
        const part = made[k]!;
        segments[index] = part.sound
          ? { ...(await putTracks(ports, keys[index]!, { picture: part.file, sound: part.sound }, value.meta)), meta: value.meta }
          : { file: await ports.segments.put(keys[index]!, part.file, value.meta), meta: value.meta };
        counts.encoded += 1;
      }
      progress();
    },
    { signal: running, onLastTaken: startJoin },
  );

  // The first failure (a refused length, a failed encode, the caller's abort) stops every stage;
  // every lane is waited for, so no encode is still writing when the caller cleans up.
  let failure: { reason: unknown } | undefined;
  const failed = (error: unknown) => {
    failure ??= { reason: error };
    stop.abort(error);
  };
  await Promise.allSettled([speaking.catch(failed), encoding.catch(failed)]);
  signal.removeEventListener('abort', onAbort);
  if (failure) {
    // A join started ahead is stopped, and waited for, like every lane.
    joinedFiles.reject(failure.reason);
    await joiner?.catch(() => undefined);
    throw signal.aborted ? signal.reason : failure.reason;
  }
  // Overlapping stages: each timing runs from the render's start (encoding from its first segment) to the stage's end.
  timings.slides_ms ??= 0;
  timings.speech_ms ??= 0;
  const joining = performance.now();
  startJoin();
  joinedFiles.resolve(segments);
  await joiner;
  report(RENDER_PHASES.encode.step, RENDER_PHASES.encode.to);
  timings.encode_ms = performance.now() - (encodeStarted ?? joining);
  timings.join_ms = performance.now() - joining;

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

type EncodeParts = Omit<Parameters<NonNullable<RenderPorts['encodeBatch']>>[0]['slides'][number], 'picture' | 'sound'>;

/**
 * Decision 210: one batch of slides in one encoder process, each slide's picture and sound apart;
 * on a platform without batches, each slide's segment in one file, one encode after another.
 */
async function encodeSlides(ports: RenderPorts, input: RenderInput, batch: { item: number; value: EncodeParts }[], signal: AbortSignal) {
  const file = (index: number, part?: string) => `${input.output}.slide-${index + 1}${part ? `.${part}` : ''}.${input.format}`;
  if (ports.encodeBatch && ports.concatTracks && ports.segments.putTracks) {
    const slides = batch.map(({ item, value }) => ({ ...value, picture: file(item, 'picture'), sound: file(item, 'sound') }));
    await ports.encodeBatch({ slides, format: input.format, page: input.page, signal });
    return slides.map((s) => ({ file: s.picture, sound: s.sound }));
  }
  const made: { file: string; sound?: string }[] = [];
  for (const { item, value } of batch) {
    const { meta: _meta, ...parts } = value as EncodeParts & { meta?: unknown };
    await ports.encode({ ...parts, format: input.format, page: input.page, slidesOnly: true, output: file(item), signal, onProgress: () => {} });
    made.push({ file: file(item) });
  }
  return made;
}

const putTracks = async (ports: RenderPorts, key: string, parts: { picture: string; sound: string }, meta: SegmentMeta) => {
  const kept = await ports.segments.putTracks!(key, parts, meta);
  return { file: kept.picture, sound: kept.sound };
};

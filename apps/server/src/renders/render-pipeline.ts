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
import { movingSegment, openingStill, type SlideMotionPlan } from './slide-motion';

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
/** Bump when the drawing, speech or encoding of a slide changes, so old segments are not reused. */
// 2: the narration is levelled to the video loudness (decision 163); 3: caption cues and their place (decision 164);
// 4: slide text fitted without broken words, continued over pages (decision 165).
// 5: transitions, a picture's slow zoom and a title's ease-in inside each segment (decision 171).
// 6: a burned-in cue with no room on a full slide is shown a line at a time (decision 172).
// Decision 180's crossfades need no bump: a slide video's key names the next slide's opening (segmentKey `next`).
// 7: every script drawn in its own font, right-to-left slides from the right, the drawn words in the video's language (decision 188).
// 8: Opus at the narration's own rate, AAC at one rate in every segment (decision 186).
// 9: a comparison's card appears with its first point, never empty (decision 193).
// 10: a title slide keeps its text after its ease-in (segments made with 9 could lose it, decision 193).
const SEGMENT_VERSION = 10;

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
  const shape = { logo: options.logo, avatar: options.avatar, page: options.page, language: options.language };
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
 * slide's key; its position counts because the footer shows "n / total". `next` (decision 180,
 * openingKey): what the next slide opens on, which the segment crossfades into (presenter videos
 * too, decision 187); null for the last slide.
 */
export function segmentKey(slide: Slide, input: Omit<RenderInput, 'slides' | 'output'>, index: number, total: number, next?: string | null): string {
  const { availableImages: _pool, ...shown } = slide;
  return digest(
    JSON.stringify({
      v: SEGMENT_VERSION,
      slide: shown,
      image: imageKey(slide, input),
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
      ...(next !== undefined ? { next } : {}),
      index,
      total,
    }),
  );
}

const imageKey = (slide: Slide, input: Pick<RenderInput, 'images'>) => {
  const imageUrl = slide.userSelectedNoImage ? null : (slide.contextualImage?.url ?? null);
  const image = imageUrl ? input.images.get(imageUrl) : undefined;
  return image ? digest(image) : imageUrl;
};

/**
 * Decision 180: what a slide's opening still depends on — everything drawn, not what is said (its
 * script, its planned seconds): editing a script re-encodes that slide alone, while a change to
 * what the slide shows re-encodes the slide before it too, whose end crossfades into it.
 */
export function openingKey(slide: Slide, input: Omit<RenderInput, 'slides' | 'output'>): string {
  const { availableImages: _pool, script: _said, duration: _planned, ...shown } = slide;
  return digest(JSON.stringify({ slide: shown, image: imageKey(slide, input), reveal: revealsPoints(slide, input) }));
}

type Clip = { wav: Uint8Array; seconds: number; words: CaptionWord[] };

/**
 * Decision 193: the canvas draws synchronously on this thread, and a chain of drawings awaits
 * only promises, so nothing waiting on I/O (a synthesis sent to its runner, a cached clip read, an
 * encoder's progress) would run until every slide was drawn, leaving the second core idle at the
 * render's start. Each drawing first lets the event loop take what has arrived.
 *
 * Decision 197: one turn of the loop moved a file read or write by one step (open, stat, read,
 * close), so a cached clip (two files) or a synthesis's request (a folder and its text files)
 * still waited one drawing a step, about all of them: the first encode of an MP4 with its
 * narration cached started 0.4 s into the render. The loop now turns while a file request is
 * under way and for FILE_STEP_GRACE_MS after the last one (a file's close is not listed as one,
 * and the next request starts only after it), for at most DRAWING_YIELD_MS in all.
 */
export async function betweenDrawings(): Promise<void> {
  const started = performance.now();
  let lastSeen = Number.NEGATIVE_INFINITY;
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const now = performance.now();
    if (fileRequestsPending()) lastSeen = now;
    if (now - lastSeen >= FILE_STEP_GRACE_MS || now - started >= DRAWING_YIELD_MS) return;
  }
}

/**
 * How long a drawing waits at most for the file requests under way (decision 197): the loop turns
 * on this thread meanwhile, so a longer wait spends CPU the encoders could use; a read that takes
 * longer goes on during the next drawing's wait.
 */
export const DRAWING_YIELD_MS = 4;
/** How long after the last file request a drawing still waits for the next step of the same read or write. */
const FILE_STEP_GRACE_MS = 2;

const fileRequestsPending = () => process.getActiveResourcesInfo().some((resource) => resource.startsWith('FSReq'));

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
  const keys = input.slides.map((slide, index) => segmentKey(slide, input, index, total, openings[index + 1] ?? null));
  const cached = await Promise.all(keys.map((key) => ports.segments.get(key)));
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

  const segments: { file: string; meta: SegmentMeta }[] = cached.map((c) => c ?? { file: '', meta: { seconds: 0, words: [] } });
  // Decision 208: the join is started once the last segment's encode starts, and given its files
  // when every segment exists: ffmpeg's start (its ~200 libraries loaded, ~0.1 s) is then done
  // while the last segments encode, not after them.
  const joinedFiles = deferred<string[]>();
  let joiner: Promise<void> | undefined;
  const startJoin = () => {
    joiner ??= ports.concat(joinedFiles.promise, input.output, input.format, signal);
    joiner.catch(() => undefined);
  };
  let encodesStarted = 0;
  let encodeStarted: number | undefined;
  const encoding = inLanes(todo, ENCODE_LANES, async (index) => {
    const [drawnPages, clip] = await Promise.all([pages(index), spoken.get(index)!.promise]);
    running.throwIfAborted();
    encodeStarted ??= performance.now();
    encodesStarted += 1;
    if (encodesStarted === todo.length) startJoin();
    const slide = input.slides[index]!;
    const file = `${input.output}.slide-${index + 1}.${input.format}`;
    const next = index + 1 < total ? await openingOf(index + 1) : null;
    await ports.encode({
      // Decision 171: the stills as they move (a title's ease-in), with their zoom or drift;
      // decision 180: the end crossfades into the next slide's opening.
      ...(await movingSegment(ports, [slide, options(index)], timedPages(drawnPages, clip.words, clip.seconds), false, next, await planOf(index))),
      audio: ports.joinAudio([clip]),
      format: input.format,
      page: input.page,
      ...burnedCues(input, clip.words, { slide }),
      slidesOnly: true,
      output: file,
      signal: running,
      onProgress: () => {},
    });
    const meta = { seconds: clip.seconds, words: clip.words };
    segments[index] = { file: await ports.segments.put(keys[index]!, file, meta), meta };
    counts.encoded += 1;
    progress();
  });

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
  joinedFiles.resolve(segments.map((s) => s.file));
  await joiner;
  report(RENDER_PHASES.encode.step, RENDER_PHASES.encode.to);
  timings.encode_ms = performance.now() - (encodeStarted ?? joining);
  timings.join_ms = performance.now() - joining;

  const durationSeconds = await ports.probeDuration(input.output);
  return { durationSeconds, timings, ...segmentsSummary(segments) };
}

/** Decision 180: the first page a slide's segment opens on, from the stills drawn for it (no point revealed yet). */
export const openingOfPages = (drawnPages: DrawnPages) => drawnPages.reveal?.states[0]?.[0] ?? (drawnPages.frames[0] as Uint8Array);

/** The first page of a slide whose own segment is reused, drawn for the slide before it to crossfade into (in a presenter video's shape when `options.avatar`). */
export async function firstPageDrawn(
  ports: RenderPorts,
  input: Pick<RenderInput, 'slides' | 'revealPoints'>,
  index: number,
  options: Parameters<RenderPorts['drawSlide']>[1],
) {
  const slide = input.slides[index]!;
  const shape = { logo: options.logo, avatar: options.avatar, page: options.page, language: options.language };
  const reveal = revealsPoints(slide, input) ? await ports.slideReveal?.(slide, shape) : undefined;
  const pageCount = reveal?.points.length ? ((await ports.slidePages?.(slide, shape))?.length ?? 1) : 0;
  // As drawPages draws it: with no point shown when the slide reveals them page by page.
  return ports.drawSlide(slide, reveal?.points.length && reveal.pages.length === pageCount ? { ...options, revealed: 0 } : options);
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

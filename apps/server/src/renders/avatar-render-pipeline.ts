import { createHash } from 'node:crypto';
import {
  AVATAR_MESSAGES,
  AVATAR_PROGRESS_STEPS,
  type Avatar,
  type CaptionWord,
  type PresenterBox,
  type PresenterPose,
  poseKey,
  type Slide,
} from '@lectern/core';
import { SPEECH_CONCURRENCY } from '@lectern/media';
import { presenterPlacement } from './avatar-render-settings';
import { inLanes } from './in-lanes';
import type { PresenterPorts, PresenterSpeech, PresenterSprite } from './presenter-ports';
import { assertWithinLength } from './render-length';
import {
  betweenDrawings,
  burnedCues,
  type DrawnPages,
  drawPages,
  firstPageDrawn,
  openingKey,
  openingOfPages,
  type ProgressReport,
  type RenderInput,
  revealsPoints,
  SILENT_SLIDE_SECONDS,
  SLIDE_TAIL_SECONDS,
  segmentKey,
  segmentsSummary,
  timedPages,
} from './render-pipeline';
import type { RenderPorts, SegmentMeta } from './render-ports';
import { movingSegment, openingStill, type SlideMotionPlan } from './slide-motion';

export interface AvatarRenderInput extends Omit<RenderInput, 'voice'> {
  avatar: Avatar;
  /** Scratch folder of this attempt. */
  workDir: string;
}

/** What the worker saves to the project as the pipeline passes spec 001 §4's milestones. */
export interface AvatarMilestones {
  /** Every slide's presenter clip exists (made now or reused): the clips' description and the seconds the presenter is on screen. */
  clipsReady(clips: { segmentKeys: string[]; talkingAvatarDurationSeconds: number }): Promise<void>;
  /** Composition is about to start. */
  composing(): Promise<void>;
  /**
   * The cloud service has made every clip and their download starts (spec 001 §4: "after the
   * avatar clips are made, their URL is saved"): a failure from here on can resume without asking
   * the service again.
   */
  clipsMade?(): Promise<void>;
}

/**
 * A failure told in spec 001 §8's avatar words ("Failed to generate avatar video", "Failed to
 * compose final video"); the cause stays for the log.
 */
export class AvatarStageError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'AvatarStageError';
  }
}

const inStage = async <T>(message: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (signal.aborted || err instanceof AvatarStageError) throw err;
    throw new AvatarStageError(message, err);
  }
};

const STEPS = AVATAR_PROGRESS_STEPS;
/** Bump when the presenter drawing, lip sync or compositing changes, so old presenter segments are not reused. */
// 2: the narration is levelled to the video loudness (decision 163); 3: caption cues and their place (decision 164);
// 4: 25 fps, idle motion, new faces, drawn in two layers (decision 172).
// 5: crossfades into the next slide, the presenter at rest at both ends, the video's end fading to black (decision 187).
// 6: every MP4 segment's AAC at one rate, so a silent slide no longer puts the narration after it out of sync (decision 186).
// 7: a slide's opening still no longer erases the text of the slide it was taken from (decision 193).
const AVATAR_SEGMENT_VERSION = 7;
const ENCODE_LANES = 2;

const between = (from: number, to: number, fraction: number) => Math.round(from + (to - from) * Math.min(1, Math.max(0, fraction)));
const digest = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * A presenter slide's segment key: the slide's own key (what it shows and says, the voice, its
 * position) plus the presenter and where it stands, so changing the avatar re-renders every
 * slide and editing one slide re-renders that slide only.
 */
export const avatarSegmentKey = (base: string, avatar: Avatar, box: PresenterBox | null, burnedCaptions = false) =>
  digest(
    JSON.stringify({
      v: AVATAR_SEGMENT_VERSION,
      base,
      avatar: avatar.id,
      look: avatar.look,
      box,
      // Burned-in captions beside a presenter keep clear of its face: segments drawn before that are not reused.
      ...(burnedCaptions && box ? { captions: 'clear-of-face' } : {}),
    }),
  );

/**
 * The offline video with a presenter (spec 001 §2 step 6, §4): every slide drawn with the
 * presenter's area kept clear, spoken by the presenter's voice, and on slides where the presenter
 * shows (spec 001 §4 "Avatar visibility per slide") the presenter lip-syncing in its box. Each
 * distinct presenter pose is drawn once per render and ffmpeg places the pictures in time, so the
 * cost grows with the number of mouth shapes, not with frames. Slides are cached as segments like
 * the slides-only video; the progress follows the spec's avatar steps.
 */
export async function renderAvatarVideo(
  ports: RenderPorts,
  presenter: PresenterPorts,
  input: AvatarRenderInput,
  signal: AbortSignal,
  report: ProgressReport,
  milestones: AvatarMilestones,
) {
  const timings: Record<string, number> = {};
  const total = input.slides.length;
  if (total === 0) throw new Error('There are no slides to render.');
  report(STEPS.preparing.text, STEPS.preparing.percent);
  const voice = await presenter.voiceFor(input.avatar.gender, input.language);
  const boxes = input.slides.map((slide) => presenterPlacement(slide, input.page));
  // The layout keeps text clear of the presenter on the slides it stands on (spec 001 §9).
  const shown: Slide[] = input.slides.map((slide, i) => ({ ...slide, avatarVisible: boxes[i] !== null }));
  const settings = { ...input, voice };
  // Decision 187: a segment ends on the next slide's opening, as in a slide video (decision 180's openingKey).
  const openings = shown.map((slide) => openingKey(slide, settings));
  const keys = shown.map((slide, i) =>
    avatarSegmentKey(segmentKey(slide, settings, i, total, openings[i + 1] ?? null), input.avatar, boxes[i] ?? null, input.burnedCaptions === true),
  );
  const cached = await Promise.all(keys.map((key) => ports.segments.get(key)));
  const todo = shown.map((_, i) => i).filter((i) => !cached[i]);
  timings.slides_reused = total - todo.length;

  let started = performance.now();
  const options = (index: number) => ({
    theme: input.theme,
    logo: input.logo,
    images: input.images,
    index,
    total,
    avatar: true,
    page: input.page,
    language: input.language,
  });
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  const running = stop.signal;

  const stills = new Map<number, DrawnPages>();
  let drawnAll = false;

  // "Submitting": the scripts go to the presenter's voice; "AI generating": lip sync, the
  // presenter's poses, and each slide's segment with the presenter in it. Decision 181: the stages
  // overlap, as in the video without a presenter (decision 180): a slide is encoded as soon as its
  // own narration exists, while the others are still spoken. Decision 149's length check runs as
  // each clip arrives and again once all are spoken; a refused render stops its encodes.
  type Clip = { spoken: PresenterSpeech | null; seconds: number; words: CaptionWord[] };
  const speech = new Map<number, Clip>();
  const arrived = new Map(todo.map((index) => [index, settled<Clip>()]));
  const knownSeconds = () => shown.reduce((sum, _, i) => sum + (cached[i]?.meta.seconds ?? speech.get(i)?.seconds ?? 0), 0);
  let spokenSlides = 0;
  let done = 0;
  let spokenError: { reason: unknown } | undefined;
  // The spec's steps in order, the bar only moving forward: submitting until every slide is spoken, then generating.
  const progress = () => {
    if (!drawnAll) return;
    if (spokenSlides < todo.length) report(STEPS.submitting.text, between(STEPS.submitting.percent, STEPS.generating.percent - 1, spokenSlides / todo.length));
    else report(STEPS.generating.text, between(STEPS.generating.percent, STEPS.results.percent - 1, done / todo.length));
  };
  // Different slides are spoken at once (issue 21 item 9), as in the video without a presenter.
  const speaking = inLanes(todo, SPEECH_CONCURRENCY, async (index) => {
    running.throwIfAborted();
    const slide = shown[index]!;
    const text = slide.script.trim();
    let clip: Clip;
    if (text) {
      const spoken = await presenter.speak(text, { voice, language: input.language, targetSeconds: slide.duration, signal: running });
      clip = { spoken, seconds: spoken.durationSeconds + SLIDE_TAIL_SECONDS, words: spoken.words };
    } else {
      clip = { spoken: null, seconds: SILENT_SLIDE_SECONDS, words: [] };
    }
    speech.set(index, clip);
    // Decision 149: the clips so far (and the reused slides) are already too long: stop now.
    assertWithinLength(knownSeconds(), input.lengthLimit);
    arrived.get(index)!.resolve(clip);
    spokenSlides += 1;
    timings.speech_ms = performance.now() - started;
    progress();
  }).then(
    // Decision 149: the narration's real length (reused slides keep theirs), before anything is joined.
    () => {
      try {
        assertWithinLength(knownSeconds(), input.lengthLimit);
      } catch (error) {
        spokenError = { reason: error };
        throw error;
      }
    },
    (error: unknown) => {
      spokenError = { reason: error };
      for (const clip of arrived.values()) clip.reject(error);
      throw error;
    },
  );

  // Decision 197: the slides are drawn while the narration is already spoken (speech needs no
  // picture), each drawing letting the runners' requests and answers through (betweenDrawings);
  // the steps still show in the spec's order, "preparing" until every slide is drawn.
  const drawingSlides = (async () => {
    for (const [n, index] of todo.entries()) {
      await betweenDrawings();
      running.throwIfAborted();
      stills.set(index, await drawPages(ports, shown[index]!, options(index), revealsPoints(shown[index]!, input)));
      report(STEPS.preparing.text, between(STEPS.preparing.percent, STEPS.submitting.percent - 1, (n + 1) / todo.length));
    }
    timings.slides_ms = performance.now() - started;
    drawnAll = true;
    report(STEPS.submitting.text, STEPS.submitting.percent);
    progress();
  })();
  let drawError: { reason: unknown } | undefined;
  drawingSlides.catch((error: unknown) => {
    drawError = { reason: error };
  });

  // Each distinct pose is drawn once per render, whichever slides show it.
  const sprites = new Map<string, Promise<PresenterSprite>>();
  const spriteFor = (pose: PresenterPose, box: PresenterBox) => {
    const key = `${input.avatar.id}|${poseKey(pose)}|${box.width}x${box.height}`;
    let sprite = sprites.get(key);
    if (!sprite) {
      // The drawing itself is synchronous canvas work: timed around the call.
      const drawing = performance.now();
      sprite = presenter.drawSprite(input.avatar, pose, box);
      timings.sprite_draw_ms = (timings.sprite_draw_ms ?? 0) + performance.now() - drawing;
      sprites.set(key, sprite);
    }
    return { key, sprite };
  };

  const opening = presenterOpenings(ports, { ...settings, slides: shown }, options, (index) => (cached[index] ? undefined : stills.get(index)));
  const segments: { file: string; meta: SegmentMeta }[] = cached.map((c) => c ?? { file: '', meta: { seconds: 0, words: [] } });
  const encoding = inLanes(todo, ENCODE_LANES, async (index) => {
    const [clip] = await Promise.all([arrived.get(index)!.promise, drawingSlides]);
    running.throwIfAborted();
    const box = boxes[index];
    const file = `${input.output}.slide-${index + 1}.${input.format}`;
    const audio = ports.joinAudio([{ wav: clip.spoken?.wav ?? new Uint8Array(), seconds: clip.seconds }]);
    // The slide's stills in time: its pages, and its points as they are spoken (decisions 165, 170).
    // Decision 171: the stills as they move, with their zoom; decision 187: the slide behind the
    // presenter crossfades into the next one's opening (the last fades to black); the presenter stays whole.
    const {
      frames: stillsInTime,
      motion: slideMotion,
      crossfadeInto,
    } = await movingSegment(
      ports,
      [shown[index]!, options(index)],
      timedPages(stills.get(index)!, clip.words, clip.seconds),
      Boolean(box),
      index + 1 < total ? await opening.still(index + 1) : null,
      await opening.plan(index),
    );
    if (box) {
      // The presenter moves the same whether the slide's points appear as spoken or not (decision 170).
      const motionKey = avatarSegmentKey(
        segmentKey(shown[index]!, { ...settings, revealPoints: false }, index, total),
        input.avatar,
        box,
        input.burnedCaptions === true,
      );
      const motion = presenter.motion(clip.spoken, clip.seconds, `${input.avatar.id}:${motionKey}`);
      const drawn = motion.poses.map((pose) => spriteFor(pose, box));
      // Equal poses share one picture: the runs point at the distinct sprites.
      const keysInSlide = [...new Set(drawn.map((d) => d.key))];
      const distinct = await Promise.all(keysInSlide.map((key) => sprites.get(key)!));
      await presenter.encodeSegment({
        still: stillsInTime[0]!.rgba,
        pages: stillsInTime.map((f) => ({ rgba: f.rgba, seconds: f.durationSeconds })),
        box,
        sprites: distinct,
        runs: motion.runs.map((run) => ({ sprite: keysInSlide.indexOf(drawn[run.pose]!.key), seconds: run.seconds })),
        audio,
        seconds: clip.seconds,
        format: input.format,
        page: input.page,
        ...burnedCues(input, clip.words, { slide: shown[index]!, avatar: true }),
        motion: slideMotion,
        ...(crossfadeInto ? { crossfadeInto } : {}),
        output: file,
        signal: running,
      });
    } else {
      // Decision 187: made as the presenter segments are, so it joins them (the slide encoder where the platform has no other).
      await (presenter.encodeSlide ?? ports.encode)({
        frames: stillsInTime,
        motion: slideMotion,
        ...(crossfadeInto ? { crossfadeInto } : {}),
        audio,
        format: input.format,
        page: input.page,
        ...burnedCues(input, clip.words, { slide: shown[index]!, avatar: true }),
        output: file,
        signal: running,
        onProgress: () => {},
      });
    }
    const meta = { seconds: clip.seconds, words: clip.words };
    segments[index] = { file: await ports.segments.put(keys[index]!, file, meta), meta };
    done += 1;
    progress();
  });
  // The first failure (a refused length, a failed encode, the caller's abort) stops every stage;
  // every lane is waited for, so no encode is still writing when the caller cleans up.
  let failure: { reason: unknown } | undefined;
  const failed = (error: unknown) => {
    failure ??= { reason: error };
    stop.abort(error);
  };
  await Promise.allSettled([speaking.catch(failed), encoding.catch(failed), drawingSlides.catch(failed)]);
  signal.removeEventListener('abort', onAbort);
  if (failure) {
    if (signal.aborted) throw signal.reason;
    // A slide that cannot be drawn fails the render as itself, as it did before anything was spoken.
    if (drawError && drawError.reason === failure.reason) throw failure.reason;
    // A refused length or a failed voice is told as itself (the encodes waiting for it stop with
    // it); a failed presenter or segment in spec 001 §8's avatar words.
    if (spokenError && spokenError.reason === failure.reason) throw failure.reason;
    throw new AvatarStageError(AVATAR_MESSAGES.generateFailed, failure.reason);
  }
  timings.presenter_ms = performance.now() - started;
  timings.presenter_sprites = sprites.size;

  report(STEPS.results.text, STEPS.results.percent);
  const talkingAvatarDurationSeconds = segments.reduce((sum, s, i) => sum + (boxes[i] ? s.meta.seconds : 0), 0);
  await milestones.clipsReady({ segmentKeys: keys, talkingAvatarDurationSeconds });

  started = performance.now();
  await milestones.composing();
  report(STEPS.composing.text, STEPS.composing.percent);
  const durationSeconds = await inStage(AVATAR_MESSAGES.composeFailed, signal, async () => {
    await ports.concat(
      segments.map((s) => s.file),
      input.output,
      input.format,
      signal,
    );
    return ports.probeDuration(input.output);
  });
  timings.compose_ms = performance.now() - started;

  return { durationSeconds, talkingAvatarDurationSeconds, timings, ...segmentsSummary(segments) };
}

/**
 * Decision 187: each slide's motion plan and opening still (decision 180's `openingStill`), asked
 * once whichever segment needs them: from the pages drawn for the slide, or, when its own segment
 * is reused, its first page drawn again in the presenter video's shape.
 */
export function presenterOpenings(
  ports: RenderPorts,
  input: Pick<RenderInput, 'slides' | 'revealPoints' | 'page'>,
  options: (index: number) => Parameters<RenderPorts['drawSlide']>[1],
  drawn: (index: number) => DrawnPages | undefined,
) {
  const plans = new Map<number, Promise<SlideMotionPlan | null>>();
  const stills = new Map<number, Promise<Uint8Array>>();
  const plan = (index: number) => {
    let found = plans.get(index);
    if (!found) {
      found = Promise.resolve(ports.slideMotion?.(input.slides[index]!, options(index)) ?? null);
      plans.set(index, found);
    }
    return found;
  };
  const still = (index: number) => {
    let found = stills.get(index);
    if (!found) {
      found = (async () => {
        const pages = drawn(index);
        const first = pages ? openingOfPages(pages) : await firstPageDrawn(ports, input, index, options(index));
        return openingStill(first, await plan(index), input.page);
      })();
      stills.set(index, found);
    }
    return found;
  };
  return { plan, still };
}

/** A promise settled from outside: a slide's narration, awaited by its encode before it exists. */
function settled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // An encode that never waits for it must not leave the rejection unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

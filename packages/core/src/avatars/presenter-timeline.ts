import type { EyeState, MouthShape, PresenterPose } from './presenter-pose';
import { frameCount, type VisemeSegment } from './visemes';

/**
 * The presenter's motion over one slide as a handful of distinct poses placed in time: each distinct
 * pose is drawn once per render and ffmpeg shows it for its frames (decision 136). Breathing and sway
 * therefore move between a few levels rather than continuously, which keeps the number of drawings
 * small (about 60 for a 20 s slide) while still reading as idle motion.
 */

/** Breathing levels: exhaled, neutral, inhaled. */
export const BREATH_LEVELS = [-1, 0, 1] as const;
/** Sway levels: a slight lean left, upright, right (a full ±1 lean is too much for idling). */
export const SWAY_LEVELS = [-0.5, 0, 0.5] as const;

/** Seconds between blinks (people blink every few seconds at rest, a little less while talking). */
const BLINK_GAP_SECONDS = { min: 2.5, max: 6 } as const;
/** The first blink comes sooner, so a short slide still blinks. */
const FIRST_BLINK_SECONDS = { min: 1.2, max: 3.5 } as const;
/** A blink lasts about 120 ms: half, closed, half at 25 fps. */
const BLINK_MS = 120;
/** A calm breath every 3.5–4.5 s (13–17 a minute). */
const BREATH_PERIOD_SECONDS = { min: 3.5, max: 4.5 } as const;
/** Sway is slower than breathing: one side to the other and back in 7–10 s. */
const SWAY_PERIOD_SECONDS = { min: 7, max: 10 } as const;

export interface PresenterTimelineOptions {
  fps: number;
  /** The clip's length; the mouth track is cut or held at rest to fit it. */
  durationMs: number;
  /** Same seed, same motion: the slide's key, so a re-render draws the same poses. */
  seed: string;
}

export interface PresenterTimeline {
  /** Each distinct pose once, in order of first appearance; `states[0]` is the first frame. */
  states: PresenterPose[];
  /** Runs of frames, in order, covering the clip: which state to show and for how many frames. */
  segments: { state: number; frames: number }[];
}

/** A stable name for a pose: equal poses, equal keys (drawing caches and sprite file names use it). */
export const poseKey = (pose: PresenterPose) => `${pose.mouth}-${pose.eyes}-b${pose.breath}-s${pose.sway}`;

/** FNV-1a, then mulberry32: a small deterministic random source from a string. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, range: { min: number; max: number }) => range.min + random() * (range.max - range.min);

/** Eye states of one blink of `frames` frames: the lids pass through half-closed when there is time. */
function blinkEyes(frames: number): EyeState[] {
  if (frames <= 1) return ['closed'];
  if (frames === 2) return ['closed', 'half'];
  return ['half', ...Array.from({ length: frames - 2 }, () => 'closed' as const), 'half'];
}

/** A smooth cycle quantised to three levels (sine below -½, between, above ½). */
const level = <T>(levels: readonly [T, T, T], value: number): T => levels[value < -0.5 ? 0 : value > 0.5 ? 2 : 1];

/**
 * The presenter's pose for every frame of a clip, from its mouth track: blinks at random intervals
 * (seeded), breathing and sway on slow cycles quantised to three levels each. The first frame looks
 * at the viewer, eyes open, mouth at rest.
 */
export function presenterTimeline(visemes: readonly VisemeSegment[], options: PresenterTimelineOptions): PresenterTimeline {
  const { fps, durationMs, seed } = options;
  if (!(fps > 0)) throw new RangeError('fps must be positive');
  const total = frameCount(durationMs, fps);
  const random = seededRandom(seed);

  const mouths: MouthShape[] = new Array(total).fill('rest');
  for (const segment of visemes) {
    for (let i = Math.max(0, segment.startFrame); i < Math.min(total, segment.startFrame + segment.frames); i++) mouths[i] = segment.shape;
  }
  mouths[0] = 'rest';

  const eyes: EyeState[] = new Array(total).fill('open');
  const blinkFrames = Math.max(1, Math.round((BLINK_MS * fps) / 1000));
  for (let at = between(random, FIRST_BLINK_SECONDS) * fps; at < total; at += between(random, BLINK_GAP_SECONDS) * fps) {
    const start = Math.max(1, Math.round(at));
    blinkEyes(blinkFrames).forEach((state, i) => {
      if (start + i < total) eyes[start + i] = state;
    });
  }

  const breathPeriod = between(random, BREATH_PERIOD_SECONDS) * fps;
  const swayPeriod = between(random, SWAY_PERIOD_SECONDS) * fps;
  const breathPhase = random() * 2 * Math.PI;
  const swayPhase = random() * 2 * Math.PI;

  const states: PresenterPose[] = [];
  const index = new Map<string, number>();
  const segments: PresenterTimeline['segments'] = [];
  for (let i = 0; i < total; i++) {
    const pose: PresenterPose = {
      mouth: mouths[i]!,
      eyes: eyes[i]!,
      breath: level(BREATH_LEVELS, Math.sin((2 * Math.PI * i) / breathPeriod + breathPhase)),
      sway: level(SWAY_LEVELS, Math.sin((2 * Math.PI * i) / swayPeriod + swayPhase)),
    };
    const key = poseKey(pose);
    let state = index.get(key);
    if (state === undefined) {
      state = states.push(pose) - 1;
      index.set(key, state);
    }
    const last = segments.at(-1);
    if (last && last.state === state) last.frames++;
    else segments.push({ state, frames: 1 });
  }
  return { states, segments };
}

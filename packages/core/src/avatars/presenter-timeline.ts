import type { EyeState, MouthShape, PresenterPose } from './presenter-pose';
import { frameCount, type VisemeSegment } from './visemes';

/**
 * The presenter's motion over one slide as a handful of distinct poses placed in time: each distinct
 * pose is drawn once per render and ffmpeg shows it for its frames (decisions 136, 172). Breathing,
 * sway and head tilt therefore move between a few levels rather than continuously, brows, a nod
 * and the shoulders' lift are on or off, which keeps the number of drawings small while still
 * reading as a person idling and speaking.
 */

/** Breathing levels: exhaled, neutral, inhaled. */
export const BREATH_LEVELS = [-1, 0, 1] as const;
/** Sway levels: a slight lean left, upright, right (a full ±1 lean is too much for idling). */
export const SWAY_LEVELS = [-0.5, 0, 0.5] as const;
/** Head tilt levels: a few degrees towards one shoulder, upright, the other. */
export const TILT_LEVELS = [-0.7, 0, 0.7] as const;

/** Seconds between blinks: people blink every 2–6 s at rest, a little less while talking (issue 21 item 4). */
const BLINK_GAP_SECONDS = { min: 2, max: 6 } as const;
/** The first blink comes sooner, so a short slide still blinks. */
const FIRST_BLINK_SECONDS = { min: 1.2, max: 3.5 } as const;
/** A blink lasts about 150 ms: half, closed, closed, half at 25 fps. */
const BLINK_MS = 150;
/** A calm breath every 3.5–4.5 s (13–17 a minute). */
const BREATH_PERIOD_SECONDS = { min: 3.5, max: 4.5 } as const;
/** Sway is slower than breathing: one side to the other and back in 7–10 s. */
const SWAY_PERIOD_SECONDS = { min: 7, max: 10 } as const;
/** The head tilts on its own slow cycle, out of step with the sway. */
const TILT_PERIOD_SECONDS = { min: 5.5, max: 9 } as const;
/** A stressed word: brows up from a little before it for this long; the chin dips for the first part. */
const EMPHASIS_MS = { lead: 80, brow: 400, nod: 200 } as const;
/** A sentence's start: the shoulders lift a little before the first word and settle after this long. */
const LIFT_MS = { lead: 120, hold: 480 } as const;

/** A word the narration says and when (the speech engine's word timings). */
export interface SpokenWord {
  text: string;
  startMs: number;
  endMs: number;
}

export interface PresenterTimelineOptions {
  fps: number;
  /** The clip's length; the mouth track is cut or held at rest to fit it. */
  durationMs: number;
  /** Same seed, same motion: the slide's key, so a re-render draws the same poses. */
  seed: string;
  /** The narration's words: brows and a nod move with stressed words, the shoulders lift at sentence starts. */
  words?: readonly SpokenWord[];
}

export interface PresenterTimeline {
  /** Each distinct pose once, in order of first appearance; `states[0]` is the first frame. */
  states: PresenterPose[];
  /** Runs of frames, in order, covering the clip: which state to show and for how many frames. */
  segments: { state: number; frames: number }[];
}

/** A stable name for a pose: equal poses, equal keys (drawing caches and sprite file names use it). */
export const poseKey = (pose: PresenterPose) =>
  `${pose.mouth}-${pose.eyes}-b${pose.breath}-s${pose.sway}${pose.tilt ? `-t${pose.tilt}` : ''}${pose.nod ? `-n${pose.nod}` : ''}${pose.brow ? `-w${pose.brow}` : ''}${pose.lift ? `-l${pose.lift}` : ''}`;

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

/** Words that carry no stress of their own (function words): never a stressed word. */
const UNSTRESSED = new Set(
  (
    'a an the and or but if of to in on at by for from with as is are was were be been being it its this that these those there ' +
    'their they them we our you your he she his her my me not no do does did has have had will would can could should may might ' +
    'must than then so such which who whom what when where while into onto over under about after before'
  ).split(' '),
);

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/**
 * The stressed words of a narration, as the times they start: content words said longest for
 * their letters (speech lengthens stressed syllables; a word before a comma or full stop carries
 * the phrase's stress), the strongest first, at least `gapMs` apart, about one every 2.5 s. Pure,
 * so a slide's motion is the same on every render.
 */
export function stressedWordTimes(words: readonly SpokenWord[], gapMs = 1800): number[] {
  const scored = words
    .map((w) => ({ w, letters: bare(w.text).length }))
    .filter(({ w, letters }) => letters >= 4 && !UNSTRESSED.has(bare(w.text)) && w.endMs > w.startMs)
    .map(({ w, letters }) => ({ at: w.startMs, score: (w.endMs - w.startMs) / (letters + 4) + (/[,;:.!?]$/.test(w.text) ? 8 : 0) }))
    .sort((a, b) => b.score - a.score || a.at - b.at);
  const spoken = words.length ? words.at(-1)!.endMs - words[0]!.startMs : 0;
  const most = Math.max(1, Math.round(spoken / 2500));
  const chosen: number[] = [];
  for (const { at } of scored) {
    if (chosen.length >= most) break;
    if (chosen.every((c) => Math.abs(c - at) >= gapMs)) chosen.push(at);
  }
  return chosen.sort((a, b) => a - b);
}

/** Where sentences start: the first word, a word after one ending a sentence, or after a pause of 400 ms or more. */
export function sentenceStartTimes(words: readonly SpokenWord[]): number[] {
  return words.flatMap((w, i) => {
    const previous = words[i - 1];
    return !previous || /[.!?…]["'”’)]*$/.test(previous.text) || w.startMs - previous.endMs >= 400 ? [w.startMs] : [];
  });
}

/**
 * A slow cycle's levels held at the middle one from the first frame until the cycle first leaves
 * it, and from where it last comes back to it to the last frame (decision 187): a slide's motion
 * starts and ends at rest, so two slides' presenters meet at the join without a jump, and no
 * level is cut short (the middle runs at the ends only grow). A clip too short to pass the middle
 * rests throughout.
 */
export function restAtEnds<T>(levels: T[], middle: T): T[] {
  const first = levels.indexOf(middle);
  if (first < 0) return levels.fill(middle);
  let start = first;
  while (start + 1 < levels.length && levels[start + 1] === middle) start++;
  let end = levels.lastIndexOf(middle);
  while (end > 0 && levels[end - 1] === middle) end--;
  levels.fill(middle, 0, start + 1);
  levels.fill(middle, end);
  return levels;
}

/**
 * The presenter's pose for every frame of a clip, from its mouth track and words: blinks at
 * random intervals (seeded), breathing, sway and head tilt on slow cycles quantised to three
 * levels each, brows raised and the chin dipped on stressed words, the shoulders lifted at
 * sentence starts. The first and the last frame look at the viewer, eyes open, mouth at rest,
 * still, upright (decision 187: slides join without the presenter jumping).
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
  mouths[total - 1] = 'rest';

  const eyes: EyeState[] = new Array(total).fill('open');
  const blinkFrames = Math.max(1, Math.round((BLINK_MS * fps) / 1000));
  for (let at = between(random, FIRST_BLINK_SECONDS) * fps; at < total; at += between(random, BLINK_GAP_SECONDS) * fps) {
    const start = Math.max(1, Math.round(at));
    // A blink is whole: one the clip's end would cut is left out, so the last frame's eyes are open.
    if (start + blinkFrames >= total) break;
    blinkEyes(blinkFrames).forEach((state, i) => {
      if (start + i < total) eyes[start + i] = state;
    });
  }

  const breathPeriod = between(random, BREATH_PERIOD_SECONDS) * fps;
  const swayPeriod = between(random, SWAY_PERIOD_SECONDS) * fps;
  const breathPhase = random() * 2 * Math.PI;
  const swayPhase = random() * 2 * Math.PI;
  // Drawn after the others, so the breathing, sway and blinks of a seed stay as they were.
  const tiltPeriod = between(random, TILT_PERIOD_SECONDS) * fps;
  const tiltPhase = random() * 2 * Math.PI;

  // Brows and a nod on stressed words, the shoulders' lift at sentence starts (frame ranges).
  const frameAt = (ms: number) => Math.round((ms * fps) / 1000);
  const brows = new Uint8Array(total);
  const nods = new Uint8Array(total);
  const lifts = new Uint8Array(total);
  const mark = (into: Uint8Array, fromMs: number, ms: number) => {
    for (let i = Math.max(1, frameAt(fromMs)); i < Math.min(total - 1, frameAt(fromMs + ms)); i++) into[i] = 1;
  };
  const words = options.words ?? [];
  for (const at of stressedWordTimes(words)) {
    mark(brows, at - EMPHASIS_MS.lead, EMPHASIS_MS.brow);
    mark(nods, at, EMPHASIS_MS.nod);
  }
  for (const at of sentenceStartTimes(words)) mark(lifts, at - LIFT_MS.lead, LIFT_MS.hold);

  const cycle = <T>(levels: readonly [T, T, T], period: number, phase: number) =>
    restAtEnds(
      Array.from({ length: total }, (_, i) => level(levels, Math.sin((2 * Math.PI * i) / period + phase))),
      levels[1],
    );
  const breaths = cycle(BREATH_LEVELS, breathPeriod, breathPhase);
  const sways = cycle(SWAY_LEVELS, swayPeriod, swayPhase);
  const tilts = cycle(TILT_LEVELS, tiltPeriod, tiltPhase);

  const states: PresenterPose[] = [];
  const index = new Map<string, number>();
  const segments: PresenterTimeline['segments'] = [];
  for (let i = 0; i < total; i++) {
    const pose: PresenterPose = { mouth: mouths[i]!, eyes: eyes[i]!, breath: breaths[i]!, sway: sways[i]! };
    const tilt = tilts[i]!;
    if (tilt) pose.tilt = tilt;
    if (nods[i]) pose.nod = 1;
    if (brows[i]) pose.brow = 1;
    if (lifts[i]) pose.lift = 1;
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

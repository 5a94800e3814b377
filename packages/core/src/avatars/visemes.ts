import type { MouthShape } from './presenter-pose';

/** A phoneme and where it sounds in the narration (the speech engine's phoneme events). */
export interface TimedPhoneme {
  phoneme: string;
  startMs: number;
  endMs: number;
}

/** A run of video frames showing one mouth shape: the lip-sync track, for phonemes and for audio alike. */
export interface VisemeSegment {
  shape: MouthShape;
  startFrame: number;
  frames: number;
}

export interface VisemeTrackOptions {
  durationMs: number;
  fps: number;
  /** Frames the mouth moves ahead of the sound: lips form a shape before it is heard. */
  leadFrames?: number;
  /** Runs shorter than this become their neighbour's; default: 80 ms worth of frames (2 at 25 fps). */
  minFrames?: number;
}

/** The shortest mouth shape worth showing: 2 frames at 25 fps, as animators smooth lip sync. */
export const MIN_VISEME_MS = 80;

/** Frames a clip of `durationMs` fills at `fps`: at least one. */
export const frameCount = (durationMs: number, fps: number) => Math.max(1, Math.round((durationMs * fps) / 1000));

/** Default smoothing length at a frame rate. */
export const minVisemeFrames = (fps: number) => Math.max(1, Math.round((MIN_VISEME_MS * fps) / 1000));

/**
 * IPA vowels (and r-coloured vowels) by Preston-Blair shape. Open vowels read as AI, front and
 * central vowels as E, rounded back vowels as O, close rounded vowels as U.
 */
const IPA_VOWELS: Record<string, MouthShape> = {
  a: 'AI',
  ɑ: 'AI',
  æ: 'AI',
  ʌ: 'AI',
  ɐ: 'AI',
  ɶ: 'AI',
  e: 'E',
  ɛ: 'E',
  i: 'E',
  ɪ: 'E',
  ɨ: 'E',
  ᵻ: 'E',
  ə: 'E',
  ɚ: 'E',
  ɜ: 'E',
  ɝ: 'E',
  ɘ: 'E',
  ɤ: 'E',
  ɯ: 'E',
  o: 'O',
  ɔ: 'O',
  ɒ: 'O',
  ø: 'O',
  œ: 'O',
  ɵ: 'O',
  u: 'U',
  ʊ: 'U',
  y: 'U',
  ʏ: 'U',
  ʉ: 'U',
};

/** IPA consonants whose shape differs from the teeth-together `etc` (every other consonant). */
const IPA_CONSONANTS: Record<string, MouthShape> = {
  p: 'MBP',
  b: 'MBP',
  m: 'MBP',
  ɱ: 'FV',
  f: 'FV',
  v: 'FV',
  ʋ: 'FV',
  l: 'L',
  ɫ: 'L',
  ʎ: 'L',
  ɭ: 'L',
  w: 'WQ',
  ʍ: 'WQ',
  ɥ: 'WQ',
};

/** ARPAbet (CMU dictionary, Flite voices) by shape; the diphthongs give two. */
const ARPABET: Record<string, MouthShape[]> = {
  AA: ['AI'],
  AE: ['AI'],
  AH: ['AI'],
  AO: ['O'],
  AW: ['AI', 'U'],
  AX: ['E'],
  AXR: ['E'],
  AY: ['AI', 'E'],
  EH: ['E'],
  ER: ['E'],
  EY: ['E'],
  IH: ['E'],
  IX: ['E'],
  IY: ['E'],
  OW: ['O', 'U'],
  OY: ['O', 'E'],
  UH: ['U'],
  UW: ['U'],
  UX: ['U'],
  B: ['MBP'],
  M: ['MBP'],
  P: ['MBP'],
  EM: ['MBP'],
  F: ['FV'],
  V: ['FV'],
  L: ['L'],
  EL: ['L'],
  W: ['WQ'],
  WH: ['WQ'],
};

/** ARPAbet and Flite's pause names. */
const ARPABET_PAUSES = new Set(['SIL', 'SP', 'PAU', 'H#', 'SPN']);

const isArpabet = (token: string) => /^[A-Z]{1,3}[0-2]?$/.test(token) || ARPABET_PAUSES.has(token.toUpperCase());

/**
 * The mouth shapes of one phoneme, in order: one for most, two for a diphthong (`aɪ` → AI then E,
 * `OW` → O then U). eSpeak IPA (stress ˈˌ and length ː marks ignored) and ARPAbet (stress digits
 * ignored) are both read. Pauses and silence are `rest`; anything unknown is `etc`, the neutral
 * talking mouth.
 */
export function phonemeShapes(phoneme: string): MouthShape[] {
  const token = phoneme.trim();
  if (!token || /^[_|#.:\s]+$/.test(token) || ARPABET_PAUSES.has(token.toUpperCase())) return ['rest'];
  if (isArpabet(token)) return ARPABET[token.replace(/[0-2]$/, '')] ?? ['etc'];
  // Stress, length, tie bars and other combining or modifier marks carry no mouth shape.
  const letters = [
    ...token
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[ˈˌːˑ'",\u02b0-\u02ff\u1d2c-\u1d6a]/gu, '')
      .toLowerCase(),
  ];
  if (!letters.length) return ['rest'];
  const vowels = letters.map((c) => IPA_VOWELS[c]).filter((s): s is MouthShape => s !== undefined);
  if (vowels.length) {
    const first = vowels[0]!;
    const last = vowels.at(-1)!;
    return first === last ? [first] : [first, last];
  }
  // A consonant cluster (`tʃ`, `dʒ`) shows its first consonant's shape.
  return [IPA_CONSONANTS[letters[0]!] ?? 'etc'];
}

/** The shapes of a phoneme track split in time: a diphthong gives each of its shapes half. */
function timedShapes(phonemes: TimedPhoneme[]): { shape: MouthShape; startMs: number; endMs: number }[] {
  const parts: { shape: MouthShape; startMs: number; endMs: number }[] = [];
  for (const p of phonemes) {
    if (!(p.endMs > p.startMs)) continue;
    const shapes = phonemeShapes(p.phoneme);
    const step = (p.endMs - p.startMs) / shapes.length;
    shapes.forEach((shape, i) => {
      parts.push({ shape, startMs: p.startMs + i * step, endMs: p.startMs + (i + 1) * step });
    });
  }
  return parts;
}

/** Run-length form of per-frame shapes. */
export function visemeSegments(frames: readonly MouthShape[]): VisemeSegment[] {
  const segments: VisemeSegment[] = [];
  frames.forEach((shape, i) => {
    const last = segments.at(-1);
    if (last && last.shape === shape) last.frames++;
    else segments.push({ shape, startFrame: i, frames: 1 });
  });
  return segments;
}

/** Per-frame shapes of a track. */
export function visemeFrames(track: readonly VisemeSegment[]): MouthShape[] {
  return track.flatMap((s) => Array.from({ length: s.frames }, () => s.shape));
}

/** A short run joins its neighbour; never a lip closure (it would hold the lips shut), else the longer. */
const preferPrevious = (previous: { shape: MouthShape; frames: number }, next: { shape: MouthShape; frames: number }) =>
  previous.shape === 'MBP' ? next.shape === 'MBP' && previous.frames >= next.frames : next.shape === 'MBP' || previous.frames >= next.frames;

/**
 * Merges runs shorter than `minFrames` into a neighbour (the longer one, not a lip closure; the
 * shape on both sides when they agree), shortest first, so the mouth never flickers. A lip closure
 * (MBP) is kept however short, wherever it falls: closed lips on m, b and p are what reads as
 * speech ("be", "mine", "lamps"; issue 21 item 4), and so is the one open frame between two
 * closures ("bob"), which merging would turn into lips held shut.
 */
export function smoothVisemes(frames: readonly MouthShape[], minFrames: number): VisemeSegment[] {
  const runs = visemeSegments(frames).map(({ shape, frames: n }) => ({ shape, frames: n }));
  // The closed mouth at either end of the clip stays: speech starts from it and returns to it.
  const protectedRun = (i: number) =>
    runs[i]!.shape === 'MBP' ||
    (runs[i - 1]?.shape === 'MBP' && runs[i + 1]?.shape === 'MBP') ||
    (runs[i]!.shape === 'rest' && (i === 0 || i === runs.length - 1));
  for (;;) {
    let pick = -1;
    for (let i = 0; i < runs.length; i++) {
      if (runs.length < 2 || runs[i]!.frames >= minFrames || protectedRun(i)) continue;
      if (pick < 0 || runs[i]!.frames < runs[pick]!.frames) pick = i;
    }
    if (pick < 0) break;
    const previous = runs[pick - 1];
    const next = runs[pick + 1];
    const run = runs[pick]!;
    if (previous && next && previous.shape === next.shape) {
      previous.frames += run.frames + next.frames;
      runs.splice(pick, 2);
    } else if (previous && (!next || preferPrevious(previous, next))) {
      previous.frames += run.frames;
      runs.splice(pick, 1);
    } else if (next) {
      next.frames += run.frames;
      runs.splice(pick, 1);
    } else break;
  }
  let at = 0;
  return runs.map((r) => {
    const segment = { shape: r.shape, startFrame: at, frames: r.frames };
    at += r.frames;
    return segment;
  });
}

/**
 * The presenter's mouth for a narration: one shape per video frame, as run-length segments covering
 * every frame of `durationMs`. Each frame shows the shape sounding longest in the frame `leadFrames`
 * later (the mouth leads the audio, default one frame); a lip closure (MBP) too short to win any
 * frame still gets the frame around its middle. Before the first and after the last phoneme the
 * mouth rests. Runs shorter than `minFrames` are smoothed (see smoothVisemes).
 */
export function visemeTrack(phonemes: readonly TimedPhoneme[], options: VisemeTrackOptions): VisemeSegment[] {
  const { durationMs, fps, leadFrames = 1 } = options;
  if (!(fps > 0)) throw new RangeError('fps must be positive');
  const total = frameCount(durationMs, fps);
  const frameMs = 1000 / fps;
  const parts = timedShapes([...phonemes].sort((a, b) => a.startMs - b.startMs));
  const frames: MouthShape[] = new Array(total).fill('rest');
  const overlap = new Map<MouthShape, number>();
  let first = 0;
  for (let i = 0; i < total; i++) {
    const from = (i + leadFrames) * frameMs;
    const to = from + frameMs;
    overlap.clear();
    while (first < parts.length && parts[first]!.endMs <= from) first++;
    for (let j = first; j < parts.length && parts[j]!.startMs < to; j++) {
      const part = parts[j]!;
      const ms = Math.min(to, part.endMs) - Math.max(from, part.startMs);
      if (ms > 0) overlap.set(part.shape, (overlap.get(part.shape) ?? 0) + ms);
    }
    let best: MouthShape = 'rest';
    let bestMs = 0;
    for (const [shape, ms] of overlap) {
      if (ms > bestMs) {
        best = shape;
        bestMs = ms;
      }
    }
    frames[i] = best;
  }
  // A closure shorter than a frame would vanish at a low frame rate; "b" and "m" need it seen.
  for (const part of parts) {
    if (part.shape !== 'MBP') continue;
    const firstFrame = Math.max(0, Math.floor(part.startMs / frameMs) - leadFrames);
    const lastFrame = Math.min(total - 1, Math.ceil(part.endMs / frameMs) - 1 - leadFrames);
    let shown = false;
    for (let i = firstFrame; i <= lastFrame; i++) if (frames[i] === 'MBP') shown = true;
    const middle = Math.floor((part.startMs + part.endMs) / 2 / frameMs) - leadFrames;
    if (!shown && middle >= 0 && middle < total) frames[middle] = 'MBP';
  }
  return smoothVisemes(frames, options.minFrames ?? minVisemeFrames(fps));
}

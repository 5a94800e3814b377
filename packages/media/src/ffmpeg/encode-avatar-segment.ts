import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { abortError } from '../speech/speech-errors.ts';
import { type AvatarBox, backgroundConcatList, buildAvatarSegmentArgs, spriteConcatList } from './avatar-args.ts';
import { type BurnedCaption, captionConcatList, captionLoader, captionSpans, placeCaption, unionRect } from './burned-captions.ts';
import { encodeToFile } from './encode-to-file.ts';
import type { VideoFormat } from './ffmpeg-args.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import { evenRect, roundedMask, type SegmentMotion, zoomNeedsMask } from './segment-motion.ts';

/**
 * One drawn presenter state with alpha: raw RGBA (the fast path: written as PAM, which ffmpeg reads
 * without decoding work; decision 136 measured PNG sprites at about 1.5× the encode time, plus their
 * PNG encoding), or PNG bytes.
 */
export type AvatarSprite = { png: Uint8Array } | { rgba: Uint8Array; width: number; height: number };

export type AvatarSegmentPresenter =
  | {
      kind: 'sprites';
      /** Each distinct state once (core `presenterTimeline().states`, drawn); a function is called once, when the state is written. */
      sprites: readonly (AvatarSprite | (() => AvatarSprite | Promise<AvatarSprite>))[];
      /** Which sprite for how many frames, in order (core `presenterTimeline().segments`). */
      segments: readonly { state: number; frames: number }[];
      /**
       * Decision 172: the mouth as its own small pictures laid over the sprites at `rect` (even, in
       * the box's pixels), with its own runs: the figure changes with the slow motion, the mouth
       * with speech, so few full pictures are drawn.
       */
      mouths?: {
        sprites: readonly (AvatarSprite | (() => AvatarSprite | Promise<AvatarSprite>))[];
        segments: readonly { state: number; frames: number }[];
        rect: AvatarBox;
      };
    }
  | { kind: 'video'; path: string; crop?: AvatarBox; useAudio?: boolean }
  /** Decision 187: a slide of a presenter video where the presenter is hidden, made as the presenter's segments are so it joins them. */
  | { kind: 'none' };

export interface EncodeAvatarSegmentInput {
  /**
   * The slide's still frame: PNG bytes, or raw RGBA of width × height; or its pages in turn, raw
   * RGBA each with its seconds (decision 165: continuation pages share the slide's segment).
   */
  background: { png: Uint8Array } | { rgba: Uint8Array } | { pages: readonly { rgba: Uint8Array; seconds: number }[] };
  width: number;
  height: number;
  presenter: AvatarSegmentPresenter;
  box: AvatarBox;
  /** Narration WAV; not needed when the presenter clip's own audio is used. */
  audio?: Uint8Array;
  durationSeconds: number;
  fps: number;
  format: VideoFormat;
  output: string;
  /** MP4 only: the AAC rate shared with the video's other segments. */
  audioSampleRate?: number;
  /** Cues burned into the picture, over the presenter (times from the segment's start); see drawBurnedCaption. */
  captions?: readonly BurnedCaption[];
  /**
   * Decision 171: the slide behind the presenter zooms its picture; decision 187: it crossfades
   * into `crossfadeInto` (the next slide's opening still, raw RGBA of the frame's size) under the
   * presenter, and a fade (the video's end) takes the whole picture.
   */
  motion?: SegmentMotion;
  crossfadeInto?: Uint8Array;
  signal?: AbortSignal;
  /** Seconds encoded so far and the total. */
  onProgress?: (seconds: number, totalSeconds: number) => void;
}

/** A PAM image (netpbm P7, RGB_ALPHA): a short text header before the raw RGBA. */
export function pamImage(rgba: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat(pamParts(rgba, width, height));
}

/** A PAM image's header and pixels, apart: written in turn, the pixels are never copied. */
function pamParts(rgba: Uint8Array, width: number, height: number): [Buffer, Uint8Array] {
  if (rgba.byteLength !== width * height * 4)
    throw new RangeError(`A ${width}×${height} RGBA sprite needs ${width * height * 4} bytes, not ${rgba.byteLength}`);
  return [Buffer.from(`P7\nWIDTH ${width}\nHEIGHT ${height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`, 'latin1'), rgba];
}

/**
 * Writes a PAM image as its header then its pixels (writeFile takes the two in turn): joining them
 * first copied every figure (2.3 MB) and page (8.3 MB) into fresh memory, about a second and a half
 * of the main thread's CPU and much of its garbage collection over a two-minute presenter video.
 */
export async function writePam(path: string, rgba: Uint8Array, width: number, height: number): Promise<void> {
  await writeFile(path, pamParts(rgba, width, height));
}

/** Writes one sprite into `work` as PNG or PAM; returns its path. */
async function writeSprite(sprite: AvatarSprite, name: string, work: string): Promise<string> {
  const path = join(work, 'png' in sprite ? `${name}.png` : `${name}.pam`);
  await ('png' in sprite ? writeFile(path, sprite.png) : writePam(path, sprite.rgba, sprite.width, sprite.height));
  return path;
}

/**
 * Encodes one slide with its presenter (WebM VP9 + Opus or MP4 H.264 + AAC, joinable with the slide
 * segments of encodeSlideshow). Sprites, list, background and narration go to a temporary folder
 * removed afterwards; the file appears at `output` only when complete. Aborting stops ffmpeg.
 */
export async function encodeAvatarSegment(input: EncodeAvatarSegmentInput): Promise<{ output: string; durationSeconds: number }> {
  const { presenter, width, height, durationSeconds } = input;
  await encodeToFile(input.output, 'lectern-avatar-', async ({ work, partial }) => {
    const background = await writeBackground(input.background, width, height, work);

    let source: Parameters<typeof buildAvatarSegmentArgs>[0]['presenter'];
    if (presenter.kind === 'sprites') {
      const listPath = await writeSpriteList(presenter.sprites, presenter.segments, 'state', work, input);
      const { mouths } = presenter;
      source = mouths
        ? {
            kind: 'sprites',
            listPath,
            mouth: { listPath: await writeSpriteList(mouths.sprites, mouths.segments, 'mouth', work, input), x: mouths.rect.x, y: mouths.rect.y },
          }
        : { kind: 'sprites', listPath };
    } else {
      source = presenter;
    }

    let audioPath: string | undefined;
    if (input.audio && !(presenter.kind === 'video' && presenter.useAudio)) {
      audioPath = join(work, 'narration.wav');
      await writeFile(audioPath, input.audio);
    }
    const captions = input.captions?.length ? await writeCaptions(input.captions, width, height, durationSeconds, work) : undefined;
    const maskPath = zoomNeedsMask(input.motion, width, height) ? join(work, 'zoom-mask.gray') : undefined;
    if (maskPath && input.motion?.zoom) {
      const rect = evenRect(input.motion.zoom.rect);
      await writeFile(maskPath, roundedMask(rect.width, rect.height, input.motion.zoom.radius));
    }
    let crossfadePath: string | undefined;
    if (input.motion?.crossfade) {
      if (input.crossfadeInto?.byteLength !== width * height * 4) throw new RangeError(`A crossfade needs the next slide’s ${width}×${height} RGBA still`);
      crossfadePath = join(work, 'next.rgba');
      await writeFile(crossfadePath, input.crossfadeInto);
    }
    const args = buildAvatarSegmentArgs({
      ...(presenter.kind !== 'video' ? { changes: changedFrames(input, captions?.spans) } : {}),
      width,
      height,
      background,
      presenter: source,
      box: input.box,
      audioPath,
      durationSeconds,
      fps: input.fps,
      format: input.format,
      output: partial,
      audioSampleRate: input.audioSampleRate,
      captions: captions && { listPath: captions.listPath, x: captions.x, y: captions.y },
      ...(input.motion ? { motion: input.motion } : {}),
      ...(maskPath ? { maskPath } : {}),
      ...(crossfadePath ? { crossfadePath } : {}),
    });
    await runFfmpeg(args, {
      signal: input.signal,
      onProgress: (seconds) => input.onProgress?.(Math.min(seconds, durationSeconds), durationSeconds),
    });
  });
  input.onProgress?.(durationSeconds, durationSeconds);
  return { output: input.output, durationSeconds };
}

/** Writes each sprite once and the ffconcat list placing them in time; returns the list's path. */
async function writeSpriteList(
  sprites: readonly (AvatarSprite | (() => AvatarSprite | Promise<AvatarSprite>))[],
  segments: readonly { state: number; frames: number }[],
  prefix: string,
  work: string,
  input: Pick<EncodeAvatarSegmentInput, 'signal' | 'fps'>,
): Promise<string> {
  const files: string[] = [];
  for (const [i, entry] of sprites.entries()) {
    if (input.signal?.aborted) throw abortError(input.signal);
    files.push(await writeSprite(typeof entry === 'function' ? await entry() : entry, `${prefix}-${i}`, work));
  }
  const runs = segments.map((s) => {
    const file = files[s.state];
    if (!file) throw new RangeError(`Segment state ${s.state} has no sprite`);
    return { file, frames: s.frames };
  });
  const listPath = join(work, `${prefix}.ffconcat`);
  await writeFile(listPath, spriteConcatList(runs, input.fps));
  return listPath;
}

/** Writes the background: one still, or each page as a PAM image and the list placing them in time. */
async function writeBackground(input: EncodeAvatarSegmentInput['background'], width: number, height: number, work: string) {
  const checked = (rgba: Uint8Array) => {
    if (rgba.byteLength !== width * height * 4)
      throw new RangeError(`The background has ${rgba.byteLength} bytes; ${width}×${height} RGBA needs ${width * height * 4}`);
    return rgba;
  };
  if ('pages' in input && input.pages.length > 1) {
    const pages = [];
    for (const [i, page] of input.pages.entries()) {
      const file = join(work, `page-${i}.pam`);
      await writePam(file, checked(page.rgba), width, height);
      pages.push({ file, seconds: page.seconds });
    }
    const path = join(work, 'background.ffconcat');
    await writeFile(path, backgroundConcatList(pages));
    return { path, list: true };
  }
  if ('png' in input) {
    const path = join(work, 'background.png');
    await writeFile(path, input.png);
    return { path, raw: false };
  }
  const path = join(work, 'background.rgba');
  await writeFile(path, checked('pages' in input ? (input.pages[0]?.rgba ?? new Uint8Array()) : input.rgba));
  return { path, raw: true };
}

/**
 * Writes each cue (and a transparent blank) as a PAM image of the cues' common rectangle, and the
 * ffconcat list placing them in time. Undefined when no cue has a visible pixel.
 */
async function writeCaptions(captions: readonly BurnedCaption[], width: number, height: number, durationSeconds: number, work: string) {
  const load = captionLoader(captions, width, height);
  const spans = captionSpans(captions, durationSeconds);
  const shown = [...new Set(spans.map((s) => s.caption).filter((c) => c >= 0))];
  const trimmed = new Map<number, Awaited<ReturnType<typeof load>>>();
  for (const index of shown) trimmed.set(index, await load(index));
  const area = unionRect([...trimmed.values()].flatMap((t) => (t ? [t.rect] : [])));
  if (!area) return undefined;
  const fileOf = (caption: number) => join(work, caption >= 0 && trimmed.get(caption) ? `caption-${caption}.pam` : 'caption-blank.pam');
  await writePam(fileOf(-1), placeCaption(null, area), area.width, area.height);
  for (const [index, caption] of trimmed) if (caption) await writePam(fileOf(index), placeCaption(caption, area), area.width, area.height);
  const listPath = join(work, 'captions.ffconcat');
  await writeFile(listPath, captionConcatList(spans, fileOf));
  return { listPath, x: area.x, y: area.y, spans };
}

/**
 * Decision 181: the frames (at the presenter's rate) where a drawn presenter's segment changes
 * apart from its motion: where each run of figures and of mouths starts (overlay shows a picture
 * from the first frame at or after its start), where each page starts (the fps filter shows a page
 * from the frame nearest its start) and where each caption span starts.
 */
export function changedFrames(
  input: Pick<EncodeAvatarSegmentInput, 'presenter' | 'background' | 'fps'>,
  captionSpans: readonly { startMs: number }[] = [],
): number[] {
  const { presenter, fps } = input;
  const frames: number[] = [];
  const runStarts = (segments: readonly { frames: number }[]) => {
    let at = 0;
    for (const segment of segments) {
      frames.push(at);
      at += segment.frames;
    }
  };
  if (presenter.kind === 'sprites') {
    runStarts(presenter.segments);
    if (presenter.mouths) runStarts(presenter.mouths.segments);
  }
  if ('pages' in input.background) {
    let ms = 0;
    for (const page of input.background.pages) {
      frames.push(Math.round((ms * fps) / 1000));
      ms += Math.round(Math.max(0.001, page.seconds) * 1000);
    }
  }
  // A caption shows from the first frame at or after its start; the frame before is kept too, in case rounding meets it.
  for (const span of captionSpans) frames.push(Math.ceil((span.startMs * fps) / 1000 - 1e-9), Math.floor((span.startMs * fps) / 1000));
  return frames;
}

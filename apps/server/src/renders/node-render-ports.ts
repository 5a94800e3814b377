import { access, mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { DEFAULT_SPEECH_RATE, estimateSpeechSeconds, type PageSize, type PresenterBox, pageSize, SLIDE_MOTION, type Slide } from '@lectern/core';
import {
  type BurnedCaption,
  buildConcatArgs,
  CONCAT_LIST_ON_STDIN,
  concatList,
  concatWavs,
  encodeSlideshow,
  finishVideo,
  hasSpeakableText,
  mediaDuration,
  normalizeWav,
  runFfmpeg,
  type SpeechProvider,
  silentWav,
} from '@lectern/media';
import { pageText, slideReveal } from '@lectern/slides';
import {
  createNodeRenderer,
  type NodeRenderer,
  placedCaptionCues,
  renderBurnedCaptionRgba,
  revealBaseLayout,
  slideMotionAreas,
  slideTextRects,
} from '@lectern/slides/node';
import { imageProblem } from '../assets/image-sniff';
import { SEGMENT_CACHE_FOLDER } from '../cache/storage-cache-store';
import { type FileStorage, moveFile } from '../storage/file-storage';
import { SILENT_SLIDE_SECONDS, SLIDE_TAIL_SECONDS } from './render-pipeline';
import type { BurnedCues, RenderPorts, SegmentCache, SegmentMeta } from './render-ports';
import { speakInParts } from './speak-in-parts';
import { storageSegmentCache } from './storage-segment-cache';

/** Videos without a chosen shape: spec 001 §9's 1920×1080. */
const DEFAULT_PAGE = pageSize('16:9');

/** Narration may run this much past the slide's planned time before it is sped up. */
const OVERRUN_TOLERANCE = 1.1;
/** Never faster than this share above the default rate: past it speech stops sounding natural. */
const MAX_SPEED_UP = 1.25;

/**
 * Seconds a narration takes at the default rate: its words at the voice's measured pace, which
 * includes the voice's pauses (core speech-pace, decision 150); the word budget plans with the
 * same pace, so a script of its budget is estimated at its slide's seconds.
 */
export function spokenSecondsEstimate(text: string, voice?: string): number {
  return estimateSpeechSeconds(text, { voice, rate: DEFAULT_SPEECH_RATE });
}

/**
 * A script with nothing a voice can say (emoji, symbols: decision 150) is a silent slide as long as
 * an empty one, whatever the voice: one such slide never fails the video.
 */
export const UNSPOKEN_SLIDE = { durationSeconds: SILENT_SLIDE_SECONDS - SLIDE_TAIL_SECONDS, words: [] } as const;

/**
 * A script edited past its slide's planned seconds (spec 001 §9 plans 130 wpm × 0.9) is spoken a
 * little faster when it clearly overruns (at most 25 %).
 */
export function fittedRate(spokenSeconds: number, targetSeconds: number | undefined): number {
  if (!targetSeconds || spokenSeconds <= targetSeconds * OVERRUN_TOLERANCE) return DEFAULT_SPEECH_RATE;
  return Number((DEFAULT_SPEECH_RATE * Math.min(MAX_SPEED_UP, spokenSeconds / targetSeconds)).toFixed(3));
}

type DecodedImage = Awaited<ReturnType<NodeRenderer['loadImage']>>;

/**
 * Decodes an uploaded or fetched image only when its header is within IMAGE_LIMITS (a lying or
 * huge header would otherwise allocate gigabytes or fail the render); null when it cannot be drawn.
 */
export async function decodeChecked(renderer: Pick<NodeRenderer, 'loadImage'>, data: Uint8Array): Promise<DecodedImage | null> {
  if (imageProblem(data)) return null;
  try {
    const image = await renderer.loadImage(data);
    return image.width > 0 && image.height > 0 ? image : null;
  } catch {
    return null;
  }
}

/**
 * The real platform for renders: the shared slide renderer on @napi-rs/canvas, the configured
 * speech provider (cached by text and voice) and ffmpeg. Encoded slides are cached in
 * `segmentsDir`, or, with `sharedStorage` (a bucket, STORAGE_URL), in that storage for every
 * worker, `segmentsDir` then holding this machine's read-through copies (docs/decisions/131).
 */
export function createNodeRenderPorts(speech: SpeechProvider, options: { segmentsDir: string; sharedStorage?: FileStorage }): RenderPorts {
  const renderer = createNodeRenderer();
  const defaultVoices = new Map<string, string>();

  async function voiceFor(language: string, wanted: string | undefined) {
    if (wanted) return wanted;
    if (!defaultVoices.has(language)) {
      const voices = await speech.listVoices(language);
      const first = voices[0] ?? (await speech.listVoices('en-US'))[0];
      if (!first) throw new Error('No voices available');
      defaultVoices.set(language, first.name);
    }
    return defaultVoices.get(language)!;
  }

  /**
   * One slide page drawn to raw RGBA: as it is, or (decision 170) once per number of points
   * revealed, its picture decoded once and every state drawn on one canvas.
   */
  async function drawStills(slide: Slide, drawOptions: Parameters<RenderPorts['drawSlide']>[1], states?: readonly number[]): Promise<Uint8Array[]> {
    const { theme, logo, images, index, total, avatar, page = DEFAULT_PAGE, part, revealed, language } = drawOptions;
    // Only this slide's picture is decoded. One that cannot be drawn shows spec 001 §8's grey
    // "Image Unavailable" box (a logo is left out): one bad image never fails a render.
    const url = slide.contextualImage?.url;
    const data = url ? images.get(url) : undefined;
    const picture = url && data ? await decodeChecked(renderer, data) : null;
    const options = {
      theme,
      slideNumber: index + 1,
      totalSlides: total,
      page,
      ...(avatar ? { avatar: true } : {}),
      ...(part ? { part } : {}),
      ...(revealed !== undefined ? { revealed } : {}),
      ...(language ? { language } : {}),
    };
    const withImages = { ...options, images: new Map(url && picture ? [[url, picture]] : []), logo: logo ? await decodeChecked(renderer, logo.data) : null };
    const render = (o: typeof withImages) => (states ? renderer.renderRevealRgba(slide, o, states) : [renderer.renderSlideRgba(slide, o)]);
    let frames: ReturnType<NodeRenderer['renderRevealRgba']>;
    try {
      frames = render(withImages);
    } catch {
      frames = render({ ...options, images: new Map(), logo: null });
    }
    // A frame of another size would make ffmpeg read garbage: refuse it plainly.
    for (const frame of frames) {
      if (frame.width !== page.width || frame.height !== page.height) {
        throw new Error(`The slide renderer drew ${frame.width}×${frame.height}, not the ${page.width}×${page.height} this video needs.`);
      }
    }
    return frames.map((frame) => frame.data);
  }

  return {
    async slidePages(slide, { logo, avatar, page = DEFAULT_PAGE, language }) {
      // The layout needs the logo's size only; a picture that cannot be decoded keeps its place.
      const decoded = logo ? await decodeChecked(renderer, logo.data) : null;
      const pages = renderer.slidePages(slide, { page, logo: decoded, ...(avatar ? { avatar: true } : {}), ...(language ? { language } : {}) });
      return pages.map(pageText);
    },
    async slideReveal(slide, { logo, avatar, page = DEFAULT_PAGE, language }) {
      const decoded = logo ? await decodeChecked(renderer, logo.data) : null;
      return slideReveal(slide, renderer.slidePages(slide, { page, logo: decoded, ...(avatar ? { avatar: true } : {}), ...(language ? { language } : {}) }));
    },
    async drawSlide(slide, options) {
      return (await drawStills(slide, options))[0] as Uint8Array;
    },
    drawRevealStates: drawStills,
    async slideMotion(slide, { theme, logo, index, total, avatar, page = DEFAULT_PAGE, language }) {
      // Decision 171: the picture zooms where the layout puts it; a title slide's text eases in over the slide drawn without it.
      const decoded = logo ? await decodeChecked(renderer, logo.data) : null;
      const lang = language ? { language } : {};
      const pages = renderer.slidePages(slide, { page, logo: decoded, ...(avatar ? { avatar: true } : {}), ...lang });
      const areas = slideMotionAreas(pages, SLIDE_MOTION.revealRisePixels);
      if (!areas.reveal.length || !pages[0]) return { picture: areas.picture, reveal: null };
      const options = { theme, slideNumber: index + 1, totalSlides: total, page, logo: decoded, ...(avatar ? { avatar: true } : {}), ...lang };
      return { picture: areas.picture, reveal: { rects: areas.reveal, base: renderer.renderLayoutRgba(revealBaseLayout(pages[0]), options).data } };
    },
    async speak(script, { voice, language, targetSeconds: slideSeconds, signal }) {
      // Decision 175: a script that pauses (a quiz) is spoken in parts with the pause between them.
      return speakInParts(script, slideSeconds, async (text, targetSeconds) => {
        if (!hasSpeakableText(text)) return { ...UNSPOKEN_SLIDE, wav: silentWav(UNSPOKEN_SLIDE.durationSeconds), words: [] };
        const request = { text, voice: await voiceFor(language, voice), languageCode: language, signal };
        // One synthesis per slide: the rate is chosen from the text before speaking.
        const result = await speech.synthesize({ ...request, rate: fittedRate(spokenSecondsEstimate(text, request.voice), targetSeconds) });
        return { wav: result.wav, durationSeconds: result.durationSeconds, words: result.words };
      });
    },
    // Decision 163: every slide's narration at the video loudness, so joined slides and whole videos are even.
    joinAudio(parts) {
      return normalizeWav(
        concatWavs(parts.map((p) => ({ wav: p.wav.byteLength > 0 ? Buffer.from(p.wav) : silentWav(p.seconds), durationSeconds: p.seconds }))),
      );
    },
    async encode({ frames, audio, format, page = DEFAULT_PAGE, captions, motion, crossfadeInto, slidesOnly, output, signal, onProgress }) {
      const total = frames.reduce((s, f) => s + f.durationSeconds, 0);
      await encodeSlideshow({
        frames: frames.map((f) => ({ rgba: Buffer.from(f.rgba.buffer, f.rgba.byteOffset, f.rgba.byteLength), durationSeconds: f.durationSeconds })),
        audio: Buffer.from(audio),
        width: page.width,
        height: page.height,
        captions: burnedCaptionImages(captions, page),
        ...(motion ? { motion } : {}),
        ...(crossfadeInto ? { crossfadeInto: Buffer.from(crossfadeInto.buffer, crossfadeInto.byteOffset, crossfadeInto.byteLength) } : {}),
        ...(slidesOnly ? { slidesOnly } : {}),
        format,
        output,
        signal,
        onProgress: (seconds: number) => onProgress(total > 0 ? seconds / total : 0),
      });
    },
    async concat(files, output, format, signal) {
      // Decision 208: the list on stdin, so ffmpeg is started and loaded while the segments may
      // still be made; a list that fails stops it with the reason.
      async function* list() {
        yield Buffer.from(
          concatList(
            (await files).map((file) => resolve(file)),
            { onStdin: true },
          ),
        );
      }
      await runFfmpeg(buildConcatArgs({ listPath: CONCAT_LIST_ON_STDIN, format, output }), { signal, stdin: list() });
    },
    segments: options.sharedStorage
      ? storageSegmentCache(options.sharedStorage, { folder: SEGMENT_CACHE_FOLDER, localDir: options.segmentsDir })
      : diskSegmentCache(options.segmentsDir),
    // Decision 197: the length the joined file's header states, as ffprobe would report it, without starting ffprobe.
    probeDuration: (file) => mediaDuration(file),
    async finish({ input, output, format, chapters, music, durationSeconds, signal }) {
      await finishVideo({ input, output, format, chapters, music, durationSeconds, signal });
    },
  };
}

/**
 * Issue 14: each cue drawn by the slide renderer (theme colours, title-safe area, two lines at
 * most, clear of the presenter's face) as a transparent frame-sized image, drawn only when ffmpeg needs it.
 */
export function burnedCaptionImages(captions: BurnedCues | undefined, page: PageSize, presenter: PresenterBox | null = null): BurnedCaption[] | undefined {
  if (!captions?.cues.length) return undefined;
  // Decision 164: clear of the slide's text as drawn under the cues.
  const clear = captions.slide ? slideTextRects(captions.slide, { page, avatar: captions.avatar }) : {};
  // Decision 172: a cue with no room clear of the text and the face is shown a line at a time.
  return placedCaptionCues(captions.cues, { page, presenter, ...clear }).map((cue) => ({
    startSeconds: cue.startMs / 1000,
    endSeconds: cue.endMs / 1000,
    // With a presenter in the picture the band keeps clear of its face.
    rgba: () => renderBurnedCaptionRgba(cue.text, { theme: captions.theme, page, presenter, ...clear }),
  }));
}

/**
 * Finished slide segments on disk, named by content key, with their length and word timings
 * beside them (captions need the words of reused slides too).
 */
export function diskSegmentCache(dir: string): SegmentCache {
  const metaPath = (key: string) => join(dir, `${key}.json`);
  return {
    async get(key) {
      try {
        const stored = JSON.parse(await readFile(metaPath(key), 'utf8')) as SegmentMeta & { file: string };
        const file = join(dir, stored.file);
        await access(file);
        // Reuse counts as use: the cache pruner keeps segments by modification time.
        const now = new Date();
        await Promise.all([utimes(file, now, now), utimes(metaPath(key), now, now)]).catch(() => undefined);
        return { file, meta: { seconds: stored.seconds, words: stored.words } };
      } catch {
        return null;
      }
    },
    async put(key, file, meta) {
      await mkdir(dir, { recursive: true });
      const name = `${key}${extname(file)}`;
      await moveFile(file, join(dir, name));
      // The meta file is written last: a segment counts as cached only once both exist.
      await writeFile(metaPath(key), JSON.stringify({ ...meta, file: name }));
      return join(dir, name);
    },
  };
}

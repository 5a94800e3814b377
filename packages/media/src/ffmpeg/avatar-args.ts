/**
 * ffmpeg command lines for a slide with its presenter, as data (decision 053): the slide's still
 * frame as background, the presenter over it in its box, the narration as audio. Same codecs,
 * frame size, colour tags and audio layout as the slide segments of buildSlideshowArgs, so the
 * segments of one video still join without re-encoding (decision 136).
 */
import { AUDIO_CODEC, BT709_TAGS, FFMPEG_PREAMBLE, VIDEO_CODEC, type VideoFormat } from './ffmpeg-args.ts';
import { evenRect, fadeFilters, type SegmentMotion, zoomGraph, zoomNeedsMask } from './segment-motion.ts';

/**
 * Presenter frame rate: 25 fps (issue 21 item 4; decision 172). Every pose lands on a 40 ms
 * frame; frames that repeat the one before are not encoded (see `repeatsDropped`), so the cost
 * follows the presenter's changes, not the frame count: about what 12.5 fps cost (decision 136).
 */
export const AVATAR_FPS = 25;

/**
 * Decision 172: drops a frame identical to the last one kept (no 8×8 block differs by more than
 * one level a pixel), keeping at least one a second; timestamps are kept, so a held pose simply
 * lasts until the next change, as slide segments hold their stills (decision 053). The segment's
 * last frame is always kept, so the picture lasts as long as the sound: it is lifted by two levels
 * of brightness (invisible for one frame) so the decimator sees it change.
 */
export function repeatsDropped(fps: number, durationSeconds: number): string {
  const lastFrame = (Math.max(1, Math.ceil(durationSeconds * fps - 1e-6)) - 1) / fps;
  const markAfter = Math.max(0, lastFrame - 0.5 / fps).toFixed(4);
  return `lutyuv=y=val+2:enable='gte(t,${markAfter})',mpdecimate=hi=64:lo=64:frac=0:max=${Math.max(1, Math.round(fps))}`;
}

export interface AvatarBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The slide's still frame: a PNG (or other image file ffmpeg reads) or raw RGBA of the frame size;
 * with `list`, an ffconcat list of the slide's pages in time (backgroundConcatList, decision 165).
 */
export interface AvatarBackground {
  path: string;
  raw?: boolean;
  list?: boolean;
}

/**
 * An ffconcat list showing a slide's pages in turn (decision 165: continuation pages share the
 * slide's segment), each for its seconds, at a 1 ms clock like the sprites; the last is repeated
 * so its duration counts.
 */
export function backgroundConcatList(pages: readonly { file: string; seconds: number }[]): string {
  if (!pages.length) throw new RangeError('A background needs at least one page');
  const lines = ['ffconcat version 1.0'];
  for (const page of pages) lines.push(`file ${quote(page.file)}`, 'option framerate 1000', `duration ${Math.max(0.001, page.seconds).toFixed(3)}`);
  lines.push(`file ${quote(pages.at(-1)!.file)}`, 'option framerate 1000');
  return `${lines.join('\n')}\n`;
}

export type AvatarPresenterSource =
  /**
   * Drawn presenter states (PNG or PAM files with alpha) placed in time by an ffconcat list (see
   * spriteConcatList); with `mouth`, a second list of small mouth pictures laid over them at x, y
   * (even, in the box's pixels): the figure changes with the slow motion, the mouth with speech
   * (decision 172).
   */
  | { kind: 'sprites'; listPath: string; mouth?: { listPath: string; x: number; y: number } }
  /**
   * A clip with alpha (Azure's WebM VP9 yuva420p), decoded with libvpx so the alpha plane is kept.
   * `crop` (in the clip's pixels) selects the presenter before it is fitted into the box; with
   * `useAudio` the clip's own sound is the segment's audio.
   */
  | { kind: 'video'; path: string; crop?: AvatarBox; useAudio?: boolean; decoder?: string };

export interface AvatarSegmentArgsInput {
  width: number;
  height: number;
  background: AvatarBackground;
  presenter: AvatarPresenterSource;
  /** Where the presenter stands (core `presenterBox`): fitted inside, feet on the box's bottom edge. */
  box: AvatarBox;
  /** Narration WAV; required unless the presenter clip brings its own audio. */
  audioPath?: string;
  durationSeconds: number;
  fps: number;
  format: VideoFormat;
  output: string;
  /** MP4 only: resample the audio (AAC segments must share one rate to join); WebM is always 48 kHz Opus. */
  audioSampleRate?: number;
  /**
   * Burned-in captions over everything (decision 144): an ffconcat list of equally sized RGBA
   * images (cues and a transparent blank, see captionConcatList) placed at x, y (even).
   */
  captions?: { listPath: string; x: number; y: number };
  /**
   * Decision 171: the slide behind the presenter fades and zooms as in a slide segment; the
   * presenter, laid over it afterwards, does neither. A zoom over a rounded picture reads its mask
   * from `maskPath` (raw 8-bit gray of the picture's even size).
   */
  motion?: SegmentMotion;
  maskPath?: string;
}

/** The concat demuxer's list: one timeline entry per run, at this input's own millisecond clock. */
export interface SpriteRun {
  file: string;
  frames: number;
}

const quote = (file: string) => `'${file.replace(/'/g, "'\\''")}'`;

/**
 * An ffconcat list placing sprite files in time: each run starts at its first frame's time, floored
 * to the millisecond so it is never later than the background frame it belongs to (an entry 0.4 ms
 * late would show a frame late). Each image is read at a 1 ms clock (`option framerate 1000`: the
 * image demuxer's default 25 fps clock would round starts to 40 ms). The last entry is repeated,
 * as the concat demuxer needs, so the last run's duration counts.
 */
export function spriteConcatList(runs: readonly SpriteRun[], fps: number): string {
  if (!runs.length) throw new RangeError('A presenter needs at least one sprite');
  if (!(fps > 0)) throw new RangeError('fps must be positive');
  const lines = ['ffconcat version 1.0'];
  let frame = 0;
  const startMs = (f: number) => Math.floor((f * 1000) / fps + 1e-9);
  for (const run of runs) {
    if (!(run.frames > 0) || !Number.isInteger(run.frames)) throw new RangeError('Every run needs a whole, positive number of frames');
    const ms = startMs(frame + run.frames) - startMs(frame);
    lines.push(`file ${quote(run.file)}`, 'option framerate 1000', `duration ${(ms / 1000).toFixed(3)}`);
    frame += run.frames;
  }
  lines.push(`file ${quote(runs.at(-1)!.file)}`, 'option framerate 1000');
  return `${lines.join('\n')}\n`;
}

/** The presenter fitted inside the box, centred, standing on its bottom edge; even sizes for 4:2:0. */
function presenterFilter(input: AvatarSegmentArgsInput): string {
  const { box, presenter } = input;
  const fit = `scale=${box.width}:${box.height}:force_original_aspect_ratio=decrease:force_divisible_by=2`;
  if (presenter.kind === 'sprites') return `[1:v]${fit}:out_color_matrix=bt709:out_range=tv,format=yuva420p[presenter]`;
  const crop = presenter.crop ? `crop=${presenter.crop.width}:${presenter.crop.height}:${presenter.crop.x}:${presenter.crop.y},` : '';
  return `[1:v]${crop}${fit},format=yuva420p,setpts=PTS-STARTPTS[presenter]`;
}

/**
 * Decision 171: the background's zoom (a step `ticksPerSecond` times a second, held between) and
 * fades, from `[still]` to `[background]`, before the presenter is laid over it.
 */
function backgroundMotion(
  motion: SegmentMotion,
  options: { width: number; height: number; fps: number; durationSeconds: number; mask: string | undefined },
): string[] {
  const { width, height, fps, durationSeconds } = options;
  const graph: string[] = [];
  let last = 'still';
  if (motion.zoom) {
    // A picture steps at its own rate and is held between steps; the whole frame (a slide with no
    // picture) is the stream the presenter is laid over, so it is scaled at every frame.
    const tick = options.mask ? Math.max(1, Math.round(fps / motion.zoom.ticksPerSecond)) : undefined;
    graph.push(
      ...zoomGraph(motion.zoom, {
        width,
        height,
        totalSeconds: durationSeconds,
        input: last,
        output: 'zoomed',
        tick,
        ...(options.mask ? { mask: options.mask } : {}),
      }),
    );
    last = 'zoomed';
  }
  const fades = fadeFilters(motion.fade, durationSeconds);
  graph.push(`[${last}]${fades.length ? fades.join(',') : 'null'}[background]`);
  return graph;
}

/**
 * One slide segment with its presenter. The background is decoded and converted once, then repeated
 * at `fps` (tpad); the presenter changes only where its sprites or clip frames do, and overlay holds
 * each until the next. The narration is padded with silence to the segment's length, so audio and
 * video end together and joined segments stay in sync.
 */
export function buildAvatarSegmentArgs(input: AvatarSegmentArgsInput): string[] {
  const { width, height, background, presenter, box, fps, format, durationSeconds } = input;
  if (!(durationSeconds > 0)) throw new RangeError('A segment needs a positive duration');
  if (!(fps > 0)) throw new RangeError('fps must be positive');
  const clipAudio = presenter.kind === 'video' && presenter.useAudio;
  if (!clipAudio && !input.audioPath) throw new RangeError('A segment needs the narration, or a presenter clip with its own audio');

  const backgroundInput = background.list
    ? ['-f', 'concat', '-safe', '0', '-i', background.path]
    : [...(background.raw ? ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`] : []), '-framerate', String(fps), '-i', background.path];
  const presenterInput =
    presenter.kind === 'sprites' ? ['-f', 'concat', '-safe', '0', '-i', presenter.listPath] : ['-c:v', presenter.decoder ?? 'libvpx-vp9', '-i', presenter.path];
  const audioInput = clipAudio ? [] : ['-i', input.audioPath!];
  const audioStream = clipAudio ? '1:a:0' : '2:a:0';
  const { captions } = input;
  const captionInput = captions ? ['-f', 'concat', '-safe', '0', '-i', captions.listPath] : [];
  const captionIndex = clipAudio ? 2 : 3;
  if (captions && (captions.x % 2 || captions.y % 2)) throw new RangeError('Captions are placed at even coordinates (4:2:0 chroma)');

  const motion = input.motion && (input.motion.fade || input.motion.zoom) ? input.motion : undefined;
  const maskRect = zoomNeedsMask(motion, width, height) && motion?.zoom ? evenRect(motion.zoom.rect) : null;
  if (maskRect && !input.maskPath) throw new RangeError('A zoom over a rounded picture needs its mask');
  const maskInput = maskRect ? ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${maskRect.width}x${maskRect.height}`, '-i', input.maskPath!] : [];
  const maskIndex = captionIndex + (captions ? 1 : 0);
  const mouth = presenter.kind === 'sprites' ? presenter.mouth : undefined;
  if (mouth && (mouth.x % 2 || mouth.y % 2 || box.x % 2 || box.y % 2)) throw new RangeError('The mouth is placed at even coordinates (4:2:0 chroma)');
  const mouthInput = mouth ? ['-f', 'concat', '-safe', '0', '-i', mouth.listPath] : [];
  const mouthIndex = maskIndex + (maskRect ? 1 : 0);

  // Drawn poses repeat for frames at a time: only changes are encoded (decision 172); a clip's frames all differ.
  const composed = presenter.kind === 'sprites' ? `,${repeatsDropped(fps, durationSeconds)}[video]` : '[video]';
  const graph = [
    // Pages in a list are placed in time and repeated at `fps` until the next (decision 165).
    `[0:v]scale=${width}:${height}:out_color_matrix=bt709:out_range=tv,format=yuv420p,${background.list ? `fps=${fps},` : ''}tpad=stop=-1:stop_mode=clone[${motion ? 'still' : 'background'}]`,
    ...(motion ? backgroundMotion(motion, { width, height, fps, durationSeconds, mask: maskRect ? `${maskIndex}:v` : undefined }) : []),
    presenterFilter(input),
    `[background][presenter]overlay=x=${box.x}+(${box.width}-overlay_w)/2:y=${box.y}+${box.height}-overlay_h:format=yuv420:eof_action=repeat,format=yuv420p${mouth ? '[figure]' : captions ? '[pictured]' : composed}`,
    ...(mouth
      ? [
          `[${mouthIndex}:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[mouth]`,
          `[figure][mouth]overlay=x=${box.x + mouth.x}:y=${box.y + mouth.y}:format=yuv420:eof_action=repeat,format=yuv420p${captions ? '[pictured]' : composed}`,
        ]
      : []),
    ...(captions
      ? [
          `[${captionIndex}:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[captions]`,
          `[pictured][captions]overlay=x=${captions.x}:y=${captions.y}:format=yuv420:eof_action=repeat,format=yuv420p${composed}`,
        ]
      : []),
    `[${audioStream}]apad[audio]`,
  ].join(';');

  return [
    ...FFMPEG_PREAMBLE,
    ...backgroundInput,
    ...presenterInput,
    ...audioInput,
    ...captionInput,
    ...maskInput,
    ...mouthInput,
    '-filter_complex',
    graph,
    '-map',
    '[video]',
    '-map',
    '[audio]',
    // The background repeats at exactly `fps`, so frames pass through as timed. A 1 ms encoder clock,
    // as the slide segments have: MP4 segments with different track timescales do not join by copy.
    '-fps_mode',
    'passthrough',
    '-enc_time_base:v',
    '1/1000',
    ...VIDEO_CODEC[format],
    ...BT709_TAGS,
    ...AUDIO_CODEC[format],
    ...(format === 'mp4' && input.audioSampleRate ? ['-ar', String(input.audioSampleRate)] : []),
    '-ac',
    '1',
    '-t',
    String(Math.round(durationSeconds * 1000) / 1000),
    ...(format === 'mp4' ? ['-movflags', '+faststart'] : []),
    '-f',
    format,
    input.output,
  ];
}

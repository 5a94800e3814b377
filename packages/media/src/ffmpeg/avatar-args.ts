/**
 * ffmpeg command lines for a slide with its presenter, as data (decision 053): the slide's still
 * frame as background, the presenter over it in its box, the narration as audio. Same codecs,
 * frame size, colour tags and audio layout as the slide segments of buildSlideshowArgs, so the
 * segments of one video still join without re-encoding (decision 136).
 */
import { AUDIO_CODEC, BT709_TAGS, FFMPEG_PREAMBLE, SEGMENT_AAC_RATE, VIDEO_CODEC, type VideoFormat } from './ffmpeg-args.ts';
import { frameSelect, keptFrames } from './kept-frames.ts';
import { crossfadeBlends, driftFilters, evenRect, lastSlot, MOTION_FPS, type SegmentMotion, zoomGraph, zoomNeedsMask } from './segment-motion.ts';
import { yuvFades } from './yuv-fades.ts';

/**
 * Presenter frame rate: 25 fps (issue 21 item 4; decision 172). Every pose lands on a 40 ms
 * frame; only the frames where something changes are encoded (decision 181, see `keptFrames`), so
 * the cost follows the presenter's changes, not the frame count.
 */
export const AVATAR_FPS = 25;

/** How many frames a segment of `durationSeconds` shows at `fps`: the last one starts before the end. */
export const segmentFrames = (fps: number, durationSeconds: number) => Math.max(1, Math.ceil(durationSeconds * fps - 1e-6));

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
  | { kind: 'video'; path: string; crop?: AvatarBox; useAudio?: boolean; decoder?: string }
  /**
   * Decision 187: no presenter, on a slide of a presenter video where it is hidden. The segment is
   * made as the presenter's are (same frame rate, kept frames, encoder and time base), so it joins
   * them by copy: MP4 segments whose track timescales differ play their frames at the wrong times.
   */
  | { kind: 'none' };

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
   * Decision 171: the slide behind the presenter zooms as in a slide segment; decision 187: it
   * crossfades into the next slide's opening still (`crossfadePath`, raw RGBA of the frame's
   * size), the presenter laid over the blend whole. A `fade` fades the whole picture, presenter
   * and captions too (the video's end, to black). A zoom over a rounded picture reads its mask
   * from `maskPath` (raw 8-bit gray of the picture's even size).
   */
  motion?: SegmentMotion;
  maskPath?: string;
  crossfadePath?: string;
  /**
   * Decision 181: with a drawn presenter, the frames (at `fps`, from 0) where its pictures, the
   * pages or the captions change. Only these, the motion's frames, the first, the last and one a
   * second are encoded; the others repeat the frame before. Without it every frame is encoded.
   */
  changes?: readonly number[];
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
  if (presenter.kind === 'none') throw new RangeError('No presenter to lay over the slide');
  const fit = `scale=${box.width}:${box.height}:force_original_aspect_ratio=decrease:force_divisible_by=2`;
  if (presenter.kind === 'sprites') return `[1:v]${fit}:out_color_matrix=bt709:out_range=tv,format=yuva420p[presenter]`;
  const crop = presenter.crop ? `crop=${presenter.crop.width}:${presenter.crop.height}:${presenter.crop.x}:${presenter.crop.y},` : '';
  return `[1:v]${crop}${fit},format=yuva420p,setpts=PTS-STARTPTS[presenter]`;
}

/**
 * Decision 171: the background's zoom, from `[still]` to `[background]`, before the presenter is
 * laid over it. `tick`: the zoomed picture steps every `tick` frames of a constant stream and is
 * held between; without it (the stream holds only the frames that change) it is scaled at each
 * frame. Decision 187: then the crossfade into the next slide's opening (`presenterCrossfade`).
 */
function backgroundMotion(
  motion: SegmentMotion,
  options: { width: number; height: number; durationSeconds: number; fps: number; mask: string | undefined; tick: number | undefined; next: string },
): string[] {
  const { width, height, durationSeconds } = options;
  const graph: string[] = [];
  let last = 'still';
  if (motion.zoom) {
    graph.push(
      ...zoomGraph(motion.zoom, {
        width,
        height,
        totalSeconds: durationSeconds,
        input: last,
        output: 'zoomed',
        ...(options.mask && options.tick ? { tick: options.tick } : {}),
        ...(options.mask ? { mask: options.mask } : {}),
      }),
    );
    last = 'zoomed';
  }
  // A slide without the presenter drifts as in a slide video when nothing else would move (decision 171).
  const drift = driftFilters(motion.drift, durationSeconds);
  if (drift.length) {
    graph.push(`[${last}]${drift.join(',')}[drifted]`);
    last = 'drifted';
  }
  if (motion.crossfade) {
    graph.push(
      ...presenterCrossfade(motion.crossfade, { width, height, durationSeconds, fps: options.fps, input: last, next: options.next, output: 'background' })
        .graph,
    );
  } else graph.push(`[${last}]null[background]`);
  return graph;
}

/**
 * Decision 187: the slide behind a presenter crossfades into the next slide's opening still at the
 * slide video's steps (decision 180: `crossfadeBlends` at MOTION_FPS, the same opacities at the
 * same times), each step held over the presenter's frames until the next; after the last step the
 * blend is held to the cut (a 25 fps frame after the last 12.5 fps slot must not show the slide
 * unblended). `frames`: the frames (at `fps`) where the blend changes, to keep (decision 181).
 */
export function presenterCrossfade(
  crossfade: NonNullable<SegmentMotion['crossfade']>,
  options: { width: number; height: number; durationSeconds: number; fps: number; input: string; next: string; output: string },
): { graph: string[]; frames: number[] } {
  const { width, height, durationSeconds, fps, input, next, output } = options;
  const blends = crossfadeBlends(crossfade.seconds, durationSeconds);
  if (blends < 1) return { graph: [`[${input}]null[${output}]`], frames: [] };
  const first = lastSlot(durationSeconds) - blends + 1;
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  const total = segmentFrames(fps, durationSeconds);
  const frames = Array.from({ length: blends }, (_, k) => Math.round(((first + k) * fps) / MOTION_FPS)).filter((f) => f >= 0 && f < total);
  return {
    graph: [
      `[${next}]scale=${width}:${height}:out_color_matrix=bt709:out_range=tv,format=yuva420p,loop=loop=${blends - 1}:size=1,` +
        `setpts=(N+${first})/(${MOTION_FPS}*TB),fade=t=in:st=${round3((first - 1) / MOTION_FPS)}:d=${round3((blends + 1) / MOTION_FPS)}:alpha=1[${output}_next]`,
      `[${input}][${output}_next]overlay=format=yuv420:eof_action=repeat,format=yuv420p[${output}]`,
    ],
    frames,
  };
}

/**
 * One slide segment with its presenter. The background is decoded and converted once, then repeated
 * at `fps` (tpad) for the segment's frames; the presenter changes only where its sprites or clip
 * frames do, and overlay holds each until the next. With a drawn presenter only the frames that
 * change go on past the background (decision 181): each is composed and encoded once. The narration
 * is padded with silence to the segment's length, so audio and video end together and joined
 * segments stay in sync.
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
    presenter.kind === 'none'
      ? []
      : presenter.kind === 'sprites'
        ? ['-f', 'concat', '-safe', '0', '-i', presenter.listPath]
        : ['-c:v', presenter.decoder ?? 'libvpx-vp9', '-i', presenter.path];
  const audioInput = clipAudio ? [] : ['-i', input.audioPath!];
  // Inputs in order: the background, the presenter (unless none), the narration (unless the clip's), then the extras.
  const afterPresenter = presenter.kind === 'none' ? 1 : 2;
  const audioStream = clipAudio ? '1:a:0' : `${afterPresenter}:a:0`;
  const { captions } = input;
  const captionInput = captions ? ['-f', 'concat', '-safe', '0', '-i', captions.listPath] : [];
  const captionIndex = afterPresenter + (clipAudio ? 0 : 1);
  if (captions && (captions.x % 2 || captions.y % 2)) throw new RangeError('Captions are placed at even coordinates (4:2:0 chroma)');

  const motion = input.motion && (input.motion.fade || input.motion.zoom || input.motion.crossfade || input.motion.drift) ? input.motion : undefined;
  const maskRect = zoomNeedsMask(motion, width, height) && motion?.zoom ? evenRect(motion.zoom.rect) : null;
  if (maskRect && !input.maskPath) throw new RangeError('A zoom over a rounded picture needs its mask');
  if (motion?.crossfade && !input.crossfadePath) throw new RangeError('A crossfade needs the next slide’s still');
  const maskInput = maskRect ? ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${maskRect.width}x${maskRect.height}`, '-i', input.maskPath!] : [];
  const maskIndex = captionIndex + (captions ? 1 : 0);
  const mouth = presenter.kind === 'sprites' ? presenter.mouth : undefined;
  if (mouth && (mouth.x % 2 || mouth.y % 2 || box.x % 2 || box.y % 2)) throw new RangeError('The mouth is placed at even coordinates (4:2:0 chroma)');
  const mouthInput = mouth ? ['-f', 'concat', '-safe', '0', '-i', mouth.listPath] : [];
  const mouthIndex = maskIndex + (maskRect ? 1 : 0);
  const nextInput = motion?.crossfade ? ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-i', input.crossfadePath!] : [];
  const nextIndex = mouthIndex + (mouth ? 1 : 0);

  // A still repeated at `fps` for the segment's frames; pages in a list are placed in time first (decision 165).
  const total = segmentFrames(fps, durationSeconds);
  const fades = yuvFades(motion?.fade, durationSeconds, fps);
  const zoomTick = motion?.zoom ? Math.max(1, Math.round(fps / motion.zoom.ticksPerSecond)) : undefined;
  const driftTick = motion?.drift ? Math.max(1, Math.round(fps / motion.drift.ticksPerSecond)) : undefined;
  const blending = motion?.crossfade
    ? presenterCrossfade(motion.crossfade, { width, height, durationSeconds, fps, input: '', next: '', output: '' }).frames
    : [];
  // Decision 181: of a drawn presenter's frames only those that change are composed and encoded;
  // the rest repeat the frame before (their timestamps kept, decision 172). A clip's frames all differ.
  let select = '';
  if (presenter.kind !== 'video' && input.changes) {
    const ticks = (tick: number | undefined) => (tick ? Array.from({ length: Math.ceil(total / tick) }, (_, i) => i * tick) : []);
    const moving = [...ticks(zoomTick), ...ticks(driftTick)];
    select = `,select='${frameSelect(keptFrames([...input.changes, ...fades.frames, ...moving, ...blending], total, fps))}'`;
  }
  const backgroundMoves = Boolean(motion && (motion.zoom || motion.crossfade || motion.drift));
  // Decision 187: a fade (the video's end, to black) takes the whole picture, the presenter with it.
  const composed = fades.filters.length ? '[composed]' : '[video]';
  const graph = [
    `[0:v]scale=${width}:${height}:out_color_matrix=bt709:out_range=tv,format=yuv420p,${background.list ? `fps=${fps},` : ''}tpad=stop=-1:stop_mode=clone,trim=end_frame=${total}${select}[${backgroundMoves ? 'still' : 'background'}]`,
    ...(motion && backgroundMoves
      ? backgroundMotion(motion, {
          width,
          height,
          durationSeconds,
          fps,
          mask: maskRect ? `${maskIndex}:v` : undefined,
          tick: select ? undefined : zoomTick,
          next: `${nextIndex}:v`,
        })
      : []),
    ...(presenter.kind === 'none'
      ? [`[background]null${captions ? '[pictured]' : composed}`]
      : [
          presenterFilter(input),
          `[background][presenter]overlay=x=${box.x}+(${box.width}-overlay_w)/2:y=${box.y}+${box.height}-overlay_h:format=yuv420:eof_action=repeat,format=yuv420p${mouth ? '[figure]' : captions ? '[pictured]' : composed}`,
        ]),
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
    ...(fades.filters.length ? [`[composed]${fades.filters.join(',')}[video]`] : []),
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
    ...nextInput,
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
    // Every MP4 segment of a video at one AAC rate (decision 186): a silent slide's 22.05 kHz between
    // 16 kHz Flite slides would otherwise decode too long once joined by copy, and put the narration
    // after it out of sync. A cloud presenter's clips ask for theirs (48 kHz) for every segment.
    ...(format === 'mp4' ? ['-ar', String(input.audioSampleRate ?? SEGMENT_AAC_RATE)] : []),
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

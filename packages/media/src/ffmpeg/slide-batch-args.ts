/**
 * Decision 210: several slides' segments made by one ffmpeg process. Every ffmpeg (and libvpx)
 * start faults in ~300 MB and loads ~215 libraries (decision 208); a batch pays it once. The
 * slides' stills come on stdin one after another, each slide's own graph (its motion, its
 * crossfade) cut from them by time, the graphs joined into one video encoder and the picture cut
 * back at the slide starts by the segment muxer; each slide's narration is its own audio-only
 * output at its exact length. A batch of one slide is one slide's segment, as before.
 */

import { BT709_TAGS, FFMPEG_PREAMBLE, framesToSend, keyframeTimes, motionGraph, SLIDES_ONLY_CODEC, type TimedFrame, type VideoFormat } from './ffmpeg-args.ts';
import { evenRect, type SegmentMotion, zoomNeedsMask } from './segment-motion.ts';

export interface BatchSlideArgs {
  /** The slide's stills, written to stdin after the previous slide's (and its last one again, framesToSend). */
  frames: TimedFrame[];
  /** The slide's narration (WAV), as long as its frames. */
  audioPath: string;
  motion?: SegmentMotion;
  /** A zoom over a rounded picture: its mask (raw gray of the rect's even size). */
  maskPath?: string;
  /** With `motion.crossfade`: the next slide's opening still (raw RGBA). */
  crossfadePath?: string;
  /** Keyframes from the slide's start; keyframeTimes(frames) by default. */
  keyframes?: number[];
  /** Where the slide's sound goes (an audio-only file of the video's format). */
  soundOutput: string;
}

export interface SlideBatchArgsInput {
  width: number;
  height: number;
  format: VideoFormat;
  slides: BatchSlideArgs[];
  /** The segment muxer's pattern for the pictures: `%d` becomes the slide's place in the batch, from 0. */
  picturePattern: string;
}

/** Input clock of the raw stills: every time is in whole milliseconds. */
const INPUT_RATE = 1000;
/**
 * The concat filter (ffmpeg 5.1) ends a video part at its last frame's time × n / (n − 1), a
 * guess that is seconds off for a slide of a dozen frames. Each part's pictures are therefore
 * squeezed this many times (milliseconds become microseconds) and a silent track of the slide's
 * exact length sets where the next part starts; the times are stretched back after the join.
 */
const SQUEEZE = 1000;

/** A part longer than any video: a batch of one slide is never cut. */
const ONE_PART_SECONDS = 86_400;

/** Each slide's start and length in the batch, whole milliseconds. */
export function batchTimeline(slides: readonly { frames: TimedFrame[] }[]): { offsetsMs: number[]; lengthsMs: number[] } {
  const lengthsMs = slides.map((slide) => Math.round(framesToSend(slide.frames).totalSeconds * 1000));
  const offsetsMs: number[] = [];
  let at = 0;
  for (const length of lengthsMs) {
    offsetsMs.push(at);
    at += length;
  }
  return { offsetsMs, lengthsMs };
}

/**
 * A `setpts` expression (1/1000 time base) giving each still on stdin its start in the batch: the
 * slides' frames as framesToSend sends them, one after another. Runs of equal steps share a term.
 */
export function batchTimestampExpression(slides: readonly { frames: TimedFrame[] }[]): string {
  const { offsetsMs } = batchTimeline(slides);
  const startsMs = slides.flatMap((slide, k) => framesToSend(slide.frames).starts.map((s) => offsetsMs[k]! + Math.round(s * 1000)));
  return piecewise(startsMs, 'N');
}

/** `startsMs[n]` for frame n, as runs of equal steps (an animation's frames, a still's own). */
function piecewise(startsMs: number[], variable: string): string {
  const runs: { first: number; startMs: number; stepMs: number; count: number }[] = [];
  startsMs.forEach((at, i) => {
    const run = runs.at(-1);
    if (run && (run.count === 1 || at - startsMs[i - 1]! === run.stepMs)) {
      run.stepMs = run.count === 1 ? at - run.startMs : run.stepMs;
      run.count += 1;
    } else runs.push({ first: i, startMs: at, stepMs: 0, count: 1 });
  });
  if (!runs.length) return '0';
  const term = (run: (typeof runs)[number]) => (run.count === 1 ? `${run.startMs}` : `${run.startMs}+(${variable}-${run.first})*${run.stepMs}`);
  let expr = term(runs.at(-1)!);
  for (let r = runs.length - 2; r >= 0; r--) expr = `if(lt(${variable},${runs[r + 1]!.first}),${term(runs[r]!)},${expr})`;
  return expr;
}

/** The stretch back after the join: a frame of part k lies at its start + (time − start) × SQUEEZE (microseconds). */
function unsqueeze(offsetsMs: number[]): string {
  const startUs = offsetsMs.map((ms) => ms * 1000);
  const term = (k: number) => `${startUs[k]}+(PTS-${startUs[k]})*${SQUEEZE}`;
  let expr = term(startUs.length - 1);
  for (let k = startUs.length - 2; k >= 0; k--) expr = `if(lt(PTS,${startUs[k + 1]}),${term(k)},${expr})`;
  return expr;
}

const seconds = (ms: number) => String(ms / 1000);

/** The input indices each slide's extra inputs take (after stdin, in argument order). */
function inputIndices(slides: readonly BatchSlideArgs[], width: number, height: number) {
  let next = 1;
  return slides.map((slide) => {
    const audio = next++;
    const mask = zoomNeedsMask(slide.motion, width, height) ? next++ : undefined;
    const still = slide.motion?.crossfade ? next++ : undefined;
    return { audio, mask, still };
  });
}

/** The filter graph: stdin's stills timed, each slide's part cut out and moved, the parts joined into `[video]`. */
export function slideBatchGraph(input: SlideBatchArgsInput): string {
  const { width, height, slides } = input;
  const { offsetsMs, lengthsMs } = batchTimeline(slides);
  const indices = inputIndices(slides, width, height);
  const n = slides.length;
  const raw = n === 1 ? ['[r0]'] : slides.map((_, k) => `[r${k}]`);
  const graph = [`[0:v]settb=1/${INPUT_RATE},setpts='${batchTimestampExpression(slides)}'${n === 1 ? '' : `,split=${n}`}${raw.join('')}`];
  slides.forEach((slide, k) => {
    const startMs = offsetsMs[k]!;
    const lengthMs = lengthsMs[k]!;
    const { starts } = framesToSend(slide.frames);
    const stills = [
      `trim=start_pts=${startMs}:end_pts=${startMs + lengthMs}`,
      'setpts=PTS-STARTPTS',
      // RGBA → BT.709 limited-range 4:2:0, as buildSlideshowArgs converts a slide.
      `scale=${width}:${height}:out_color_matrix=bt709:out_range=tv`,
      'format=yuv420p',
    ];
    const motion = slide.motion && (slide.motion.fade || slide.motion.zoom || slide.motion.drift || slide.motion.crossfade) ? slide.motion : undefined;
    if (motion?.crossfade && indices[k]!.still === undefined) throw new RangeError('A crossfade needs the next slide’s still');
    if (motion)
      graph.push(
        motionGraph(stills, motion, {
          width,
          height,
          starts,
          totalSeconds: lengthMs / 1000,
          next: `${indices[k]!.still}:v`,
          ...(indices[k]!.mask !== undefined ? { mask: `${indices[k]!.mask}:v` } : {}),
          input: `r${k}`,
          label: `s${k}_`,
          output: `m${k}`,
        }),
      );
    else graph.push(`[r${k}]${stills.join(',')}[m${k}]`);
    // Nothing past the slide's end (a motion's last slot), then squeezed (see SQUEEZE).
    graph.push(`[m${k}]trim=end=${seconds(lengthMs)},settb=1/1000000,setpts=PTS/${SQUEEZE}[v${k}]`);
    graph.push(`anullsrc=r=1000:cl=mono,atrim=end_sample=${lengthMs}[d${k}]`);
  });
  graph.push(`${slides.map((_, k) => `[v${k}][d${k}]`).join('')}concat=n=${n}:v=1:a=1[joined][spacers]`);
  graph.push('[spacers]anullsink');
  graph.push(`[joined]setpts='${unsqueeze(offsetsMs)}',settb=1/${INPUT_RATE}[video]`);
  return graph.join(';');
}

/** Keyframes where each slide's stills change, in the batch's time: the segment muxer cuts at the slide starts among them. */
export function batchKeyframes(slides: readonly BatchSlideArgs[]): number[] {
  const { offsetsMs } = batchTimeline(slides);
  return slides.flatMap((slide, k) => (slide.keyframes ?? keyframeTimes(slide.frames)).map((t) => (offsetsMs[k]! + Math.round(t * 1000)) / 1000));
}

export function buildSlideBatchArgs(input: SlideBatchArgsInput): string[] {
  const { width, height, format, slides } = input;
  if (!slides.length) throw new RangeError('A batch needs a slide');
  const { offsetsMs, lengthsMs } = batchTimeline(slides);
  const indices = inputIndices(slides, width, height);
  const extraInputs = slides.flatMap((slide, k) => {
    const mask = indices[k]!.mask !== undefined && slide.motion?.zoom ? evenRect(slide.motion.zoom.rect) : null;
    if (indices[k]!.mask !== undefined && !slide.maskPath) throw new RangeError('A zoom over a rounded picture needs its mask');
    if (indices[k]!.still !== undefined && !slide.crossfadePath) throw new RangeError('A crossfade needs the next slide’s still');
    return [
      '-i',
      slide.audioPath,
      ...(mask ? ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${mask.width}x${mask.height}`, '-i', slide.maskPath!] : []),
      ...(indices[k]!.still !== undefined ? ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-i', slide.crossfadePath!] : []),
    ];
  });
  const container = format === 'mp4' ? ['-movflags', '+faststart'] : [];
  return [
    ...FFMPEG_PREAMBLE,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-r',
    String(INPUT_RATE),
    '-i',
    'pipe:0',
    ...extraInputs,
    '-filter_complex',
    slideBatchGraph(input),
    // The pictures: one encoder, cut at the slide starts (each a forced keyframe), each part from time 0.
    '-map',
    '[video]',
    '-fps_mode',
    'vfr',
    // The encoder would take the motion's 12.5 fps as its clock: a slide starting between two of
    // its ticks would share a tick with the frame before and be dropped.
    '-enc_time_base:v',
    `1/${INPUT_RATE}`,
    ...SLIDES_ONLY_CODEC[format].video,
    '-force_key_frames',
    batchKeyframes(slides).join(','),
    ...BT709_TAGS,
    '-f',
    'segment',
    // One slide is one part: the muxer's own default would cut every 2 s.
    ...(slides.length > 1 ? ['-segment_times', offsetsMs.slice(1).map(seconds).join(',')] : ['-segment_time', String(ONE_PART_SECONDS)]),
    '-reset_timestamps',
    '1',
    '-segment_format',
    format,
    ...(format === 'mp4' ? ['-segment_format_options', 'movflags=+faststart'] : []),
    input.picturePattern,
    // Each slide's sound: its narration alone, at its exact length.
    ...slides.flatMap((slide, k) => [
      '-map',
      `${indices[k]!.audio}:a:0`,
      ...SLIDES_ONLY_CODEC[format].audio,
      '-ac',
      '1',
      '-t',
      seconds(lengthsMs[k]!),
      ...container,
      '-f',
      format,
      slide.soundOutput,
    ]),
  ];
}

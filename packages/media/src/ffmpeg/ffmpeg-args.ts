/**
 * ffmpeg command lines as data: pure builders returning argument arrays, so every encoding choice
 * is unit-tested and visible in one place (decision 053).
 */

import {
  crossfadeGraph,
  driftFilters,
  evenRect,
  fadeFilters,
  MOTION_FPS,
  motionSelect,
  type SegmentMotion,
  zoomGraph,
  zoomNeedsMask,
} from './segment-motion.ts';

export type VideoFormat = 'webm' | 'mp4';

export interface TimedFrame {
  durationSeconds: number;
}

export interface SlideshowArgsInput {
  width: number;
  height: number;
  /** One entry per raw RGBA frame written to stdin, in order: a slide, or one frame of an animation. */
  frames: TimedFrame[];
  /** The narration track (WAV), as long as the frames together. */
  audioPath: string;
  format: VideoFormat;
  output: string;
  /**
   * Omit for variable frame rate: each frame is encoded once and shown for its duration, the
   * fastest file that plays and seeks everywhere. A number forces constant frame rate output.
   */
  fps?: number;
  /** Where the frames come from; stdin by default. */
  input?: string;
  /**
   * Keyframe times; keyframeTimes(frames) by default. Burned-in captions add frames where a cue
   * changes: those stay cheap inter frames, keyframes stay at the slide changes (decision 144).
   */
  keyframes?: number[];
  /**
   * Decision 171: fades and a slow zoom made by ffmpeg from the stills. A zoom over a rounded
   * picture needs `maskPath`, its roundedMask as raw 8-bit gray of the rect's even size.
   */
  motion?: SegmentMotion;
  maskPath?: string;
  /** Decision 180: with `motion.crossfade`, the next slide's opening still, raw RGBA of the frame's size. */
  crossfadePath?: string;
  /** Decision 180: only slide segments join this one (no presenter's): SLIDES_ONLY_CODEC. */
  slidesOnly?: boolean;
}

/** Input clock: frame timestamps are placed with millisecond precision. */
const INPUT_RATE = 1000;

/** Every run: no banner or prompts, overwrite, errors only, progress as key=value lines on stdout (run-ffmpeg reads them). */
export const FFMPEG_PREAMBLE = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'] as const;

/** Start times (seconds, rounded to ms) of each frame, and the total. */
export function frameTimeline(frames: TimedFrame[]): { starts: number[]; totalSeconds: number } {
  const starts: number[] = [];
  let at = 0;
  for (const frame of frames) {
    if (!(frame.durationSeconds > 0)) throw new RangeError('Every frame needs a positive duration');
    starts.push(Math.round(at * 1000) / 1000);
    at += frame.durationSeconds;
  }
  return { starts, totalSeconds: Math.round(at * 1000) / 1000 };
}

/**
 * The frames ffmpeg actually receives: every frame once, plus the last frame again just before the
 * end so players keep showing it until the narration finishes (a lone last frame would otherwise
 * end the video track when it starts).
 */
export function framesToSend(frames: TimedFrame[]): { starts: number[]; totalSeconds: number; repeatLast: boolean } {
  const { starts, totalSeconds } = frameTimeline(frames);
  const closing = Math.round((totalSeconds - 0.001) * 1000) / 1000;
  const repeatLast = frames.length > 0 && closing > (starts.at(-1) ?? 0);
  return { starts: repeatLast ? [...starts, closing] : starts, totalSeconds, repeatLast };
}

/**
 * A `setpts` expression giving input frame N its start time in milliseconds (the filter graph runs
 * at a 1/1000 time base). Consecutive frames of equal duration form one run (an animation at 30 fps
 * is a single run), so the expression stays short for any frame count. `closingSeconds` places the
 * repeated last frame (see framesToSend).
 */
export function timestampExpression(frames: TimedFrame[], closingSeconds?: number): string {
  const runs: { first: number; startMs: number; stepMs: number }[] = [];
  let at = 0;
  frames.forEach((frame, i) => {
    const run = runs.at(-1);
    if (run && i > 0 && frames[i - 1]?.durationSeconds === frame.durationSeconds) {
      run.stepMs = Number((frame.durationSeconds * 1000).toFixed(6));
    } else {
      runs.push({ first: i, startMs: Math.round(at * 1000), stepMs: 0 });
    }
    at += frame.durationSeconds;
  });
  if (closingSeconds !== undefined) runs.push({ first: frames.length, startMs: Math.round(closingSeconds * 1000), stepMs: 0 });
  if (!runs.length) return '0';
  // A fractional step (1/30 s = 33.333 ms) is rounded to whole milliseconds per frame.
  const runExpr = (run: (typeof runs)[number]) =>
    !run.stepMs
      ? `${run.startMs}`
      : Number.isInteger(run.stepMs)
        ? `${run.startMs}+(N-${run.first})*${run.stepMs}`
        : `round(${run.startMs}+(N-${run.first})*${run.stepMs})`;
  let expr = runExpr(runs.at(-1)!);
  for (let r = runs.length - 2; r >= 0; r--) expr = `if(lt(N,${runs[r + 1]!.first}),${runExpr(runs[r]!)},${expr})`;
  return expr;
}

/** Keyframes at every frame that stays on screen a second or more: slide boundaries seek instantly. */
export function keyframeTimes(frames: TimedFrame[]): number[] {
  const { starts } = frameTimeline(frames);
  return starts.filter((_, i) => i === 0 || (frames[i]?.durationSeconds ?? 0) >= 1 || (frames[i - 1]?.durationSeconds ?? 0) >= 1);
}

/** Encoder settings every segment shares, so segments join without re-encoding (avatar-args.ts uses them too). */
export const VIDEO_CODEC: Record<VideoFormat, string[]> = {
  // STACK.md: VP9 is only fast with the realtime deadline, cpu-used 8 and row multithreading.
  // Decision 193: the realtime encoder never looks ahead, yet libvpx allocates (and clears) 25
  // frames of lookahead unless told 0: the same frames, bit for bit, for ~0.07 CPU s less a segment.
  webm: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1', '-lag-in-frames', '0', '-crf', '30', '-b:v', '0'],
  mp4: ['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '20', '-profile:v', 'high'],
};

/** Output colour tags: BT.709 limited range, as the RGBA → YUV conversion writes it. */
export const BT709_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];

export const AUDIO_CODEC: Record<VideoFormat, string[]> = {
  // Opus codes at 48 kHz; speech needs no more than 64 kb/s mono.
  webm: ['-c:a', 'libopus', '-b:a', '64k', '-ar', '48000'],
  // AAC keeps the narration's own rate (22.05 or 24 kHz): half the work of 48 kHz, all of the voice.
  mp4: ['-c:a', 'aac', '-b:a', '96k'],
};

/**
 * Every slide segment's AAC at one rate (decision 186): segments are joined by copy, and AAC
 * decodes each at the rate the first one declares, so a silent slide (22.05 kHz) between Flite
 * slides (16 kHz) played 1.4 × too long and put the narration after it out of sync. 24 kHz keeps
 * every voice's band (the cloud voices speak at 24 kHz).
 */
export const SEGMENT_AAC_RATE = 24000;

/**
 * Decision 180: the settings of a video made of slide segments alone (no presenter segment joins
 * it). H.264 `ultrafast` and AAC's fast coder took half the MP4 segments' encoding time for the
 * same picture (SSIM 0.998 against a lossless encode either way; the file about 1.5 × larger).
 * `ultrafast` writes CAVLC, which cannot join a presenter's CABAC segments by copy, so videos
 * with a presenter keep VIDEO_CODEC. VP9 at other settings measured no faster.
 * Decision 186: Opus takes the narration at its own rate (Opus codes 16 and 24 kHz as they are;
 * 22.05 kHz goes to 24) at complexity 5: a third less CPU than 48 kHz at complexity 10, and
 * closer to the narration (log-spectral distance 1.5 dB against 2.1). Opus always decodes at
 * 48 kHz, so segments of different rates join.
 * Decision 202: x264 on one thread. A segment is about a dozen kept frames, and x264's frame
 * threads (three on two cores, each with its own 1080p buffers) cost more to set up than they
 * share: the six segments of the bench's video 4.70 → 4.09 CPU s (median of seven interleaved
 * pairs), the decoded frames equal on four of six segments and SSIM 0.99998 on the others.
 */
export const SLIDES_ONLY_CODEC: Record<VideoFormat, { video: string[]; audio: string[] }> = {
  webm: { video: VIDEO_CODEC.webm, audio: ['-c:a', 'libopus', '-b:a', '64k', '-compression_level', '5'] },
  mp4: {
    video: ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-crf', '20', '-profile:v', 'high', '-threads:v', '1'],
    audio: ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '96k', '-ar', String(SEGMENT_AAC_RATE)],
  },
};

export function buildSlideshowArgs(input: SlideshowArgsInput): string[] {
  const { width, height, format, fps } = input;
  const { starts, totalSeconds, repeatLast } = framesToSend(input.frames);
  const filters = [
    'settb=1/1000',
    `setpts='${timestampExpression(input.frames, repeatLast ? starts.at(-1) : undefined)}'`,
    // RGBA → BT.709 limited-range 4:2:0, tagged below, so browsers show the slide's exact colours.
    `scale=${width}:${height}:out_color_matrix=bt709:out_range=tv`,
    'format=yuv420p', // STACK.md: convert before fps= so duplicated frames are not converted again
    ...(fps ? [`fps=${fps}`] : []),
  ];
  const motion = input.motion && (input.motion.fade || input.motion.zoom || input.motion.drift || input.motion.crossfade) ? input.motion : undefined;
  const mask = zoomNeedsMask(motion, width, height);
  if (mask && !input.maskPath) throw new RangeError('A zoom over a rounded picture needs its mask');
  const maskRect = mask && motion?.zoom ? evenRect(motion.zoom.rect) : null;
  if (motion?.crossfade && !input.crossfadePath) throw new RangeError('A crossfade needs the next slide’s still');
  const nextInput = maskRect ? 3 : 2;
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
    input.input ?? 'pipe:0',
    '-i',
    input.audioPath,
    ...(maskRect ? ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${maskRect.width}x${maskRect.height}`, '-i', input.maskPath!] : []),
    ...(motion?.crossfade ? ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${width}x${height}`, '-i', input.crossfadePath!] : []),
    '-map',
    motion ? '[video]' : '0:v:0',
    '-map',
    '1:a:0',
    ...(motion
      ? ['-filter_complex', motionGraph(filters, motion, { width, height, starts, totalSeconds, fps, next: `${nextInput}:v` })]
      : ['-vf', filters.join(',')]),
    '-fps_mode',
    fps ? 'cfr' : 'vfr',
    ...(input.slidesOnly ? SLIDES_ONLY_CODEC[format].video : VIDEO_CODEC[format]),
    '-force_key_frames',
    (input.keyframes ?? keyframeTimes(input.frames)).join(','),
    ...BT709_TAGS,
    // A presenter video's slide segment: at the one AAC rate of every segment it joins (decision 186).
    ...(input.slidesOnly ? SLIDES_ONLY_CODEC[format].audio : [...AUDIO_CODEC[format], ...(format === 'mp4' ? ['-ar', String(SEGMENT_AAC_RATE)] : [])]),
    '-ac',
    '1',
    '-t',
    String(totalSeconds),
    ...(format === 'mp4' ? ['-movflags', '+faststart'] : []),
    '-f',
    format,
    input.output,
  ];
}

/**
 * Decision 171: the stills made constant at MOTION_FPS, only the frames that move kept (the still
 * stretches stay one frame each, so a slide costs little more to encode), then zoomed and faded.
 */
function motionGraph(
  stills: string[],
  motion: SegmentMotion,
  options: { width: number; height: number; starts: number[]; totalSeconds: number; fps?: number; next: string },
): string {
  const { width, height, totalSeconds } = options;
  const chain = stills.filter((f) => !f.startsWith('fps='));
  const graph = [`[0:v]${[...chain, `fps=${MOTION_FPS}`, `select='${motionSelect(motion, options.starts, totalSeconds)}'`].join(',')}[stills]`];
  let last = 'stills';
  if (motion.zoom) {
    graph.push(
      ...zoomGraph(motion.zoom, {
        width,
        height,
        totalSeconds,
        input: last,
        output: 'zoomed',
        ...(zoomNeedsMask(motion, width, height) ? { mask: '2:v' } : {}),
      }),
    );
    last = 'zoomed';
  }
  const moved = [...driftFilters(motion.drift, totalSeconds), ...fadeFilters(motion.fade, totalSeconds)];
  const fps = options.fps ? [`fps=${options.fps}`] : [];
  if (motion.crossfade) {
    // Decision 180: the next slide's still laid over the moved frames, so it arrives as its own segment opens.
    if (moved.length) {
      graph.push(`[${last}]${moved.join(',')}[moved]`);
      last = 'moved';
    }
    graph.push(...crossfadeGraph(motion.crossfade, { width, height, totalSeconds, input: last, next: options.next, output: fps.length ? 'blended' : 'video' }));
    if (fps.length) graph.push(`[blended]${fps.join(',')}[video]`);
    return graph.join(';');
  }
  const tail = [...moved, ...fps];
  graph.push(`[${last}]${tail.length ? tail.join(',') : 'null'}[video]`);
  return graph.join(';');
}

/**
 * Joins encoded segments of one format without re-encoding (ffmpeg concat demuxer, `-c copy`):
 * a video re-rendered after one slide changed re-encodes only that slide. `listPath` is a concat
 * list file naming each segment (see concatList), or `pipe:0` for the list on stdin (decision
 * 208: ffmpeg starts, loading its libraries, before the last segment is made, and reads the list
 * when it comes; its entries then name the `file:` protocol, which stdin's reader must allow).
 */
export function buildConcatArgs(input: { listPath: string; format: VideoFormat; output: string }): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...(input.listPath === CONCAT_LIST_ON_STDIN ? ['-protocol_whitelist', 'file,pipe'] : []),
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    input.listPath,
    '-c',
    'copy',
    ...(input.format === 'mp4' ? ['-movflags', '+faststart'] : []),
    '-f',
    input.format,
    input.output,
  ];
}

/** buildConcatArgs's `listPath` for a list written to ffmpeg's stdin (decision 208). */
export const CONCAT_LIST_ON_STDIN = 'pipe:0';

/**
 * The concat demuxer's list file: one quoted path per line (single quotes escaped as the demuxer
 * expects). A list read from stdin names each path with the `file:` protocol: the demuxer
 * resolves an entry against the list's own address, which would make it `pipe:/…`.
 */
export const concatList = (files: string[], options: { onStdin?: boolean } = {}) =>
  `${files.map((f) => `file '${(options.onStdin ? `file:${f}` : f).replace(/'/g, "'\\''")}'`).join('\n')}\n`;

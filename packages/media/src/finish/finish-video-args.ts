/**
 * The final pass of a render (issue 14, decision 144), as data: one ffmpeg run over the joined
 * video that copies the picture, mixes in background music ducked under the narration, writes the
 * chapters and, for MP4, moves the index to the front (faststart) so players start at once.
 */
import { MUSIC_DUCKING, VIDEO_LOUDNESS } from '@lectern/core';
import { AUDIO_CODEC, FFMPEG_PREAMBLE, type VideoFormat } from '../ffmpeg/ffmpeg-args.ts';

/**
 * Containers an uploaded or shipped music file may be read as (ffmpeg `-format_whitelist`): audio
 * files only. Without it a crafted "music" file could be a playlist (HLS, concat) that makes
 * ffmpeg open other files or addresses.
 */
export const MUSIC_DEMUXERS = ['mp3', 'mov', 'mp4', 'm4a', 'wav', 'ogg', 'flac', 'aac', 'matroska', 'webm', 'aiff', 'caf', 'w64', 'wv'] as const;

/** The final mix's sample rate: Opus codes at 48 kHz, and AAC at 48 kHz keeps the music's highs. */
export const MIX_SAMPLE_RATE = 48000;

/**
 * Ducking (decision 144). The narration is first flattened into a key signal at one level
 * (KEY_LEVEL_DB whenever someone speaks, silence otherwise, `compand`), so the music drops by the
 * same MUSIC_DUCKING.reductionDb for a quiet or a loud voice; sidechaincompress then lowers the
 * music by (KEY_LEVEL_DB − THRESHOLD_DB) × (1 − 1/ratio) dB.
 */
export const DUCKING_KEY = {
  levelDb: -6,
  /**
   * sidechaincompress's peak detector follows the key's smoothed absolute value, which sits about
   * this far under the key's peaks for voiced speech (measured: the ducking test in finish-video.test.ts).
   */
  detectorOffsetDb: -4,
  /** Narration quieter than this is a pause (breaths, room tone of uploaded voices). */
  speechFloorDb: -45,
  thresholdDb: -40,
  /** The key holds through the short gaps between words, so the music does not pump. */
  holdSeconds: 0.5,
} as const;

export function duckingRatio(reductionDb: number = MUSIC_DUCKING.reductionDb): number {
  const over = DUCKING_KEY.levelDb + DUCKING_KEY.detectorOffsetDb - DUCKING_KEY.thresholdDb;
  if (!(reductionDb >= 0) || reductionDb >= over) throw new RangeError(`Ducking must be between 0 and ${over} dB`);
  return Math.min(20, 1 / (1 - reductionDb / over));
}

/** Music level: MUSIC_VOLUME percent of the track's own amplitude (25 % ≈ −12 dB). */
export const musicGain = (volume: number) => Math.min(100, Math.max(0, volume)) / 100;

/**
 * Decision 163: the music's gain (linear) when its loudness is known. 100 % plays the track at the
 * video's loudness (VIDEO_LOUDNESS, where the narration is), lower settings that share of its
 * amplitude under it (25 % ≈ 12 dB under the voice), whatever level the track was mastered at.
 * Without a measurement (silent or unmeasured music) the track's own amplitude is the reference.
 */
export function musicLevel(volume: number, musicLufs?: number): number {
  const share = musicGain(volume);
  if (musicLufs === undefined || !Number.isFinite(musicLufs)) return share;
  const toVoiceDb = Math.min(VIDEO_LOUDNESS.maxGainDb, VIDEO_LOUDNESS.integratedLufs - musicLufs);
  return share * 10 ** (toVoiceDb / 20);
}

/**
 * The mix's peak limiter (ffmpeg alimiter on 48 kHz samples): music peaks adding to the voice's
 * must not cross the true-peak ceiling. Set under it by the codecs' headroom and the ~0.5 dB an
 * inter-sample peak can rise over 48 kHz samples; `level=disabled` keeps alimiter from raising the
 * whole mix to the limit.
 */
export const MIX_LIMITER = `alimiter=limit=${(10 ** ((VIDEO_LOUDNESS.truePeakDbtp - VIDEO_LOUDNESS.codecHeadroomDb - 0.5) / 20)).toFixed(4)}:attack=5:release=50:level=disabled`;

export interface FinishArgsInput {
  input: string;
  output: string;
  format: VideoFormat;
  /** The video's length; music is looped or cut to it. */
  durationSeconds: number;
  /** An FFMETADATA1 file of the chapters (see buildChaptersMetadata). */
  chaptersPath?: string;
  /** `lufs`: the music's measured loudness (measureMusicLoudness). */
  music?: { path: string; volume: number; lufs?: number };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The filter graph mixing music under the narration of input 0 with the music as input 1;
 * `musicLufs` is the music's measured loudness (see musicLevel).
 */
export function musicMixGraph(durationSeconds: number, volume: number, musicLufs?: number): string {
  if (!(durationSeconds > 0)) throw new RangeError('The video needs a positive duration');
  const d = round3(durationSeconds);
  const fadeIn = Math.min(MUSIC_DUCKING.fadeInSeconds, d / 4);
  const fadeOut = Math.min(MUSIC_DUCKING.fadeOutSeconds, d / 4);
  const { levelDb, speechFloorDb, thresholdDb, holdSeconds } = DUCKING_KEY;
  const mono = `aresample=${MIX_SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=mono`;
  return [
    `[0:a]${mono},asplit=2[voice][speech]`,
    // Any speech → a steady key level; pauses → silence (points: input dB/output dB).
    `[speech]compand=attacks=0.005:decays=${holdSeconds}:points=-90/-90|${speechFloorDb - 1}/-90|${speechFloorDb}/${levelDb}|0/${levelDb}[key]`,
    `[1:a]${mono},atrim=duration=${d},asetpts=N/SR/TB,volume=${musicLevel(volume, musicLufs).toFixed(4)},` +
      `afade=t=in:d=${round3(fadeIn)},afade=t=out:st=${round3(d - fadeOut)}:d=${round3(fadeOut)}[bed]`,
    `[bed][key]sidechaincompress=threshold=${10 ** (thresholdDb / 20)}:ratio=${round3(duckingRatio())}:attack=${MUSIC_DUCKING.attackMs}:release=${MUSIC_DUCKING.releaseMs}:detection=peak:knee=1[ducked]`,
    // normalize=0: the narration keeps its level; the music only adds to it.
    `[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0:normalize=0,${MIX_LIMITER}[mix]`,
  ].join(';');
}

/**
 * Copied video needs its last frame's length restated: H.264 packets of a variable-frame-rate
 * encode carry no duration, and ffmpeg then guesses the last one as the average frame interval
 * (a 3-slide 18.7 s MP4 was muxed as 24.9 s, its last slide held after the narration; joined
 * WebM segments end ~0.2 s late the same way). Each frame lasts at most until the video's end;
 * the others keep their timing (muxers take it from the next frame's timestamp).
 */
export const lastFrameFilter = (durationSeconds: number) =>
  `setts=pts=PTS:dts=DTS:duration='max(1,min(if(DURATION,DURATION,0.1/TB),${round3(durationSeconds)}/TB-PTS))'`;

export function buildFinishArgs(input: FinishArgsInput): string[] {
  const { format, music, chaptersPath } = input;
  const withMusic = music && musicGain(music.volume) > 0;
  const inputs = ['-i', input.input];
  if (withMusic) inputs.push('-format_whitelist', MUSIC_DEMUXERS.join(','), '-stream_loop', '-1', '-i', music.path);
  const chaptersIndex = withMusic ? 2 : 1;
  if (chaptersPath) inputs.push('-f', 'ffmetadata', '-i', chaptersPath);
  const streams = withMusic
    ? [
        '-filter_complex',
        musicMixGraph(input.durationSeconds, music.volume, music.lufs),
        '-map',
        '0:v:0',
        '-map',
        '[mix]',
        '-c:v',
        'copy',
        ...AUDIO_CODEC[format],
        ...(format === 'mp4' ? ['-ar', String(MIX_SAMPLE_RATE)] : []),
        '-ac',
        '1',
      ]
    : ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'];
  return [
    ...FFMPEG_PREAMBLE,
    ...inputs,
    ...streams,
    '-map_metadata',
    '0',
    '-map_chapters',
    chaptersPath ? String(chaptersIndex) : '-1',
    '-t',
    String(round3(input.durationSeconds)),
    '-bsf:v',
    lastFrameFilter(input.durationSeconds),
    ...(format === 'mp4' ? ['-movflags', '+faststart'] : []),
    '-f',
    format,
    input.output,
  ];
}

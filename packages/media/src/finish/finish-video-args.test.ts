import { MUSIC_DUCKING, VIDEO_LOUDNESS } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import {
  buildFinishArgs,
  DUCKING_KEY,
  duckingRatio,
  lastFrameFilter,
  MIX_LIMITER,
  MUSIC_DEMUXERS,
  musicGain,
  musicLevel,
  musicMixGraph,
} from './finish-video-args.ts';

const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('buildFinishArgs', () => {
  it('without music copies both streams and only writes chapters and the MP4 index first', () => {
    const args = buildFinishArgs({ input: 'in.mp4', output: 'out.mp4', format: 'mp4', durationSeconds: 12.5, chaptersPath: 'ch.txt' });
    expect(valueAfter(args, '-c')).toBe('copy');
    expect(args).not.toContain('-filter_complex');
    expect(args.slice(args.indexOf('-f', args.indexOf('-i')), args.indexOf('-f', args.indexOf('-i')) + 4)).toEqual(['-f', 'ffmetadata', '-i', 'ch.txt']);
    expect(valueAfter(args, '-map_chapters')).toBe('1');
    expect(valueAfter(args, '-movflags')).toBe('+faststart');
    expect(args.at(-1)).toBe('out.mp4');
  });

  it('gives the copied picture its last frame only up to the end of the video', () => {
    const args = buildFinishArgs({ input: 'in.mp4', output: 'out.mp4', format: 'mp4', durationSeconds: 18.7 });
    expect(valueAfter(args, '-bsf:v')).toBe(lastFrameFilter(18.7));
    expect(lastFrameFilter(18.7)).toContain('18.7/TB-PTS');
  });

  it('drops any chapters of the input when there are none, and WebM has no faststart', () => {
    const args = buildFinishArgs({ input: 'in.webm', output: 'out.webm', format: 'webm', durationSeconds: 3 });
    expect(valueAfter(args, '-map_chapters')).toBe('-1');
    expect(args).not.toContain('-movflags');
    expect(valueAfter(args, '-bsf:v')).toBe(lastFrameFilter(3));
  });

  it('with music: reads it only as an audio file, looped, copies the picture and re-encodes the mix', () => {
    const args = buildFinishArgs({
      input: 'in.webm',
      output: 'out.webm',
      format: 'webm',
      durationSeconds: 60,
      chaptersPath: 'ch.txt',
      music: { path: 'music.ogg', volume: 25 },
    });
    const music = args.indexOf('music.ogg');
    expect(args.slice(music - 5, music + 1)).toEqual(['-format_whitelist', MUSIC_DEMUXERS.join(','), '-stream_loop', '-1', '-i', 'music.ogg']);
    expect(MUSIC_DEMUXERS).not.toContain('hls');
    expect(MUSIC_DEMUXERS).not.toContain('concat');
    expect(valueAfter(args, '-map_chapters')).toBe('2');
    expect(valueAfter(args, '-c:v')).toBe('copy');
    expect(valueAfter(args, '-c:a')).toBe('libopus');
    expect(args).toContain('[mix]');
  });

  it('a silent music level means no music pass at all', () => {
    const args = buildFinishArgs({ input: 'a.mp4', output: 'b.mp4', format: 'mp4', durationSeconds: 5, music: { path: 'm.ogg', volume: 0 } });
    expect(args).not.toContain('m.ogg');
  });
});

describe('musicMixGraph', () => {
  const graph = musicMixGraph(100, 40);

  it('cuts the music to the video, sets its level and fades it in and out', () => {
    expect(graph).toContain('atrim=duration=100');
    expect(graph).toContain('volume=0.4000');
    expect(graph).toContain(`afade=t=in:d=${MUSIC_DUCKING.fadeInSeconds}`);
    expect(graph).toContain(`afade=t=out:st=${100 - MUSIC_DUCKING.fadeOutSeconds}:d=${MUSIC_DUCKING.fadeOutSeconds}`);
  });

  it('ducks with the narration as side chain and keeps the narration level (no normalising)', () => {
    expect(graph).toContain('[bed][key]sidechaincompress=');
    expect(graph).toContain(`attack=${MUSIC_DUCKING.attackMs}:release=${MUSIC_DUCKING.releaseMs}`);
    expect(graph).toContain(`[voice][ducked]amix=inputs=2:duration=first:dropout_transition=0:normalize=0,${MIX_LIMITER}[mix]`);
  });

  it('keeps fades inside very short videos', () => {
    expect(musicMixGraph(2, 25)).toContain('afade=t=out:st=1.5:d=0.5');
    expect(() => musicMixGraph(0, 25)).toThrow(RangeError);
  });
});

describe('ducking and level', () => {
  it('chooses the ratio that lowers the music by MUSIC_DUCKING.reductionDb under a steady key', () => {
    const over = DUCKING_KEY.levelDb + DUCKING_KEY.detectorOffsetDb - DUCKING_KEY.thresholdDb;
    expect(over * (1 - 1 / duckingRatio())).toBeCloseTo(MUSIC_DUCKING.reductionDb, 6);
    expect(() => duckingRatio(over + 1)).toThrow(RangeError);
  });

  it('sets measured music to its volume share of the video loudness, whatever it was mastered at (decision 163)', () => {
    // A track mastered at −10 LUFS at 100 % plays at −16 LUFS: 6 dB down; at 25 % another 12 dB.
    expect(20 * Math.log10(musicLevel(100, -10))).toBeCloseTo(VIDEO_LOUDNESS.integratedLufs + 10, 6);
    expect(20 * Math.log10(musicLevel(25, -10))).toBeCloseTo(-6 - 12.04, 2);
    // A quiet track is raised, at most by the cap; unmeasured or silent music keeps its own amplitude.
    expect(20 * Math.log10(musicLevel(100, -28))).toBeCloseTo(12, 6);
    expect(20 * Math.log10(musicLevel(100, -90))).toBeCloseTo(VIDEO_LOUDNESS.maxGainDb, 6);
    expect(musicLevel(40, Number.NEGATIVE_INFINITY)).toBe(0.4);
    expect(musicLevel(40)).toBe(0.4);
    expect(musicMixGraph(100, 100, -10)).toContain(`volume=${(10 ** (-6 / 20)).toFixed(4)},`);
  });

  it('limits the mix under the true-peak ceiling without levelling it up', () => {
    const limit = Number(/limit=([\d.]+)/.exec(MIX_LIMITER)![1]);
    expect(20 * Math.log10(limit)).toBeLessThan(VIDEO_LOUDNESS.truePeakDbtp - VIDEO_LOUDNESS.codecHeadroomDb);
    expect(MIX_LIMITER).toContain('level=disabled');
  });

  it('maps the volume percent to amplitude, clamped', () => {
    expect(musicGain(25)).toBe(0.25);
    expect(musicGain(150)).toBe(1);
    expect(musicGain(-5)).toBe(0);
  });
});

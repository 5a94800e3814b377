import { describe, expect, it } from 'vitest';
import { MUSIC_DEMUXERS } from '../finish/finish-video-args';
import { MUSIC_MEASURE_SECONDS, musicMeasureArgs } from './music-loudness';

describe('musicMeasureArgs', () => {
  it('decodes the music as the mix plays it: audio containers only, looped, cut to the video, at most two minutes', () => {
    const args = musicMeasureArgs('track.ogg', 30);
    expect(args.slice(args.indexOf('-format_whitelist'), args.indexOf('-format_whitelist') + 2)).toEqual(['-format_whitelist', MUSIC_DEMUXERS.join(',')]);
    expect(args.indexOf('-stream_loop')).toBeLessThan(args.indexOf('-i'));
    expect(args[args.indexOf('-t') + 1]).toBe('30');
    expect(musicMeasureArgs('track.ogg', 600)[args.indexOf('-t') + 1]).toBe(String(MUSIC_MEASURE_SECONDS));
    expect(args.slice(-3)).toEqual(['-f', 'f32le', 'pipe:1']);
  });
});

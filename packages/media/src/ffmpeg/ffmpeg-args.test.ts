import { describe, expect, it } from 'vitest';
import {
  buildConcatArgs,
  buildSlideshowArgs,
  CONCAT_LIST_ON_STDIN,
  concatList,
  framesToSend,
  keyframeTimes,
  SEGMENT_AAC_RATE,
  timestampExpression,
} from './ffmpeg-args.ts';

const slides = [{ durationSeconds: 12.5 }, { durationSeconds: 20 }, { durationSeconds: 7.25 }];
const argAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('framesToSend', () => {
  it('places each frame at its start and repeats the last one just before the end', () => {
    expect(framesToSend(slides)).toEqual({ starts: [0, 12.5, 32.5, 39.749], totalSeconds: 39.75, repeatLast: true });
  });
  it('rejects frames without a positive duration', () => {
    expect(() => framesToSend([{ durationSeconds: 0 }])).toThrow(RangeError);
  });
});

describe('timestampExpression', () => {
  const evaluate = (expr: string, n: number) =>
    Function(
      'N',
      'lt',
      'iff',
      'round',
      `return ${expr.replaceAll('if(', 'iff(')};`,
    )(
      n,
      (a: number, b: number) => (a < b ? 1 : 0),
      (c: number, a: number, b: number) => (c ? a : b),
      Math.round,
    ) as number;

  it('gives each input frame its start in milliseconds, the repeated last frame included', () => {
    const { starts } = framesToSend(slides);
    const expr = timestampExpression(slides, starts.at(-1));
    expect(expr).toBe('if(lt(N,1),0,if(lt(N,2),12500,if(lt(N,3),32500,39749)))');
    expect(starts.map((_, n) => evaluate(expr, n))).toEqual([0, 12500, 32500, 39749]);
  });

  it('keeps an animation at a constant rate as one run, exact to the millisecond', () => {
    const frames = [{ durationSeconds: 4 }, ...Array.from({ length: 900 }, () => ({ durationSeconds: 1 / 30 })), { durationSeconds: 6 }];
    const expr = timestampExpression(frames);
    expect(expr).toBe('if(lt(N,1),0,if(lt(N,901),round(4000+(N-1)*33.333333),34000))');
    const { starts } = framesToSend(frames);
    for (const n of [0, 1, 2, 3, 450, 900, 901]) expect(Math.abs(evaluate(expr, n) - Math.round((starts[n] ?? 0) * 1000))).toBeLessThanOrEqual(1);
  });
});

describe('keyframeTimes', () => {
  it('puts keyframes at slide boundaries, not inside animations', () => {
    const frames = [{ durationSeconds: 5 }, ...Array.from({ length: 3 }, () => ({ durationSeconds: 0.5 })), { durationSeconds: 4 }];
    expect(keyframeTimes(frames)).toEqual([0, 5, 6.5]);
  });
});

describe('buildSlideshowArgs', () => {
  const base = { width: 1920, height: 1080, frames: slides, audioPath: '/tmp/n.wav', output: '/tmp/out.webm' } as const;

  it('keeps keyframes at the given slide changes when captions cut slides into more frames', () => {
    const args = buildSlideshowArgs({
      ...base,
      format: 'mp4',
      frames: [{ durationSeconds: 1.5 }, { durationSeconds: 2 }, { durationSeconds: 1.5 }],
      keyframes: [0, 5],
    });
    expect(args[args.indexOf('-force_key_frames') + 1]).toBe('0,5');
  });

  it('reads raw RGBA from stdin once per slide and writes VP9 + Opus WebM', () => {
    const args = buildSlideshowArgs({ ...base, format: 'webm' });
    expect(args.slice(args.indexOf('-f'), args.indexOf('-f') + 10)).toEqual([
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      '1920x1080',
      '-r',
      '1000',
      '-i',
      'pipe:0',
    ]);
    expect(argAfter(args, '-c:v')).toBe('libvpx-vp9');
    expect(args).toEqual(expect.arrayContaining(['-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1']));
    // Decision 193: no lookahead buffers for an encoder that never looks ahead.
    expect(argAfter(args, '-lag-in-frames')).toBe('0');
    expect(argAfter(args, '-c:a')).toBe('libopus');
    expect(argAfter(args, '-fps_mode')).toBe('vfr');
    expect(argAfter(args, '-force_key_frames')).toBe('0,12.5,32.5');
    expect(argAfter(args, '-t')).toBe('39.75');
    expect(argAfter(args, '-progress')).toBe('pipe:1');
    expect(args.slice(-3)).toEqual(['-f', 'webm', '/tmp/out.webm']);
    expect(args).not.toContain('-loop');
  });

  it('writes H.264 + AAC MP4 with faststart and yuv420p before any fps filter', () => {
    const args = buildSlideshowArgs({ ...base, format: 'mp4', output: '/tmp/out.mp4', fps: 30 });
    expect(argAfter(args, '-c:v')).toBe('libx264');
    expect(argAfter(args, '-c:a')).toBe('aac');
    expect(argAfter(args, '-movflags')).toBe('+faststart');
    expect(argAfter(args, '-fps_mode')).toBe('cfr');
    const filters = argAfter(args, '-vf') ?? '';
    expect(filters.indexOf('format=yuv420p')).toBeLessThan(filters.indexOf('fps=30'));
    expect(filters.startsWith("settb=1/1000,setpts='")).toBe(true);
  });
});

describe('slide segments (slidesOnly)', () => {
  const base = { width: 1920, height: 1080, frames: slides, audioPath: '/tmp/n.wav', output: '/tmp/out.webm', format: 'webm' } as const;
  it('code Opus at the narration’s own rate and complexity 5, AAC at one rate for every segment (decision 186)', () => {
    const webm = buildSlideshowArgs({ ...base, slidesOnly: true });
    expect(argAfter(webm, '-c:a')).toBe('libopus');
    expect(argAfter(webm, '-compression_level')).toBe('5');
    expect(webm).not.toContain('-ar');
    const mp4 = buildSlideshowArgs({ ...base, format: 'mp4', output: '/tmp/out.mp4', slidesOnly: true });
    expect(argAfter(mp4, '-c:a')).toBe('aac');
    expect(argAfter(mp4, '-ar')).toBe(String(SEGMENT_AAC_RATE));
  });
  it('run x264 on one thread for a slide video’s segments, and only there (decision 202)', () => {
    const mp4 = buildSlideshowArgs({ ...base, format: 'mp4', output: '/tmp/out.mp4', slidesOnly: true });
    expect(argAfter(mp4, '-threads:v')).toBe('1');
    // A presenter video's slide segment and every VP9 segment keep the encoder's own threads.
    expect(buildSlideshowArgs({ ...base, format: 'mp4', output: '/tmp/out.mp4' })).not.toContain('-threads:v');
    expect(buildSlideshowArgs({ ...base, slidesOnly: true })).not.toContain('-threads:v');
  });
});

describe('buildConcatArgs', () => {
  it('copies segments without re-encoding, with faststart for mp4', () => {
    const webm = buildConcatArgs({ listPath: '/tmp/l.txt', format: 'webm', output: '/tmp/o.webm' });
    expect(webm).toEqual(expect.arrayContaining(['-f', 'concat', '-safe', '0', '-i', '/tmp/l.txt', '-c', 'copy']));
    expect(webm).not.toContain('+faststart');
    expect(webm.slice(-3)).toEqual(['-f', 'webm', '/tmp/o.webm']);
    expect(buildConcatArgs({ listPath: '/tmp/l.txt', format: 'mp4', output: '/tmp/o.mp4' })).toContain('+faststart');
  });
  it('quotes paths for the list file', () => {
    expect(concatList(['/a/b.webm', "/c/it's.webm"])).toBe("file '/a/b.webm'\nfile '/c/it'\\''s.webm'\n");
  });
  it('reads a list from stdin naming its files by the file protocol, which only then is allowed (decision 208)', () => {
    const args = buildConcatArgs({ listPath: CONCAT_LIST_ON_STDIN, format: 'webm', output: '/tmp/o.webm' });
    expect(args.join(' ')).toContain('-protocol_whitelist file,pipe -f concat -safe 0 -i pipe:0');
    expect(buildConcatArgs({ listPath: '/tmp/l.txt', format: 'webm', output: '/tmp/o.webm' })).not.toContain('-protocol_whitelist');
    expect(concatList(['/a/b.webm', "/c/it's.webm"], { onStdin: true })).toBe("file 'file:/a/b.webm'\nfile 'file:/c/it'\\''s.webm'\n");
  });
});

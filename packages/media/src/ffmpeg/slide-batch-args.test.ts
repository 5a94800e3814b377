import { describe, expect, it } from 'vitest';
import { SLIDES_ONLY_CODEC } from './ffmpeg-args.ts';
import { batchKeyframes, batchTimeline, batchTimestampExpression, buildSlideBatchArgs, slideBatchGraph } from './slide-batch-args.ts';

const argAfter = (args: string[], flag: string, from = 0) => args[args.indexOf(flag, from) + 1];
const evaluate = (expr: string, n: number) =>
  Function(
    'N',
    'lt',
    'iff',
    `return ${expr.replaceAll('if(', 'iff(')};`,
  )(
    n,
    (a: number, b: number) => (a < b ? 1 : 0),
    (c: number, a: number, b: number) => (c ? a : b),
  ) as number;

// Three slides of other shapes: two stills and a repeated last frame, one still, an animation of equal steps.
const slides = [
  { frames: [{ durationSeconds: 1.5 }, { durationSeconds: 0.8 }], audioPath: 'a0.wav', soundOutput: 's0.webm' },
  { frames: [{ durationSeconds: 3.05 }], audioPath: 'a1.wav', soundOutput: 's1.webm' },
  { frames: [{ durationSeconds: 2 }, ...Array.from({ length: 4 }, () => ({ durationSeconds: 0.25 }))], audioPath: 'a2.wav', soundOutput: 's2.webm' },
];

describe('batchTimeline', () => {
  it('puts each slide where the slides before it end, in whole milliseconds', () => {
    expect(batchTimeline(slides)).toEqual({ offsetsMs: [0, 2300, 5350], lengthsMs: [2300, 3050, 3000] });
  });
});

describe('batchTimestampExpression', () => {
  it('gives every still on stdin its start in the batch, each slide’s repeated last frame included', () => {
    const expr = batchTimestampExpression(slides);
    // Slide 1: 0, 1500, 2299 (its last still again); slide 2: 2300, 5349; slide 3: 5350, 7350, 7600, 7850, 8100, 8349.
    const expected = [0, 1500, 2299, 2300, 5349, 5350, 7350, 7600, 7850, 8100, 8349];
    expect(expected.map((_, n) => evaluate(expr, n))).toEqual(expected);
  });
});

describe('slideBatchGraph', () => {
  const graph = slideBatchGraph({ width: 320, height: 180, format: 'webm', slides, picturePattern: 'p%d.webm' });
  it('cuts each slide’s stills out of stdin by time and starts them at 0', () => {
    expect(graph).toContain('split=3[r0][r1][r2]');
    expect(graph).toContain('[r1]trim=start_pts=2300:end_pts=5350,setpts=PTS-STARTPTS');
  });
  it('sets where each next slide starts by a silent track of the slide’s exact length, not by its last frame', () => {
    expect(graph).toContain('anullsrc=r=1000:cl=mono,atrim=end_sample=3050[d1]');
    expect(graph).toContain('[v0][d0][v1][d1][v2][d2]concat=n=3:v=1:a=1[joined][spacers]');
    expect(graph).toContain('[m1]trim=end=3.05,settb=1/1000000,setpts=PTS/1000[v1]');
  });
  it('stretches each slide’s squeezed times back from its own start', () => {
    const restore = /\[joined\]setpts='([^']+)'/.exec(graph)?.[1] ?? '';
    const at = (pts: number) =>
      Function(
        'PTS',
        'lt',
        'iff',
        `return ${restore.replaceAll('if(', 'iff(')};`,
      )(
        pts,
        (a: number, b: number) => (a < b ? 1 : 0),
        (c: number, a: number, b: number) => (c ? a : b),
      ) as number;
    // A frame 1.5 s into slide 1, and 0.48 s into slide 2 (squeezed to 480 µs after its start).
    expect(at(1500)).toBe(1_500_000);
    expect(at(2_300_000 + 480)).toBe(2_780_000);
    expect(at(5_350_000 + 2999)).toBe(8_349_000);
  });
  it('needs no split for a batch of one slide', () => {
    const one = slideBatchGraph({ width: 320, height: 180, format: 'webm', slides: [slides[1]!], picturePattern: 'p%d.webm' });
    expect(one).not.toContain('split');
    expect(one).toContain('[r0]trim=start_pts=0:end_pts=3050');
    // Never cut by the segment muxer's own 2-second default.
    const args = buildSlideBatchArgs({ width: 320, height: 180, format: 'webm', slides: [slides[1]!], picturePattern: 'p%d.webm' });
    expect(args).not.toContain('-segment_times');
    expect(argAfter(args, '-segment_time')).toBe('86400');
  });
});

describe('buildSlideBatchArgs', () => {
  const withMotion = [
    { ...slides[0]!, motion: { crossfade: { seconds: 0.5 } }, crossfadePath: 'next0.rgba' },
    {
      ...slides[1]!,
      motion: { zoom: { rect: { x: 100, y: 20, width: 101, height: 80 }, radius: 8, amount: 0.04, ticksPerSecond: 4 } },
      maskPath: 'mask1.gray',
    },
    { ...slides[2]!, motion: { fade: { color: '#000000', inSeconds: 0, outSeconds: 0.5 } } },
  ];
  const args = buildSlideBatchArgs({ width: 320, height: 180, format: 'webm', slides: withMotion, picturePattern: 'work/picture-%d.webm' });
  it('reads the stills on stdin, then each slide’s narration and extra stills in order', () => {
    expect(args.filter((_, i) => args[i - 1] === '-i')).toEqual(['pipe:0', 'a0.wav', 'next0.rgba', 'a1.wav', 'mask1.gray', 'a2.wav']);
    const graph = argAfter(args, '-filter_complex') ?? '';
    expect(graph).toContain('[2:v]scale=320:180');
    expect(graph).toContain('[4:v]format=gray');
  });
  it('cuts the picture at the slide starts, each a keyframe, and keeps times in milliseconds', () => {
    expect(argAfter(args, '-segment_times')).toBe('2.3,5.35');
    expect(argAfter(args, '-force_key_frames')).toBe('0,1.5,2.3,5.35,7.35');
    expect(argAfter(args, '-enc_time_base:v')).toBe('1/1000');
    expect(argAfter(args, '-reset_timestamps')).toBe('1');
    expect(args).toContain('work/picture-%d.webm');
  });
  it('writes each slide’s sound as its own output at its exact length', () => {
    const sound = args.indexOf('s1.webm');
    const output = args.slice(args.lastIndexOf('-map', sound), sound + 1);
    expect(output).toEqual(['-map', '3:a:0', ...SLIDES_ONLY_CODEC.webm.audio, '-ac', '1', '-t', '3.05', '-f', 'webm', 's1.webm']);
  });
  it('writes MP4 parts with their index first', () => {
    const mp4 = buildSlideBatchArgs({ width: 320, height: 180, format: 'mp4', slides, picturePattern: 'p%d.mp4' });
    expect(argAfter(mp4, '-segment_format')).toBe('mp4');
    expect(argAfter(mp4, '-segment_format_options')).toBe('movflags=+faststart');
    expect(mp4).toEqual(expect.arrayContaining([...SLIDES_ONLY_CODEC.mp4.video]));
  });
  it('refuses a crossfade without the next slide’s still', () => {
    expect(() =>
      buildSlideBatchArgs({
        width: 320,
        height: 180,
        format: 'webm',
        slides: [{ ...slides[0]!, motion: { crossfade: { seconds: 0.5 } } }],
        picturePattern: 'p%d.webm',
      }),
    ).toThrow(RangeError);
  });
});

describe('batchKeyframes', () => {
  it('moves each slide’s keyframes by where the slide starts', () => {
    expect(batchKeyframes(slides)).toEqual([0, 1.5, 2.3, 5.35, 7.35]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildAvatarSegmentArgs } from './avatar-args.ts';
import { buildSlideshowArgs } from './ffmpeg-args.ts';
import {
  crossfadeBlends,
  crossfadeGraph,
  driftFilters,
  evenRect,
  fadeColor,
  fadeFilters,
  MOTION_FPS,
  motionSelect,
  roundedMask,
  zoomGraph,
  zoomNeedsMask,
} from './segment-motion.ts';

const argAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1] ?? '';

/** Evaluates a select expression for frame n (eq, lt, gte, mod, not, +). */
const keeps = (expr: string, n: number) =>
  Function(
    'n',
    'eq',
    'lt',
    'gte',
    'mod',
    'not',
    `return ${expr};`,
  )(
    n,
    (a: number, b: number) => Number(a === b),
    (a: number, b: number) => Number(a < b),
    (a: number, b: number) => Number(a >= b),
    (a: number, b: number) => a % b,
    (a: number) => Number(!a),
  ) > 0;

describe('fadeColor', () => {
  it('keeps white, black and greys (the same in BT.601 and BT.709)', () => {
    expect(fadeColor('#ffffff')).toBe('0xffffff');
    expect(fadeColor('#000000')).toBe('0x000000');
    expect(fadeColor('#808080')).toBe('0x808080');
  });
  it('turns a coloured background into the BT.601 colour with the same YUV as BT.709 gives it', () => {
    const hex = fadeColor('#0f0d2e');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(1 + i, 3 + i), 16) / 255) as [number, number, number];
    const y601 = 0.299 * r + 0.587 * g + 0.114 * b;
    const [r7, g7, b7] = [0x0f / 255, 0x0d / 255, 0x2e / 255];
    expect(y601).toBeCloseTo(0.2126 * r7 + 0.7152 * g7 + 0.0722 * b7, 2);
    expect(hex).not.toBe('0x0f0d2e');
  });
  it('refuses what is not a colour', () => {
    expect(() => fadeColor('blue')).toThrow(RangeError);
  });
});

describe('evenRect and roundedMask', () => {
  it('shrinks a rect to even edges', () => {
    expect(evenRect({ x: 1131, y: 360, width: 650, height: 501 })).toEqual({ x: 1132, y: 360, width: 648, height: 500 });
  });
  it('is opaque inside, clear in the corners, and partly covered on the rounded edge', () => {
    const mask = roundedMask(100, 60, 20);
    expect(mask.length).toBe(6000);
    expect(mask[30 * 100 + 50]).toBe(255);
    expect(mask[0]).toBe(0);
    expect(mask[59 * 100 + 99]).toBe(0);
    expect(mask[30 * 100]).toBe(255); // the middle of the left edge is straight
    const edge = [...mask.subarray(5 * 100, 5 * 100 + 20)];
    expect(edge.some((v) => v > 0 && v < 255)).toBe(true);
  });
  it('is all opaque without a radius', () => {
    expect(roundedMask(8, 8, 0).every((v) => v === 255)).toBe(true);
  });
});

describe('motionSelect', () => {
  const fade = { color: '#ffffff', inSeconds: 0.25, outSeconds: 0.25 };
  it('keeps the fades, the start of every still and the last frame, and drops the still stretches', () => {
    const expr = motionSelect({ fade }, [0, 4.013, 7.999], 8);
    const kept = Array.from({ length: 8 * MOTION_FPS }, (_, n) => n).filter((n) => keeps(expr, n));
    expect(MOTION_FPS).toBe(12.5);
    // A quarter-second fade is three frames: the background, two blends, then the slide.
    expect(kept).toEqual([0, 1, 2, 3, 50, 97, 98, 99]);
  });
  it('adds the zoom steps at their rate', () => {
    const expr = motionSelect({ zoom: { rect: { x: 0, y: 0, width: 10, height: 10 }, radius: 0, amount: 0.05, ticksPerSecond: 2.5 } }, [0], 2);
    expect(Array.from({ length: 25 }, (_, n) => n).filter((n) => keeps(expr, n))).toEqual([0, 5, 10, 15, 20, 24]);
  });
});

describe('crossfades (decision 180)', () => {
  it('blends the theme transition in whole frames before the cut, the cut itself being the next slide', () => {
    // 0.3 s is four steps at 12.5 fps: three blends, then the next slide.
    expect(crossfadeBlends(0.3, 20)).toBe(3);
    expect(crossfadeBlends(0.6, 20)).toBe(7);
    // A short slide gives at most 40 % of itself to it, and never less than one blend.
    expect(crossfadeBlends(0.6, 1)).toBe(4);
    expect(crossfadeBlends(0.6, 0.1)).toBe(1);
    expect(crossfadeBlends(0, 20)).toBe(0);
  });
  it('keeps the blended frames and the start of every still, nothing at the start for a transition', () => {
    const expr = motionSelect({ crossfade: { seconds: 0.3 } }, [0, 4.013], 8);
    const kept = Array.from({ length: 8 * MOTION_FPS }, (_, n) => n).filter((n) => keeps(expr, n));
    expect(kept).toEqual([0, 50, 97, 98, 99]);
  });
  it('lays the next slide over the last frames with its opacity rising by equal steps', () => {
    const graph = crossfadeGraph({ seconds: 0.3 }, { width: 1920, height: 1080, totalSeconds: 8, input: 'moved', next: '2:v', output: 'video' });
    expect(graph).toEqual([
      '[2:v]scale=1920:1080:out_color_matrix=bt709:out_range=tv,format=yuva420p,loop=loop=2:size=1,setpts=(N+97)/(12.5*TB),fade=t=in:st=7.68:d=0.32:alpha=1[video_next]',
      '[moved][video_next]overlay=format=yuv420:eof_action=pass:repeatlast=0,format=yuv420p[video]',
    ]);
    // Slot 97 (7.76 s) is a quarter of the next slide, 98 half, 99 three quarters; the cut shows it whole.
    expect((97 / 12.5 - 7.68) / 0.32).toBeCloseTo(0.25, 5);
  });
});

describe('zoomGraph and fadeFilters', () => {
  const zoom = { rect: { x: 1130, y: 360, width: 650, height: 500 }, radius: 24, amount: 0.06, ticksPerSecond: 2 };
  it('zooms a rounded picture through its mask and lays it back where it was', () => {
    const graph = zoomGraph(zoom, { width: 1920, height: 1080, totalSeconds: 12, input: 'in', output: 'out', mask: '2:v' }).join(';');
    expect(graph).toContain('crop=650:500:1130:360');
    expect(graph).toContain("scale=w='trunc(650*(1+0.06*min(t/12,1))/2)*2':h='trunc(500*(1+0.06*min(t/12,1))/2)*2':eval=frame");
    expect(graph).toContain('[2:v]format=gray');
    expect(graph).toContain('alphamerge');
    expect(graph).toMatch(/overlay=1130:360:.*\[out\]$/);
  });
  it('scales the whole frame without a mask when the rect is the frame', () => {
    const whole = { ...zoom, rect: { x: 0, y: 0, width: 1920, height: 1080 }, radius: 0 };
    expect(zoomNeedsMask({ zoom: whole }, 1920, 1080)).toBe(false);
    expect(zoomGraph(whole, { width: 1920, height: 1080, totalSeconds: 10, input: 'in', output: 'out', tick: 12 })).toEqual([
      "[in]select='not(mod(n,12))',scale=w='trunc(1920*(1+0.06*min(t/10,1))/2)*2':h='trunc(1080*(1+0.06*min(t/10,1))/2)*2':eval=frame,crop=1920:1080:(iw-1920)/2:(ih-1080)/2:exact=1[out]",
    ]);
  });
  it('fades in from the colour at the start and out to it at the end', () => {
    expect(fadeFilters({ color: '#ffffff', inSeconds: 0.24, outSeconds: 0.3 }, 10)).toEqual([
      'fade=t=in:st=0:d=0.24:c=0xffffff',
      // Whole frames at 12.5 fps: 0.3 s is four.
      'fade=t=out:st=9.68:d=0.32:c=0xffffff',
      'format=yuv420p',
    ]);
    expect(fadeFilters(undefined, 10)).toEqual([]);
  });
});

describe('driftFilters', () => {
  it('starts with the slide in its place and shifts it left and up by whole pixels, repeating its edges', () => {
    expect(driftFilters({ pixels: 5, ticksPerSecond: 0.5 }, 20)).toEqual([
      'pad=iw+10:ih+10:0:0',
      'fillborders=right=10:bottom=10:mode=smear',
      "crop=iw-10:ih-10:x='round(10*min(t/20,1))':y='round(5*min(t/20,1))':exact=1",
    ]);
    expect(driftFilters(undefined, 20)).toEqual([]);
  });
  it('steps at its rate', () => {
    const expr = motionSelect({ drift: { pixels: 5, ticksPerSecond: 0.5 } }, [0], 6);
    expect(Array.from({ length: 75 }, (_, n) => n).filter((n) => keeps(expr, n))).toEqual([0, 25, 50, 74]);
  });
});

describe('buildSlideshowArgs with motion', () => {
  const base = {
    width: 1920,
    height: 1080,
    frames: [{ durationSeconds: 6 }, { durationSeconds: 4 }],
    audioPath: '/tmp/n.wav',
    format: 'webm' as const,
    output: '/tmp/o.webm',
  };
  const fade = { color: '#ffffff', inSeconds: 0.25, outSeconds: 0.25 };
  const zoom = { rect: { x: 1130, y: 360, width: 650, height: 500 }, radius: 24, amount: 0.06, ticksPerSecond: 2 };

  it('makes the stills constant, keeps the moving frames, then fades: one graph, the video from its end', () => {
    const args = buildSlideshowArgs({ ...base, motion: { fade } });
    const graph = argAfter(args, '-filter_complex');
    expect(args).not.toContain('-vf');
    expect(graph.startsWith("[0:v]settb=1/1000,setpts='")).toBe(true);
    expect(graph).toContain(`format=yuv420p,fps=${MOTION_FPS},select='`);
    expect(graph.endsWith('[stills];[stills]fade=t=in:st=0:d=0.24:c=0xffffff,fade=t=out:st=9.76:d=0.24:c=0xffffff,format=yuv420p[video]')).toBe(true);
    expect(args.slice(args.indexOf('-map'), args.indexOf('-map') + 4)).toEqual(['-map', '[video]', '-map', '1:a:0']);
    // Still one keyframe per slide, variable frame rate.
    expect(argAfter(args, '-force_key_frames')).toBe('0,6');
    expect(argAfter(args, '-fps_mode')).toBe('vfr');
  });

  it('reads the picture mask as a third input, of the picture’s even size', () => {
    const args = buildSlideshowArgs({ ...base, motion: { fade, zoom }, maskPath: '/tmp/mask.gray' });
    const third = args.indexOf('/tmp/mask.gray');
    expect(args.slice(third - 7, third + 1)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', '650x500', '-i', '/tmp/mask.gray']);
    expect(argAfter(args, '-filter_complex')).toContain('[2:v]format=gray');
    expect(() => buildSlideshowArgs({ ...base, motion: { zoom } })).toThrow(/mask/);
  });

  it('reads the next slide as another raw input and blends it in after the drift, with no fade', () => {
    const drift = { pixels: 2, ticksPerSecond: 0.4 };
    const args = buildSlideshowArgs({ ...base, motion: { crossfade: { seconds: 0.4 }, drift }, crossfadePath: '/tmp/next.rgba' });
    const graph = argAfter(args, '-filter_complex');
    const at = args.indexOf('/tmp/next.rgba');
    expect(args.slice(at - 7, at + 1)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', '1920x1080', '-i', '/tmp/next.rgba']);
    expect(graph).toContain('[2:v]scale=1920:1080');
    expect(graph.indexOf('[moved][video_next]overlay')).toBeGreaterThan(graph.indexOf('crop=iw-4'));
    expect(graph).not.toContain('c=0x');
    // With a rounded picture's mask the next slide is the fourth input.
    const masked = buildSlideshowArgs({ ...base, motion: { crossfade: { seconds: 0.4 }, zoom }, maskPath: '/tmp/m.gray', crossfadePath: '/tmp/next.rgba' });
    expect(argAfter(masked, '-filter_complex')).toContain('[3:v]scale=1920:1080');
    expect(() => buildSlideshowArgs({ ...base, motion: { crossfade: { seconds: 0.4 } } })).toThrow(RangeError);
  });

  it('is unchanged without motion', () => {
    const args = buildSlideshowArgs({ ...base, motion: {} });
    expect(args).toContain('-vf');
    expect(argAfter(args, '-map')).toBe('0:v:0');
  });
});

describe('buildAvatarSegmentArgs with motion', () => {
  const base = {
    width: 1920,
    height: 1080,
    background: { path: '/w/background.png' },
    presenter: { kind: 'sprites' as const, listPath: '/w/presenter.ffconcat' },
    box: { x: 1200, y: 200, width: 720, height: 800 },
    audioPath: '/w/narration.wav',
    durationSeconds: 20,
    fps: 25,
    format: 'webm' as const,
    output: '/w/out.webm',
  };
  const zoom = { rect: { x: 100, y: 300, width: 650, height: 500 }, radius: 24, amount: 0.06, ticksPerSecond: 2 };

  it('zooms the slide behind the presenter and crossfades it into the next, then lays the presenter over it untouched (decision 187)', () => {
    const args = buildAvatarSegmentArgs({ ...base, motion: { crossfade: { seconds: 0.5 }, zoom }, maskPath: '/w/mask.gray', crossfadePath: '/w/next.rgba' });
    const graph = argAfter(args, '-filter_complex');
    // The mask follows the narration (inputs: background, presenter, narration, mask, the next slide).
    expect(args.indexOf('/w/mask.gray')).toBeGreaterThan(args.indexOf('/w/narration.wav'));
    expect(graph).toContain('[3:v]format=gray');
    expect(graph).toContain('[4:v]scale=1920:1080');
    // The picture steps twice a second at 25 fps and is held between steps.
    expect(graph).toContain("crop=650:500:100:300,select='not(mod(n,13))'");
    const presenter = graph.indexOf('[background][presenter]overlay');
    // The next slide is laid over the zoomed slide before the presenter is laid over both.
    expect(graph.lastIndexOf('[zoomed][background_next]overlay', presenter)).toBeGreaterThan(0);
    expect(graph.slice(presenter)).not.toMatch(/fade|lutyuv|scale=w=/);
  });

  it('counts the mask after the burned-in captions', () => {
    const args = buildAvatarSegmentArgs({ ...base, captions: { listPath: '/w/c.ffconcat', x: 100, y: 900 }, motion: { zoom }, maskPath: '/w/mask.gray' });
    expect(argAfter(args, '-filter_complex')).toContain('[4:v]format=gray');
  });

  it('is unchanged without motion', () => {
    expect(buildAvatarSegmentArgs({ ...base, motion: {} })).toEqual(buildAvatarSegmentArgs(base));
  });
});

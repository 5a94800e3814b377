import { describe, expect, it } from 'vitest';
import { AVATAR_FPS, buildAvatarSegmentArgs, segmentFrames, spriteConcatList } from './avatar-args.ts';
import { buildSlideshowArgs, VIDEO_CODEC } from './ffmpeg-args.ts';
import { frameSelect } from './kept-frames.ts';

const argAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];
const box = { x: 1200, y: 200, width: 720, height: 800 };
const base = {
  width: 1920,
  height: 1080,
  background: { path: '/w/background.png' },
  presenter: { kind: 'sprites' as const, listPath: '/w/presenter.ffconcat' },
  box,
  audioPath: '/w/narration.wav',
  durationSeconds: 20.5,
  fps: 12.5,
  output: '/w/out.webm',
};

describe('spriteConcatList', () => {
  it('places each run at its first frame, repeats the last entry, reads images on a millisecond clock', () => {
    const list = spriteConcatList(
      [
        { file: '/w/state-0.png', frames: 3 },
        { file: '/w/state-1.png', frames: 1 },
        { file: "/w/it's.pam", frames: 2 },
      ],
      12.5,
    );
    expect(list).toBe(
      [
        'ffconcat version 1.0',
        "file '/w/state-0.png'",
        'option framerate 1000',
        'duration 0.240',
        "file '/w/state-1.png'",
        'option framerate 1000',
        'duration 0.080',
        "file '/w/it'\\''s.pam'",
        'option framerate 1000',
        'duration 0.160',
        "file '/w/it'\\''s.pam'",
        'option framerate 1000',
        '',
      ].join('\n'),
    );
  });

  it('floors starts to the millisecond at rates that do not divide it, so no change shows a frame late', () => {
    const runs = Array.from({ length: 15 }, (_, i) => ({ file: `/w/${i}.png`, frames: 1 }));
    const durations = [...spriteConcatList(runs, 15).matchAll(/duration (\S+)/g)].map((m) => Number(m[1]));
    let at = 0;
    durations.forEach((d, i) => {
      expect(at * 1000).toBeLessThanOrEqual((i * 1000) / 15);
      expect(at * 1000).toBeGreaterThan((i * 1000) / 15 - 1);
      at = Math.round((at + d) * 1000) / 1000;
    });
    expect(at).toBe(1);
  });

  it('refuses an empty presenter and partial frames', () => {
    expect(() => spriteConcatList([], 25)).toThrow(RangeError);
    expect(() => spriteConcatList([{ file: 'a', frames: 0.5 }], 25)).toThrow(RangeError);
  });
});

describe('buildAvatarSegmentArgs', () => {
  it('repeats the still background at the presenter rate and overlays the sprites in the box', () => {
    const args = buildAvatarSegmentArgs({ ...base, format: 'webm' });
    expect(args.slice(args.indexOf('-framerate'), args.indexOf('-framerate') + 4)).toEqual(['-framerate', '12.5', '-i', '/w/background.png']);
    expect(args.join(' ')).toContain('-f concat -safe 0 -i /w/presenter.ffconcat -i /w/narration.wav');
    const graph = argAfter(args, '-filter_complex')!;
    // 20.5 s at 12.5 fps: 257 frames, the last starting at 20.48 s.
    expect(graph).toContain('tpad=stop=-1:stop_mode=clone,trim=end_frame=257[background]');
    expect(graph).toContain('[1:v]scale=720:800:force_original_aspect_ratio=decrease');
    expect(graph).toContain('format=yuva420p[presenter]');
    expect(graph).toContain('overlay=x=1200+(720-overlay_w)/2:y=200+800-overlay_h:format=yuv420:eof_action=repeat');
    expect(graph).toContain('[2:a:0]apad[audio]');
    expect(args).toEqual(expect.arrayContaining(['-map', '[video]', '-map', '[audio]']));
    expect(argAfter(args, '-fps_mode')).toBe('passthrough');
    expect(argAfter(args, '-enc_time_base:v')).toBe('1/1000');
    expect(argAfter(args, '-t')).toBe('20.5');
    expect(args.slice(-3)).toEqual(['-f', 'webm', '/w/out.webm']);
  });

  it('moves at 25 fps and composes and encodes only the frames that change, always the first and last, one a second at least (decisions 172, 181)', () => {
    expect(AVATAR_FPS).toBe(25);
    expect(segmentFrames(25, 20.5)).toBe(513);
    expect(segmentFrames(25, 20.48)).toBe(512);
    const graph = argAfter(buildAvatarSegmentArgs({ ...base, fps: 25, changes: [3, 4, 5, 40, 41, 700], format: 'webm' }), '-filter_complex')!;
    // Kept before the presenter is laid over: 0, the changes, every 25th frame across a gap, the last (512); 700 is past the end.
    const kept = [0, 3, 4, 5, 30, 40, 41, ...Array.from({ length: 18 }, (_, i) => 66 + 25 * i), 512];
    expect(graph).toContain(`trim=end_frame=513,select='${frameSelect(kept)}'[background]`);
    expect(graph).not.toContain('mpdecimate');
    // Without the changes every frame is encoded; a clip's frames all change: nothing is dropped.
    expect(argAfter(buildAvatarSegmentArgs({ ...base, fps: 25, format: 'webm' }), '-filter_complex')).not.toContain('select');
    const clip = argAfter(
      buildAvatarSegmentArgs({ ...base, fps: 25, changes: [3], presenter: { kind: 'video', path: '/w/clip.webm' }, format: 'webm' }),
      '-filter_complex',
    )!;
    expect(clip).not.toContain('select');
  });

  it('fades the whole picture, presenter and all, on its 4:2:0 frames, only the faded frames, which are kept (decisions 181, 187)', () => {
    const motion = { fade: { color: '#ffffff', inSeconds: 0.16, outSeconds: 0.16 } };
    const graph = argAfter(buildAvatarSegmentArgs({ ...base, fps: 25, changes: [], motion, format: 'webm' }), '-filter_complex')!;
    // No conversion to RGB and back: no `fade` filter, no 4:4:4.
    expect(graph).not.toMatch(/fade=|yuv444p|gbrp/);
    // 0.16 s at 25 fps: frames 0–3 fade in, 509–512 fade out; white is Y 235, Cb and Cr 128.
    expect(graph).toContain("[composed]lutyuv=y='val+(235-val)*1+0.5':u='val+(128-val)*1+0.5':v='val+(128-val)*1+0.5':enable='between(t,-0.0200,0.0200)',");
    // After the presenter is laid over the slide: the video's end takes the presenter with it.
    expect(graph.indexOf('[presenter]overlay')).toBeLessThan(graph.indexOf('[composed]lutyuv'));
    expect(graph.match(/lutyuv=/g)).toHaveLength(8);
    expect(graph).toContain(`select='${frameSelect([0, 1, 2, 3, ...Array.from({ length: 20 }, (_, i) => 28 + 25 * i), 509, 510, 511, 512])}'`);
  });

  it('crossfades the slide behind the presenter into the next slide at the slide video’s steps, each kept (decision 187)', () => {
    const motion = { crossfade: { seconds: 0.5 } };
    const args = buildAvatarSegmentArgs({ ...base, fps: 25, changes: [], motion, crossfadePath: '/w/next.rgba', format: 'webm' });
    // The next slide's still is the last input, raw RGBA of the frame.
    expect(args.join(' ')).toContain('-i /w/narration.wav -f rawvideo -pix_fmt rgba -s 1920x1080 -i /w/next.rgba -filter_complex');
    const graph = argAfter(args, '-filter_complex')!;
    // 20.5 s: the last 12.5 fps slot is 256; five blends at slots 252–256, 1/6 … 5/6, as a slide video's.
    expect(graph).toContain(
      '[3:v]scale=1920:1080:out_color_matrix=bt709:out_range=tv,format=yuva420p,loop=loop=4:size=1,setpts=(N+252)/(12.5*TB),fade=t=in:st=20.08:d=0.48:alpha=1[background_next]',
    );
    // Held after its last step (no 25 fps frame shows the slide unblended before the cut), under the presenter.
    expect(graph).toContain('[still][background_next]overlay=format=yuv420:eof_action=repeat,format=yuv420p[background]');
    expect(graph.indexOf('[background]')).toBeLessThan(graph.indexOf('[background][presenter]overlay'));
    // Each step's first 25 fps frame is kept: 504, 506 … 512.
    expect(graph).toContain(`select='${frameSelect([0, ...Array.from({ length: 20 }, (_, i) => 25 + 25 * i), 504, 506, 508, 510, 512])}'`);
    expect(() => buildAvatarSegmentArgs({ ...base, fps: 25, motion, format: 'webm' })).toThrow(RangeError);
  });

  it('lays the mouth pictures over the figure at their place in the box (decision 172)', () => {
    const presenter = { kind: 'sprites' as const, listPath: '/w/state.ffconcat', mouth: { listPath: '/w/mouth.ffconcat', x: 300, y: 348 } };
    const args = buildAvatarSegmentArgs({ ...base, fps: 25, presenter, format: 'webm' });
    // Inputs: background, figures, narration, then the mouths.
    expect(args.join(' ')).toContain('-i /w/narration.wav -f concat -safe 0 -i /w/mouth.ffconcat');
    const graph = argAfter(args, '-filter_complex')!;
    expect(graph).toContain('format=yuv420p[figure]');
    expect(graph).toContain('[3:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[mouth]');
    expect(graph).toContain('[figure][mouth]overlay=x=1500:y=548:format=yuv420:eof_action=repeat,format=yuv420p[video]');
    expect(() => buildAvatarSegmentArgs({ ...base, presenter: { ...presenter, mouth: { ...presenter.mouth, x: 301 } }, format: 'webm' })).toThrow(RangeError);
  });

  it('encodes exactly like the slide segments, so both join without re-encoding', () => {
    for (const format of ['webm', 'mp4'] as const) {
      const avatar = buildAvatarSegmentArgs({ ...base, format, output: `/w/out.${format}` });
      const slides = buildSlideshowArgs({
        width: 1920,
        height: 1080,
        frames: [{ durationSeconds: 20.5 }],
        audioPath: '/w/n.wav',
        format,
        output: `/w/s.${format}`,
      });
      const from = (args: string[], flag: string, count: number) => args.slice(args.indexOf(flag), args.indexOf(flag) + count);
      expect(from(avatar, '-c:v', VIDEO_CODEC[format].length)).toEqual(from(slides, '-c:v', VIDEO_CODEC[format].length));
      expect(from(avatar, '-colorspace', 8)).toEqual(from(slides, '-colorspace', 8));
      expect(from(avatar, '-c:a', 6)).toEqual(from(slides, '-c:a', 6));
      expect(argAfter(avatar, '-ac')).toBe('1');
      expect(argAfter(avatar, '-filter_complex')).toContain('out_color_matrix=bt709:out_range=tv,format=yuv420p');
    }
    const mp4 = buildAvatarSegmentArgs({ ...base, format: 'mp4', output: '/w/out.mp4', audioSampleRate: 22050 });
    expect(argAfter(mp4, '-ar')).toBe('22050');
    // Without a rate asked for, every MP4 segment (a silent slide's 22.05 kHz, Flite's 16 kHz) is coded at one rate, so they join in sync.
    expect(argAfter(buildAvatarSegmentArgs({ ...base, format: 'mp4', output: '/w/out.mp4' }), '-ar')).toBe('24000');
    expect(mp4).toEqual(expect.arrayContaining(['-movflags', '+faststart']));
  });

  it('reads a raw RGBA background', () => {
    const args = buildAvatarSegmentArgs({ ...base, background: { path: '/w/background.rgba', raw: true }, format: 'webm' });
    expect(args.join(' ')).toContain('-f rawvideo -pix_fmt rgba -s 1920x1080 -framerate 12.5 -i /w/background.rgba');
  });

  it('composites a clip with alpha, decoded by libvpx, with its own audio when asked', () => {
    const clip = { kind: 'video' as const, path: '/w/azure.webm', crop: { x: 560, y: 0, width: 800, height: 1080 }, useAudio: true };
    const args = buildAvatarSegmentArgs({ ...base, audioPath: undefined, presenter: clip, box: { x: 1460, y: 600, width: 420, height: 480 }, format: 'webm' });
    expect(args.join(' ')).toContain('-c:v libvpx-vp9 -i /w/azure.webm -filter_complex');
    const graph = argAfter(args, '-filter_complex')!;
    expect(graph).toContain(
      '[1:v]crop=800:1080:560:0,scale=420:480:force_original_aspect_ratio=decrease:force_divisible_by=2,format=yuva420p,setpts=PTS-STARTPTS[presenter]',
    );
    expect(graph).toContain('[1:a:0]apad[audio]');
    expect(args.filter((a) => a === '-i')).toHaveLength(2);

    const narrated = buildAvatarSegmentArgs({ ...base, presenter: { kind: 'video', path: '/w/azure.webm' }, format: 'webm' });
    expect(argAfter(narrated, '-filter_complex')).toContain('[2:a:0]apad[audio]');
  });

  it('makes a slide without its presenter as the presenter’s segments are, so MP4 segments share one time base and join (decision 187)', () => {
    const args = buildAvatarSegmentArgs({ ...base, fps: 25, changes: [40], presenter: { kind: 'none' }, format: 'mp4' });
    // Inputs: the background, then the narration; no presenter, nothing laid over the slide.
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
    const graph = argAfter(args, '-filter_complex')!;
    expect(graph).toContain('[background]null[video]');
    expect(graph).toContain('[1:a:0]apad[audio]');
    expect(graph).not.toContain('overlay');
    expect(graph).toContain(`select='${frameSelect([0, 25, 40, ...Array.from({ length: 18 }, (_, i) => 65 + 25 * i), 512])}'`);
    expect(argAfter(args, '-enc_time_base:v')).toBe('1/1000');
    expect(args.join(' ')).toContain(VIDEO_CODEC.mp4.join(' '));
  });

  it('drifts a slide without its presenter as a slide video does, keeping each step (decision 171)', () => {
    const drift = { pixels: 8, ticksPerSecond: 0.3 };
    const graph = argAfter(
      buildAvatarSegmentArgs({ ...base, fps: 25, changes: [], presenter: { kind: 'none' }, motion: { drift }, format: 'webm' }),
      '-filter_complex',
    )!;
    expect(graph).toContain('[still]pad=iw+16:ih+16:0:0,fillborders=right=16:bottom=16:mode=smear,crop=iw-16:ih-16');
    expect(graph).toContain('[drifted]null[background]');
    // A step every 83 frames at 25 fps (0.3 a second): frame 83 is kept, which no other rule keeps.
    expect(graph).toContain('eq(n,83)');
  });

  it('refuses a segment without sound or length', () => {
    expect(() => buildAvatarSegmentArgs({ ...base, audioPath: undefined, format: 'webm' })).toThrow(RangeError);
    expect(() => buildAvatarSegmentArgs({ ...base, durationSeconds: 0, format: 'webm' })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { alphaBounds, blendCaption, captionConcatList, captionSpans, placeCaption, splitFramesAtCaptions, trimCaption, unionRect } from './burned-captions.ts';

describe('captionSpans', () => {
  it('covers the segment back to back, blanks between cues', () => {
    const spans = captionSpans(
      [
        { startSeconds: 0.5, endSeconds: 2 },
        { startSeconds: 2.5, endSeconds: 4 },
      ],
      5,
    );
    expect(spans).toEqual([
      { startMs: 0, endMs: 500, caption: -1 },
      { startMs: 500, endMs: 2000, caption: 0 },
      { startMs: 2000, endMs: 2500, caption: -1 },
      { startMs: 2500, endMs: 4000, caption: 1 },
      { startMs: 4000, endMs: 5000, caption: -1 },
    ]);
  });

  it('sorts cues, cuts an overlapping cue where the next begins and clips to the segment', () => {
    const spans = captionSpans(
      [
        { startSeconds: 3, endSeconds: 9 },
        { startSeconds: -1, endSeconds: 3.5 },
        { startSeconds: 4, endSeconds: 4 },
        { startSeconds: Number.NaN, endSeconds: 2 },
      ],
      6,
    );
    expect(spans).toEqual([
      { startMs: 0, endMs: 3000, caption: 1 },
      { startMs: 3000, endMs: 6000, caption: 0 },
    ]);
  });

  it('is one blank span without cues', () => {
    expect(captionSpans([], 2.25)).toEqual([{ startMs: 0, endMs: 2250, caption: -1 }]);
  });
});

describe('splitFramesAtCaptions', () => {
  it('cuts a still slide where cues start and end, keeping the total', () => {
    const pieces = splitFramesAtCaptions([{ durationSeconds: 5 }], captionSpans([{ startSeconds: 1, endSeconds: 3 }], 5));
    expect(pieces).toEqual([
      { frame: 0, caption: -1, durationSeconds: 1 },
      { frame: 0, caption: 0, durationSeconds: 2 },
      { frame: 0, caption: -1, durationSeconds: 2 },
    ]);
  });

  it('leaves frames no cue boundary falls in untouched (animation frames stay one run)', () => {
    const frames = [...Array.from({ length: 6 }, () => ({ durationSeconds: 1 / 30 })), { durationSeconds: 2.8 }];
    const total = frames.reduce((s, f) => s + f.durationSeconds, 0);
    const pieces = splitFramesAtCaptions(frames, captionSpans([{ startSeconds: 0, endSeconds: 1.5 }], total));
    expect(pieces.slice(0, 6).every((p) => p.durationSeconds === 1 / 30 && p.caption === 0)).toBe(true);
    expect(pieces.slice(6).map((p) => [p.frame, p.caption])).toEqual([
      [6, 0],
      [6, -1],
    ]);
    expect(pieces.reduce((s, p) => s + p.durationSeconds, 0)).toBeCloseTo(total, 9);
    expect(pieces[6]!.durationSeconds).toBeCloseTo(1.3, 9);
  });
});

const W = 8;
const H = 6;
const image = (pixels: [number, number, number][]) => {
  const rgba = new Uint8Array(W * H * 4);
  for (const [x, y, a] of pixels) rgba.set([255, 255, 255, a], (y * W + x) * 4);
  return rgba;
};

describe('caption pixels', () => {
  it('finds the visible pixels, on even edges', () => {
    expect(alphaBounds(image([[3, 1, 255]]), W, H)).toEqual({ x: 2, y: 0, width: 2, height: 2 });
    expect(
      alphaBounds(
        image([
          [1, 2, 10],
          [4, 4, 200],
        ]),
        W,
        H,
      ),
    ).toEqual({ x: 0, y: 2, width: 6, height: 4 });
    expect(alphaBounds(image([]), W, H)).toBeNull();
    expect(() => alphaBounds(new Uint8Array(10), W, H)).toThrow(RangeError);
  });

  it('blends a trimmed caption over a copy of the frame', () => {
    const frame = new Uint8Array(W * H * 4).fill(0);
    for (let i = 3; i < frame.length; i += 4) frame[i] = 255;
    const caption = trimCaption(
      image([
        [2, 2, 255],
        [3, 2, 128],
      ]),
      W,
      H,
    )!;
    const out = blendCaption(frame, W, caption);
    expect([...out.subarray((2 * W + 2) * 4, (2 * W + 2) * 4 + 4)]).toEqual([255, 255, 255, 255]);
    expect(out[(2 * W + 3) * 4]).toBe(128);
    expect(out[(2 * W + 4) * 4]).toBe(0);
    expect(frame[(2 * W + 2) * 4]).toBe(0);
  });

  it('places cues on one shared rectangle for the presenter overlay', () => {
    const a = trimCaption(image([[1, 1, 255]]), W, H)!;
    const b = trimCaption(image([[5, 4, 255]]), W, H)!;
    const area = unionRect([a.rect, b.rect])!;
    expect(area).toEqual({ x: 0, y: 0, width: 6, height: 6 });
    const placed = placeCaption(b, area);
    expect(placed.length).toBe(6 * 6 * 4);
    expect(placed[(4 * 6 + 5) * 4 + 3]).toBe(255);
    expect(placeCaption(null, area).every((v) => v === 0)).toBe(true);
  });
});

describe('captionConcatList', () => {
  it('shows each span for its length at a 1 ms clock and repeats the last entry', () => {
    const list = captionConcatList(captionSpans([{ startSeconds: 0.25, endSeconds: 1 }], 2), (c) => (c < 0 ? '/t/blank.pam' : `/t/it's-${c}.pam`));
    expect(list).toBe(
      [
        'ffconcat version 1.0',
        "file '/t/blank.pam'",
        'option framerate 1000',
        'duration 0.250',
        "file '/t/it'\\''s-0.pam'",
        'option framerate 1000',
        'duration 0.750',
        "file '/t/blank.pam'",
        'option framerate 1000',
        'duration 1.000',
        "file '/t/blank.pam'",
        'option framerate 1000',
        '',
      ].join('\n'),
    );
  });
});

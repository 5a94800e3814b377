import { createHash } from 'node:crypto';
import { AVATARS, type Avatar, EYE_STATES, MOUTH_SHAPES, NEUTRAL_POSE, type PresenterPose, presenterTimeline } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { diffShare, type Pixels, pixelAt } from '../test-pixels';
import type { Rect } from '../types';
import { drawPresenter } from './draw-presenter';
import { presenterFaceRect, presenterMouthRect } from './presenter-geometry';

const BOX: Rect = { x: 0, y: 0, width: 360, height: 400 };

function render(avatar: Avatar, pose: Partial<PresenterPose> = {}, box: Rect = BOX, size = { width: 360, height: 400 }): Pixels {
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  drawPresenter(ctx, avatar, { ...NEUTRAL_POSE, ...pose }, box);
  return { data: ctx.getImageData(0, 0, size.width, size.height).data, width: size.width, height: size.height };
}

const byId = (id: string) => AVATARS.find((a) => a.id === id) as Avatar;
const lisa = byId('lisa-casual-sitting');
const max = byId('max-business');

/** Share of pixels in `region` that are painted at all. */
function painted(p: Pixels, region: Rect) {
  let count = 0;
  let total = 0;
  for (let y = region.y; y < region.y + region.height; y++)
    for (let x = region.x; x < region.x + region.width; x++, total++) if ((pixelAt(p, x, y)[3] as number) > 0) count++;
  return count / total;
}

describe('drawPresenter', () => {
  it('draws every presenter as a figure on a transparent background, inside its box', () => {
    for (const avatar of AVATARS) {
      const p = render(avatar);
      for (const [x, y] of [
        [1, 1],
        [358, 1],
        [1, 398],
        [358, 398],
      ] as const) {
        expect(pixelAt(p, x, y)[3], `${avatar.id} corner ${x},${y}`).toBe(0);
      }
      // A real figure: the face centre is opaque and most of the lower body is painted.
      expect(pixelAt(p, 180, 160)[3], avatar.id).toBe(255);
      expect(painted(p, { x: 100, y: 320, width: 160, height: 80 }), avatar.id).toBe(1);
      expect(painted(p, BOX), avatar.id).toBeGreaterThan(0.35);
    }
  });

  it('never paints outside its box, and stands on the box bottom edge', () => {
    const box = { x: 100, y: 60, width: 240, height: 300 };
    for (const avatar of [lisa, max, byId('lori-formal'), byId('meg-formal')]) {
      const p = render(avatar, { breath: 1, sway: 1 }, box, { width: 440, height: 420 });
      const outside = [
        { x: 0, y: 0, width: 440, height: 60 },
        { x: 0, y: 0, width: 100, height: 420 },
        { x: 340, y: 0, width: 100, height: 420 },
        { x: 0, y: 360, width: 440, height: 60 },
      ];
      for (const r of outside) expect(painted(p, r), `${avatar.id} outside`).toBe(0);
      expect(pixelAt(p, 220, 359)[3], `${avatar.id} bottom edge`).toBe(255);
    }
  });

  it('gives every presenter its own picture, and each character the same face across styles', () => {
    const pictures = AVATARS.map((a) => render(a));
    for (let i = 0; i < AVATARS.length; i++)
      for (let j = i + 1; j < AVATARS.length; j++) {
        const share = diffShare(pictures[i] as Pixels, pictures[j] as Pixels);
        expect(share, `${AVATARS[i]?.id} vs ${AVATARS[j]?.id}`).toBeGreaterThan(0.02);
      }
    // Lori casual and graceful share hair and face: the face region differs far less than the outfits do.
    const face = { x: 140, y: 120, width: 80, height: 60 };
    const a = render(byId('lori-casual'));
    const b = render(byId('lori-graceful'));
    expect(diffShare(a, b, 32, face)).toBeLessThan(0.05);
    expect(diffShare(a, b, 32, { x: 100, y: 330, width: 160, height: 70 })).toBeGreaterThan(0.5);
  });

  it('draws each of the ten mouth shapes differently, inside presenterMouthRect', () => {
    for (const avatar of [lisa, max]) {
      const mouth = presenterMouthRect(BOX);
      const shapes = MOUTH_SHAPES.map((m) => render(avatar, { mouth: m }));
      for (let i = 0; i < shapes.length; i++)
        for (let j = i + 1; j < shapes.length; j++) {
          const share = diffShare(shapes[i] as Pixels, shapes[j] as Pixels, 32, mouth);
          expect(share, `${avatar.id}: ${MOUTH_SHAPES[i]} vs ${MOUTH_SHAPES[j]}`).toBeGreaterThan(0.01);
        }
      // Only the mouth changes: outside its rect the pictures are identical.
      const open = shapes[MOUTH_SHAPES.indexOf('AI')] as Pixels;
      const closed = shapes[0] as Pixels;
      expect(diffShare(open, closed)).toBeGreaterThan(0);
      const above = { x: 0, y: 0, width: 360, height: Math.floor(mouth.y) };
      const below = { x: 0, y: Math.ceil(mouth.y + mouth.height), width: 360, height: 400 - Math.ceil(mouth.y + mouth.height) };
      expect(diffShare(open, closed, 0, above)).toBe(0);
      expect(diffShare(open, closed, 0, below)).toBe(0);
    }
  });

  it('keeps every mouth inside presenterMouthRect when the head sways and breathes', () => {
    const mouth = presenterMouthRect(BOX);
    for (const moved of [
      { sway: 1, breath: -1 },
      { sway: -1, breath: 1 },
      { sway: 1, tilt: 1, nod: 1, breath: -1 },
      { sway: -1, tilt: -1, lift: 1, breath: 1, brow: 1 },
    ]) {
      const closed = render(max, { ...moved, mouth: 'rest' });
      for (const shape of MOUTH_SHAPES) {
        const p = render(max, { ...moved, mouth: shape });
        const outside = [
          { x: 0, y: 0, width: 360, height: Math.floor(mouth.y) },
          { x: 0, y: Math.ceil(mouth.y + mouth.height), width: 360, height: 400 },
          { x: 0, y: 0, width: Math.floor(mouth.x), height: 400 },
          { x: Math.ceil(mouth.x + mouth.width), y: 0, width: 360, height: 400 },
        ];
        for (const r of outside) expect(diffShare(p, closed, 0, r), `${shape} ${JSON.stringify(moved)}`).toBe(0);
      }
    }
  });

  it('scales the mouth rect with the box', () => {
    expect(presenterMouthRect({ x: 1200, y: 200, width: 720, height: 800 })).toEqual({ x: 1200 + 150 * 2, y: 200 + 174 * 2, width: 120, height: 96 });
  });

  it('blinks: open, half and closed eyes differ around the eyes only', () => {
    const eyes = { x: 140, y: 130, width: 80, height: 36 };
    const [open, half, closed] = EYE_STATES.map((e) => render(lisa, { eyes: e })) as [Pixels, Pixels, Pixels];
    expect(diffShare(open, closed, 32, eyes)).toBeGreaterThan(0.05);
    expect(diffShare(open, half, 32, eyes)).toBeGreaterThan(0.02);
    expect(diffShare(half, closed, 32, eyes)).toBeGreaterThan(0.02);
    expect(diffShare(open, closed, 0, { x: 0, y: 180, width: 360, height: 220 })).toBe(0);
  });

  it('breathes and sways a little: the picture moves, by a few pixels', () => {
    const still = render(max);
    const breath = render(max, { breath: 1 });
    const sway = render(max, { sway: -1 });
    expect(diffShare(still, breath)).toBeGreaterThan(0.001);
    expect(diffShare(still, sway)).toBeGreaterThan(0.001);
    // A slight motion, not a different picture.
    expect(diffShare(still, breath)).toBeLessThan(0.15);
    expect(diffShare(still, sway)).toBeLessThan(0.15);
    // Out-of-range values are clamped, not exaggerated.
    expect(diffShare(render(max, { breath: 40 }), breath, 0)).toBe(0);
  });

  it('moves outside the mouth while silent: head and shoulders differ between idle frames', () => {
    // Eight seconds without a word: the idle motion alone (breathing, sway, tilt, blinks).
    const timeline = presenterTimeline([], { fps: 25, durationMs: 8000, seed: 'idle-slide' });
    expect(timeline.states.length).toBeGreaterThan(3);
    expect(timeline.states.every((s) => s.mouth === 'rest')).toBe(true);
    const mouth = presenterMouthRect(BOX);
    const headAndShoulders = { x: 40, y: 40, width: 280, height: Math.floor(mouth.y) - 40 };
    const shoulders = { x: 40, y: Math.ceil(mouth.y + mouth.height) + 30, width: 280, height: 100 };
    const first = render(max, timeline.states[0]);
    let headMoves = 0;
    let shouldersMove = 0;
    for (const state of timeline.states.slice(1)) {
      const p = render(max, state);
      if (diffShare(first, p, 16, headAndShoulders) > 0.002) headMoves++;
      if (diffShare(first, p, 16, shoulders) > 0.002) shouldersMove++;
    }
    expect(headMoves).toBeGreaterThan(0);
    expect(shouldersMove).toBeGreaterThan(0);
  });

  it('raises the brows, nods, tilts and lifts the shoulders: each moves the picture a little', () => {
    const still = render(max);
    const brows = { x: 130, y: 100, width: 100, height: 45 };
    expect(diffShare(still, render(max, { brow: 1 }), 16, brows)).toBeGreaterThan(0.02);
    expect(diffShare(still, render(max, { brow: 1 }), 0, { x: 0, y: 170, width: 360, height: 230 })).toBe(0);
    for (const moved of [{ nod: 1 }, { tilt: 1 }, { tilt: -1 }, { lift: 1 }] as const) {
      const share = diffShare(still, render(max, moved));
      expect(share, JSON.stringify(moved)).toBeGreaterThan(0.001);
      expect(share, JSON.stringify(moved)).toBeLessThan(0.2);
    }
    // The shoulders rise on a lift: the top of the outfit moves up.
    const lifted = render(max, { lift: 1 });
    expect(diffShare(still, lifted, 16, { x: 40, y: 240, width: 80, height: 60 })).toBeGreaterThan(0.01);
  });

  it('gives the presenters at least twelve different faces, each character its own (issue 21 item 4)', () => {
    // The head alone, above the collar: what a viewer recognises a presenter by.
    const face = presenterFaceRect(BOX);
    const region = { x: Math.floor(face.x), y: Math.floor(face.y), width: Math.floor(face.width), height: 218 - Math.floor(face.y) };
    const hashes = new Map<string, string[]>();
    for (const avatar of AVATARS) {
      const p = render(avatar);
      const hash = createHash('sha256');
      for (let y = region.y; y < region.y + region.height; y++) hash.update(p.data.subarray((y * 360 + region.x) * 4, (y * 360 + region.x + region.width) * 4));
      const key = hash.digest('hex');
      hashes.set(key, [...(hashes.get(key) ?? []), avatar.id]);
    }
    expect(hashes.size).toBeGreaterThanOrEqual(12);
    // Characters differ in face shape and brows, not only in hair: no two characters share a face.
    const characters = new Set(AVATARS.map((a) => a.character));
    const shapes = new Set(AVATARS.map((a) => `${a.look.faceShape}-${a.look.brows}-${a.look.skin}`));
    expect(shapes.size).toBe(characters.size);
  });

  it('stands a framed presenter in its card: the card fills the box, the bust rests on its bottom edge', () => {
    const framed = render(lisa, {}, { ...BOX, framed: true } as Rect);
    // Inside the card but away from the figure: the card, not the transparent background.
    expect(pixelAt(framed, 20, 20)[3]).toBe(255);
    expect(pixelAt(framed, 340, 200)[3]).toBe(255);
    // The bust reaches the card's bottom edge; nothing is painted outside the box.
    expect(pixelAt(framed, 180, 398)[3]).toBe(255);
    const unframed = render(lisa);
    expect(pixelAt(unframed, 20, 20)[3]).toBe(0);
  });

  it('is deterministic: the same presenter and pose give the same bytes', () => {
    const pose = { mouth: 'O', eyes: 'half', breath: 0.4, sway: -0.3 } as const;
    const a = render(byId('meg-casual'), pose);
    const b = render(byId('meg-casual'), pose);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
  });
});

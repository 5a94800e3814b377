import { AVATARS, MOUTH_SHAPES, NEUTRAL_POSE, type PresenterBox, type PresenterPose } from '@lectern/core';
import type { AvatarSprite } from '@lectern/media';
import { drawPresenter } from '@lectern/slides';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { mouthRect, presenterLayers } from './presenter-layers';

type Raw = { rgba: Uint8Array; width: number; height: number };

function drawn(avatar: (typeof AVATARS)[number], pose: PresenterPose, box: PresenterBox): Uint8Array {
  const ctx = createCanvas(box.width, box.height).getContext('2d');
  drawPresenter(ctx, avatar, pose, { x: 0, y: 0, width: box.width, height: box.height, framed: box.framed });
  return new Uint8Array(ctx.getImageData(0, 0, box.width, box.height).data);
}

const picture = async (entry: unknown) => (await (entry as () => Promise<AvatarSprite>)()) as Raw;

/** The figure with the mouth laid over it, as ffmpeg's overlay does with opaque and transparent pixels. */
function composed(figure: Raw, mouth: Raw, rect: { x: number; y: number }): Uint8Array {
  const out = new Uint8Array(figure.rgba);
  for (let y = 0; y < mouth.height; y++)
    for (let x = 0; x < mouth.width; x++) {
      const from = (y * mouth.width + x) * 4;
      if (mouth.rgba[from + 3] === 0) continue;
      out.set(mouth.rgba.subarray(from, from + 4), ((rect.y + y) * figure.width + rect.x + x) * 4);
    }
  return out;
}

describe('presenterLayers (decision 172)', () => {
  const layers = presenterLayers();
  const poses: PresenterPose[] = [
    { ...NEUTRAL_POSE, mouth: 'AI' },
    { mouth: 'MBP', eyes: 'closed', breath: 1, sway: 0.5, tilt: -0.7, lift: 1 },
    { mouth: 'O', eyes: 'half', breath: -1, sway: -0.5, tilt: 0.7, nod: 1, brow: 1 },
    { mouth: 'FV', eyes: 'open', breath: 0, sway: 0.5, brow: 1 },
  ];

  for (const box of [
    { x: 1200, y: 280, width: 720, height: 800 },
    { x: 234, y: 1120, width: 612, height: 680, framed: true },
  ] as PresenterBox[]) {
    it(`draws every pose as its figure and its mouth, together the whole drawing (${box.width}×${box.height}${box.framed ? ', framed' : ''})`, async () => {
      for (const avatar of [box.framed ? AVATARS.find((a) => a.look.beard === 'short')! : AVATARS[0]!]) {
        const sprites = poses.map((pose) => layers.sprite(avatar, pose, box));
        const presenter = layers.presenter(
          sprites,
          poses.map((_, state) => ({ state, frames: 3 })),
        );
        if (presenter.kind !== 'sprites' || !presenter.mouths) throw new Error('expected two layers');
        const rect = presenter.mouths.rect;
        expect(rect).toEqual(mouthRect(box));
        expect((rect.x % 2) + (rect.y % 2) + (rect.width % 2) + (rect.height % 2)).toBe(0);
        for (const [i, pose] of poses.entries()) {
          const figure = await picture(presenter.sprites[presenter.segments[i]!.state]);
          const mouth = await picture(presenter.mouths.sprites[presenter.mouths.segments[i]!.state]);
          expect(mouth.width * mouth.height).toBeLessThan((box.width * box.height) / 40);
          const whole = drawn(avatar, pose, box);
          const layered = composed(figure, mouth, rect);
          // Gradients (the blush) may dither a few levels differently on the small canvas: invisible.
          let differ = 0;
          let worst = 0;
          for (let k = 0; k < whole.length; k++) {
            const d = Math.abs(whole[k]! - layered[k]!);
            worst = Math.max(worst, d);
            if (d > 2) differ++;
          }
          expect(worst, `${avatar.id} ${JSON.stringify(pose)}`).toBeLessThanOrEqual(10);
          expect(differ, `${avatar.id} ${JSON.stringify(pose)}`).toBeLessThan(rect.width * rect.height * 0.02);
        }
      }
    });
  }

  it('draws few figures for many mouths: the figure follows the slow motion only', () => {
    const box = { x: 1200, y: 280, width: 720, height: 800 };
    const avatar = AVATARS[0]!;
    const poses = MOUTH_SHAPES.flatMap((mouth) => [0, 1].map((breath) => ({ ...NEUTRAL_POSE, mouth, breath })));
    const presenter = layers.presenter(
      poses.map((pose) => layers.sprite(avatar, pose, box)),
      poses.map((_, state) => ({ state, frames: 2 })),
    );
    if (presenter.kind !== 'sprites' || !presenter.mouths) throw new Error('expected two layers');
    expect(presenter.sprites).toHaveLength(2);
    expect(presenter.mouths.sprites).toHaveLength(MOUTH_SHAPES.length * 2);
    expect(presenter.segments.reduce((n, s) => n + s.frames, 0)).toBe(poses.length * 2);
    expect(presenter.mouths.segments.reduce((n, s) => n + s.frames, 0)).toBe(poses.length * 2);
  });

  it('takes a rest mouth from its figure’s drawing, the same pixels as drawing it alone, whatever the eyes and brows (decision 187)', async () => {
    const box = { x: 1200, y: 280, width: 720, height: 800 };
    const rect = mouthRect(box);
    for (const avatar of [AVATARS[0]!, AVATARS.find((a) => a.look.beard)!]) {
      const fresh = presenterLayers();
      const resting: PresenterPose[] = [
        { mouth: 'rest', eyes: 'closed', breath: 1, sway: -0.5, tilt: 0.7, brow: 1, lift: 1 },
        { mouth: 'rest', eyes: 'half', breath: -1, sway: 0, nod: 1 },
      ];
      const presenter = fresh.presenter(
        resting.map((pose) => fresh.sprite(avatar, pose, box)),
        resting.map((_, state) => ({ state, frames: 2 })),
      );
      if (presenter.kind !== 'sprites' || !presenter.mouths) throw new Error('expected two layers');
      // The encoder writes the figures first, then the mouths.
      for (const figure of presenter.sprites) await picture(figure);
      for (const [i, pose] of resting.entries()) {
        const mouth = await picture(presenter.mouths.sprites[presenter.mouths.segments[i]!.state]);
        const { brow: _brow, ...head } = pose;
        const alone = drawn(avatar, { ...head, eyes: 'open' }, box);
        const expected = Buffer.alloc(rect.width * rect.height * 4);
        for (let y = 0; y < rect.height; y++) {
          const from = ((rect.y + y) * box.width + rect.x) * 4;
          expected.set(alone.subarray(from, from + rect.width * 4), y * rect.width * 4);
        }
        // Its soft edges against the slide are left out, as a drawn mouth's are.
        for (let k = 3; k < expected.length; k += 4) if (expected[k]! < 255) expected[k] = 0;
        expect(Buffer.from(mouth.rgba).equals(expected), `${avatar.id}, pose ${i}`).toBe(true);
      }
    }
  });

  it('passes sprites it did not make through unchanged', () => {
    const sprite = { rgba: new Uint8Array(16), width: 2, height: 2 };
    expect(layers.presenter([sprite], [{ state: 0, frames: 5 }])).toEqual({ kind: 'sprites', sprites: [sprite], segments: [{ state: 0, frames: 5 }] });
  });

  it('draws a pose the pipeline reads in full the same as drawPresenter', () => {
    const box = { x: 0, y: 0, width: 360, height: 400 };
    const pose = { ...NEUTRAL_POSE, mouth: 'E' as const, tilt: 0.7 };
    expect(Buffer.from(layers.sprite(AVATARS[3]!, pose, box).rgba).equals(Buffer.from(drawn(AVATARS[3]!, pose, box)))).toBe(true);
  });
});

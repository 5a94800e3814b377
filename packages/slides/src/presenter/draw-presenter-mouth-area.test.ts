import { AVATARS, type PresenterBox, type PresenterPose, presenterBox } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawPresenter } from './draw-presenter';
import { presenterMouthRect } from './presenter-geometry';

/** The mouth's area with two pixels to spare (the video widens it to even edges), its pixels drawn for `area`. */
function mouthArea(avatar: (typeof AVATARS)[number], pose: PresenterPose, box: PresenterBox, area: 'whole' | 'mouth') {
  const ctx = createCanvas(box.width, box.height).getContext('2d');
  drawPresenter(ctx, avatar, pose, { x: 0, y: 0, width: box.width, height: box.height, framed: box.framed }, area);
  const r = presenterMouthRect({ x: 0, y: 0, width: box.width, height: box.height });
  const x = Math.max(0, Math.floor(r.x) - 2);
  const y = Math.max(0, Math.floor(r.y) - 2);
  return Buffer.from(ctx.getImageData(x, y, Math.min(box.width - x, Math.ceil(r.width) + 4), Math.min(box.height - y, Math.ceil(r.height) + 4)).data);
}

describe("drawPresenter's mouth area (decision 187)", () => {
  it('draws the mouth’s area exactly as the whole figure does, for every presenter in every box, however the head moves', () => {
    const boxes = [
      presenterBox('bullet-points'),
      presenterBox('bullet-points', { width: 1080, height: 1920 }),
      presenterBox('bullet-points', { width: 1080, height: 1080 }),
    ];
    // The head at its extremes: leaning and rolled both ways, raised on a breath and a lift, dipped on a nod.
    const poses: PresenterPose[] = [
      { mouth: 'O', eyes: 'closed', breath: 1, sway: -0.5, tilt: -0.7, nod: 1, brow: 1 },
      { mouth: 'MBP', eyes: 'half', breath: -1, sway: 0.5, tilt: 0.7, lift: 1 },
    ];
    for (const avatar of AVATARS)
      for (const box of boxes)
        for (const pose of poses) {
          const same = mouthArea(avatar, pose, box, 'whole').equals(mouthArea(avatar, pose, box, 'mouth'));
          expect(same, `${avatar.id} ${box.width}×${box.height} ${pose.mouth}`).toBe(true);
        }
  });
});

import { type Avatar, NEUTRAL_POSE, type PresenterPose } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { drawPresenter } from './draw-presenter';

/** Server side: a presenter drawn alone on a transparent PNG (picker portraits, still frames). */
export function renderPresenterPng(avatar: Avatar, size: { width: number; height: number }, pose: PresenterPose = NEUTRAL_POSE): Promise<Buffer> {
  const canvas = createCanvas(size.width, size.height);
  drawPresenter(canvas.getContext('2d'), avatar, pose, { x: 0, y: 0, width: size.width, height: size.height });
  return canvas.encode('png');
}

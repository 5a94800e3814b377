import { type Avatar, NEUTRAL_POSE, type PresenterPose } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import type { Rect } from '../types';
import { drawPresenter } from './draw-presenter';

/**
 * Server side: a presenter drawn alone on a transparent PNG (picker portraits, still frames).
 * `box` places the figure on the canvas (the whole canvas by default); a box larger than the
 * canvas frames the head and shoulders closer.
 */
export function renderPresenterPng(
  avatar: Avatar,
  size: { width: number; height: number },
  pose: PresenterPose = NEUTRAL_POSE,
  box: Rect = { x: 0, y: 0, width: size.width, height: size.height },
): Promise<Buffer> {
  const canvas = createCanvas(size.width, size.height);
  drawPresenter(canvas.getContext('2d'), avatar, pose, box);
  return canvas.encode('png');
}

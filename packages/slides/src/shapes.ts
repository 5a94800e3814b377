import type { Canvas2D } from './types';

/**
 * Starts a new path tracing a rectangle with rounded corners (the radius is capped at half the
 * shorter side). Drawn with curves rather than ctx.roundRect, which not every canvas has.
 */
export function roundRectPath(ctx: Canvas2D, x: number, y: number, w: number, h: number, radius: number) {
  const rad = Math.min(radius, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rad, y);
  ctx.lineTo(x + w - rad, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + rad);
  ctx.lineTo(x + w, y + h - rad);
  ctx.quadraticCurveTo(x + w, y + h, x + w - rad, y + h);
  ctx.lineTo(x + rad, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - rad);
  ctx.lineTo(x, y + rad);
  ctx.quadraticCurveTo(x, y, x + rad, y);
  ctx.closePath();
}

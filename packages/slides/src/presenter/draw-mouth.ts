import type { MouthShape } from '@lectern/core';
import type { Canvas2D } from '../types';
import { MOUTH_CENTRE } from './presenter-geometry';
import type { PresenterPalette } from './presenter-palette';

const INSIDE = '#3d141c';
const TEETH = '#fbfaf6';
const TONGUE = '#c9566a';

/** An open mouth: outline from the corners (±w) between the upper lip (top) and lower lip (bottom). */
interface Opening {
  w: number;
  top: number;
  bottom: number;
  /** Upper teeth band height, lower teeth band height. */
  upperTeeth: number;
  lowerTeeth: number;
  tongue: 'low' | 'up' | null;
}

const OPENINGS: Partial<Record<MouthShape, Opening>> = {
  AI: { w: 15, top: -5, bottom: 15, upperTeeth: 4.5, lowerTeeth: 0, tongue: 'low' },
  E: { w: 17, top: -3.5, bottom: 7, upperTeeth: 5, lowerTeeth: 2.5, tongue: null },
  etc: { w: 13, top: -2.5, bottom: 5, upperTeeth: 3.5, lowerTeeth: 0, tongue: null },
  L: { w: 13, top: -4, bottom: 10, upperTeeth: 3.5, lowerTeeth: 0, tongue: 'up' },
};

function openingPath(ctx: Canvas2D, o: Opening) {
  const { x, y } = MOUTH_CENTRE;
  ctx.beginPath();
  ctx.moveTo(x - o.w, y);
  ctx.bezierCurveTo(x - o.w * 0.6, y + o.top, x + o.w * 0.6, y + o.top, x + o.w, y);
  ctx.bezierCurveTo(x + o.w * 0.7, y + o.bottom * 1.25, x - o.w * 0.7, y + o.bottom * 1.25, x - o.w, y);
  ctx.closePath();
}

function drawOpening(ctx: Canvas2D, p: PresenterPalette, o: Opening) {
  const { x, y } = MOUTH_CENTRE;
  openingPath(ctx, o);
  ctx.fillStyle = INSIDE;
  ctx.fill();
  ctx.save();
  openingPath(ctx, o);
  ctx.clip();
  if (o.tongue === 'low') {
    ctx.beginPath();
    ctx.ellipse(x, y + o.bottom + 1, o.w * 0.6, 6, 0, 0, Math.PI * 2);
    ctx.fillStyle = TONGUE;
    ctx.fill();
  } else if (o.tongue === 'up') {
    // L: the tongue tip rises to touch behind the upper teeth.
    ctx.beginPath();
    ctx.moveTo(x - 9, y + o.bottom + 4);
    ctx.bezierCurveTo(x - 8, y + 2, x - 4, y - 1, x, y - 1);
    ctx.bezierCurveTo(x + 4, y - 1, x + 8, y + 2, x + 9, y + o.bottom + 4);
    ctx.closePath();
    ctx.fillStyle = TONGUE;
    ctx.fill();
  }
  ctx.fillStyle = TEETH;
  if (o.upperTeeth) ctx.fillRect(x - o.w, y + o.top - 2, o.w * 2, 2 + Math.abs(o.top) * 0.3 + o.upperTeeth);
  if (o.lowerTeeth) ctx.fillRect(x - o.w, y + o.bottom * 1.25 - o.lowerTeeth * 1.6, o.w * 2, o.lowerTeeth * 2);
  ctx.restore();
  // Lips: a thin upper lip and a fuller lower lip following the opening.
  ctx.lineCap = 'round';
  ctx.strokeStyle = p.lip;
  ctx.lineWidth = 2.6;
  ctx.beginPath();
  ctx.moveTo(x - o.w, y);
  ctx.bezierCurveTo(x - o.w * 0.6, y + o.top - 0.6, x + o.w * 0.6, y + o.top - 0.6, x + o.w, y);
  ctx.stroke();
  ctx.lineWidth = 3.6;
  ctx.beginPath();
  ctx.moveTo(x - o.w * 0.9, y + 1);
  ctx.bezierCurveTo(x - o.w * 0.65, y + o.bottom * 1.25 + 1.4, x + o.w * 0.65, y + o.bottom * 1.25 + 1.4, x + o.w * 0.9, y + 1);
  ctx.stroke();
}

/** A round mouth (O, U, WQ): the lips form a ring of `lip` thickness around a dark opening. */
function drawRound(ctx: Canvas2D, p: PresenterPalette, rx: number, ry: number, lip: number, dy: number) {
  const { x, y } = MOUTH_CENTRE;
  const cy = y + dy;
  ctx.beginPath();
  ctx.ellipse(x, cy, rx + lip, ry + lip, 0, 0, Math.PI * 2);
  ctx.fillStyle = p.lip;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x, cy, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = INSIDE;
  ctx.fill();
  if (ry > 7) {
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(x, cy, rx, ry, 0, 0, Math.PI * 2);
    ctx.clip();
    ctx.beginPath();
    ctx.ellipse(x, cy + ry, rx * 0.8, ry * 0.45, 0, 0, Math.PI * 2);
    ctx.fillStyle = TONGUE;
    ctx.fill();
    ctx.fillStyle = TEETH;
    ctx.fillRect(x - rx, cy - ry, rx * 2, 2.6);
    ctx.restore();
  }
  // Light on the lower lip.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.28)';
  ctx.lineWidth = 1.4;
  ctx.beginPath();
  ctx.arc(x, cy, ry + lip * 0.5, Math.PI * 0.35, Math.PI * 0.65);
  ctx.stroke();
}

function drawClosed(ctx: Canvas2D, p: PresenterPalette, pressed: boolean, bearded: boolean) {
  const { x, y } = MOUTH_CENTRE;
  ctx.lineCap = 'round';
  if (pressed) {
    // MBP: lips pressed together, rolled in: a flat band, a little narrower, with a firm seam.
    ctx.beginPath();
    ctx.moveTo(x - 13, y);
    ctx.bezierCurveTo(x - 6, y - 4, x + 6, y - 4, x + 13, y);
    ctx.bezierCurveTo(x + 6, y + 4.5, x - 6, y + 4.5, x - 13, y);
    ctx.fillStyle = p.lip;
    ctx.fill();
    ctx.strokeStyle = p.lipDark;
    ctx.lineWidth = 2.4;
    ctx.beginPath();
    ctx.moveTo(x - 13, y);
    ctx.lineTo(x + 13, y);
    ctx.stroke();
    if (bearded) return;
    // The chin tenses under pressed lips.
    ctx.strokeStyle = p.skinShade;
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    ctx.moveTo(x - 6, y + 8);
    ctx.quadraticCurveTo(x, y + 9.5, x + 6, y + 8);
    ctx.stroke();
    return;
  }
  // rest: a relaxed closed mouth with a slight smile and a soft lower lip.
  ctx.beginPath();
  ctx.moveTo(x - 7, y + 3.5);
  ctx.quadraticCurveTo(x, y + 8.5, x + 7, y + 3.5);
  ctx.quadraticCurveTo(x, y + 5, x - 7, y + 3.5);
  ctx.fillStyle = p.lip;
  ctx.fill();
  ctx.strokeStyle = p.lipDark;
  ctx.lineWidth = 2.4;
  ctx.beginPath();
  ctx.moveTo(x - 13, y - 1);
  ctx.bezierCurveTo(x - 6, y + 3.5, x + 6, y + 3.5, x + 13, y - 1);
  ctx.stroke();
}

function drawFV(ctx: Canvas2D, p: PresenterPalette) {
  const { x, y } = MOUTH_CENTRE;
  // F/V: the upper teeth rest on the lower lip, which is drawn in and up.
  ctx.beginPath();
  ctx.moveTo(x - 13, y);
  ctx.bezierCurveTo(x - 7, y - 4, x + 7, y - 4, x + 13, y);
  ctx.lineTo(x + 11, y + 3);
  ctx.lineTo(x - 11, y + 3);
  ctx.closePath();
  ctx.fillStyle = INSIDE;
  ctx.fill();
  ctx.fillStyle = TEETH;
  ctx.fillRect(x - 10, y - 2.2, 20, 5);
  ctx.beginPath();
  ctx.moveTo(x - 12, y + 2.5);
  ctx.bezierCurveTo(x - 6, y + 1, x + 6, y + 1, x + 12, y + 2.5);
  ctx.bezierCurveTo(x + 7, y + 9, x - 7, y + 9, x - 12, y + 2.5);
  ctx.fillStyle = p.lip;
  ctx.fill();
  ctx.strokeStyle = p.lip;
  ctx.lineWidth = 2.4;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x - 13, y);
  ctx.bezierCurveTo(x - 7, y - 4.6, x + 7, y - 4.6, x + 13, y);
  ctx.stroke();
}

/** Creases around pursed lips. */
function puckerCreases(ctx: Canvas2D, p: PresenterPalette) {
  const { x, y } = MOUTH_CENTRE;
  ctx.strokeStyle = p.skinShade;
  ctx.lineWidth = 1.2;
  ctx.lineCap = 'round';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(x + side * 11, y - 3);
    ctx.quadraticCurveTo(x + side * 13, y + 2, x + side * 11, y + 6);
    ctx.stroke();
  }
}

/**
 * Draws one of the ten mouth shapes (the nine Preston-Blair shapes and `rest`) at MOUTH_CENTRE.
 * Skin creases around the lips are left out on a beard, where they would read as stray lines.
 */
export function drawMouth(ctx: Canvas2D, p: PresenterPalette, shape: MouthShape, bearded = false) {
  ctx.save();
  const opening = OPENINGS[shape];
  if (opening) drawOpening(ctx, p, opening);
  else if (shape === 'O') drawRound(ctx, p, 8, 10, 3.2, 3);
  else if (shape === 'U') drawRound(ctx, p, 4.5, 5, 4.2, 2);
  else if (shape === 'WQ') {
    drawRound(ctx, p, 2.6, 2.8, 5.2, 1.5);
    if (!bearded) puckerCreases(ctx, p);
  } else if (shape === 'FV') drawFV(ctx, p);
  else drawClosed(ctx, p, shape === 'MBP', bearded);
  ctx.restore();
}

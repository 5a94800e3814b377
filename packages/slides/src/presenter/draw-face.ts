import type { EyeState, PresenterLook } from '@lectern/core';
import type { Canvas2D } from '../types';
import type { PresenterPalette } from './presenter-palette';

/** Face and features in the 360×400 design space; the head is centred on x 180. */
export interface FaceShape {
  /** 0 for a softer, narrower jaw; 1 for a broader, squarer one. */
  jaw: number;
  feminine: boolean;
  /** Half the face's width at the cheekbones (52 by default): round faces are wider, long ones narrower. */
  halfWidth: number;
  /** How far the chin reaches below the default (217), in design units: long faces reach further. */
  chin: number;
  /** Eyebrow style: soft arcs, straight bars, high arches or bold strokes (a character's mark). */
  brows: NonNullable<PresenterLook['brows']>;
}

const EYE_Y = 150;
const EYE_DX = 23;

/** Face shapes by name: half-width, jaw and chin (spec names a character; its face stays the same in every style). */
const FACE_SHAPES: Record<NonNullable<PresenterLook['faceShape']>, Pick<FaceShape, 'halfWidth' | 'jaw' | 'chin'>> = {
  oval: { halfWidth: 52, jaw: 0, chin: 0 },
  round: { halfWidth: 56, jaw: 0.4, chin: -3 },
  square: { halfWidth: 54, jaw: 1.4, chin: 0 },
  long: { halfWidth: 49, jaw: 0.6, chin: 6 },
  heart: { halfWidth: 54, jaw: -0.6, chin: 2 },
};

/** The drawable face of a look: its shape (by gender when the look names none) and brows. */
export function faceShapeOf(look: PresenterLook, feminine: boolean): FaceShape {
  const shape = FACE_SHAPES[look.faceShape ?? (feminine ? 'oval' : 'square')];
  const base = look.faceShape ? shape : { ...shape, jaw: feminine ? 0 : 1 };
  return { ...base, feminine, brows: look.brows ?? (feminine ? 'soft' : 'straight') };
}

export function facePath(ctx: Canvas2D, f: FaceShape) {
  const j = f.jaw;
  const w = f.halfWidth;
  const c = f.chin;
  const r = 180 + w;
  const l = 180 - w;
  ctx.beginPath();
  ctx.moveTo(180, 84);
  ctx.bezierCurveTo(180 + w * 0.63, 84, r, 106, r, 140);
  ctx.bezierCurveTo(r, 170 + j * 6, r - 8 + j * 3, 193 + j * 4 + c * 0.5, 207 + j * 4, 205 + j * 3 + c);
  ctx.bezierCurveTo(197 + j * 2, 213 + j * 2 + c, 189 + j * 2, 217 + j + c, 180, 217 + j + c);
  ctx.bezierCurveTo(171 - j * 2, 217 + j + c, 163 - j * 2, 213 + j * 2 + c, 153 - j * 4, 205 + j * 3 + c);
  ctx.bezierCurveTo(l + 8 - j * 3, 193 + j * 4 + c * 0.5, l, 170 + j * 6, l, 140);
  ctx.bezierCurveTo(l, 106, 180 - w * 0.63, 84, 180, 84);
  ctx.closePath();
}

export function drawNeck(ctx: Canvas2D, p: PresenterPalette, f: FaceShape) {
  const half = f.feminine ? 17 : 21;
  const neck = () => {
    ctx.beginPath();
    ctx.moveTo(180 - half, 180);
    ctx.lineTo(180 + half, 180);
    ctx.bezierCurveTo(180 + half, 220, 180 + half + 2, 244, 180 + half + 10, 268);
    ctx.lineTo(180 - half - 10, 268);
    ctx.bezierCurveTo(180 - half - 2, 244, 180 - half, 220, 180 - half, 180);
    ctx.closePath();
  };
  neck();
  ctx.fillStyle = p.skin;
  ctx.fill();
  ctx.save();
  neck();
  ctx.clip();
  // The chin's shadow on the neck, and the far side in shade.
  ctx.fillStyle = p.skinShade;
  ctx.beginPath();
  ctx.moveTo(150, 180);
  ctx.lineTo(210, 180);
  ctx.lineTo(210, 214);
  ctx.bezierCurveTo(200, 232, 160, 232, 150, 214);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(180 - half - 12, 180, 9, 100);
  ctx.restore();
}

export function drawEars(ctx: Canvas2D, p: PresenterPalette, f: FaceShape) {
  for (const side of [-1, 1]) {
    const x = 180 + side * (f.halfWidth - 2);
    ctx.beginPath();
    ctx.ellipse(x, 152, 9, 14, side * 0.12, 0, Math.PI * 2);
    ctx.fillStyle = p.skin;
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(x + side * 1.5, 152, 4.5, 8.5, side * 0.12, 0, Math.PI * 2);
    ctx.fillStyle = p.skinShade;
    ctx.fill();
  }
}

/** The side away from the light (top right): everything outside an ellipse shifted towards it. */
function shadeAwayFromLight(ctx: Canvas2D, colour: string, alpha: number) {
  ctx.beginPath();
  ctx.moveTo(110, 70);
  ctx.lineTo(250, 70);
  ctx.lineTo(250, 240);
  ctx.lineTo(110, 240);
  ctx.closePath();
  ctx.ellipse(188, 134, 50, 78, 0, 0, Math.PI * 2, true);
  ctx.fillStyle = colour;
  ctx.globalAlpha = alpha;
  ctx.fill();
  ctx.globalAlpha = 1;
}

/** The face in skin with a soft second tone on the side away from the light (top right). */
export function drawFaceBase(ctx: Canvas2D, p: PresenterPalette, f: FaceShape) {
  facePath(ctx, f);
  ctx.fillStyle = p.skin;
  ctx.fill();
  ctx.save();
  facePath(ctx, f);
  ctx.clip();
  shadeAwayFromLight(ctx, p.skinShade, 0.5);
  const light = ctx.createRadialGradient(200, 112, 2, 200, 112, 40);
  light.addColorStop(0, 'rgba(255, 255, 255, 0.22)');
  light.addColorStop(1, 'rgba(255, 255, 255, 0)');
  ctx.fillStyle = light;
  ctx.fillRect(150, 70, 90, 90);
  ctx.restore();
}

export function drawCheeksAndNose(ctx: Canvas2D, p: PresenterPalette) {
  for (const side of [-1, 1]) {
    const cx = 180 + side * 31;
    const g = ctx.createRadialGradient(cx, 178, 1, cx, 178, 15);
    g.addColorStop(0, p.blush);
    g.addColorStop(1, 'rgba(236, 110, 110, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(cx - 16, 162, 32, 32);
  }
  // Nose: a soft shadow down one side and the base, a small highlight on the tip.
  ctx.lineCap = 'round';
  ctx.strokeStyle = p.skinShade;
  ctx.lineWidth = 2.4;
  ctx.beginPath();
  ctx.moveTo(176, 152);
  ctx.quadraticCurveTo(172, 168, 173, 176);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(172, 178);
  ctx.quadraticCurveTo(180, 183, 188, 178);
  ctx.stroke();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.beginPath();
  ctx.ellipse(183, 173, 2.5, 1.8, 0, 0, Math.PI * 2);
  ctx.fill();
}

function eyeWhite(ctx: Canvas2D, x: number) {
  ctx.beginPath();
  ctx.moveTo(x - 10, EYE_Y);
  ctx.bezierCurveTo(x - 6, EYE_Y - 8, x + 6, EYE_Y - 8, x + 10, EYE_Y - 0.5);
  ctx.bezierCurveTo(x + 6, EYE_Y + 5.5, x - 6, EYE_Y + 5.5, x - 10, EYE_Y);
  ctx.closePath();
}

export function drawEyes(ctx: Canvas2D, p: PresenterPalette, state: EyeState, f: FaceShape) {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const side of [-1, 1]) {
    const x = 180 + side * EYE_DX;
    if (state === 'closed') {
      ctx.strokeStyle = p.line;
      ctx.lineWidth = 2.4;
      ctx.beginPath();
      ctx.moveTo(x - 10, EYE_Y - 1);
      ctx.quadraticCurveTo(x, EYE_Y + 5, x + 10, EYE_Y - 1);
      ctx.stroke();
      if (f.feminine) lash(ctx, x + side * 10, EYE_Y - 1, side, p.line);
      continue;
    }
    eyeWhite(ctx, x);
    ctx.fillStyle = '#fbf8f4';
    ctx.fill();
    ctx.save();
    eyeWhite(ctx, x);
    ctx.clip();
    ctx.beginPath();
    ctx.arc(x, EYE_Y - 0.5, 5.8, 0, Math.PI * 2);
    ctx.fillStyle = p.eyes;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x, EYE_Y - 0.5, 2.8, 0, Math.PI * 2);
    ctx.fillStyle = '#120c0a';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x + 2, EYE_Y - 2.8, 1.6, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    // The upper lid's shadow on the eyeball, or, half closed, the lid itself.
    if (state === 'half') {
      ctx.fillStyle = p.skinShade;
      ctx.fillRect(x - 11, EYE_Y - 10, 22, 9.5);
    } else {
      ctx.fillStyle = 'rgba(60, 30, 30, 0.16)';
      ctx.fillRect(x - 11, EYE_Y - 10, 22, 5);
    }
    ctx.restore();
    ctx.strokeStyle = p.line;
    ctx.lineWidth = 2.4;
    ctx.beginPath();
    if (state === 'half') {
      ctx.moveTo(x - 10, EYE_Y);
      ctx.quadraticCurveTo(x, EYE_Y - 2.5, x + 10, EYE_Y - 0.5);
    } else {
      ctx.moveTo(x - 10.5, EYE_Y + 0.5);
      ctx.bezierCurveTo(x - 6, EYE_Y - 8.4, x + 6, EYE_Y - 8.4, x + 10.5, EYE_Y - 0.5);
    }
    ctx.stroke();
    if (f.feminine) lash(ctx, x + side * 10.5, EYE_Y - (state === 'half' ? 0.5 : 1), side, p.line);
    // Lid crease above an open eye.
    if (state === 'open') {
      ctx.strokeStyle = p.skinShade;
      ctx.lineWidth = 1.4;
      ctx.beginPath();
      ctx.moveTo(x - 8, EYE_Y - 7);
      ctx.quadraticCurveTo(x, EYE_Y - 12, x + 8, EYE_Y - 7.5);
      ctx.stroke();
    }
  }
}

function lash(ctx: Canvas2D, x: number, y: number, side: number, colour: string) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x - side * 1, y);
  ctx.quadraticCurveTo(x + side * 3, y - 1, x + side * 4.5, y - 4);
  ctx.stroke();
}

/**
 * Eyebrows in the character's style, raised by `raise` (0–1, about 5 units at 1) on a stressed
 * word: the inner ends lift a little more than the outer, as brows do when people stress a word.
 */
export function drawBrows(ctx: Canvas2D, p: PresenterPalette, f: FaceShape, raise = 0) {
  const up = Math.max(0, Math.min(1, raise)) * 5;
  ctx.strokeStyle = p.brow;
  ctx.lineCap = 'round';
  const style = {
    soft: { width: 3.4, inner: 134, peak: 124, outer: 131 },
    arched: { width: 3, inner: 135, peak: 120, outer: 133 },
    straight: { width: 5, inner: 133, peak: 128, outer: 131 },
    bold: { width: 6.2, inner: 133, peak: 126, outer: 130 },
  }[f.brows];
  ctx.lineWidth = style.width;
  for (const side of [-1, 1]) {
    const x = 180 + side * EYE_DX;
    ctx.beginPath();
    ctx.moveTo(x - side * 11, style.inner - up * 1.2);
    ctx.quadraticCurveTo(x + side * 1, style.peak - up, x + side * 12, style.outer - up * 0.7);
    ctx.stroke();
  }
}

/** Stubble is a light shadow of hair on the jaw; a short beard is full, with a moustache. */
export function drawBeard(ctx: Canvas2D, p: PresenterPalette, f: FaceShape, beard: NonNullable<PresenterLook['beard']>) {
  ctx.save();
  facePath(ctx, f);
  ctx.clip();
  // Along the jaw from the sideburns, the cheek line running down to the corners of the mouth.
  ctx.beginPath();
  ctx.moveTo(127, 138);
  ctx.bezierCurveTo(130, 168, 142, 186, 160, 190);
  ctx.quadraticCurveTo(180, 184, 200, 190);
  ctx.bezierCurveTo(218, 186, 230, 168, 233, 138);
  ctx.lineTo(240, 240);
  ctx.lineTo(120, 240);
  ctx.closePath();
  if (beard === 'stubble') {
    ctx.fillStyle = p.hairShade;
    ctx.globalAlpha = 0.2;
    ctx.fill();
  } else {
    ctx.fillStyle = p.hair;
    ctx.fill();
    // The beard's second tone on the shaded side, and a sheen on the chin.
    ctx.save();
    ctx.clip();
    shadeAwayFromLight(ctx, p.hairShade, 1);
    ctx.restore();
    ctx.strokeStyle = p.hairLight;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = 2.4;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(196, 212);
    ctx.quadraticCurveTo(208, 206, 214, 194);
    ctx.stroke();
    ctx.globalAlpha = 1;
    // Moustache.
    ctx.beginPath();
    ctx.moveTo(161, 196);
    ctx.quadraticCurveTo(165, 184, 180, 185);
    ctx.quadraticCurveTo(195, 184, 199, 196);
    ctx.quadraticCurveTo(192, 190, 180, 191);
    ctx.quadraticCurveTo(168, 190, 161, 196);
    ctx.fillStyle = p.hair;
    ctx.fill();
  }
  ctx.restore();
}

export function drawGlasses(ctx: Canvas2D) {
  ctx.save();
  ctx.lineWidth = 2.8;
  ctx.strokeStyle = '#23242b';
  ctx.lineJoin = 'round';
  for (const side of [-1, 1]) {
    const x = 180 + side * EYE_DX;
    ctx.beginPath();
    ctx.moveTo(x - 14, EYE_Y - 10);
    ctx.quadraticCurveTo(x, EYE_Y - 12, x + 14, EYE_Y - 10);
    ctx.quadraticCurveTo(x + 16, EYE_Y + 2, x + 10, EYE_Y + 10);
    ctx.quadraticCurveTo(x, EYE_Y + 13, x - 10, EYE_Y + 10);
    ctx.quadraticCurveTo(x - 16, EYE_Y + 2, x - 14, EYE_Y - 10);
    ctx.closePath();
    ctx.fillStyle = 'rgba(200, 225, 255, 0.14)';
    ctx.fill();
    ctx.stroke();
    // Lens glint.
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    ctx.moveTo(x + 4, EYE_Y - 7);
    ctx.lineTo(x + 9, EYE_Y - 2);
    ctx.stroke();
    ctx.strokeStyle = '#23242b';
    ctx.lineWidth = 2.8;
    ctx.beginPath();
    ctx.moveTo(x + side * 14, EYE_Y - 8);
    ctx.lineTo(x + side * 27, EYE_Y - 10);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(171, EYE_Y - 4);
  ctx.quadraticCurveTo(180, EYE_Y - 9, 189, EYE_Y - 4);
  ctx.stroke();
  ctx.restore();
}

export function drawEarrings(ctx: Canvas2D) {
  for (const side of [-1, 1]) {
    const x = 180 + side * 51;
    ctx.beginPath();
    ctx.arc(x, 168, 2.6, 0, Math.PI * 2);
    ctx.fillStyle = '#e2c27a';
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x, 170);
    ctx.lineTo(x - 4, 178);
    ctx.lineTo(x, 186);
    ctx.lineTo(x + 4, 178);
    ctx.closePath();
    ctx.fillStyle = '#d4a94c';
    ctx.fill();
    ctx.fillStyle = 'rgba(255, 255, 255, 0.6)';
    ctx.fillRect(x - 1, 175, 1.6, 4);
  }
}

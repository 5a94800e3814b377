import type { Avatar, PresenterPose } from '@lectern/core';
import type { Canvas2D, Rect } from '../types';
import {
  drawBeard,
  drawBrows,
  drawCheeksAndNose,
  drawEarrings,
  drawEars,
  drawEyes,
  drawFaceBase,
  drawGlasses,
  drawNeck,
  type FaceShape,
  facePath,
} from './draw-face';
import { drawHairBack, drawHairFront } from './draw-hair';
import { drawMouth } from './draw-mouth';
import { drawChair, drawOutfit } from './draw-outfit';
import { FIGURE, fitFigure } from './presenter-geometry';
import { presenterPalette } from './presenter-palette';

const clamp = (v: number) => (Number.isFinite(v) ? Math.max(-1, Math.min(1, v)) : 0);
const DEGREE = Math.PI / 180;

/**
 * Draws a presenter's upper body (hair, face, neck, shoulders, outfit) fitted inside `box`,
 * standing on its bottom edge, on a transparent background: nothing is painted outside the
 * figure. Deterministic, so the picker portrait, the preview and every video frame match
 * (issue 10, decision 135).
 */
export function drawPresenter(ctx: Canvas2D, avatar: Avatar, pose: PresenterPose, box: Rect): void {
  const { look } = avatar;
  const p = presenterPalette(look);
  const face: FaceShape = { jaw: avatar.gender === 'male' ? 1 : 0, feminine: avatar.gender === 'female' };
  const sitting = look.pose === 'sitting';
  const breath = clamp(pose.breath);
  const sway = clamp(pose.sway);
  const fit = fitFigure(box);

  ctx.save();
  ctx.translate(fit.x, fit.y);
  ctx.scale(fit.scale, fit.scale);
  ctx.beginPath();
  ctx.rect(0, 0, FIGURE.width, FIGURE.height);
  ctx.clip();
  ctx.globalAlpha = 1;
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'rgba(0, 0, 0, 0)';

  // The head turns a little about the base of the neck; the shoulders rise with each breath.
  const head = (draw: () => void) => {
    ctx.save();
    ctx.translate(180 + sway * 2, 250 - breath * 1.2);
    ctx.rotate(sway * 2.5 * DEGREE);
    ctx.translate(-180, -250);
    draw();
    ctx.restore();
  };
  const torso = (draw: () => void) => {
    ctx.save();
    ctx.translate(180 + sway * 1.2, (sitting ? 2 : -4) - breath * 2.5);
    // Shoulders a little narrower for women.
    ctx.scale(face.feminine ? 0.93 : 1, 1);
    ctx.translate(-180, 0);
    draw();
    ctx.restore();
  };

  if (sitting) torso(() => drawChair(ctx, p));
  head(() => {
    drawHairBack(ctx, p, look.hairStyle);
    drawNeck(ctx, p, face);
  });
  torso(() => drawOutfit(ctx, p, look.outfit));
  head(() => {
    drawEars(ctx, p);
    drawFaceBase(ctx, p, face);
    drawCheeksAndNose(ctx, p);
    if (look.beard) drawBeard(ctx, p, face, look.beard);
    drawMouth(ctx, p, pose.mouth, look.beard === 'short');
    drawEyes(ctx, p, pose.eyes, face);
    drawBrows(ctx, p, face);
    // The hair's soft shadow on the forehead, then the hair itself.
    ctx.save();
    facePath(ctx, face);
    ctx.clip();
    ctx.translate(-1.5, 4);
    ctx.globalAlpha = 0.35;
    drawHairFront(ctx, { ...p, hair: p.skinDeep, hairLight: p.skinDeep, hairShade: p.skinDeep }, look.hairStyle);
    ctx.restore();
    drawHairFront(ctx, p, look.hairStyle);
    if (look.earrings) drawEarrings(ctx);
    if (look.glasses) drawGlasses(ctx);
  });
  ctx.restore();
}

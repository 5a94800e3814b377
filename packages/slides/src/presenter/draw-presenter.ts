import type { Avatar, PresenterPose } from '@lectern/core';
import { roundRectPath } from '../shapes';
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
  faceShapeOf,
} from './draw-face';
import { drawHairBack, drawHairFront } from './draw-hair';
import { drawMouth } from './draw-mouth';
import { drawChair, drawOutfit } from './draw-outfit';
import { FIGURE, fitFigure } from './presenter-geometry';
import { presenterPalette } from './presenter-palette';

const clamp = (v: number | undefined, min = -1) => (v !== undefined && Number.isFinite(v) ? Math.max(min, Math.min(1, v)) : 0);
const DEGREE = Math.PI / 180;

/** Where the presenter is drawn: a box, and whether it stands in a framed card there (core presenterFramed). */
export type PresenterRect = Rect & { framed?: boolean };

/**
 * Draws a presenter's upper body (hair, face, neck, shoulders, outfit) fitted inside `box`,
 * standing on its bottom edge, on a transparent background: nothing is painted outside the
 * figure, or, in a framed box, outside its card. Deterministic, so the picker portrait, the
 * preview and every video frame match (issue 10, decision 135).
 *
 * The pose moves the figure as a person idles and speaks (issue 21 item 4, decision 172): breath
 * raises the shoulders, sway leans the body and turns the head, tilt rolls the head, a nod dips the
 * chin, brows rise on stressed words and a lift squares the shoulders at a sentence's start (the
 * bust's gesture: the framing shows no arms).
 *
 * `area: 'mouth'` draws only what can show in the mouth's area (presenterMouthRect), for the
 * mouth pictures laid over a figure (decision 172): the ears, eyes, brows and the hair's front
 * (with earrings and glasses) never reach it, and leaving them out changes none of its pixels
 * (tested on every presenter in every box) while saving a fifth of the drawing (decision 187).
 * Everything that may reach it is drawn as in the whole figure, so its edges are rasterised alike.
 */
export function drawPresenter(ctx: Canvas2D, avatar: Avatar, pose: PresenterPose, box: PresenterRect, area: 'whole' | 'mouth' = 'whole'): void {
  const whole = area === 'whole';
  const { look } = avatar;
  const p = presenterPalette(look);
  const face: FaceShape = faceShapeOf(look, avatar.gender === 'female');
  const sitting = look.pose === 'sitting';
  const breath = clamp(pose.breath);
  const sway = clamp(pose.sway);
  const tilt = clamp(pose.tilt);
  const nod = clamp(pose.nod, 0);
  const lift = clamp(pose.lift, 0);
  const fit = fitFigure(box);

  ctx.save();
  ctx.translate(fit.x, fit.y);
  ctx.scale(fit.scale, fit.scale);
  ctx.beginPath();
  if (box.framed) roundRectPath(ctx, 0, 0, FIGURE.width, FIGURE.height, CARD_RADIUS);
  else ctx.rect(0, 0, FIGURE.width, FIGURE.height);
  ctx.clip();
  ctx.globalAlpha = 1;
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'rgba(0, 0, 0, 0)';
  if (box.framed) drawCard(ctx, p);

  // The head turns a little about the base of the neck and rolls with a tilt; it rides on the
  // shoulders as they breathe and lift, and dips on a nod.
  const head = (draw: () => void) => {
    ctx.save();
    ctx.translate(180 + sway * 2, 250 - breath * 1.2 - lift * 2.5 + nod * 3);
    ctx.rotate((sway * 2.5 + tilt * 3) * DEGREE);
    ctx.translate(-180, -250);
    draw();
    ctx.restore();
  };
  const torso = (draw: () => void) => {
    ctx.save();
    ctx.translate(180 + sway * 1.2, (sitting ? 2 : -4) - breath * 2.5 - lift * 4);
    // Shoulders a little narrower for women; squared a little wider on a lift.
    ctx.scale((face.feminine ? 0.93 : 1) * (1 + lift * 0.02), 1);
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
    if (whole) drawEars(ctx, p, face);
    drawFaceBase(ctx, p, face);
    drawCheeksAndNose(ctx, p);
    if (look.beard) drawBeard(ctx, p, face, look.beard);
    drawMouth(ctx, p, pose.mouth, look.beard === 'short');
    if (!whole) return;
    drawEyes(ctx, p, pose.eyes, face);
    drawBrows(ctx, p, face, clamp(pose.brow, 0));
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
  if (box.framed) {
    // The card's rim over the figure's cut edges, so the bust sits in the frame.
    ctx.save();
    ctx.translate(fit.x, fit.y);
    ctx.scale(fit.scale, fit.scale);
    roundRectPath(ctx, 1, 1, FIGURE.width - 2, FIGURE.height - 2, CARD_RADIUS - 1);
    ctx.strokeStyle = p.cardRim;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.restore();
  }
}

/** Corner radius of the framed card, in design units. */
const CARD_RADIUS = 22;

/** The card behind a framed presenter: a soft studio backdrop in a light tint of the outfit, lit from the top right. */
function drawCard(ctx: Canvas2D, p: ReturnType<typeof presenterPalette>) {
  const backdrop = ctx.createLinearGradient(0, 0, FIGURE.width, FIGURE.height);
  backdrop.addColorStop(0, p.cardLight);
  backdrop.addColorStop(1, p.card);
  ctx.fillStyle = backdrop;
  ctx.fillRect(0, 0, FIGURE.width, FIGURE.height);
}

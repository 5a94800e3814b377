import type { PresenterLook } from '@lectern/core';
import type { Canvas2D } from '../types';
import type { PresenterPalette } from './presenter-palette';

type HairStyle = PresenterLook['hairStyle'];

/** Sheen: soft strokes in the light tone along the hair's flow. */
function strands(ctx: Canvas2D, colour: string, width: number, lines: number[][]) {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.globalAlpha = 0.55;
  for (const l of lines) {
    ctx.beginPath();
    ctx.moveTo(l[0] as number, l[1] as number);
    ctx.quadraticCurveTo(l[2] as number, l[3] as number, l[4] as number, l[5] as number);
    ctx.stroke();
  }
  ctx.restore();
}

function fillPath(ctx: Canvas2D, colour: string, trace: () => void) {
  ctx.beginPath();
  trace();
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

/** Curls: a deterministic ring of bumps around an ellipse, from angle a0 to a1. */
function curlRing(ctx: Canvas2D, cx: number, cy: number, rx: number, ry: number, r: number, a0: number, a1: number, count: number) {
  for (let i = 0; i <= count; i++) {
    const a = a0 + ((a1 - a0) * i) / count;
    const wobble = i % 2 === 0 ? 1 : 0.82;
    ctx.beginPath();
    ctx.arc(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, r * wobble, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Hair behind the head and neck (drawn before the face and the outfit). */
export function drawHairBack(ctx: Canvas2D, p: PresenterPalette, style: HairStyle) {
  switch (style) {
    case 'bob':
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(180, 62);
        ctx.bezierCurveTo(238, 62, 256, 102, 254, 152);
        ctx.lineTo(256, 222);
        ctx.quadraticCurveTo(256, 236, 240, 236);
        ctx.lineTo(120, 236);
        ctx.quadraticCurveTo(104, 236, 104, 222);
        ctx.lineTo(106, 152);
        ctx.bezierCurveTo(104, 102, 122, 62, 180, 62);
      });
      return;
    case 'long':
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(180, 60);
        ctx.bezierCurveTo(240, 60, 260, 106, 258, 162);
        ctx.bezierCurveTo(258, 220, 266, 270, 262, 320);
        ctx.lineTo(98, 320);
        ctx.bezierCurveTo(94, 270, 102, 220, 102, 162);
        ctx.bezierCurveTo(100, 106, 120, 60, 180, 60);
      });
      return;
    case 'bun':
      ctx.fillStyle = p.hair;
      ctx.beginPath();
      ctx.arc(180, 60, 25, 0, Math.PI * 2);
      ctx.fill();
      strands(ctx, p.hairLight, 3, [
        [162, 56, 176, 40, 194, 46],
        [166, 70, 182, 56, 198, 64],
      ]);
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(180, 70);
        ctx.bezierCurveTo(230, 70, 240, 106, 238, 150);
        ctx.lineTo(122, 150);
        ctx.bezierCurveTo(120, 106, 130, 70, 180, 70);
      });
      return;
    case 'ponytail':
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(224, 96);
        ctx.bezierCurveTo(262, 110, 274, 170, 266, 236);
        ctx.bezierCurveTo(262, 268, 248, 282, 238, 274);
        ctx.bezierCurveTo(248, 226, 244, 160, 214, 116);
      });
      strands(ctx, p.hairLight, 2.5, [[246, 130, 258, 180, 252, 240]]);
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(180, 70);
        ctx.bezierCurveTo(230, 70, 240, 106, 238, 150);
        ctx.lineTo(122, 150);
        ctx.bezierCurveTo(120, 106, 130, 70, 180, 70);
      });
      return;
    case 'curly':
      ctx.fillStyle = p.hairShade;
      ctx.beginPath();
      ctx.ellipse(180, 134, 80, 88, 0, 0, Math.PI * 2);
      ctx.fill();
      curlRing(ctx, 180, 134, 80, 88, 20, Math.PI * 0.78, Math.PI * 2.22, 16);
      return;
    case 'wavy':
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(180, 64);
        ctx.bezierCurveTo(232, 64, 246, 104, 238, 146);
        ctx.lineTo(122, 146);
        ctx.bezierCurveTo(114, 104, 128, 64, 180, 64);
      });
      return;
    default:
      // short, side-part, buzz: close to the skull, only the back of the head shows.
      fillPath(ctx, p.hairShade, () => {
        ctx.moveTo(180, style === 'buzz' ? 78 : 70);
        ctx.bezierCurveTo(228, style === 'buzz' ? 78 : 70, 238, 104, 236, 146);
        ctx.lineTo(124, 146);
        ctx.bezierCurveTo(122, 104, 132, style === 'buzz' ? 78 : 70, 180, style === 'buzz' ? 78 : 70);
      });
  }
}

/** Hair over the forehead and sides (drawn after the face). */
export function drawHairFront(ctx: Canvas2D, p: PresenterPalette, style: HairStyle) {
  switch (style) {
    case 'bob':
      fillPath(ctx, p.hair, () => {
        ctx.moveTo(180, 64);
        ctx.bezierCurveTo(228, 64, 250, 98, 250, 142);
        ctx.lineTo(251, 222);
        ctx.quadraticCurveTo(251, 233, 240, 233);
        ctx.quadraticCurveTo(227, 232, 226, 218);
        ctx.bezierCurveTo(230, 186, 232, 158, 226, 134);
        ctx.bezierCurveTo(210, 122, 186, 112, 168, 116);
        ctx.bezierCurveTo(154, 118, 142, 126, 136, 138);
        ctx.bezierCurveTo(130, 166, 132, 192, 134, 218);
        ctx.quadraticCurveTo(133, 232, 120, 233);
        ctx.quadraticCurveTo(109, 233, 109, 222);
        ctx.lineTo(110, 142);
        ctx.bezierCurveTo(110, 98, 132, 64, 180, 64);
      });
      strands(ctx, p.hairLight, 4, [
        [146, 84, 176, 68, 212, 78],
        [120, 150, 118, 190, 122, 222],
        [158, 104, 190, 92, 222, 108],
      ]);
      return;
    case 'long':
      for (const side of [-1, 1]) {
        fillPath(ctx, p.hair, () => {
          ctx.moveTo(180 + side * 2, 70);
          ctx.bezierCurveTo(180 + side * 44, 62, 180 + side * 68, 92, 180 + side * 70, 140);
          ctx.bezierCurveTo(180 + side * 72, 200, 180 + side * 70, 250, 180 + side * 84, 304);
          ctx.quadraticCurveTo(180 + side * 90, 322, 180 + side * 76, 334);
          ctx.quadraticCurveTo(180 + side * 70, 322, 180 + side * 62, 326);
          ctx.quadraticCurveTo(180 + side * 56, 330, 180 + side * 48, 336);
          ctx.bezierCurveTo(180 + side * 52, 290, 180 + side * 46, 210, 180 + side * 47, 150);
          ctx.bezierCurveTo(180 + side * 44, 118, 180 + side * 26, 96, 180 + side * 2, 84);
        });
      }
      strands(ctx, p.hairLight, 4, [
        [134, 100, 118, 160, 126, 250],
        [226, 100, 244, 160, 236, 250],
        [150, 80, 164, 72, 176, 72],
        [124, 260, 124, 290, 110, 312],
      ]);
      // Where strands part near the ends.
      strands(ctx, p.hairShade, 2, [
        [118, 256, 116, 296, 118, 324],
        [242, 256, 244, 296, 242, 324],
      ]);
      return;
    case 'bun':
    case 'ponytail':
      // Swept back from the hairline; the ponytail keeps a side parting.
      fillPath(ctx, p.hair, () => {
        ctx.moveTo(180, 68);
        ctx.bezierCurveTo(226, 68, 240, 100, 235, 142);
        ctx.quadraticCurveTo(230, 124, 222, 114);
        ctx.bezierCurveTo(208, 102, 192, 100, 180, 102);
        ctx.bezierCurveTo(168, 100, 152, 102, 138, 114);
        ctx.quadraticCurveTo(130, 124, 125, 142);
        ctx.bezierCurveTo(120, 100, 134, 68, 180, 68);
      });
      strands(
        ctx,
        p.hairLight,
        2.5,
        style === 'bun'
          ? [
              [146, 100, 160, 80, 176, 74],
              [214, 100, 200, 80, 184, 74],
              [180, 100, 180, 84, 180, 72],
            ]
          : [
              [158, 98, 176, 78, 214, 84],
              [140, 112, 156, 86, 196, 76],
            ],
      );
      return;
    case 'curly':
      ctx.fillStyle = p.hair;
      curlRing(ctx, 180, 132, 68, 68, 16, Math.PI * 1.05, Math.PI * 1.95, 8);
      for (const side of [-1, 1]) {
        for (let i = 0; i < 5; i++) {
          ctx.beginPath();
          ctx.arc(180 + side * (56 + (i % 2) * 4), 120 + i * 20, 14 - i * 0.6, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      ctx.strokeStyle = p.hairLight;
      ctx.lineWidth = 2.2;
      ctx.lineCap = 'round';
      ctx.globalAlpha = 0.6;
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.08 + i * 0.1);
        const cx = 180 + Math.cos(a) * 68;
        const cy = 130 + Math.sin(a) * 66;
        ctx.beginPath();
        ctx.arc(cx, cy, 7, Math.PI * 1.1, Math.PI * 1.7);
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
      return;
    case 'short':
      fillPath(ctx, p.hair, () => {
        ctx.moveTo(180, 68);
        ctx.bezierCurveTo(226, 68, 240, 98, 235, 140);
        ctx.lineTo(230, 140);
        ctx.bezierCurveTo(230, 122, 226, 110, 218, 104);
        ctx.bezierCurveTo(200, 94, 176, 98, 160, 100);
        ctx.bezierCurveTo(146, 102, 134, 112, 130, 140);
        ctx.lineTo(125, 140);
        ctx.bezierCurveTo(120, 98, 134, 68, 180, 68);
      });
      strands(ctx, p.hairLight, 3, [
        [150, 86, 176, 74, 206, 80],
        [164, 96, 190, 86, 222, 96],
      ]);
      return;
    case 'side-part':
      fillPath(ctx, p.hair, () => {
        ctx.moveTo(156, 70);
        ctx.bezierCurveTo(200, 56, 242, 78, 236, 140);
        ctx.lineTo(231, 140);
        ctx.bezierCurveTo(230, 118, 220, 104, 202, 100);
        ctx.bezierCurveTo(180, 96, 162, 104, 144, 112);
        ctx.quadraticCurveTo(133, 120, 130, 140);
        ctx.lineTo(125, 140);
        ctx.bezierCurveTo(118, 100, 132, 76, 156, 70);
      });
      // The parting and the swept volume.
      ctx.strokeStyle = p.hairShade;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(152, 72);
      ctx.quadraticCurveTo(146, 86, 148, 100);
      ctx.stroke();
      strands(ctx, p.hairLight, 3.5, [
        [160, 84, 192, 68, 226, 90],
        [162, 96, 196, 80, 228, 108],
      ]);
      return;
    case 'buzz':
      fillPath(ctx, p.hair, () => {
        ctx.moveTo(180, 76);
        ctx.bezierCurveTo(222, 76, 235, 102, 233, 136);
        ctx.lineTo(229, 134);
        ctx.bezierCurveTo(227, 116, 218, 106, 204, 102);
        ctx.bezierCurveTo(190, 98, 170, 98, 156, 102);
        ctx.bezierCurveTo(142, 106, 133, 116, 131, 134);
        ctx.lineTo(127, 136);
        ctx.bezierCurveTo(125, 102, 138, 76, 180, 76);
      });
      strands(ctx, p.hairLight, 2, [[156, 86, 180, 80, 206, 86]]);
      return;
    case 'wavy':
      fillPath(ctx, p.hair, () => {
        ctx.moveTo(180, 58);
        ctx.bezierCurveTo(232, 56, 246, 96, 240, 144);
        ctx.lineTo(232, 146);
        ctx.quadraticCurveTo(232, 120, 220, 110);
        ctx.quadraticCurveTo(214, 120, 204, 112);
        ctx.quadraticCurveTo(194, 124, 184, 110);
        ctx.quadraticCurveTo(172, 122, 164, 108);
        ctx.quadraticCurveTo(152, 118, 142, 110);
        ctx.quadraticCurveTo(132, 124, 130, 146);
        ctx.lineTo(122, 144);
        ctx.bezierCurveTo(114, 96, 128, 60, 180, 58);
      });
      strands(ctx, p.hairLight, 3, [
        [144, 80, 162, 66, 186, 70],
        [196, 76, 220, 76, 230, 100],
        [160, 96, 176, 84, 196, 92],
      ]);
      return;
  }
}

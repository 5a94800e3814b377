import type { PresenterLook } from '@lectern/core';
import type { Canvas2D } from '../types';
import type { PresenterPalette } from './presenter-palette';

type Outfit = PresenterLook['outfit'];

/** Shoulders and chest, reaching past the bottom edge (the figure is cut off there). */
export function torsoPath(ctx: Canvas2D) {
  ctx.beginPath();
  ctx.moveTo(150, 244);
  ctx.bezierCurveTo(122, 252, 84, 256, 64, 274);
  ctx.bezierCurveTo(46, 290, 40, 330, 38, 420);
  ctx.lineTo(322, 420);
  ctx.bezierCurveTo(320, 330, 314, 290, 296, 274);
  ctx.bezierCurveTo(276, 256, 238, 252, 210, 244);
  ctx.closePath();
}

function fill(ctx: Canvas2D, colour: unknown, trace: () => void) {
  ctx.beginPath();
  trace();
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}

function line(ctx: Canvas2D, colour: string, width: number, points: number[]) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(points[0] as number, points[1] as number);
  for (let i = 2; i + 3 < points.length; i += 4) {
    ctx.quadraticCurveTo(points[i] as number, points[i + 1] as number, points[i + 2] as number, points[i + 3] as number);
  }
  ctx.stroke();
}

function button(ctx: Canvas2D, x: number, y: number, r: number, colour: string, rim: string) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.strokeStyle = rim;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** A V of skin below the neck (open collars, V necklines). */
function skinV(ctx: Canvas2D, p: PresenterPalette, halfWidth: number, depth: number) {
  fill(ctx, p.skin, () => {
    ctx.moveTo(180 - halfWidth, 236);
    ctx.lineTo(180 + halfWidth, 236);
    ctx.lineTo(180, depth);
  });
  fill(ctx, p.skinShade, () => {
    ctx.moveTo(180 - halfWidth, 236);
    ctx.lineTo(180 - halfWidth * 0.2, 236);
    ctx.lineTo(180, depth);
  });
}

/** Lapels of a jacket: a V from the neck to `bottom`, with notches, in the shade tone. */
function lapels(ctx: Canvas2D, p: PresenterPalette, bottom: number) {
  for (const side of [-1, 1]) {
    fill(ctx, p.outfitShade, () => {
      ctx.moveTo(180 + side * 30, 246);
      ctx.lineTo(180 + side * 2, bottom);
      ctx.lineTo(180 + side * 44, 306);
      ctx.lineTo(180 + side * 40, 290);
      ctx.lineTo(180 + side * 52, 286);
      ctx.lineTo(180 + side * 44, 256);
    });
    line(ctx, p.outfitLight, 1.6, [180 + side * 30, 246, 180 + side * 16, bottom - 50, 180 + side * 2, bottom]);
  }
}

/** The V opening of a jacket or cardigan, filled with what is worn under it. */
function jacketOpening(ctx: Canvas2D, colour: string, bottom: number, top = 238) {
  fill(ctx, colour, () => {
    ctx.moveTo(148, top);
    ctx.lineTo(212, top);
    ctx.lineTo(180, bottom);
  });
}

/** A shirt collar standing around the neck, its points resting on the chest. */
function shirtCollar(ctx: Canvas2D, colour: string, shade: string, open: boolean) {
  for (const side of [-1, 1]) {
    fill(ctx, colour, () => {
      ctx.moveTo(180 + side * 17, 226);
      ctx.lineTo(180 + side * (open ? 7 : 3), open ? 274 : 264);
      ctx.lineTo(180 + side * 33, 262);
      ctx.quadraticCurveTo(180 + side * 30, 240, 180 + side * 24, 228);
    });
    ctx.strokeStyle = shade;
    ctx.lineWidth = 1.4;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

function tie(ctx: Canvas2D, p: PresenterPalette) {
  fill(ctx, p.accent, () => {
    ctx.moveTo(172, 258);
    ctx.lineTo(188, 258);
    ctx.lineTo(185, 272);
    ctx.lineTo(175, 272);
  });
  fill(ctx, p.accent, () => {
    ctx.moveTo(175, 272);
    ctx.lineTo(185, 272);
    ctx.lineTo(192, 352);
    ctx.lineTo(180, 366);
    ctx.lineTo(168, 352);
  });
  // Diagonal stripes and the knot's shade.
  ctx.save();
  fill(ctx, 'rgba(0, 0, 0, 0)', () => {
    ctx.moveTo(175, 272);
    ctx.lineTo(185, 272);
    ctx.lineTo(192, 352);
    ctx.lineTo(180, 366);
    ctx.lineTo(168, 352);
  });
  ctx.clip();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.22)';
  ctx.lineWidth = 3;
  for (let y = 276; y < 370; y += 14) {
    ctx.beginPath();
    ctx.moveTo(164, y + 8);
    ctx.lineTo(196, y - 6);
    ctx.stroke();
  }
  ctx.restore();
  fill(ctx, 'rgba(0, 0, 0, 0.25)', () => {
    ctx.moveTo(175, 272);
    ctx.lineTo(185, 272);
    ctx.lineTo(184, 278);
    ctx.lineTo(176, 278);
  });
}

/** Sleeve seams and the side away from the light, in the outfit's second tone. */
function bodyShading(ctx: Canvas2D, p: PresenterPalette) {
  ctx.save();
  torsoPath(ctx);
  ctx.clip();
  fill(ctx, p.outfitShade, () => {
    ctx.moveTo(30, 270);
    ctx.bezierCurveTo(70, 262, 92, 290, 96, 420);
    ctx.lineTo(30, 420);
  });
  const g = ctx.createLinearGradient(0, 250, 0, 400);
  g.addColorStop(0, 'rgba(255, 255, 255, 0.08)');
  g.addColorStop(1, 'rgba(0, 0, 0, 0.12)');
  ctx.fillStyle = g;
  ctx.fillRect(30, 240, 300, 180);
  ctx.restore();
  line(ctx, p.outfitDeep, 1.6, [96, 292, 90, 340, 92, 420]);
  line(ctx, p.outfitDeep, 1.6, [264, 292, 270, 340, 268, 420]);
}

function crewNeck(ctx: Canvas2D, p: PresenterPalette, depth: number, band: number, colour: string) {
  fill(ctx, p.skin, () => {
    ctx.moveTo(146, 238);
    ctx.lineTo(214, 238);
    ctx.quadraticCurveTo(212, depth, 180, depth);
    ctx.quadraticCurveTo(148, depth, 146, 238);
  });
  fill(ctx, p.skinShade, () => {
    ctx.moveTo(146, 238);
    ctx.lineTo(214, 238);
    ctx.quadraticCurveTo(200, 252, 180, 252);
    ctx.quadraticCurveTo(160, 252, 146, 238);
  });
  ctx.strokeStyle = colour;
  ctx.lineWidth = band;
  ctx.beginPath();
  ctx.moveTo(146, 240);
  ctx.quadraticCurveTo(148, depth + band / 2, 180, depth + band / 2);
  ctx.quadraticCurveTo(212, depth + band / 2, 214, 240);
  ctx.stroke();
}

function suitOuter(ctx: Canvas2D, p: PresenterPalette) {
  if (p.accentIsLight) shirtCollar(ctx, p.accent, p.accentShade, true);
  else shirtCollar(ctx, '#ffffff', '#c9ced8', false);
  lapels(ctx, p, 340);
  button(ctx, 184, 362, 3.6, p.outfitDeep, p.outfitLight);
  // Pocket square.
  fill(ctx, p.accentIsLight ? p.outfitLight : p.accent, () => {
    ctx.moveTo(234, 322);
    ctx.lineTo(240, 312);
    ctx.lineTo(246, 320);
    ctx.lineTo(252, 312);
    ctx.lineTo(258, 322);
  });
  line(ctx, p.outfitDeep, 2, [230, 324, 246, 322, 262, 324]);
}

type Layer = (ctx: Canvas2D, p: PresenterPalette) => void;

/** What shows through the neckline (clipped to the body), then what lies on top (collars, lapels). */
const OUTFITS: Record<Outfit, { inner: Layer; outer?: Layer }> = {
  blazer: {
    inner(ctx, p) {
      jacketOpening(ctx, p.accent, 352);
      skinV(ctx, p, 16, 274);
    },
    outer(ctx, p) {
      shirtCollar(ctx, p.accent, p.accentShade, true);
      lapels(ctx, p, 352);
      button(ctx, 184, 372, 3.6, p.outfitDeep, p.outfitLight);
      line(ctx, p.outfitDeep, 2, [232, 330, 248, 328, 262, 330]);
    },
  },
  suit: {
    inner(ctx, p) {
      jacketOpening(ctx, p.accentIsLight ? p.accent : '#f7f8fa', 340);
      if (p.accentIsLight) skinV(ctx, p, 14, 268);
      else {
        // The tie shows only in the jacket's V.
        ctx.save();
        jacketOpening(ctx, 'rgba(0, 0, 0, 0)', 340);
        ctx.clip();
        tie(ctx, p);
        ctx.restore();
      }
    },
    outer: suitOuter,
  },

  cardigan: {
    inner: (ctx, p) => {
      // A plain top under an open cardigan with a button band.
      fill(ctx, p.accent, () => {
        ctx.moveTo(140, 238);
        ctx.lineTo(220, 238);
        ctx.lineTo(210, 420);
        ctx.lineTo(150, 420);
      });
      crewNeck(ctx, p, 268, 4, p.accentShade);
      for (const side of [-1, 1]) {
        fill(ctx, p.outfit, () => {
          ctx.moveTo(180 + side * 40, 244);
          ctx.bezierCurveTo(180 + side * 34, 300, 180 + side * 22, 360, 180 + side * 14, 420);
          ctx.lineTo(180 + side * 80, 420);
          ctx.lineTo(180 + side * 80, 244);
        });
        line(ctx, p.outfitShade, 7, [180 + side * 37, 248, 180 + side * 28, 340, 180 + side * 18, 420]);
      }
      for (const y of [318, 358, 396]) button(ctx, 180 - 28 + (y - 318) * 0.12, y, 3.4, p.accent, p.outfitDeep);
    },
  },
  blouse: {
    inner: (ctx, p) => {
      skinV(ctx, p, 22, 300);
      // Soft silk: a tie-neck bow at the base of the V and a sheen across the chest.
      line(ctx, p.accent, 3, [158, 242, 170, 272, 180, 300]);
      line(ctx, p.accent, 3, [202, 242, 190, 272, 180, 300]);
      fill(ctx, p.outfitShade, () => {
        ctx.moveTo(180, 302);
        ctx.quadraticCurveTo(160, 290, 158, 306);
        ctx.quadraticCurveTo(164, 318, 180, 306);
        ctx.quadraticCurveTo(196, 318, 202, 306);
        ctx.quadraticCurveTo(200, 290, 180, 302);
      });
      fill(ctx, p.outfitShade, () => {
        ctx.moveTo(176, 306);
        ctx.lineTo(170, 340);
        ctx.lineTo(176, 338);
        ctx.lineTo(180, 308);
        ctx.lineTo(186, 338);
        ctx.lineTo(192, 340);
        ctx.lineTo(184, 306);
      });
      ctx.beginPath();
      ctx.arc(180, 305, 4, 0, Math.PI * 2);
      ctx.fillStyle = p.outfitDeep;
      ctx.fill();
      line(ctx, p.outfitLight, 5, [222, 290, 244, 330, 238, 390]);
      line(ctx, p.outfitShade, 1.6, [140, 330, 146, 360, 140, 400]);
    },
  },
  dress: {
    inner: (ctx, p) => {
      // Boat neckline: the collarbones show; a fine necklace in the accent colour.
      fill(ctx, p.skin, () => {
        ctx.moveTo(110, 226);
        ctx.lineTo(250, 226);
        ctx.lineTo(250, 250);
        ctx.quadraticCurveTo(180, 310, 110, 250);
      });
      fill(ctx, p.skinShade, () => {
        ctx.moveTo(146, 236);
        ctx.lineTo(214, 236);
        ctx.quadraticCurveTo(180, 262, 146, 236);
      });
      line(ctx, p.skinShade, 1.8, [150, 264, 162, 268, 172, 266]);
      line(ctx, p.skinShade, 1.8, [210, 264, 198, 268, 188, 266]);
      line(ctx, p.outfitShade, 5, [110, 252, 180, 310, 250, 252]);
      line(ctx, p.accent, 1.4, [160, 244, 180, 274, 200, 244]);
      ctx.beginPath();
      ctx.arc(180, 262, 3.4, 0, Math.PI * 2);
      ctx.fillStyle = p.accent;
      ctx.fill();
      line(ctx, p.outfitLight, 4, [206, 310, 226, 350, 222, 400]);
    },
  },
  sweater: {
    inner: (ctx, p) => {
      crewNeck(ctx, p, 258, 9, p.outfitShade);
      // A shirt collar peeking out, and cable knit down the front.
      for (const side of [-1, 1]) {
        fill(ctx, p.accent, () => {
          ctx.moveTo(180 + side * 3, 259);
          ctx.lineTo(180 + side * 22, 255);
          ctx.lineTo(180 + side * 14, 272);
        });
        ctx.strokeStyle = p.accentShade;
        ctx.lineWidth = 1.2;
        ctx.stroke();
      }
      ctx.strokeStyle = p.outfitShade;
      ctx.lineWidth = 2;
      for (const x of [150, 210]) {
        ctx.beginPath();
        for (let y = 284; y < 420; y += 16) {
          ctx.moveTo(x - 5, y);
          ctx.quadraticCurveTo(x, y + 10, x + 5, y);
        }
        ctx.stroke();
      }
    },
  },
  shirt: {
    inner: (ctx, p) => {
      crewNeck(ctx, p, 286, 4, p.accent);
      line(ctx, p.outfitShade, 1.6, [150, 320, 156, 360, 150, 400]);
      line(ctx, p.outfitLight, 5, [220, 300, 240, 340, 236, 392]);
      // A slim pendant on a chain.
      line(ctx, '#d7b46a', 1.2, [160, 244, 180, 272, 200, 244]);
      ctx.beginPath();
      ctx.arc(180, 261, 3, 0, Math.PI * 2);
      ctx.fillStyle = '#d7b46a';
      ctx.fill();
    },
  },
  hoodie: {
    inner: (ctx, p) => {
      crewNeck(ctx, p, 258, 6, p.outfitShade);
      // The hood lies around the neck; drawstrings hang from it.
      fill(ctx, p.outfitShade, () => {
        ctx.moveTo(124, 254);
        ctx.quadraticCurveTo(124, 300, 180, 304);
        ctx.quadraticCurveTo(236, 300, 236, 254);
        ctx.quadraticCurveTo(224, 242, 214, 246);
        ctx.quadraticCurveTo(214, 284, 180, 286);
        ctx.quadraticCurveTo(146, 284, 146, 246);
        ctx.quadraticCurveTo(136, 242, 124, 254);
      });
      line(ctx, p.outfitLight, 2, [130, 262, 136, 292, 180, 298]);
      for (const side of [-1, 1]) {
        line(ctx, p.accent, 3.2, [180 + side * 12, 292, 180 + side * 14, 330, 180 + side * 12, 360]);
        fill(ctx, '#c9ccd2', () => {
          ctx.moveTo(180 + side * 10, 360);
          ctx.lineTo(180 + side * 14, 360);
          ctx.lineTo(180 + side * 14, 370);
          ctx.lineTo(180 + side * 10, 370);
        });
      }
    },
  },
  polo: {
    inner(ctx, p) {
      crewNeck(ctx, p, 254, 2, p.outfitShade);
      skinV(ctx, p, 12, 282);
      // Placket with buttons.
      fill(ctx, p.outfitShade, () => {
        ctx.moveTo(174, 282);
        ctx.lineTo(186, 282);
        ctx.lineTo(186, 318);
        ctx.lineTo(174, 318);
      });
      button(ctx, 180, 292, 2.6, p.accent, p.outfitDeep);
      button(ctx, 180, 308, 2.6, p.accent, p.outfitDeep);
    },
    outer(ctx, p) {
      // A soft knit collar standing around the neck, with accent tipping.
      for (const side of [-1, 1]) {
        fill(ctx, p.outfit, () => {
          ctx.moveTo(180 + side * 18, 226);
          ctx.lineTo(180 + side * 6, 282);
          ctx.lineTo(180 + side * 36, 274);
          ctx.quadraticCurveTo(180 + side * 34, 244, 180 + side * 26, 230);
        });
        ctx.strokeStyle = p.outfitDeep;
        ctx.lineWidth = 1.4;
        ctx.stroke();
        line(ctx, p.accent, 2.4, [180 + side * 8, 278, 180 + side * 22, 276, 180 + side * 34, 271]);
      }
    },
  },
};

/** The outfit of this style on the torso: base colour, shading, then its neckline and details. */
export function drawOutfit(ctx: Canvas2D, p: PresenterPalette, outfit: Outfit) {
  torsoPath(ctx);
  ctx.fillStyle = p.outfit;
  ctx.fill();
  bodyShading(ctx, p);
  ctx.save();
  torsoPath(ctx);
  ctx.clip();
  // A look from a newer catalogue than this drawing still gets dressed.
  const layers = OUTFITS[outfit] ?? OUTFITS.shirt;
  layers.inner(ctx, p);
  ctx.restore();
  layers.outer?.(ctx, p);
}

/** A seated presenter's chair back, behind the shoulders. */
export function drawChair(ctx: Canvas2D, p: PresenterPalette) {
  const g = ctx.createLinearGradient(0, 150, 0, 400);
  g.addColorStop(0, p.chairLight);
  g.addColorStop(0.35, p.chair);
  g.addColorStop(1, p.chair);
  ctx.beginPath();
  ctx.moveTo(66, 420);
  ctx.lineTo(70, 200);
  ctx.bezierCurveTo(72, 164, 100, 148, 140, 146);
  ctx.lineTo(220, 146);
  ctx.bezierCurveTo(260, 148, 288, 164, 290, 200);
  ctx.lineTo(294, 420);
  ctx.closePath();
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.18)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(84, 260);
  ctx.lineTo(86, 204);
  ctx.bezierCurveTo(88, 176, 110, 162, 142, 160);
  ctx.lineTo(218, 160);
  ctx.bezierCurveTo(250, 162, 272, 176, 274, 204);
  ctx.lineTo(276, 260);
  ctx.stroke();
}

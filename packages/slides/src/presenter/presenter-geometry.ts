import type { Rect } from '../types';

/**
 * The presenter is designed in a 360×400 space (the avatar area's 9:10 shape, spec 001 §9) and
 * scaled uniformly to fit a box, centred, standing on the box's bottom edge.
 */
export const FIGURE = { width: 360, height: 400 } as const;

export interface FigureFit {
  scale: number;
  x: number;
  y: number;
}

export function fitFigure(box: Rect): FigureFit {
  const scale = Math.max(0, Math.min(box.width / FIGURE.width, box.height / FIGURE.height));
  return { scale, x: box.x + (box.width - FIGURE.width * scale) / 2, y: box.y + box.height - FIGURE.height * scale };
}

/** Centre of the mouth in the design space; sitting and standing presenters keep the head in place. */
export const MOUTH_CENTRE = { x: 180, y: 195 } as const;

/** The widest mouth shape plus the head's travel: sway, tilt, breathing, the shoulders' lift and a nod. */
const MOUTH_AREA: Rect = { x: 150, y: 174, width: 60, height: 48 };

/** Where the mouth is drawn inside `box` (lip-sync pixel checks look here). */
export function presenterMouthRect(box: Rect): Rect {
  const fit = fitFigure(box);
  return {
    x: fit.x + MOUTH_AREA.x * fit.scale,
    y: fit.y + MOUTH_AREA.y * fit.scale,
    width: MOUTH_AREA.width * fit.scale,
    height: MOUTH_AREA.height * fit.scale,
  };
}

/**
 * The head in the design space: from the top of the highest hairstyle (curly, bun) to below the
 * longest chin, as wide as the widest face with its sway and tilt. Burned-in captions keep out of it (issue 14), so the
 * band never hides the mouth or eyes of a speaking presenter.
 */
const FACE_AREA: Rect = { x: 104, y: 20, width: 152, height: 222 };

/** Where the presenter's head is drawn inside `box`. */
export function presenterFaceRect(box: Rect): Rect {
  const fit = fitFigure(box);
  return { x: fit.x + FACE_AREA.x * fit.scale, y: fit.y + FACE_AREA.y * fit.scale, width: FACE_AREA.width * fit.scale, height: FACE_AREA.height * fit.scale };
}

/**
 * The picker portrait's framing for a canvas of `size`: head and shoulders a fifth closer than on
 * a slide, so faces read on small cards. Used by the served portrait and the browser's picker.
 */
export const portraitFrame = (size: { width: number; height: number }): Rect => ({
  x: -size.width * 0.1,
  y: -size.height * 0.04,
  width: size.width * 1.2,
  height: size.height * 1.2,
});

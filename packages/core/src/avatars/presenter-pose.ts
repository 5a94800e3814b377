import { AVATAR_AREA, SLIDE_HEIGHT, SLIDE_WIDTH } from '../flows/flow-constants';
import { SLIDE_TEMPLATES, type SlideTemplateId } from '../flows/slide-templates';

/**
 * The nine Preston-Blair mouth shapes animators lip-sync with, plus `rest` (closed, relaxed):
 * AI (open wide), E (wide, teeth), O (round), U (small round), etc (C D G K N R S T Y Z: slightly
 * open, teeth), FV (lower lip under the teeth), L (tongue up), WQ (pursed), MBP (lips pressed).
 */
export const MOUTH_SHAPES = ['rest', 'MBP', 'AI', 'E', 'O', 'U', 'etc', 'FV', 'L', 'WQ'] as const;
export type MouthShape = (typeof MOUTH_SHAPES)[number];

export const EYE_STATES = ['open', 'half', 'closed'] as const;
export type EyeState = (typeof EYE_STATES)[number];

/** One drawable state of the presenter: what the picker, the preview and every video frame draw. */
export interface PresenterPose {
  mouth: MouthShape;
  eyes: EyeState;
  /** Breathing, -1 (exhaled) to 1 (inhaled): the shoulders and chest rise a few pixels. */
  breath: number;
  /** Idle sway, -1 (left) to 1 (right): the head and body lean a little. */
  sway: number;
}

export const NEUTRAL_POSE: PresenterPose = { mouth: 'rest', eyes: 'open', breath: 0, sway: 0 };

export interface PresenterBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where the presenter stands on a 1920×1080 slide (spec 001 §3 "Slide template" avatarPosition,
 * §9 "avatar area 720x800 at x 1200, y 200"). Content slides use the spec's avatar area; the
 * comparison slide's two columns take the width, so its presenter is smaller, in the bottom-right
 * corner, standing on the bottom edge. Title and quote slides (position "center" in the spec's
 * table, shown only with an introduction phrase) use the avatar area too, so their text keeps the
 * left side as on content slides.
 */
export const BOTTOM_RIGHT_PRESENTER: PresenterBox = { x: SLIDE_WIDTH - 40 - 420, y: SLIDE_HEIGHT - 480, width: 420, height: 480 };

export function presenterBox(templateId: string): PresenterBox {
  const template = SLIDE_TEMPLATES[templateId as SlideTemplateId];
  if (template?.avatarPosition === 'bottom-right') return { ...BOTTOM_RIGHT_PRESENTER };
  return { ...AVATAR_AREA };
}

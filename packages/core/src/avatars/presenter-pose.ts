import { AVATAR_AREA, SLIDE_HEIGHT, SLIDE_WIDTH } from '../flows/flow-constants';
import { SLIDE_TEMPLATES, type SlideTemplateId } from '../flows/slide-templates';
import { type PageSize, pageShape } from '../publishing/aspect-ratios';

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
  /** Head tilt, -1 to 1: the head rolls a few degrees towards a shoulder (idle motion). 0 when absent. */
  tilt?: number;
  /** Head nod, 0 to 1: the chin dips on a stressed word (issue 21 item 4). 0 when absent. */
  nod?: number;
  /** Eyebrows, 0 to 1: raised on a stressed word. 0 when absent. */
  brow?: number;
  /**
   * Shoulders, 0 to 1: lifted and squared at a sentence's start or an emphasis, the bust's gesture
   * (the framing shows no arms, decision 172). 0 when absent.
   */
  lift?: number;
}

export const NEUTRAL_POSE: PresenterPose = { mouth: 'rest', eyes: 'open', breath: 0, sway: 0 };

export interface PresenterBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The box ends above the frame's bottom: the presenter stands in a framed card whose bottom edge the bust rests on (decision 172). */
  framed?: boolean;
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

/**
 * 9:16 (decision 143): the presenter stands centred in the lower part of the frame, on the footer
 * line as on 16:9 content slides, and every template's content sits above. 612×680 keeps the
 * figure's 9:10 design shape and leaves the upper 1100 px for title and text.
 */
export const VERTICAL_PRESENTER: PresenterBox = { x: (1080 - 612) / 2, y: 1800 - 680, width: 612, height: 680 };

/**
 * 1:1 (decision 143): a smaller presenter in the bottom-right corner, standing on the bottom edge
 * like the 16:9 comparison presenter; text keeps to its left and the title runs above it.
 */
export const SQUARE_PRESENTER: PresenterBox = { x: 1080 - 40 - 360, y: 1080 - 400, width: 360, height: 400 };

/**
 * 16:9 content, title and quote slides: the spec's 720×800 avatar area (spec 001 §9, x 1200), lowered
 * by the 80 px it ended above the frame so the bust is cut by the frame's bottom edge, never
 * floating (issue 21 item 4, decision 172). Text keeps to the left of x 1200 as before.
 */
export const LANDSCAPE_PRESENTER: PresenterBox = { ...AVATAR_AREA, y: SLIDE_HEIGHT - AVATAR_AREA.height };

/**
 * The presenter's box on a template, on a page of the given size (issue 14 aspect ratios; the
 * spec's 1920×1080 by default). Landscape pages use the spec 001 §9 boxes standing on the frame's
 * bottom edge; portrait pages use the vertical box (framed in a card, on the footer line), square
 * ones the corner box, on every template (pageShape decides the family of a page of another size,
 * laid out on that family's page).
 */
export function presenterBox(templateId: string, page: PageSize = { width: SLIDE_WIDTH, height: SLIDE_HEIGHT }): PresenterBox {
  const shape = pageShape(page);
  const template = SLIDE_TEMPLATES[templateId as SlideTemplateId];
  if (shape === 'portrait') return framedIn({ ...VERTICAL_PRESENTER }, 1920);
  if (shape === 'square') return framedIn({ ...SQUARE_PRESENTER }, 1080);
  return framedIn({ ...(template?.avatarPosition === 'bottom-right' ? BOTTOM_RIGHT_PRESENTER : LANDSCAPE_PRESENTER) }, SLIDE_HEIGHT);
}

/**
 * Never floating (issue 21 item 4, decision 172): a box that ends above its frame's bottom (9:16,
 * whose footer keeps the bottom) is framed: the presenter stands in a card whose bottom edge the
 * bust rests on. Boxes on the bottom edge are not.
 */
function framedIn(box: PresenterBox, pageHeight: number): PresenterBox {
  return box.y + box.height < pageHeight - 0.5 ? { ...box, framed: true } : box;
}

import type { KeyVisual, Theme } from '@lectern/core';
import { rgba } from './color';
import type { FontFace } from './fonts';
import type { TextBlock, TextLine } from './layout-types';
import { fontForText } from './script-fonts';
import { roundRectPath } from './shapes';
import { isRightToLeft } from './text-direction';
import { type FittedText, fitParagraphs } from './text-fit';
import type { Canvas2D, MeasureText, Rect } from './types';

/**
 * The designed visual drawn in a picture's place (issue 21 item 3, decision 173): a card in the
 * theme's gradient with the slide's key figure or key term large and what it counts under it, or
 * a step's number in a ring with its word. Laid out by a pure function from the box it is given,
 * so the layout matrix checks it in every shape; drawn with the same calls in the browser and
 * on the server.
 */
export interface KeyVisualLayout {
  panel: Rect;
  radius: number;
  /** The short accent bar above a figure or term. */
  accent: Rect | null;
  /** The ring around a step's number. */
  ring: { x: number; y: number; r: number } | null;
  main: TextBlock;
  /** Left out when it cannot be set whole at its smallest size (it is never cut). */
  caption: TextBlock | null;
}

const FACE_MAIN: FontFace = { family: 'sans', weight: 800 };
const FACE_CAPTION: FontFace = { family: 'sans', weight: 500 };
const FACE_LABEL: FontFace = { family: 'sans', weight: 700 };

function placeText(fit: FittedText, rect: Rect, align: 'left' | 'center', top: number, measure: MeasureText): TextBlock {
  const lines: TextLine[] = [];
  let y = top;
  for (const text of fit.paragraphs.flat()) {
    const width = measure(text, fit.font);
    const x = align === 'center' ? rect.x + (rect.width - width) / 2 : rect.x;
    lines.push({ text, x, y: Math.round(y + fit.lineHeight / 2 + fit.fontSize * 0.36), width });
    y += fit.lineHeight;
  }
  const left = lines.reduce((m, l) => Math.min(m, l.x), rect.x + rect.width);
  const widest = lines.reduce((m, l) => Math.max(m, l.width), 0);
  return {
    rect,
    bounds: { x: lines.length ? left : rect.x, y: top, width: widest, height: fit.height },
    font: fit.font,
    fontSize: fit.fontSize,
    lineHeight: fit.lineHeight,
    align,
    lines,
  };
}

export function keyVisualLayout(visual: KeyVisual, rect: Rect, measure: MeasureText): KeyVisualLayout {
  const short = Math.min(rect.width, rect.height);
  const radius = Math.round(Math.min(28, rect.width / 10));
  const pad = Math.max(20, Math.round(short * 0.1));
  const inner = { x: rect.x + pad, y: rect.y + pad, width: rect.width - 2 * pad, height: rect.height - 2 * pad };
  const captionText = (visual.caption ?? '').trim();

  if (visual.kind === 'step') {
    const labelSize = Math.max(16, Math.min(34, Math.round(short * 0.08)));
    const labelFit = captionText
      ? fitParagraphs([captionText.toUpperCase()], {
          width: inner.width,
          height: labelSize * 1.3,
          face: FACE_LABEL,
          maxSize: labelSize,
          minSize: 14,
          maxLines: 1,
          measure,
        })
      : null;
    const label = labelFit && !labelFit.overflow ? labelFit : null;
    const gap = label ? Math.round(labelSize * 0.8) : 0;
    const r = Math.floor(Math.min(inner.width, inner.height - (label ? label.height + gap : 0)) / 2);
    const top = Math.round(inner.y + (inner.height - (2 * r + (label ? gap + label.height : 0))) / 2);
    const ring = { x: Math.round(inner.x + inner.width / 2), y: top + r, r };
    const square = Math.floor(r * 1.2);
    const numberFit = fitParagraphs([visual.text], {
      width: square,
      height: square,
      face: FACE_MAIN,
      maxSize: Math.round(r * 1.1),
      minSize: 20,
      lineHeight: 1,
      maxLines: 1,
      measure,
    });
    const numberBox = { x: ring.x - square / 2, y: ring.y - numberFit.height / 2, width: square, height: numberFit.height };
    const main = placeText(numberFit, numberBox, 'center', numberBox.y, measure);
    const labelBox = { x: inner.x, y: top + 2 * r + gap, width: inner.width, height: label?.height ?? 0 };
    return { panel: rect, radius, accent: null, ring, main, caption: label ? placeText(label, labelBox, 'center', labelBox.y, measure) : null };
  }

  // Figure or term: the accent bar, the text large, what it counts under it; centred as a block.
  const accentHeight = Math.max(6, Math.round(short * 0.022));
  const accentGap = Math.round(accentHeight * 3);
  const captionSize = Math.max(18, Math.min(34, Math.round(short * 0.075)));
  const captionOptions = { width: inner.width, face: FACE_CAPTION, maxSize: captionSize, minSize: 16, lineHeight: 1.3, maxLines: 4, measure };
  let caption: FittedText | null = captionText ? fitParagraphs([captionText], { ...captionOptions, height: Math.round(inner.height * 0.45) }) : null;
  if (caption?.overflow) caption = null;
  const captionGap = caption ? Math.round(caption.fontSize * 0.9) : 0;
  const mainHeight = inner.height - accentHeight - accentGap - (caption ? caption.height + captionGap : 0);
  const mainMax = Math.round(Math.min(visual.kind === 'figure' ? 170 : 110, mainHeight * 0.9, short * 0.34));
  const mainFit = fitParagraphs([visual.text], {
    width: inner.width,
    height: mainHeight,
    face: FACE_MAIN,
    maxSize: Math.max(24, mainMax),
    minSize: Math.min(24, Math.max(16, mainMax)),
    lineHeight: 1.08,
    maxLines: 2,
    balance: true,
    measure,
  });
  // The caption is never larger than the figure or term it explains.
  if (caption && caption.fontSize > mainFit.fontSize) {
    const smaller = fitParagraphs([captionText], { ...captionOptions, maxSize: Math.max(16, mainFit.fontSize - 4), height: caption.height });
    caption = smaller.overflow ? null : smaller;
  }
  const captionSpace = caption ? caption.height + Math.round(caption.fontSize * 0.9) : 0;
  const total = accentHeight + accentGap + mainFit.height + captionSpace;
  const top = Math.round(inner.y + Math.max(0, (inner.height - total) / 2));
  const accent = { x: inner.x, y: top, width: Math.max(40, Math.round(short * 0.16)), height: accentHeight };
  const mainTop = top + accentHeight + accentGap;
  const main = placeText(mainFit, { ...inner, y: mainTop, height: mainFit.height }, 'left', mainTop, measure);
  const captionTop = mainTop + mainFit.height + (caption ? Math.round(caption.fontSize * 0.9) : 0);
  return {
    panel: rect,
    radius,
    accent,
    ring: null,
    main,
    caption: caption ? placeText(caption, { ...inner, y: captionTop, height: caption.height }, 'left', captionTop, measure) : null,
  };
}

/** Each line with the font it was measured with (decision 188: its script's font named when the slide families lack it). */
function fillText(ctx: Canvas2D, block: TextBlock, color: string, language: string | undefined) {
  ctx.fillStyle = color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  for (const line of block.lines) {
    ctx.font = fontForText(block.font, line.text, language);
    // An Arabic or Hebrew line keeps its punctuation at its own end (decision 188).
    ctx.direction = isRightToLeft(line.text, language) ? 'rtl' : 'inherit';
    ctx.fillText(line.text, line.x, line.y);
  }
  ctx.direction = 'inherit';
}

/** Draws the visual into `rect` in the theme's colours; returns its layout. */
export function drawKeyVisual(ctx: Canvas2D, visual: KeyVisual, rect: Rect, theme: Theme, measure: MeasureText, language?: string): KeyVisualLayout {
  const layout = keyVisualLayout(visual, rect, measure);
  const { panel, radius } = layout;
  ctx.save();
  ctx.shadowColor = 'rgba(15, 23, 42, 0.22)';
  ctx.shadowBlur = 40;
  ctx.shadowOffsetY = 16;
  roundRectPath(ctx, panel.x, panel.y, panel.width, panel.height, radius);
  // White text on the theme's gradient, as on its title slides.
  const fill = ctx.createLinearGradient(panel.x, panel.y, panel.x + panel.width, panel.y + panel.height);
  fill.addColorStop(0, theme.gradientStart);
  fill.addColorStop(1, theme.gradientEnd);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.restore();
  ctx.save();
  roundRectPath(ctx, panel.x, panel.y, panel.width, panel.height, radius);
  ctx.clip();
  // Soft light and a ring in the accent colour in the corners, away from the text.
  const short = Math.min(panel.width, panel.height);
  ctx.beginPath();
  ctx.arc(panel.x + panel.width, panel.y, short * 0.42, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.10)';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(panel.x + panel.width, panel.y + panel.height, short * 0.3, Math.PI, Math.PI * 1.5);
  ctx.strokeStyle = rgba(theme.accentColor, 0.7);
  ctx.lineWidth = Math.max(3, short * 0.015);
  ctx.stroke();
  ctx.restore();
  if (layout.accent) {
    roundRectPath(ctx, layout.accent.x, layout.accent.y, layout.accent.width, layout.accent.height, layout.accent.height / 2);
    ctx.fillStyle = theme.accentColor;
    ctx.fill();
  }
  if (layout.ring) {
    const { x, y, r } = layout.ring;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255, 255, 255, 0.14)';
    ctx.fill();
    ctx.lineWidth = Math.max(4, r * 0.06);
    ctx.strokeStyle = theme.accentColor;
    ctx.stroke();
  }
  fillText(ctx, layout.main, '#ffffff', language);
  if (layout.caption) fillText(ctx, layout.caption, 'rgba(255, 255, 255, 0.88)', language);
  return layout;
}

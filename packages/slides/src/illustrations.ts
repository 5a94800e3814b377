import type { Theme } from '@lectern/core';
import { isDark, mix, rgba } from './color';
import { currentIconSet, hashKeyword, type Icon, matchIcons } from './icons/icon-set';
import { traceSvgPath } from './icons/svg-path';
import { roundRectPath as roundRect } from './shapes';
import type { Canvas2D, Rect } from './types';

export { hashKeyword } from './icons/icon-set';

/**
 * Offline contextual images (DESIGN.md "Providers": generated illustrations keyed by the slide
 * keyword; decision 114). The keyword's words pick icons from an open-licence icon set; the
 * best one is drawn large on a panel in the theme's colours, the next ones (other words of the
 * keyword) on small badges, among accent shapes placed by the keyword's hash. The same keyword
 * always draws the same picture in the browser preview and the server render.
 */

/** The icon names a keyword's picture shows, best first (empty while no icon set is loaded). */
export function illustrationIcons(keyword: string): string[] {
  const set = currentIconSet();
  return set ? matchIcons(set, keyword, 3).map((i) => i.name) : [];
}

/** mulberry32: a tiny deterministic generator. */
function random(seed: number) {
  let a = seed || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function circle(ctx: Canvas2D, x: number, y: number, r: number, fill: unknown) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

function withShadow(ctx: Canvas2D, blur: number, offsetY: number, alpha: number, draw: () => void) {
  ctx.save();
  ctx.shadowColor = `rgba(15, 23, 42, ${alpha})`;
  ctx.shadowBlur = blur;
  ctx.shadowOffsetY = offsetY;
  draw();
  ctx.restore();
}

/** Strokes an icon (24×24 grid) centred on (x, y) at `size` pixels. */
export function drawIcon(ctx: Canvas2D, icon: Icon, x: number, y: number, size: number, color: string, strokeWidth = 1.75) {
  ctx.save();
  ctx.translate(x - size / 2, y - size / 2);
  ctx.scale(size / 24, size / 24);
  ctx.beginPath();
  for (const d of icon.paths) traceSvgPath(ctx, d);
  ctx.strokeStyle = color;
  ctx.lineWidth = strokeWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.restore();
}

/** A four-pointed sparkle. */
function sparkle(ctx: Canvas2D, x: number, y: number, r: number, fill: string) {
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.quadraticCurveTo(x, y, x, y + r);
  ctx.quadraticCurveTo(x, y, x - r, y);
  ctx.quadraticCurveTo(x, y, x, y - r);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

interface Colors {
  primary: string;
  secondary: string;
  accent: string;
  dark: boolean;
}

function drawBackdrop(ctx: Canvas2D, theme: Theme, c: Colors, rand: () => number) {
  const backdrop = ctx.createLinearGradient(0, 0, 650, 500);
  backdrop.addColorStop(0, mix(c.primary, c.dark ? '#0b0a1f' : '#ffffff', c.dark ? 0.55 : 0.9));
  backdrop.addColorStop(1, mix(c.secondary, c.dark ? '#0b0a1f' : '#ffffff', c.dark ? 0.45 : 0.8));
  ctx.fillStyle = backdrop;
  ctx.fillRect(-400, -400, 1450, 1300);
  for (let i = 0; i < 3; i++) {
    circle(ctx, rand() * 650, rand() * 500, 90 + rand() * 110, rgba(i === 0 ? theme.accentColor : theme.secondaryColor, c.dark ? 0.16 : 0.16));
  }
  const gridX = rand() < 0.5 ? 40 : 520;
  const gridY = rand() < 0.5 ? 40 : 390;
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) circle(ctx, gridX + i * 22, gridY + j * 22, 3.5, rgba(theme.primaryColor, c.dark ? 0.5 : 0.22));
}

/** The main panel: a large icon in white on a rounded square in the theme gradient. */
function drawPanel(ctx: Canvas2D, icon: Icon | undefined, x: number, y: number, c: Colors, rand: () => number) {
  const size = 270;
  const left = x - size / 2;
  const top = y - size / 2;
  // Accent shapes behind the panel: a tilted tinted square and a ring.
  ctx.save();
  ctx.translate(x + 30, y + 26);
  ctx.rotate(0.12 + rand() * 0.1);
  roundRect(ctx, -size / 2, -size / 2, size, size, 64);
  ctx.fillStyle = rgba(c.accent, 0.55);
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  const ringStart = rand() * Math.PI * 2;
  ctx.arc(x - 18, y - 14, size * 0.72, ringStart, ringStart + Math.PI * 1.1);
  ctx.strokeStyle = rgba(c.primary, c.dark ? 0.55 : 0.3);
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  ctx.stroke();

  const fill = ctx.createLinearGradient(left, top, left + size, top + size);
  fill.addColorStop(0, c.secondary);
  fill.addColorStop(1, c.primary);
  withShadow(ctx, 36, 16, 0.28, () => {
    roundRect(ctx, left, top, size, size, 60);
    ctx.fillStyle = fill;
    ctx.fill();
  });
  // A soft highlight in the top left corner.
  ctx.save();
  roundRect(ctx, left, top, size, size, 60);
  ctx.clip();
  circle(ctx, left + 40, top + 30, 130, 'rgba(255, 255, 255, 0.12)');
  ctx.restore();
  if (icon) drawIcon(ctx, icon, x, y, 176, '#ffffff', 1.6);
}

/** A white badge with a smaller icon in a theme colour. */
function drawBadge(ctx: Canvas2D, icon: Icon, x: number, y: number, r: number, color: string, ring: string) {
  withShadow(ctx, 24, 10, 0.22, () => circle(ctx, x, y, r, '#ffffff'));
  ctx.beginPath();
  ctx.arc(x, y, r - 7, 0, Math.PI * 2);
  ctx.strokeStyle = ring;
  ctx.lineWidth = 3;
  ctx.stroke();
  drawIcon(ctx, icon, x, y, r * 1.15, color, 1.9);
}

/** Draws the keyword's picture into `rect` in the theme's colours; returns the icons drawn. */
export function drawIllustration(ctx: Canvas2D, keyword: string, rect: Rect, theme: Theme): string[] {
  const rand = random(hashKeyword(keyword));
  const dark = isDark(theme.backgroundColor);
  const colors: Colors = { primary: theme.primaryColor, secondary: theme.secondaryColor, accent: theme.accentColor, dark };
  const set = currentIconSet();
  const icons = set ? matchIcons(set, keyword, 3) : [];

  ctx.save();
  roundRect(ctx, rect.x, rect.y, rect.width, rect.height, Math.min(28, rect.width / 10));
  ctx.clip();
  // Drawn on a 650×500 design (spec 001 §9 contextual image area), scaled to the rect.
  const scale = Math.min(rect.width / 650, rect.height / 500);
  ctx.translate(rect.x + (rect.width - 650 * scale) / 2, rect.y + (rect.height - 500 * scale) / 2);
  ctx.scale(scale, scale);
  drawBackdrop(ctx, theme, colors, rand);

  // The panel sits left or right of centre; the badges take the opposite corners.
  const side = rand() < 0.5 ? -1 : 1;
  const px = 325 + side * 48;
  const py = 258;
  drawPanel(ctx, icons[0], px, py, colors, rand);
  const badges: [number, number][] = [
    [px - side * 190, py - 118],
    [px + side * 150, py + 150],
  ];
  icons.slice(1, 3).forEach((icon, i) => {
    const [bx, by] = badges[i] as [number, number];
    drawBadge(
      ctx,
      icon,
      bx,
      by,
      i === 0 ? 62 : 52,
      i === 0 ? theme.primaryColor : mix(theme.secondaryColor, theme.primaryColor, 0.35),
      rgba(theme.secondaryColor, 0.35),
    );
  });
  // Sparkles and dots in the accent colour where no badge stands.
  const free: [number, number][] = [
    [px + side * 170, py - 150],
    [px - side * 200, py + 120],
    [px - side * 120, py + 190],
  ];
  free.forEach(([sx, sy], i) => {
    if (i === 0 || icons.length < 2 + (i === 1 ? 0 : 1)) sparkle(ctx, sx, sy, 16 + rand() * 10, theme.accentColor);
    else circle(ctx, sx, sy, 6 + rand() * 4, rgba(theme.accentColor, 0.8));
  });
  circle(ctx, px - side * 60, py - 175, 9, rgba(theme.secondaryColor, 0.6));
  ctx.restore();
  return icons.map((i) => i.name);
}

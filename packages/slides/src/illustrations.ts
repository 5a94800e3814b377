import type { Theme } from '@lectern/core';
import { isDark, mix, rgba } from './color';
import { roundRectPath as roundRect } from './shapes';
import type { Canvas2D, Rect } from './types';

/**
 * Offline contextual images (DESIGN.md "Providers": generated illustrations keyed by the slide
 * keyword). A keyword picks a motif; its hash seeds the variations, so the same keyword always
 * draws the same picture in the browser preview and the server render.
 */
export const ILLUSTRATION_CATEGORIES = ['team', 'chart', 'security', 'idea', 'growth', 'document', 'globe', 'gear', 'chat', 'presentation'] as const;
export type IllustrationCategory = (typeof ILLUSTRATION_CATEGORIES)[number];

/** Matches any of the `|`-separated word beginnings (so "tip" matches "tips" but not "multiple"). */
const words = (stems: string) => new RegExp(`\\b(?:${stems})`);

const CATEGORY_WORDS: [IllustrationCategory, RegExp][] = [
  ['security', words('secur|lock|privacy|private|complian|risk|safe|protect|password|polic|regulat|gdpr|legal|audit|fraud|threat|cyber|trust')],
  ['chart', words('data|chart|analy|metric|report|statist|kpi|number|revenue|sales|financ|budget|market|research|survey|dashboard|result|profit|cost|price')],
  [
    'growth',
    words('grow|increas|success|goal|target|strateg|progress|rocket|launch|future|trend|scal|perform|improv|career|win\\b|winn|achiev|roadmap|vision'),
  ],
  ['idea', words('idea|innovat|creativ|insight|brainstorm|solution|tip|inspir|think|light|discover|question')],
  ['chat', words('chat|communicat|conversation|message|feedback|support|discuss|email|social|interview|talk|speak|voice|negotiat')],
  [
    'team',
    words(
      'team|people|person|staff|employee|customer|user|communit|collaborat|meeting|leader|hr\\b|hiring|recruit|audience|partner|human|culture|family|student|manag',
    ),
  ],
  [
    'document',
    words(
      'document|file|paper|contract|plan|checklist|process|guide|training|educat|book|study|note|writ|lesson|course|learn|knowledge|onboard|procedure|rule',
    ),
  ],
  ['globe', words('global|world|international|travel|earth|map|network|internet|web|language|environment|sustainab|climate|green|region|countr')],
  [
    'gear',
    words(
      'tech|system|engineer|operation|automat|tool|setting|software|machine|ai\\b|artificial|code|digital|cloud|integrat|platform|develop|product|workflow|mechan',
    ),
  ],
];

/** FNV-1a, for stable seeds across platforms. */
export function hashKeyword(keyword: string): number {
  let h = 0x811c9dc5;
  for (const ch of keyword.toLowerCase().trim()) {
    h ^= ch.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
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

/**
 * The motif for a keyword. English keywords put the head noun last ("employee onboarding
 * checklist" is a checklist), so words are tried from the end.
 */
export function illustrationCategory(keyword: string): IllustrationCategory {
  const tokens = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const word of tokens.reverse()) {
    for (const [category, pattern] of CATEGORY_WORDS) if (pattern.test(word)) return category;
  }
  return 'presentation';
}

interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  paper: string;
  ink: string;
  soft: string;
}

type Rand = () => number;

function fillRound(ctx: Canvas2D, x: number, y: number, w: number, h: number, r: number, fill: unknown) {
  roundRect(ctx, x, y, w, h, r);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A white card with a soft drop shadow. */
function card(ctx: Canvas2D, x: number, y: number, w: number, h: number, p: Palette, r = 22) {
  ctx.save();
  ctx.shadowColor = 'rgba(15, 23, 42, 0.18)';
  ctx.shadowBlur = 30;
  ctx.shadowOffsetY = 12;
  fillRound(ctx, x, y, w, h, r, p.paper);
  ctx.restore();
}

function circle(ctx: Canvas2D, x: number, y: number, r: number, fill: unknown) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

function line(ctx: Canvas2D, x1: number, y1: number, x2: number, y2: number, color: string, width: number) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.stroke();
}

/** Grey text-like bars, used on cards and documents. */
function textBars(ctx: Canvas2D, x: number, y: number, widths: number[], p: Palette, gap = 22) {
  widths.forEach((w, i) => {
    fillRound(ctx, x, y + i * gap, w, 10, 5, p.soft);
  });
}

function check(ctx: Canvas2D, x: number, y: number, size: number, color: string, width: number) {
  ctx.beginPath();
  ctx.moveTo(x - size * 0.5, y);
  ctx.lineTo(x - size * 0.12, y + size * 0.38);
  ctx.lineTo(x + size * 0.55, y - size * 0.4);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

function person(ctx: Canvas2D, x: number, y: number, s: number, body: string, skin: string) {
  // Shoulders: a rounded half-capsule; head: a circle with a hair cap.
  ctx.beginPath();
  ctx.moveTo(x - 62 * s, y + 120 * s);
  ctx.bezierCurveTo(x - 62 * s, y + 40 * s, x - 40 * s, y + 18 * s, x, y + 18 * s);
  ctx.bezierCurveTo(x + 40 * s, y + 18 * s, x + 62 * s, y + 40 * s, x + 62 * s, y + 120 * s);
  ctx.closePath();
  ctx.fillStyle = body;
  ctx.fill();
  circle(ctx, x, y - 28 * s, 36 * s, skin);
  ctx.beginPath();
  ctx.arc(x, y - 30 * s, 37 * s, Math.PI * 1.02, Math.PI * 1.98);
  ctx.closePath();
  ctx.fillStyle = mix(body, '#000000', 0.45);
  ctx.fill();
}

function drawTeam(ctx: Canvas2D, p: Palette, rand: Rand) {
  card(ctx, 135, 120, 380, 270, p, 28);
  const skins = ['#f2c6a0', '#d9a27a', '#8d5a3b', '#f5d0b5', '#b9784f'];
  const pick = () => skins[Math.floor(rand() * skins.length)] as string;
  ctx.save();
  roundRect(ctx, 135, 120, 380, 270, 28);
  ctx.clip();
  person(ctx, 225, 285, 0.9, p.secondary, pick());
  person(ctx, 425, 285, 0.9, p.accent, pick());
  person(ctx, 325, 260, 1.15, p.primary, pick());
  ctx.restore();
  // A "connected" badge.
  circle(ctx, 490, 130, 38, p.accent);
  check(ctx, 490, 132, 30, '#ffffff', 8);
}

function drawChart(ctx: Canvas2D, p: Palette, rand: Rand) {
  card(ctx, 110, 110, 360, 290, p, 26);
  textBars(ctx, 140, 140, [150], p);
  const bars = 5;
  const heights = Array.from({ length: bars }, (_, i) => 60 + (i / (bars - 1)) * 110 + rand() * 40);
  heights.forEach((h, i) => {
    const x = 145 + i * 60;
    fillRound(ctx, x, 370 - h, 38, h, 10, i === bars - 1 ? p.accent : i % 2 ? p.secondary : p.primary);
  });
  line(ctx, 135, 372, 445, 372, p.soft, 4);
  // Trend line over the bars.
  ctx.beginPath();
  heights.forEach((h, i) => {
    if (i) ctx.lineTo(164 + i * 60, 340 - h);
    else ctx.moveTo(164, 340 - h);
  });
  ctx.strokeStyle = p.ink;
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.stroke();
  heights.forEach((h, i) => {
    circle(ctx, 164 + i * 60, 340 - h, 8, i === bars - 1 ? p.accent : p.paper);
  });
  heights.forEach((h, i) => {
    ctx.beginPath();
    ctx.arc(164 + i * 60, 340 - h, 8, 0, Math.PI * 2);
    ctx.strokeStyle = p.ink;
    ctx.lineWidth = 4;
    ctx.stroke();
  });
  // Donut card.
  card(ctx, 440, 56, 160, 160, p, 24);
  const share = 0.55 + rand() * 0.3;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.arc(520, 136, 48, 0, Math.PI * 2);
  ctx.strokeStyle = p.soft;
  ctx.lineWidth = 20;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(520, 136, 48, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2);
  ctx.strokeStyle = p.primary;
  ctx.stroke();
}

function drawSecurity(ctx: Canvas2D, p: Palette) {
  const g = ctx.createLinearGradient(225, 70, 425, 430);
  g.addColorStop(0, p.secondary);
  g.addColorStop(1, p.primary);
  ctx.save();
  ctx.shadowColor = 'rgba(15, 23, 42, 0.22)';
  ctx.shadowBlur = 34;
  ctx.shadowOffsetY = 14;
  ctx.beginPath();
  ctx.moveTo(325, 70);
  ctx.bezierCurveTo(380, 105, 430, 112, 470, 112);
  ctx.bezierCurveTo(470, 270, 420, 375, 325, 430);
  ctx.bezierCurveTo(230, 375, 180, 270, 180, 112);
  ctx.bezierCurveTo(220, 112, 270, 105, 325, 70);
  ctx.closePath();
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  // Lock.
  ctx.beginPath();
  ctx.arc(325, 225, 42, Math.PI, 0);
  ctx.strokeStyle = p.paper;
  ctx.lineWidth = 18;
  ctx.lineCap = 'butt';
  ctx.stroke();
  line(ctx, 283, 225, 283, 240, p.paper, 18);
  line(ctx, 367, 225, 367, 240, p.paper, 18);
  fillRound(ctx, 255, 236, 140, 110, 18, p.paper);
  circle(ctx, 325, 280, 14, p.accent);
  fillRound(ctx, 319, 284, 12, 34, 6, p.accent);
  // Check badge.
  circle(ctx, 445, 370, 40, p.accent);
  check(ctx, 445, 372, 32, '#ffffff', 8);
}

function drawIdea(ctx: Canvas2D, p: Palette, rand: Rand) {
  const glow = ctx.createRadialGradient(325, 200, 20, 325, 200, 190);
  glow.addColorStop(0, rgba(p.accent, 0.55));
  glow.addColorStop(1, rgba(p.accent, 0));
  circle(ctx, 325, 200, 190, glow);
  // Rays.
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.95 + (i / 8) * 1.1) + (rand() - 0.5) * 0.06;
    line(ctx, 325 + Math.cos(a) * 140, 200 + Math.sin(a) * 140, 325 + Math.cos(a) * 175, 200 + Math.sin(a) * 175, p.accent, 10);
  }
  // Bulb glass.
  ctx.beginPath();
  ctx.arc(325, 195, 100, Math.PI * 0.78, Math.PI * 0.22);
  ctx.lineTo(365, 320);
  ctx.lineTo(285, 320);
  ctx.closePath();
  ctx.fillStyle = p.accent;
  ctx.fill();
  circle(ctx, 290, 160, 24, 'rgba(255, 255, 255, 0.55)');
  // Filament.
  ctx.beginPath();
  ctx.moveTo(300, 300);
  ctx.lineTo(300, 240);
  ctx.quadraticCurveTo(312, 215, 325, 240);
  ctx.quadraticCurveTo(338, 215, 350, 240);
  ctx.lineTo(350, 300);
  ctx.strokeStyle = mix(p.accent, '#000000', 0.35);
  ctx.lineWidth = 6;
  ctx.lineJoin = 'round';
  ctx.stroke();
  // Base.
  fillRound(ctx, 280, 318, 90, 26, 10, p.primary);
  fillRound(ctx, 285, 348, 80, 22, 10, p.secondary);
  fillRound(ctx, 300, 374, 50, 20, 10, p.primary);
}

function drawGrowth(ctx: Canvas2D, p: Palette, rand: Rand) {
  card(ctx, 120, 110, 410, 300, p, 28);
  const bases = [80, 130, 175, 230];
  bases.forEach((h, i) => {
    fillRound(ctx, 170 + i * 82, 370 - h - rand() * 12, 56, h, 12, i === 3 ? p.primary : mix(p.secondary, p.paper, 0.25 + 0.15 * (3 - i)));
  });
  line(ctx, 150, 372, 500, 372, p.soft, 4);
  // Rising arrow.
  ctx.beginPath();
  ctx.moveTo(165, 300);
  ctx.bezierCurveTo(250, 290, 300, 250, 360, 200);
  ctx.lineTo(440, 140);
  ctx.strokeStyle = p.accent;
  ctx.lineWidth = 16;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(470, 115);
  ctx.lineTo(410, 125);
  ctx.lineTo(455, 175);
  ctx.closePath();
  ctx.fillStyle = p.accent;
  ctx.fill();
  // Star of achievement.
  star(ctx, 500, 90, 30, p.primary);
}

function star(ctx: Canvas2D, x: number, y: number, r: number, fill: string) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.45 : r;
    const px = x + Math.cos(a) * radius;
    const py = y + Math.sin(a) * radius;
    if (i) ctx.lineTo(px, py);
    else ctx.moveTo(px, py);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

function drawDocument(ctx: Canvas2D, p: Palette, rand: Rand) {
  ctx.save();
  ctx.translate(325, 250);
  ctx.rotate(-0.1);
  fillRound(ctx, -150, -185, 270, 350, 22, mix(p.secondary, p.paper, 0.45));
  ctx.restore();
  card(ctx, 200, 60, 270, 360, p, 22);
  fillRound(ctx, 200, 60, 270, 70, 22, p.primary);
  ctx.fillStyle = p.primary;
  ctx.fillRect(200, 100, 270, 30);
  fillRound(ctx, 228, 86, 130, 14, 7, 'rgba(255, 255, 255, 0.85)');
  for (let i = 0; i < 4; i++) {
    const y = 170 + i * 58;
    const done = i < 2 + Math.floor(rand() * 2);
    circle(ctx, 245, y, 16, done ? p.accent : p.soft);
    if (done) check(ctx, 245, y + 1, 16, '#ffffff', 5);
    textBars(ctx, 276, y - 5, [120 + Math.round(rand() * 50)], p);
  }
  // Pen.
  ctx.save();
  ctx.translate(470, 330);
  ctx.rotate(0.7);
  fillRound(ctx, -14, -110, 28, 150, 8, p.accent);
  ctx.beginPath();
  ctx.moveTo(-14, 40);
  ctx.lineTo(14, 40);
  ctx.lineTo(0, 70);
  ctx.closePath();
  ctx.fillStyle = p.ink;
  ctx.fill();
  ctx.restore();
}

function drawGlobe(ctx: Canvas2D, p: Palette, rand: Rand) {
  const g = ctx.createLinearGradient(205, 110, 445, 390);
  g.addColorStop(0, p.secondary);
  g.addColorStop(1, p.primary);
  ctx.save();
  ctx.shadowColor = 'rgba(15, 23, 42, 0.2)';
  ctx.shadowBlur = 30;
  ctx.shadowOffsetY = 12;
  circle(ctx, 325, 250, 140, g);
  ctx.restore();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.lineWidth = 4;
  for (const rx of [140, 95, 45]) {
    ctx.beginPath();
    ctx.ellipse(325, 250, rx, 140, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (const dy of [-80, 0, 80]) {
    const half = Math.sqrt(140 * 140 - dy * dy);
    line(ctx, 325 - half, 250 + dy, 325 + half, 250 + dy, 'rgba(255, 255, 255, 0.55)', 4);
  }
  // Orbit with a satellite.
  ctx.beginPath();
  ctx.ellipse(325, 250, 230, 70, -0.35, 0, Math.PI * 2);
  ctx.strokeStyle = p.accent;
  ctx.lineWidth = 6;
  ctx.stroke();
  const t = rand() * Math.PI * 2;
  const sx = 325 + Math.cos(t) * 230 * Math.cos(-0.35) - Math.sin(t) * 70 * Math.sin(-0.35);
  const sy = 250 + Math.cos(t) * 230 * Math.sin(-0.35) + Math.sin(t) * 70 * Math.cos(-0.35);
  circle(ctx, sx, sy, 16, p.accent);
  // Location pin.
  pin(ctx, 370 + rand() * 30, 190 + rand() * 30, p);
}

function pin(ctx: Canvas2D, x: number, y: number, p: Palette) {
  ctx.beginPath();
  ctx.arc(x, y - 36, 28, Math.PI * 0.85, Math.PI * 0.15);
  ctx.lineTo(x, y + 10);
  ctx.closePath();
  ctx.fillStyle = p.accent;
  ctx.fill();
  circle(ctx, x, y - 38, 11, p.paper);
}

function gear(ctx: Canvas2D, x: number, y: number, r: number, teeth: number, fill: string, hole: string, turn: number) {
  ctx.beginPath();
  const steps = teeth * 4;
  for (let i = 0; i <= steps; i++) {
    const a = turn + (i / steps) * Math.PI * 2;
    const radius = i % 4 < 2 ? r : r * 0.8;
    const px = x + Math.cos(a) * radius;
    const py = y + Math.sin(a) * radius;
    if (i) ctx.lineTo(px, py);
    else ctx.moveTo(px, py);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  circle(ctx, x, y, r * 0.34, hole);
}

function drawGear(ctx: Canvas2D, p: Palette, rand: Rand) {
  card(ctx, 150, 300, 350, 110, p, 24);
  textBars(ctx, 240, 335, [160, 110], p, 26);
  circle(ctx, 200, 355, 24, p.accent);
  ctx.save();
  ctx.shadowColor = 'rgba(15, 23, 42, 0.2)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 10;
  gear(ctx, 290, 190, 120, 10, p.primary, p.paper, rand());
  gear(ctx, 440, 135, 70, 8, p.secondary, p.paper, rand());
  ctx.restore();
  circle(ctx, 290, 190, 22, p.accent);
}

function drawChat(ctx: Canvas2D, p: Palette, rand: Rand) {
  // Outgoing bubble.
  ctx.save();
  ctx.shadowColor = 'rgba(15, 23, 42, 0.18)';
  ctx.shadowBlur = 28;
  ctx.shadowOffsetY = 12;
  fillRound(ctx, 110, 90, 300, 150, 32, p.primary);
  ctx.beginPath();
  ctx.moveTo(150, 230);
  ctx.lineTo(140, 285);
  ctx.lineTo(205, 235);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  fillRound(ctx, 145, 130, 200, 14, 7, 'rgba(255, 255, 255, 0.9)');
  fillRound(ctx, 145, 160, 230, 14, 7, 'rgba(255, 255, 255, 0.6)');
  fillRound(ctx, 145, 190, 140 + rand() * 60, 14, 7, 'rgba(255, 255, 255, 0.6)');
  // Reply bubble.
  card(ctx, 260, 240, 290, 130, p, 32);
  ctx.beginPath();
  ctx.moveTo(500, 360);
  ctx.lineTo(525, 410);
  ctx.lineTo(455, 368);
  ctx.closePath();
  ctx.fillStyle = p.paper;
  ctx.fill();
  for (let i = 0; i < 3; i++) circle(ctx, 350 + i * 55, 305, 16, i === 1 ? p.accent : p.secondary);
}

function drawPresentation(ctx: Canvas2D, p: Palette, rand: Rand) {
  line(ctx, 325, 380, 325, 440, p.ink, 10);
  line(ctx, 325, 420, 270, 460, p.ink, 10);
  line(ctx, 325, 420, 380, 460, p.ink, 10);
  card(ctx, 120, 80, 410, 300, p, 20);
  fillRound(ctx, 120, 80, 410, 22, 12, p.primary);
  textBars(ctx, 150, 130, [170, 110], p, 24);
  // Pie chart.
  const share = 0.3 + rand() * 0.35;
  circle(ctx, 230, 275, 62, p.secondary);
  ctx.beginPath();
  ctx.moveTo(230, 275);
  ctx.arc(230, 275, 62, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2);
  ctx.closePath();
  ctx.fillStyle = p.accent;
  ctx.fill();
  [90, 140, 110].forEach((h, i) => {
    fillRound(ctx, 340 + i * 52, 340 - h, 34, h, 8, i === 1 ? p.primary : mix(p.primary, p.paper, 0.45));
  });
}

const MOTIFS: Record<IllustrationCategory, (ctx: Canvas2D, p: Palette, rand: Rand) => void> = {
  team: drawTeam,
  chart: drawChart,
  security: drawSecurity,
  idea: drawIdea,
  growth: drawGrowth,
  document: drawDocument,
  globe: drawGlobe,
  gear: drawGear,
  chat: drawChat,
  presentation: drawPresentation,
};

/** Draws the keyword's illustration into `rect`, in the theme's colours. */
export function drawIllustration(ctx: Canvas2D, keyword: string, rect: Rect, theme: Theme): IllustrationCategory {
  const category = illustrationCategory(keyword);
  const rand = random(hashKeyword(keyword));
  const dark = isDark(theme.backgroundColor);
  const palette: Palette = {
    primary: theme.primaryColor,
    secondary: theme.secondaryColor,
    accent: theme.accentColor,
    paper: '#ffffff',
    ink: dark ? '#1e1b4b' : mix(theme.textColor, '#ffffff', 0.1),
    soft: mix(theme.secondaryColor, '#ffffff', 0.72),
  };
  const radius = Math.min(28, rect.width / 10);

  ctx.save();
  roundRect(ctx, rect.x, rect.y, rect.width, rect.height, radius);
  ctx.clip();
  // Backdrop: a soft tint of the theme, then seeded blobs and a dot grid.
  const backdrop = ctx.createLinearGradient(rect.x, rect.y, rect.x + rect.width, rect.y + rect.height);
  backdrop.addColorStop(0, mix(theme.primaryColor, dark ? '#0b0a1f' : '#ffffff', dark ? 0.55 : 0.9));
  backdrop.addColorStop(1, mix(theme.secondaryColor, dark ? '#0b0a1f' : '#ffffff', dark ? 0.45 : 0.78));
  ctx.fillStyle = backdrop;
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);

  const scale = Math.min(rect.width / 650, rect.height / 500);
  ctx.translate(rect.x + (rect.width - 650 * scale) / 2, rect.y + (rect.height - 500 * scale) / 2);
  ctx.scale(scale, scale);
  const blobs = 3;
  for (let i = 0; i < blobs; i++) {
    const x = rand() * 650;
    const y = rand() * 500;
    circle(ctx, x, y, 90 + rand() * 110, rgba(i === 0 ? theme.accentColor : theme.secondaryColor, dark ? 0.16 : 0.18));
  }
  const gridX = rand() < 0.5 ? 40 : 510;
  const gridY = rand() < 0.5 ? 40 : 380;
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) circle(ctx, gridX + i * 22, gridY + j * 22, 4, rgba(theme.primaryColor, dark ? 0.5 : 0.25));

  // The motif, with a small seeded tilt (never mirrored: arrows and check marks have a direction).
  ctx.translate(325, 250);
  ctx.rotate((rand() - 0.5) * 0.06);
  ctx.translate(-325, -250);
  MOTIFS[category](ctx, palette, rand);
  ctx.restore();
  return category;
}

import type { Canvas2D } from '../types';

/**
 * Traces SVG path data (SVG 1.1 §8.3 "path data") onto a Canvas 2D context with moveTo, lineTo
 * and Bézier curves only, so the browser preview and the server render (which both take the
 * same calls) draw an icon identically without relying on Path2D. Arcs become cubic Béziers
 * (SVG 1.1 §F.6 endpoint → centre conversion, at most 90° per segment).
 */
type Pen = Pick<Canvas2D, 'moveTo' | 'lineTo' | 'bezierCurveTo' | 'quadraticCurveTo' | 'closePath'>;

const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Splits arc flags written without separators ("a1 1 0 01.5.5"): each flag is one digit. */
function tokens(d: string): string[] {
  const out: string[] = [];
  let command = '';
  let argIndex = 0;
  for (const match of d.matchAll(TOKEN)) {
    let token = match[0];
    if (/[a-z]/i.test(token)) {
      command = token.toLowerCase();
      argIndex = 0;
      out.push(token);
      continue;
    }
    // Large-arc and sweep flags (arguments 4 and 5 of an arc) may run into the next number.
    while (command === 'a' && (argIndex % 7 === 3 || argIndex % 7 === 4) && token.length > 1 && /^[01]/.test(token)) {
      out.push(token[0] as string);
      token = token.slice(1);
      argIndex++;
    }
    out.push(token);
    argIndex++;
  }
  return out;
}

function arcToBeziers(pen: Pen, x1: number, y1: number, args: number[]) {
  let [rx, ry] = [Math.abs(args[0] as number), Math.abs(args[1] as number)];
  const phi = (((args[2] as number) % 360) * Math.PI) / 180;
  const largeArc = args[3] !== 0;
  const sweep = args[4] !== 0;
  const [x2, y2] = [args[5] as number, args[6] as number];
  if ((x1 === x2 && y1 === y2) || rx === 0 || ry === 0) {
    pen.lineTo(x2, y2);
    return;
  }
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  // Radii too small for the endpoints are scaled up (SVG 1.1 §F.6.6).
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (largeArc === sweep) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy];
  };
  const tangent = (t: number): [number, number] => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  for (let i = 0; i < segments; i++) {
    const t1 = theta1 + i * step;
    const t2 = t1 + step;
    const [px1, py1] = point(t1);
    const [px2, py2] = i === segments - 1 ? [x2, y2] : point(t2);
    const [dx1, dy1] = tangent(t1);
    const [dx2, dy2] = tangent(t2);
    pen.bezierCurveTo(px1 + k * dx1, py1 + k * dy1, px2 - k * dx2, py2 - k * dy2, px2, py2);
  }
}

/** Adds the path's subpaths to the current canvas path (call beginPath first, stroke after). */
export function traceSvgPath(pen: Pen, d: string): void {
  const list = tokens(d);
  let i = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for the smooth curve commands S and T.
  let cx = 0;
  let cy = 0;
  let previous = '';
  while (i < list.length) {
    const token = list[i] as string;
    if (/^[a-z]$/i.test(token)) {
      command = token;
      i++;
      if (command === 'z' || command === 'Z') {
        pen.closePath();
        x = startX;
        y = startY;
        previous = 'z';
        continue;
      }
    } else if (!command) return;
    const lower = command.toLowerCase();
    const count = ARGS[lower] ?? 0;
    if (count === 0 || i + count > list.length) return;
    const a = list.slice(i, i + count).map(Number);
    if (a.some((n) => !Number.isFinite(n))) return;
    i += count;
    const rel = command !== command.toUpperCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    const smooth = (kinds: string) => (kinds.includes(previous) ? [2 * x - cx, 2 * y - cy] : [x, y]);
    switch (lower) {
      case 'm':
        x = ox + (a[0] as number);
        y = oy + (a[1] as number);
        startX = x;
        startY = y;
        pen.moveTo(x, y);
        // Further pairs after a moveto are implicit linetos (SVG 1.1 §8.3.2).
        command = rel ? 'l' : 'L';
        break;
      case 'l':
        x = ox + (a[0] as number);
        y = oy + (a[1] as number);
        pen.lineTo(x, y);
        break;
      case 'h':
        x = ox + (a[0] as number);
        pen.lineTo(x, y);
        break;
      case 'v':
        y = oy + (a[0] as number);
        pen.lineTo(x, y);
        break;
      case 'c': {
        const [x1, y1, x2, y2, ex, ey] = [ox + a[0]!, oy + a[1]!, ox + a[2]!, oy + a[3]!, ox + a[4]!, oy + a[5]!];
        pen.bezierCurveTo(x1, y1, x2, y2, ex, ey);
        [cx, cy, x, y] = [x2, y2, ex, ey];
        break;
      }
      case 's': {
        const [x1, y1] = smooth('cs') as [number, number];
        const [x2, y2, ex, ey] = [ox + a[0]!, oy + a[1]!, ox + a[2]!, oy + a[3]!];
        pen.bezierCurveTo(x1, y1, x2, y2, ex, ey);
        [cx, cy, x, y] = [x2, y2, ex, ey];
        break;
      }
      case 'q': {
        const [x1, y1, ex, ey] = [ox + a[0]!, oy + a[1]!, ox + a[2]!, oy + a[3]!];
        pen.quadraticCurveTo(x1, y1, ex, ey);
        [cx, cy, x, y] = [x1, y1, ex, ey];
        break;
      }
      case 't': {
        const [x1, y1] = smooth('qt') as [number, number];
        const [ex, ey] = [ox + a[0]!, oy + a[1]!];
        pen.quadraticCurveTo(x1, y1, ex, ey);
        [cx, cy, x, y] = [x1, y1, ex, ey];
        break;
      }
      case 'a': {
        const end = [a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, ox + a[5]!, oy + a[6]!];
        arcToBeziers(pen, x, y, end);
        x = end[5]!;
        y = end[6]!;
        break;
      }
    }
    previous = lower;
  }
}

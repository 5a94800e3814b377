import type { Rect } from './types';

export interface Pixels {
  data: Uint8Array | Uint8ClampedArray | Buffer;
  width: number;
  height: number;
}

export function pixelAt(p: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[i] as number, p.data[i + 1] as number, p.data[i + 2] as number, p.data[i + 3] as number];
}

/** Share of pixels (0–1) whose largest channel difference exceeds `threshold`. */
export function diffShare(a: Pixels, b: Pixels, threshold = 32, region?: Rect): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  const r = region ?? { x: 0, y: 0, width: a.width, height: a.height };
  let differing = 0;
  let total = 0;
  for (let y = Math.max(0, Math.floor(r.y)); y < Math.min(a.height, r.y + r.height); y++) {
    for (let x = Math.max(0, Math.floor(r.x)); x < Math.min(a.width, r.x + r.width); x++) {
      const i = (y * a.width + x) * 4;
      let max = 0;
      for (let c = 0; c < 4; c++) max = Math.max(max, Math.abs((a.data[i + c] as number) - (b.data[i + c] as number)));
      if (max > threshold) differing++;
      total++;
    }
  }
  return total ? differing / total : 0;
}

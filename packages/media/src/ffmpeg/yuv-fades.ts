import { fadeFrames, type SegmentMotion } from './segment-motion.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** #rrggbb as BT.709 limited-range Y, Cb, Cr: what the slides become (out_color_matrix=bt709:out_range=tv). */
export function yuv709(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  const v = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => c / 255) as [number, number, number];
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return [Math.round(16 + 219 * y), Math.round(128 + (224 * (b - y)) / 1.8556), Math.round(128 + (224 * (r - y)) / 1.5748)];
}

/**
 * A presenter segment's fades (decision 171's timing, as `fadeFilters` gives them to the slide
 * segments) on its 4:2:0 frames as they are (decision 181): one `lutyuv` per faded frame, enabled at
 * that frame's time only, blending Y, Cb and Cr toward the colour's by the share ffmpeg's `fade`
 * gives that frame. A blend is the same in YUV as in RGB (the conversion is linear), so this is
 * the fade without its cost: `fade` to a colour works on 4:4:4 RGB, and converting every frame of a
 * 25 fps segment there and back took more time than encoding it. `frames` are the frames it changes.
 */
export function yuvFades(fade: SegmentMotion['fade'], totalSeconds: number, fps: number): { filters: string[]; frames: number[] } {
  if (!fade) return { filters: [], frames: [] };
  const [inSeconds, outSeconds] = [round3(fadeFrames(fade.inSeconds)), round3(fadeFrames(fade.outSeconds))];
  if (!(inSeconds > 0) && !(outSeconds > 0)) return { filters: [], frames: [] };
  const outStart = round3(Math.max(0, totalSeconds - outSeconds));
  const [y, u, v] = yuv709(fade.color);
  const total = Math.max(1, Math.ceil(totalSeconds * fps - 1e-6));
  const filters: string[] = [];
  const frames: number[] = [];
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  for (let frame = 0; frame < total; frame++) {
    const t = frame / fps;
    // The share of the colour: fading in, then (on a short slide, over it) fading out.
    const inShare = inSeconds > 0 ? 1 - clamp(t / inSeconds) : 0;
    const outShare = outSeconds > 0 ? clamp((t - outStart) / outSeconds) : 0;
    const share = Math.round((1 - (1 - inShare) * (1 - outShare)) * 10000) / 10000;
    if (share <= 0) continue;
    const toward = (target: number) => `'val+(${target}-val)*${share}+0.5'`;
    const window = `between(t,${((frame - 0.5) / fps).toFixed(4)},${((frame + 0.5) / fps).toFixed(4)})`;
    filters.push(`lutyuv=y=${toward(y)}:u=${toward(u)}:v=${toward(v)}:enable='${window}'`);
    frames.push(frame);
  }
  return { filters, frames };
}

/**
 * Platform-neutral types: the same layout and drawing code runs on a DOM canvas in the browser
 * preview and on @napi-rs/canvas in the server render (DESIGN.md "Deliberate departures", row 1).
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A decoded bitmap (HTMLImageElement, ImageBitmap, a canvas, an @napi-rs/canvas Image…). */
export interface ImageLike {
  readonly width: number;
  readonly height: number;
}

/** Width in CSS pixels of `text` drawn with the CSS `font` shorthand. */
export type MeasureText = (text: string, font: string) => number;

export interface GradientLike {
  addColorStop(offset: number, color: string): void;
}

/**
 * The subset of CanvasRenderingContext2D the renderer uses. Both the DOM context and
 * @napi-rs/canvas's SKRSContext2D satisfy it structurally.
 */
export interface Canvas2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  /** Decision 188: right-to-left text is drawn with direction rtl (both contexts have it). */
  direction: CanvasDirection;
  globalAlpha: number;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  imageSmoothingEnabled: boolean;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
  rotate(angle: number): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number, counterclockwise?: boolean): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number, ccw?: boolean): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): { width: number };
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): GradientLike;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): GradientLike;
  drawImage(image: object, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(image: object, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

import { type Avatar, type PresenterBox, type PresenterPose, poseKey } from '@lectern/core';
import type { AvatarSegmentPresenter, AvatarSprite } from '@lectern/media';
import { drawPresenter, presenterMouthRect } from '@lectern/slides';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PresenterSprite } from './presenter-ports';

type Lazy = () => Promise<AvatarSprite>;
type RawSprite = { rgba: Uint8Array; width: number; height: number };
interface Layered {
  avatar: Avatar;
  pose: PresenterPose;
  box: PresenterBox;
}

/** Pictures kept between slides: full figures are large (2.3 MB at 720×800), mouths small. */
const KEPT = { figures: 96, mouths: 2048 } as const;

/**
 * The presenter drawn in two layers (decision 172): the figure, which changes with the slow
 * motion (blinks, brows, breathing, sway, tilt, nod, lift), and the mouth, a small picture laid
 * over it, which changes with speech. A 25 fps presenter takes many poses (every mouth shape in
 * every slow state), but only the slow states need a full drawing; each mouth is drawn in the
 * figure's place for the head's position, so figure and mouth together are the whole pose's
 * drawing. Pictures are drawn when the encoder first asks for them and kept across slides.
 */
export function presenterLayers() {
  const layered = new WeakMap<PresenterSprite, Layered>();
  const kept = { figures: new Map<string, Promise<AvatarSprite>>(), mouths: new Map<string, Promise<AvatarSprite>>() };

  /** Keeps a picture as the most recently used; the least recently used goes first when full. */
  const remember = (cache: Map<string, Promise<AvatarSprite>>, limit: number, key: string, picture: Promise<AvatarSprite>) => {
    cache.delete(key);
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(key, picture);
    return picture;
  };
  // Decision 187: least recently used, not first drawn, goes first (a Map keeps its keys in the order
  // they were set): the common poses (upright, eyes open) recur on every slide and stay drawn.
  const remembered = (cache: Map<string, Promise<AvatarSprite>>, limit: number, key: string, draw: () => AvatarSprite): Lazy => {
    return () => remember(cache, limit, key, cache.get(key) ?? Promise.resolve().then(draw));
  };

  return {
    /** A pose as the render pipeline holds it: its pixels are drawn only if someone reads them. */
    sprite(avatar: Avatar, pose: PresenterPose, box: PresenterBox): PresenterSprite {
      let pixels: Uint8Array | undefined;
      const sprite: PresenterSprite = {
        width: box.width,
        height: box.height,
        get rgba(): Uint8Array {
          pixels ??= drawFigure(avatar, pose, box).rgba;
          return pixels;
        },
      };
      layered.set(sprite, { avatar, pose, box });
      return sprite;
    },

    /**
     * The encoder's presenter for a slide's runs: figures and mouths in two timelines when every
     * sprite came from `sprite`, else the sprites as they are.
     */
    presenter(sprites: readonly PresenterSprite[], segments: readonly { state: number; frames: number }[]): AvatarSegmentPresenter {
      const layers = sprites.map((s) => layered.get(s));
      if (!layers.length || layers.some((l) => !l)) return { kind: 'sprites', sprites, segments };
      const { avatar, box } = layers[0]!;
      const rect = mouthRect(box);
      const size = `${avatar.id}|${box.width}x${box.height}|${box.framed ? 'framed' : 'open'}`;
      const figures = timeline();
      const mouths = timeline();
      for (const { state, frames } of segments) {
        const { pose } = layers[state]!;
        // The figure with a closed mouth: the mouth layer covers it. The mouth does not reach the eyes or brows.
        const figurePose = { ...pose, mouth: 'rest' as const };
        const mouthPose: PresenterPose = { ...pose, eyes: 'open' };
        delete mouthPose.brow;
        // Decision 187: a figure is the whole drawing with the mouth at rest, so its mouth's area is
        // the rest mouth for its head's position: kept as that mouth's picture, never drawn again.
        const restKey = `${size}|${poseKey({ ...mouthPose, mouth: 'rest' })}`;
        const figure = () => {
          const drawing = drawFigure(avatar, figurePose, box);
          if (!kept.mouths.has(restKey)) remember(kept.mouths, KEPT.mouths, restKey, Promise.resolve(cutMouth(drawing, rect)));
          return drawing;
        };
        figures.add(`${size}|${poseKey(figurePose)}`, frames, (key) => remembered(kept.figures, KEPT.figures, key, figure));
        mouths.add(`${size}|${poseKey(mouthPose)}`, frames, (key) => remembered(kept.mouths, KEPT.mouths, key, () => drawMouth(avatar, mouthPose, box, rect)));
      }
      return { kind: 'sprites', sprites: figures.sprites, segments: figures.segments, mouths: { sprites: mouths.sprites, segments: mouths.segments, rect } };
    },
  };
}

/** Distinct pictures in order of first use, and runs of frames over them (consecutive equal runs joined). */
function timeline() {
  const index = new Map<string, number>();
  const sprites: Lazy[] = [];
  const segments: { state: number; frames: number }[] = [];
  return {
    sprites,
    segments,
    add(key: string, frames: number, make: (key: string) => Lazy) {
      let state = index.get(key);
      if (state === undefined) {
        state = sprites.push(make(key)) - 1;
        index.set(key, state);
      }
      const last = segments.at(-1);
      if (last && last.state === state) last.frames += frames;
      else segments.push({ state, frames });
    },
  };
}

/** The mouth's area in the box's pixels (presenterMouthRect), widened to even edges for 4:2:0 video. */
export function mouthRect(box: PresenterBox) {
  const r = presenterMouthRect({ x: 0, y: 0, width: box.width, height: box.height });
  const x = Math.max(0, Math.floor(r.x / 2) * 2);
  const y = Math.max(0, Math.floor(r.y / 2) * 2);
  const right = Math.min(box.width - (box.width % 2), Math.ceil((r.x + r.width) / 2) * 2);
  const bottom = Math.min(box.height - (box.height % 2), Math.ceil((r.y + r.height) / 2) * 2);
  return { x, y, width: right - x, height: bottom - y };
}

/** One canvas per box size, cleared for each drawing: allocating 2.3 MB a pose costs more than drawing it. */
const canvases = new Map<string, Canvas>();
function cleared(width: number, height: number) {
  const key = `${width}x${height}`;
  let canvas = canvases.get(key);
  if (!canvas) {
    canvas = createCanvas(width, height);
    canvases.set(key, canvas);
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  return ctx;
}

/** The whole figure in one pose on a transparent canvas of the box's size (straight RGBA). */
function drawFigure(avatar: Avatar, pose: PresenterPose, box: PresenterBox): RawSprite {
  const ctx = cleared(box.width, box.height);
  drawPresenter(ctx, avatar, pose, { x: 0, y: 0, width: box.width, height: box.height, framed: box.framed });
  const image = ctx.getImageData(0, 0, box.width, box.height);
  return { rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: box.width, height: box.height };
}

/** The mouth's area cut from a whole drawing, its soft edges left out as `drawMouth` leaves them. */
function cutMouth(drawing: RawSprite, rect: { x: number; y: number; width: number; height: number }): RawSprite {
  const rgba = new Uint8Array(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * drawing.width + rect.x) * 4;
    rgba.set(drawing.rgba.subarray(from, from + rect.width * 4), y * rect.width * 4);
  }
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) rgba[i] = 0;
  return { rgba, width: rect.width, height: rect.height };
}

/**
 * The mouth's area of the figure in one pose. Its soft edges against the slide (the neck's sides
 * under a short chin) are left out: the figure under it has the same pixels, and blending them
 * twice would darken them.
 */
function drawMouth(avatar: Avatar, pose: PresenterPose, box: PresenterBox, rect: { x: number; y: number; width: number; height: number }): RawSprite {
  // Drawn whole and cut out: a canvas's edge or a clip smooths the edges near it differently, and
  // the mouth must match the figure under it to the pixel.
  // Only what can reach the mouth's area (decision 187): the same pixels there, a fifth less drawing.
  const ctx = cleared(box.width, box.height);
  drawPresenter(ctx, avatar, pose, { x: 0, y: 0, width: box.width, height: box.height, framed: box.framed }, 'mouth');
  const image = ctx.getImageData(rect.x, rect.y, rect.width, rect.height);
  const rgba = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) rgba[i] = 0;
  return { rgba, width: rect.width, height: rect.height };
}

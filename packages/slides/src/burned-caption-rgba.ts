/**
 * Server side of burned-in captions: a cue drawn with @napi-rs/canvas as straight RGBA of the
 * page size, ready for @lectern/media's encodeSlideshow / encodeAvatarSegment `captions`.
 */
import { createCanvas } from '@napi-rs/canvas';
import { type BurnedCaptionOptions, drawBurnedCaption, placeableCues } from './burned-captions';
import { canvasMeasure } from './draw';
import { registerFontsFor, registerSlideFonts } from './node';

export function renderBurnedCaptionRgba(text: string, options: BurnedCaptionOptions): Buffer {
  registerFontsFor(text);
  const { width, height } = options.page;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawBurnedCaption(ctx, text, options);
  const image = ctx.getImageData(0, 0, width, height);
  return Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
}

/**
 * The cues as they can be burned in, measured with the slide fonts: a cue with no room clear of
 * the slide's text and the face is split into its lines, shown in turn (decision 172).
 */
export function placedCaptionCues<T extends { startMs: number; endMs: number; text: string }>(
  cues: readonly T[],
  options: Pick<BurnedCaptionOptions, 'page' | 'presenter' | 'avoid' | 'avoidIfRoom'>,
): T[] {
  registerSlideFonts();
  registerFontsFor(cues.map((cue) => cue.text).join(' '));
  return placeableCues(cues, options, canvasMeasure(createCanvas(8, 8).getContext('2d')));
}

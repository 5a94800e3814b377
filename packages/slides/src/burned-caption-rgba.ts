/**
 * Server side of burned-in captions: a cue drawn with @napi-rs/canvas as straight RGBA of the
 * page size, ready for @lectern/media's encodeSlideshow / encodeAvatarSegment `captions`.
 */
import { createCanvas } from '@napi-rs/canvas';
import { type BurnedCaptionOptions, drawBurnedCaption } from './burned-captions';
import { registerSlideFonts } from './node';

export function renderBurnedCaptionRgba(text: string, options: BurnedCaptionOptions): Buffer {
  registerSlideFonts();
  const { width, height } = options.page;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  drawBurnedCaption(ctx, text, options);
  const image = ctx.getImageData(0, 0, width, height);
  return Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
}

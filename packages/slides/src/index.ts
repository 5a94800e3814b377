/**
 * @lectern/slides: slide layout and drawing shared by the browser preview and the server
 * render (DESIGN.md "Deliberate departures", row 1). Platform-free: text measuring and the
 * Canvas 2D context are injected. Node rendering lives in `@lectern/slides/node`.
 */
export type { Canvas2D, GradientLike, ImageLike, MeasureText, Rect } from './types';
export { cssFont, FONT_FAMILIES, SLIDE_FONT_FACES, type FontFace, type FontFamilyKey } from './fonts';
export { ellipsize, fitParagraphs, wrapText, type FitOptions, type FittedText } from './text-fit';
export type { BulletItem, ColumnLayout, ImagePlacement, SlideLayout, TextBlock, TextLine } from './layout-types';
export { GEOMETRY, layoutSlide, logoRect, type LayoutOptions, type SlideContent } from './layout';
export { canvasMeasure, drawLayout, drawSlide, type DrawOptions } from './draw';
export { illustrationUrl, isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
export {
  drawIllustration,
  hashKeyword,
  ILLUSTRATION_CATEGORIES,
  illustrationCategory,
  type IllustrationCategory,
} from './illustrations';

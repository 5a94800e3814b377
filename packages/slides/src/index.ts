/**
 * @lectern/slides: slide layout and drawing shared by the browser preview and the server
 * render (DESIGN.md "Deliberate departures", row 1). Platform-free: text measuring and the
 * Canvas 2D context are injected. Node rendering lives in `@lectern/slides/node`.
 */

export {
  BURNED_CAPTION,
  type BurnedCaptionLayout,
  type BurnedCaptionOptions,
  burnedCaptionColors,
  burnedCaptionLayout,
  contrastRatio,
  drawBurnedCaption,
} from './burned-captions';
export { canvasMeasure, type DrawOptions, drawLayout, drawSlide, slidePages } from './draw';
export { cssFont, FONT_FAMILIES, type FontFace, type FontFamilyKey, SLIDE_FONT_FACES } from './fonts';
export { illustrationMeaning } from './icons/icon-meaning';
export { type Icon, type IconSet, loadIconSet, matchIcons } from './icons/icon-set';
export { illustrationUrl, isGeneratedImage, keywordOfGeneratedImage } from './illustration-url';
export { drawIcon, drawIllustration, hashKeyword, illustrationIcons } from './illustrations';
export { drawKeyVisual, type KeyVisualLayout, keyVisualLayout } from './key-visual';
export { GEOMETRY, type LayoutOptions, layoutSlide, layoutSlidePages, logoRect, revealPoints, type SlideContent } from './layout';
export type { BulletItem, ColumnLayout, ImagePlacement, SlideLayout, TextBlock, TextLine } from './layout-types';
export { graphemes, joinTokens, lineTokens, splitWord, type Token } from './line-breaks';
export { DEFAULT_PAGE, type PageGeometry, pageGeometry, type TypeRange } from './page-geometry';
export { pageText } from './page-text';
export { drawPresenter, portraitFrame, presenterFaceRect, presenterMouthRect } from './presenter';
export { cjkFont, fontForText, SCRIPT_FONTS, type ScriptFontId, scriptFontsFor, slideFontText } from './script-fonts';
export { slideReveal } from './slide-reveal';
export { isRightToLeft, rightToLeft } from './text-direction';
export { ellipsize, type FitOptions, type FittedText, fitParagraphs, wrapText } from './text-fit';
export { type FlowPiece, flowParagraphs } from './text-flow';
export type { Canvas2D, GradientLike, ImageLike, MeasureText, Rect } from './types';

/** Test page for the browser parity test: draws the sample slides on DOM canvases. */
import { AVATARS, MOUTH_SHAPES, type PageSize, themeById } from '@lectern/core';
import { ensureSlideFonts } from './browser-fonts';
import { drawPresenter, drawSlide, loadIconSet, pageText, slideFontText, slidePages } from './index';
import { CROWDED_SLIDES, SAMPLE_SLIDES } from './test-fixtures';
import { SCRIPT_SAMPLES, sampleSlide } from './test-scripts';

declare global {
  interface Window {
    renderSampleSlides?: (themeId: string, page?: PageSize, revealed?: number) => Promise<{ layout: unknown; png: string }[]>;
    renderPresenters?: () => string[];
    slidePageTexts?: (page: PageSize) => Promise<string[][]>;
    renderScriptSlides?: (page: PageSize) => Promise<{ layout: unknown; png: string }[]>;
  }
}

window.renderSampleSlides = async (themeId, page = { width: 1920, height: 1080 }, revealed = undefined) => {
  // As the preview does (slide-canvas.tsx): fonts, then the icon set for offline pictures.
  await ensureSlideFonts();
  await loadIconSet();
  return SAMPLE_SLIDES.map((slide, i) => {
    const canvas = document.createElement('canvas');
    canvas.width = page.width;
    canvas.height = page.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D context');
    const layout = drawSlide(ctx, slide, {
      theme: themeById(themeId),
      slideNumber: i + 1,
      totalSlides: SAMPLE_SLIDES.length,
      page,
      ...(revealed !== undefined ? { revealed } : {}),
    });
    return { layout, png: canvas.toDataURL('image/png') };
  });
};

/** Every presenter, each with another mouth shape, on transparent 360×400 canvases. */
window.renderPresenters = () =>
  AVATARS.map((avatar, i) => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 400;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D context');
    const mouth = MOUTH_SHAPES[i % MOUTH_SHAPES.length] ?? 'rest';
    drawPresenter(ctx, avatar, { mouth, eyes: i % 3 === 2 ? 'half' : 'open', breath: 0.5, sway: -0.4 }, { x: 0, y: 0, width: 360, height: 400 });
    return canvas.toDataURL('image/png');
  });

/** Decision 165: the pages each crowded slide needs in this shape, and what each shows. */
window.slidePageTexts = async (page) => {
  await ensureSlideFonts();
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) throw new Error('No 2D context');
  return CROWDED_SLIDES.map((slide) => slidePages(ctx, slide, { page }).map(pageText));
};

/** Decision 188: a bullet slide in each script, in its language, as the preview draws it (fonts for its text first). */
window.renderScriptSlides = async (page) => {
  const out: { layout: unknown; png: string }[] = [];
  for (const [i, sample] of SCRIPT_SAMPLES.entries()) {
    const slide = sampleSlide(sample);
    await ensureSlideFonts(slideFontText(slide, sample.language), sample.language);
    const canvas = document.createElement('canvas');
    canvas.width = page.width;
    canvas.height = page.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D context');
    const layout = drawSlide(ctx, slide, {
      theme: themeById('corporate-blue'),
      slideNumber: i + 1,
      totalSlides: SCRIPT_SAMPLES.length,
      page,
      language: sample.language,
    });
    out.push({ layout, png: canvas.toDataURL('image/png') });
  }
  return out;
};

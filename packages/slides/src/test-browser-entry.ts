/** Test page for the browser parity test: draws the sample slides on DOM canvases. */
import { themeById } from '@lectern/core';
import { ensureSlideFonts } from './browser-fonts';
import { drawSlide, loadIconSet } from './index';
import { SAMPLE_SLIDES } from './test-fixtures';

declare global {
  interface Window {
    renderSampleSlides?: (themeId: string) => Promise<{ layout: unknown; png: string }[]>;
  }
}

window.renderSampleSlides = async (themeId) => {
  // As the preview does (slide-canvas.tsx): fonts, then the icon set for offline pictures.
  await ensureSlideFonts();
  await loadIconSet();
  return SAMPLE_SLIDES.map((slide, i) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1920;
    canvas.height = 1080;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D context');
    const layout = drawSlide(ctx, slide, { theme: themeById(themeId), slideNumber: i + 1, totalSlides: SAMPLE_SLIDES.length });
    return { layout, png: canvas.toDataURL('image/png') };
  });
};

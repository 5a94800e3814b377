import { ASPECT_RATIO_IDS, CAPTION_RULES, pageSize, THEMES, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderBurnedCaptionRgba } from './burned-caption-rgba';
import { BURNED_CAPTION, burnedCaptionColors, burnedCaptionLayout, contrastRatio } from './burned-captions';
import { registerSlideFonts } from './node';
import { fakeMeasure } from './test-measure';

const FULL_LINE = 'Every team member reviews the safety guide'; // 42 characters
const TWO_LINES = `${FULL_LINE}\nbefore the first shift starts on Monday.`;

describe('burnedCaptionLayout', () => {
  it.each(ASPECT_RATIO_IDS)('keeps a two-line cue inside the title-safe area on %s, above the phone controls on 9:16', (aspect) => {
    const page = pageSize(aspect);
    const layout = burnedCaptionLayout(TWO_LINES, { page }, fakeMeasure)!;
    expect(layout.lines).toEqual(TWO_LINES.split('\n'));
    const { band } = layout;
    expect(band.x).toBeGreaterThanOrEqual(page.width * 0.05 - 0.01);
    expect(band.x + band.width).toBeLessThanOrEqual(page.width * 0.95 + 0.01);
    expect(band.y).toBeGreaterThan(page.height / 2);
    const bottomMargin = aspect === '9:16' ? 0.15 : 0.05;
    expect(band.y + band.height).toBeLessThanOrEqual(page.height * (1 - bottomMargin));
    // Every line fits the band at the chosen size.
    for (const line of layout.lines) expect(fakeMeasure(line, layout.font)).toBeLessThanOrEqual(band.width);
    expect(layout.fontSize).toBeGreaterThanOrEqual(Math.min(page.width, page.height) * BURNED_CAPTION.fontScale * BURNED_CAPTION.minFontScale);
  });

  it('keeps a full 42-character line on one line on the narrow 9:16 frame by shrinking the type', () => {
    const landscape = burnedCaptionLayout(FULL_LINE, { page: pageSize('16:9') }, fakeMeasure)!;
    const vertical = burnedCaptionLayout(FULL_LINE, { page: pageSize('9:16') }, fakeMeasure)!;
    expect(vertical.lines).toEqual([FULL_LINE]);
    expect(vertical.fontSize).toBeLessThan(landscape.fontSize);
  });

  it('breaks an unbroken cue into at most two balanced lines (core captionLines)', () => {
    const layout = burnedCaptionLayout(TWO_LINES.replace('\n', ' '), { page: pageSize('16:9') }, fakeMeasure)!;
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines.every((l) => l.length <= CAPTION_RULES.maxLineChars)).toBe(true);
  });

  it('never draws more than two lines or past the band, even for hostile cues', () => {
    const page = pageSize('9:16');
    const hostile = burnedCaptionLayout(`${'W'.repeat(400)}\n\n\nthree\nfour\nfive`, { page }, fakeMeasure)!;
    expect(hostile.lines.length).toBeLessThanOrEqual(2);
    for (const line of hostile.lines) expect(fakeMeasure(line, hostile.font)).toBeLessThanOrEqual(hostile.band.width);
    expect(burnedCaptionLayout('  \n ', { page }, fakeMeasure)).toBeNull();
  });
});

describe('burnedCaptionColors', () => {
  it.each(THEMES.map((t) => [t.id, t] as const))('gives %s text that contrasts with its band (WCAG ≥ 7:1)', (_id, theme) => {
    const { text, band } = burnedCaptionColors(theme);
    expect(contrastRatio(text, band)).toBeGreaterThanOrEqual(BURNED_CAPTION.minContrast);
  });

  it('falls back to white on near-black for a theme without contrast', () => {
    const grey = {
      ...themeById('corporate-blue'),
      textColor: '#777777',
      backgroundColor: '#888888',
      primaryColor: '#7a7a7a',
      gradientStart: '#808080',
      gradientEnd: '#858585',
    };
    expect(burnedCaptionColors(grey)).toEqual({ text: '#ffffff', band: '#111111' });
  });
});

describe('renderBurnedCaptionRgba', () => {
  it.each(ASPECT_RATIO_IDS)('draws the cue on a transparent %s frame, only in the caption band', (aspect) => {
    const page = pageSize(aspect);
    const theme = themeById('corporate-blue');
    const rgba = renderBurnedCaptionRgba(TWO_LINES, { theme, page });
    expect(rgba.length).toBe(page.width * page.height * 4);
    registerSlideFonts();
    const ctx = createCanvas(8, 8).getContext('2d');
    const layout = burnedCaptionLayout(TWO_LINES, { page }, (line, font) => {
      ctx.font = font;
      return ctx.measureText(line).width;
    })!;
    const alphaAt = (x: number, y: number) => rgba[(Math.round(y) * page.width + Math.round(x)) * 4 + 3]!;
    // Top half and the bottom margin: untouched.
    expect(alphaAt(page.width / 2, page.height / 4)).toBe(0);
    expect(alphaAt(page.width / 2, page.height - 2)).toBe(0);
    let visible = 0;
    let minY = page.height;
    let maxY = 0;
    let textPixels = 0;
    const { text } = burnedCaptionColors(theme);
    const textRgb = [1, 3, 5].map((i) => Number.parseInt(text.slice(i, i + 2), 16));
    for (let y = 0; y < page.height; y++) {
      for (let x = 0; x < page.width; x++) {
        const i = (y * page.width + x) * 4;
        if (rgba[i + 3] === 0) continue;
        visible++;
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
        if (rgba[i + 3] === 255 && textRgb.every((c, k) => Math.abs(rgba[i + k]! - c) <= 8)) textPixels++;
      }
    }
    expect(visible).toBeGreaterThan(0);
    expect(minY).toBeGreaterThanOrEqual(Math.floor(layout.band.y) - 1);
    expect(maxY).toBeLessThanOrEqual(Math.ceil(layout.band.y + layout.band.height) + 1);
    expect(textPixels).toBeGreaterThan(500);
  });
});

import { ASPECT_RATIO_IDS, AVATAR_AREA, AVATARS, BOTTOM_RIGHT_PRESENTER, CAPTION_RULES, pageSize, presenterBox, THEMES, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderBurnedCaptionRgba } from './burned-caption-rgba';
import { BURNED_CAPTION, burnedCaptionColors, burnedCaptionLayout, contrastRatio } from './burned-captions';
import { registerSlideFonts } from './node';
import { drawPresenter } from './presenter/draw-presenter';
import { presenterFaceRect, presenterMouthRect } from './presenter/presenter-geometry';
import { fakeMeasure } from './test-measure';
import type { Rect } from './types';

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

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const words = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ').trim();
const ONE_LINE = 'Tell your supervisor straight away,';

describe('burnedCaptionLayout beside a presenter', () => {
  it("finds every presenter's head inside its face area, in every pose", () => {
    const box = { x: 0, y: 0, width: 360, height: 400 };
    const face = presenterFaceRect(box);
    const mouth = presenterMouthRect(box);
    expect(mouth.y).toBeGreaterThanOrEqual(face.y);
    expect(mouth.y + mouth.height).toBeLessThanOrEqual(face.y + face.height);
    expect(mouth.x).toBeGreaterThanOrEqual(face.x);
    expect(mouth.x + mouth.width).toBeLessThanOrEqual(face.x + face.width);
    for (const avatar of AVATARS) {
      const ctx = createCanvas(360, 400).getContext('2d');
      for (const sway of [-1, 1]) drawPresenter(ctx as never, avatar, { mouth: 'AI', eyes: 'open', breath: 1, sway }, box);
      const alpha = ctx.getImageData(0, 0, 360, 400).data;
      let top = 400;
      for (let i = 3; i < alpha.length && top === 400; i += 4) if (alpha[i]! > 0) top = Math.floor((i - 3) / 4 / 360);
      expect(top, avatar.id).toBeGreaterThanOrEqual(Math.floor(face.y));
    }
  });

  it.each(['9:16', '1:1'] as const)("keeps a one- and a two-line cue off the presenter's face on %s, every word kept, inside the title-safe area", (aspect) => {
    const page = pageSize(aspect);
    const presenter = presenterBox('bullet-points', page);
    const face = presenterFaceRect(presenter);
    for (const cue of [ONE_LINE, TWO_LINES]) {
      // Without the presenter the band would cover the face: the case this guards.
      if (cue === TWO_LINES) expect(overlap(burnedCaptionLayout(cue, { page }, fakeMeasure)!.band, face)).toBe(true);
      const layout = burnedCaptionLayout(cue, { page, presenter }, fakeMeasure)!;
      expect(overlap(layout.band, face)).toBe(false);
      expect(words(layout.lines)).toBe(words(cue.split('\n')));
      expect(layout.lines.length).toBeLessThanOrEqual(CAPTION_RULES.maxLines + 1);
      expect(layout.band.x).toBeGreaterThanOrEqual(page.width * 0.05 - 0.01);
      expect(layout.band.x + layout.band.width).toBeLessThanOrEqual(page.width * 0.95 + 0.01);
      expect(layout.band.y + layout.band.height).toBeLessThanOrEqual(page.height * 0.95);
      for (const [i, line] of layout.lines.entries()) {
        expect(fakeMeasure(line, layout.font)).toBeLessThanOrEqual(layout.band.width);
        expect(layout.baselines[i]!.x).toBeCloseTo(layout.band.x + layout.band.width / 2, 5);
      }
      expect(layout.fontSize).toBeGreaterThanOrEqual(Math.min(page.width, page.height) * BURNED_CAPTION.fontScale * BURNED_CAPTION.minFontScale);
    }
  });

  it('moves the band under the chin on 9:16, over the chest and clear of the bottom 10 %', () => {
    const page = pageSize('9:16');
    const presenter = presenterBox('bullet-points', page);
    const face = presenterFaceRect(presenter);
    const layout = burnedCaptionLayout(TWO_LINES, { page, presenter }, fakeMeasure)!;
    expect(layout.band.y).toBeGreaterThan(face.y + face.height);
    expect(layout.band.y + layout.band.height).toBeLessThanOrEqual(page.height * 0.9);
  });

  it.each([
    ['content', AVATAR_AREA],
    ['comparison', BOTTOM_RIGHT_PRESENTER],
  ] as const)("keeps a 16:9 %s slide's band where it was when it misses the face, beside the presenter when not", (_name, presenter) => {
    const page = pageSize('16:9');
    const plain = burnedCaptionLayout(TWO_LINES, { page }, fakeMeasure)!;
    const beside = burnedCaptionLayout(TWO_LINES, { page, presenter }, fakeMeasure)!;
    expect(overlap(beside.band, presenterFaceRect(presenter))).toBe(false);
    if (!overlap(plain.band, presenterFaceRect(presenter))) expect(beside).toEqual(plain);
  });

  it('beside a presenter shrinks the type to keep a cue on its two lines before taking a third', () => {
    const page = pageSize('1:1');
    const presenter = presenterBox('bullet-points', page);
    const cue = 'Always hold the ladder with one hand\nand keep your hips between the rails.';
    const layout = burnedCaptionLayout(cue, { page, presenter }, fakeMeasure)!;
    expect(layout.lines).toEqual(cue.split('\n'));
    expect(overlap(layout.band, presenterFaceRect(presenter))).toBe(false);
    expect(layout.fontSize).toBeLessThan(Math.min(page.width, page.height) * BURNED_CAPTION.fontScale);
  });

  it('shortens hostile text beside a presenter to three lines at most', () => {
    const page = pageSize('1:1');
    const layout = burnedCaptionLayout(`${'W'.repeat(400)} ${'word '.repeat(80)}`, { page, presenter: presenterBox('bullet-points', page) }, fakeMeasure)!;
    expect(layout.lines.length).toBeLessThanOrEqual(CAPTION_RULES.maxLines + 1);
    for (const line of layout.lines) expect(fakeMeasure(line, layout.font)).toBeLessThanOrEqual(layout.band.width);
  });

  it.each(['9:16', '1:1'] as const)("draws no caption pixel over the presenter's mouth on %s", (aspect) => {
    const page = pageSize(aspect);
    const presenter = presenterBox('bullet-points', page);
    const mouth = presenterMouthRect(presenter);
    const rgba = renderBurnedCaptionRgba(TWO_LINES, { theme: themeById('corporate-blue'), page, presenter });
    let covered = 0;
    for (let y = Math.floor(mouth.y); y < mouth.y + mouth.height; y++)
      for (let x = Math.floor(mouth.x); x < mouth.x + mouth.width; x++) if (rgba[(y * page.width + x) * 4 + 3]! > 0) covered++;
    expect(covered).toBe(0);
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

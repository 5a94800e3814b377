import { ASPECT_RATIO_IDS, type KeyVisual, pageSize, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { canvasMeasure, drawSlide } from './draw';
import { illustrationUrl } from './illustration-url';
import { drawKeyVisual, keyVisualLayout } from './key-visual';
import { layoutSlide, type SlideContent } from './layout';
import { registerIllustrationIcons, registerSlideFonts } from './node';
import { pixelAt } from './test-pixels';
import type { MeasureText, Rect } from './types';

let measure: MeasureText;
beforeAll(() => {
  registerSlideFonts();
  registerIllustrationIcons();
  measure = canvasMeasure(createCanvas(8, 8).getContext('2d'));
});

const VISUALS: KeyVisual[] = [
  { kind: 'figure', text: '600,000', caption: 'Use at least 600,000 iterations of PBKDF2 for stored passwords' },
  { kind: 'figure', text: 'Up to £2,000,000.50', caption: 'x'.repeat(60) },
  { kind: 'figure', text: '85 %' },
  {
    kind: 'term',
    text: 'Rechtsschutzversicherungsgesellschaften',
    caption: 'A word longer than any box, and a caption that goes on for a while longer than it should',
  },
  { kind: 'term', text: 'Dental insurance' },
  { kind: 'step', text: '12', caption: 'Phase' },
  { kind: 'step', text: '3' },
];

/** The picture's box in each shape (page geometry), and the smallest a tall page gives it. */
const BOXES: Rect[] = [
  { x: 1130, y: 330, width: 650, height: 500 },
  { x: 80, y: 900, width: 920, height: 600 },
  { x: 80, y: 900, width: 920, height: 200 },
  { x: 620, y: 400, width: 380, height: 380 },
];

const inside = (r: Rect, box: Rect) =>
  r.x >= box.x - 0.5 && r.y >= box.y - 0.5 && r.x + r.width <= box.x + box.width + 0.5 && r.y + r.height <= box.y + box.height + 0.5;

describe('the designed visual (decision 173)', () => {
  it.each(BOXES.flatMap((box) => VISUALS.map((v) => [`${box.width}×${box.height} ${v.kind} "${v.text}"`, box, v] as const)))(
    'keeps its text inside its box, never overlapping: %s',
    (_name, box, visual) => {
      const layout = keyVisualLayout(visual, box, measure);
      const blocks = [layout.main, layout.caption].filter((b) => b !== null);
      for (const block of blocks) {
        expect(inside(block.bounds, box), `${block.lines.map((l) => l.text).join(' / ')} leaves its box`).toBe(true);
        for (const line of block.lines) expect(inside({ x: line.x, y: block.bounds.y, width: line.width, height: 1 }, box), line.text).toBe(true);
        expect(block.lines.every((l) => !l.text.endsWith('…'))).toBe(true);
      }
      if (layout.caption) expect(layout.caption.bounds.y).toBeGreaterThanOrEqual(layout.main.bounds.y + layout.main.bounds.height);
      if (layout.ring)
        expect(inside({ x: layout.ring.x - layout.ring.r, y: layout.ring.y - layout.ring.r, width: 2 * layout.ring.r, height: 2 * layout.ring.r }, box)).toBe(
          true,
        );
      // The main text is the whole text: nothing is dropped.
      expect(
        layout.main.lines
          .map((l) => l.text)
          .join('')
          .replace(/[\s-]/g, ''),
      ).toBe(visual.text.replace(/[\s-]/g, ''));
      // Readable: the figure or term is never smaller than the caption.
      if (layout.caption) expect(layout.main.fontSize).toBeGreaterThanOrEqual(layout.caption.fontSize);
    },
  );

  it('draws only inside its box (with its shadow), white text on the theme', () => {
    const canvas = createCanvas(1000, 800);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#00ff00';
    ctx.fillRect(0, 0, 1000, 800);
    const box = { x: 200, y: 150, width: 600, height: 460 };
    const layout = drawKeyVisual(ctx, VISUALS[0] as KeyVisual, box, themeById('corporate-blue'), measure);
    const pixels = { data: ctx.getImageData(0, 0, 1000, 800).data, width: 1000, height: 800 };
    // Beyond the shadow's reach every pixel is the page's own.
    for (let y = 0; y < 800; y += 5)
      for (let x = 0; x < 1000; x += 5) {
        const far = x < box.x - 60 || x > box.x + box.width + 60 || y < box.y - 60 || y > box.y + box.height + 80;
        if (far) expect(pixelAt(pixels, x, y)).toEqual([0, 255, 0, 255]);
      }
    // The figure is drawn in white where its first line is.
    const line = layout.main.lines[0] as { x: number; y: number; width: number };
    let white = 0;
    for (let x = line.x; x < line.x + line.width; x += 2) {
      const [r, g, b] = pixelAt(pixels, x, line.y - layout.main.fontSize * 0.3);
      if (r > 240 && g > 240 && b > 240) white++;
    }
    expect(white).toBeGreaterThan(5);
  });

  const slide: SlideContent = {
    templateId: 'bullet-points',
    title: 'Storing passwords safely',
    keyPoints: ['Hash every password with PBKDF2', 'Use at least 600,000 iterations'],
    keyVisual: VISUALS[0] as KeyVisual,
  };

  it.each(ASPECT_RATIO_IDS)('stands in the picture’s place on a bullet slide without a picture: %s', (aspect) => {
    const layout = layoutSlide(slide, { measure, page: pageSize(aspect) });
    expect(layout.image?.visual).toEqual(slide.keyVisual);
    for (const item of layout.bullets)
      expect(item.bounds.x + item.bounds.width <= (layout.image?.rect.x ?? 0) || item.bounds.y + item.bounds.height <= (layout.image?.rect.y ?? 0)).toBe(true);
  });

  it('gives way to a picture the slide has, and to the user’s "No Image"', () => {
    const url = illustrationUrl('password');
    const withPicture = layoutSlide({ ...slide, contextualImage: { url, keywords: ['password'], source: 'generated' } }, { measure });
    expect(withPicture.image).toMatchObject({ url });
    expect(withPicture.image?.visual).toBeUndefined();
    expect(layoutSlide({ ...slide, userSelectedNoImage: true }, { measure }).image).toBeNull();
  });

  it('is drawn in the slide by the slide renderer', () => {
    const canvas = createCanvas(1920, 1080);
    const ctx = canvas.getContext('2d');
    const layout = drawSlide(ctx, slide, { theme: themeById('corporate-blue'), slideNumber: 1, totalSlides: 1 });
    const rect = layout.image?.rect as Rect;
    const [r, g, b] = pixelAt({ data: ctx.getImageData(0, 0, 1920, 1080).data, width: 1920, height: 1080 }, rect.x + 8, rect.y + rect.height / 2);
    // The card's gradient starts at the theme's gradientStart (#1e3a8a), not the white page.
    expect(r + g + b).toBeLessThan(400);
  });
});

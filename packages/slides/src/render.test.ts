import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageSize, SLIDE_HEIGHT, SLIDE_WIDTH, themeById } from '@lectern/core';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DrawOptions, drawSlide } from './draw';
import { illustrationUrl } from './illustration-url';
import type { SlideContent } from './layout';
import { createNodeRenderer, type NodeRenderer } from './node';
import { SAMPLE_SLIDES } from './test-fixtures';
import { diffShare, type Pixels, pixelAt } from './test-pixels';
import type { Canvas2D } from './types';

// Both real contexts satisfy the injected interface (checked by the type checker).
export const domContextFits = (c: CanvasRenderingContext2D): Canvas2D => c;
export const skiaContextFits = (c: SKRSContext2D): Canvas2D => c;

const GOLDEN_DIR = fileURLToPath(new URL('../golden/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const GOLDEN_THEMES = ['corporate-blue', 'midnight-indigo', 'sunset-pink'];
/** Pixels may differ slightly across Skia builds (anti-aliasing); content changes differ a lot. */
const MAX_DIFF_SHARE = 0.005;

let renderer: NodeRenderer;
beforeAll(() => {
  renderer = createNodeRenderer();
});

const options = (themeId: string, extra: Partial<DrawOptions> = {}): DrawOptions => ({
  theme: themeById(themeId),
  slideNumber: 2,
  totalSlides: 6,
  ...extra,
});

function draw(slide: SlideContent, opts: DrawOptions) {
  const canvas = createCanvas(SLIDE_WIDTH, SLIDE_HEIGHT);
  const ctx = canvas.getContext('2d');
  const layout = drawSlide(ctx, slide, opts);
  const pixels: Pixels = { data: ctx.getImageData(0, 0, SLIDE_WIDTH, SLIDE_HEIGHT).data, width: SLIDE_WIDTH, height: SLIDE_HEIGHT };
  return { layout, pixels };
}

async function decodePng(file: string): Promise<Pixels> {
  const image = await renderer.loadImage(readFileSync(file));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { data: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

describe('golden images: 4 templates × 3 themes', () => {
  for (const themeId of GOLDEN_THEMES) {
    for (const slide of SAMPLE_SLIDES) {
      it(`${slide.templateId} in ${themeId}`, async () => {
        const file = join(GOLDEN_DIR, `${slide.templateId}--${themeId}.png`);
        const opts = options(themeId, { slideNumber: slide.order + 1, totalSlides: SAMPLE_SLIDES.length });
        if (UPDATE) {
          mkdirSync(GOLDEN_DIR, { recursive: true });
          writeFileSync(file, await renderer.renderSlidePng(slide, opts));
        }
        expect(existsSync(file), `missing ${file}: run the tests once with UPDATE_GOLDEN=1`).toBe(true);
        const frame = renderer.renderSlideRgba(slide, opts);
        expect(frame.data.length).toBe(SLIDE_WIDTH * SLIDE_HEIGHT * 4);
        const share = diffShare(frame, await decodePng(file));
        expect(share, `${(share * 100).toFixed(2)}% of pixels differ`).toBeLessThan(MAX_DIFF_SHARE);
      });
    }
  }

  it('detects a changed slide (the comparison can fail)', async () => {
    const slide = SAMPLE_SLIDES[1] as SlideContent;
    const frame = renderer.renderSlideRgba({ ...slide, title: 'A different heading entirely' }, options('corporate-blue', { slideNumber: 2, totalSlides: 4 }));
    expect(diffShare(frame, await decodePng(join(GOLDEN_DIR, 'bullet-points--corporate-blue.png')))).toBeGreaterThan(MAX_DIFF_SHARE);
  });
});

describe('drawing', () => {
  it('draws the text (fonts are registered): every title region changes with its text', () => {
    for (const slide of SAMPLE_SLIDES) {
      const withText = draw(slide, options('corporate-blue'));
      const blank = draw({ ...slide, title: ' ', keyPoints: slide.templateId === 'focus-quote' ? [' '] : slide.keyPoints }, options('corporate-blue'));
      const block = withText.layout.quote ?? withText.layout.title;
      expect(block?.lines.length).toBeGreaterThan(0);
      expect(diffShare(withText.pixels, blank.pixels, 64, block?.bounds)).toBeGreaterThan(0.05);
    }
  });

  it('draws a grey "Image Unavailable" box when an image is missing (spec 001 §8)', () => {
    const slide = {
      ...(SAMPLE_SLIDES[1] as SlideContent),
      contextualImage: { url: 'https://images.example/gone.jpg', keywords: [], source: 'unsplash' as const },
    };
    const { layout, pixels } = draw(slide, options('corporate-blue'));
    const rect = layout.image?.rect;
    if (!rect) throw new Error('no image area');
    expect(pixelAt(pixels, rect.x + 40, rect.y + 40).slice(0, 3)).toEqual([0xe5, 0xe7, 0xeb]);
    // The label is drawn in the middle of the box: darker grey pixels on the light grey.
    const middle = { x: rect.x + 100, y: rect.y + rect.height / 2 - 25, width: rect.width - 200, height: 50 };
    let labelPixels = 0;
    for (let y = middle.y; y < middle.y + middle.height; y += 2)
      for (let x = middle.x; x < middle.x + middle.width; x += 2) if ((pixelAt(pixels, x, y)[0] as number) < 0xc0) labelPixels++;
    expect(labelPixels).toBeGreaterThan(100);
  });

  it('draws a decoded image, a logo and a presenter where the layout puts them', () => {
    const solid = (w: number, h: number, colour: string) => {
      const c = createCanvas(w, h);
      const ctx = c.getContext('2d');
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, w, h);
      return c;
    };
    const url = 'upload:photo.png';
    const bullet = { ...(SAMPLE_SLIDES[1] as SlideContent), contextualImage: { url, keywords: [], source: 'upload' as const } };
    const withImage = draw(bullet, options('corporate-blue', { images: { [url]: solid(800, 600, '#ff0000') }, logo: solid(400, 100, '#00ff00') }));
    const img = withImage.layout.image?.rect;
    const logo = withImage.layout.logo;
    if (!img || !logo) throw new Error('missing areas');
    expect(pixelAt(withImage.pixels, img.x + img.width / 2, img.y + img.height / 2).slice(0, 3)).toEqual([255, 0, 0]);
    expect([logo.width, logo.height]).toEqual([200, 50]);
    expect(pixelAt(withImage.pixels, logo.x + logo.width / 2, logo.y + logo.height / 2).slice(0, 3)).toEqual([0, 255, 0]);

    const presenter = draw({ ...bullet, avatarVisible: true }, options('corporate-blue', { avatar: solid(360, 800, '#0000ff') }));
    expect(presenter.layout.avatar).not.toBeNull();
    expect(pixelAt(presenter.pixels, 1560, 900).slice(0, 3)).toEqual([0, 0, 255]);
    // `avatar: true` keeps the area clear without drawing anything there.
    const reserved = draw({ ...bullet, avatarVisible: true }, options('corporate-blue', { avatar: true }));
    expect(pixelAt(reserved.pixels, 1560, 900).slice(0, 3)).not.toEqual([0, 0, 255]);
  });

  it('draws generated illustrations in place of a bitmap', () => {
    const bullet = {
      ...(SAMPLE_SLIDES[1] as SlideContent),
      contextualImage: { url: illustrationUrl('team meeting'), keywords: [], source: 'generated' as const },
    };
    const a = draw(bullet, options('ocean-teal'));
    const rect = a.layout.image?.rect;
    if (!rect) throw new Error('no image area');
    const blank = draw({ ...bullet, contextualImage: null }, options('ocean-teal'));
    expect(diffShare(a.pixels, blank.pixels, 32, rect)).toBeGreaterThan(0.3);
    expect(pixelAt(a.pixels, rect.x + 40, rect.y + 40).slice(0, 3)).not.toEqual([0xe5, 0xe7, 0xeb]);
  });

  it('renders a 1080p frame to raw RGBA quickly and to PNG', async () => {
    const slide = SAMPLE_SLIDES[1] as SlideContent;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      renderer.renderSlideRgba(slide, options('corporate-blue'));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`slide → RGBA 1920×1080: median ${times[2]?.toFixed(1)} ms`);
    const png = await renderer.renderSlidePng(slide, options('corporate-blue'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([
    ['9:16', 1080, 1920],
    ['1:1', 1080, 1080],
    ['16:9', 1920, 1080],
  ] as const)('renders %s frames and PNGs at %i×%i, with the slide drawn to the edges', async (aspect, width, height) => {
    const page = pageSize(aspect);
    for (const slide of SAMPLE_SLIDES) {
      const frame = renderer.renderSlideRgba(slide, options('sunset-pink', { page }));
      expect([frame.width, frame.height, frame.data.length]).toEqual([width, height, width * height * 4]);
      // The background reaches the bottom-right corner (nothing left transparent).
      expect(pixelAt(frame, width - 2, height - 2)[3]).toBe(255);
    }
    const png = await renderer.renderSlidePng(SAMPLE_SLIDES[0] as SlideContent, options('sunset-pink', { page }));
    const decoded = await renderer.loadImage(png);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
  });
});

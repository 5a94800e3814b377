/**
 * Draws every template in every published shape (with and without image, presenter, logo and long
 * text) to PNGs for a visual check of the layouts: node --import tsx packages/slides/scripts/layout-shots.ts [dir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASPECT_RATIO_IDS, AVATARS, pageSize, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import type { SlideContent } from '../src/layout';
import { createNodeRenderer } from '../src/node';
import { SAMPLE_SLIDES } from '../src/test-fixtures';

const dir = process.argv[2] ?? 'layout-shots';
mkdirSync(dir, { recursive: true });
const renderer = createNodeRenderer();
const logoCanvas = createCanvas(400, 160);
const lctx = logoCanvas.getContext('2d');
lctx.fillStyle = '#0f766e';
lctx.fillRect(0, 0, 400, 160);
lctx.fillStyle = '#ffffff';
lctx.font = 'bold 80px sans-serif';
lctx.fillText('LOGO', 90, 110);
const logo = await renderer.loadImage(await logoCanvas.encode('png'));
const long = (n: number) => Array.from({ length: n }, (_, i) => `Point ${i + 1}: ${'a detailed explanation that keeps going '.repeat(3)}`);

const variants: Record<string, (s: SlideContent) => SlideContent> = {
  plain: (s) => ({ ...s, contextualImage: null }),
  image: (s) => s,
  long: (s) => ({
    ...s,
    title: 'A remarkably long slide title that keeps going and going',
    description: `${s.description ?? ''} ${'and a much longer subtitle that goes on '.repeat(3)}`,
    keyPoints: s.templateId === 'focus-quote' ? [`${s.keyPoints?.[0]} ${'It keeps going with more words. '.repeat(4)}`] : long(5),
    leftColumnPoints: long(5),
    rightColumnPoints: long(5),
  }),
  presenter: (s) => ({ ...s, avatarVisible: true }),
};

for (const aspect of ASPECT_RATIO_IDS) {
  for (const slide of SAMPLE_SLIDES) {
    for (const [name, change] of Object.entries(variants)) {
      const png = await renderer.renderSlidePng(change(slide), {
        theme: themeById('corporate-blue'),
        slideNumber: slide.order + 1,
        totalSlides: SAMPLE_SLIDES.length,
        page: pageSize(aspect),
        logo: name === 'plain' ? null : logo,
        presenter: name === 'presenter' ? { avatar: AVATARS[0] as (typeof AVATARS)[number] } : null,
      });
      writeFileSync(join(dir, `${aspect.replace(':', 'x')}--${slide.templateId}--${name}.png`), png);
    }
  }
}
console.log(`wrote ${dir}`);

import { AVATARS, BOTTOM_RIGHT_PRESENTER, presenterBox, SLIDE_HEIGHT, SLIDE_WIDTH, themeById } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { type DrawOptions, drawSlide } from '../draw';
import type { SlideContent } from '../layout';
import { registerSlideFonts } from '../node';
import { SAMPLE_SLIDES } from '../test-fixtures';
import { diffShare, type Pixels } from '../test-pixels';
import { fitFigure } from './presenter-geometry';

registerSlideFonts();

const avatar = AVATARS[0] as (typeof AVATARS)[number];
const options = (extra: Partial<DrawOptions>): DrawOptions => ({ theme: themeById('corporate-blue'), slideNumber: 2, totalSlides: 6, ...extra });
const sample = (templateId: string) => ({ ...(SAMPLE_SLIDES.find((s) => s.templateId === templateId) as SlideContent), avatarVisible: true });

function draw(slide: SlideContent, opts: DrawOptions) {
  const ctx = createCanvas(SLIDE_WIDTH, SLIDE_HEIGHT).getContext('2d');
  const layout = drawSlide(ctx, slide, opts);
  const pixels: Pixels = { data: ctx.getImageData(0, 0, SLIDE_WIDTH, SLIDE_HEIGHT).data, width: SLIDE_WIDTH, height: SLIDE_HEIGHT };
  return { layout, pixels };
}

/** The presenter's head, wherever the figure is fitted in a box. */
function headOf(box: { x: number; y: number; width: number; height: number }) {
  const fit = fitFigure(box);
  return { x: fit.x + 140 * fit.scale, y: fit.y + 100 * fit.scale, width: 80 * fit.scale, height: 100 * fit.scale };
}

describe('slides with the offline presenter in place', () => {
  for (const templateId of ['bullet-points', 'split-content']) {
    it(`draws the presenter where it will stand on ${templateId}, with the same layout as the video`, () => {
      const slide = sample(templateId);
      const withPresenter = draw(slide, options({ presenter: { avatar } }));
      const reserved = draw(slide, options({ avatar: true }));
      const box = presenterBox(templateId);
      expect(withPresenter.layout.avatar).toEqual(box);
      expect(withPresenter.layout).toEqual(reserved.layout);
      expect(diffShare(withPresenter.pixels, reserved.pixels, 32, headOf(box))).toBeGreaterThan(0.5);
      // Outside the presenter's box nothing changes.
      expect(diffShare(withPresenter.pixels, reserved.pixels, 0, { x: 0, y: 0, width: box.x, height: SLIDE_HEIGHT })).toBe(0);
    });
  }

  it('stands the comparison presenter bottom-right, smaller than on content slides', () => {
    expect(presenterBox('split-content')).toEqual(BOTTOM_RIGHT_PRESENTER);
    expect(BOTTOM_RIGHT_PRESENTER.y + BOTTOM_RIGHT_PRESENTER.height).toBe(SLIDE_HEIGHT);
  });

  it('draws no presenter on slides that hide it', () => {
    const slide = { ...sample('bullet-points'), avatarVisible: false };
    const a = draw(slide, options({ presenter: { avatar } }));
    const b = draw(slide, options({}));
    expect(a.layout.avatar).toBeNull();
    expect(diffShare(a.pixels, b.pixels, 0)).toBe(0);
  });
});

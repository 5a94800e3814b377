import { AVATARS, BOTTOM_RIGHT_PRESENTER, type PageSize, pageSize, presenterBox, SLIDE_HEIGHT, SLIDE_WIDTH, themeById } from '@lectern/core';
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
  const { width, height }: PageSize = opts.page ?? { width: SLIDE_WIDTH, height: SLIDE_HEIGHT };
  const ctx = createCanvas(width, height).getContext('2d');
  const layout = drawSlide(ctx, slide, opts);
  const pixels: Pixels = { data: ctx.getImageData(0, 0, width, height).data, width, height };
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

  for (const aspect of ['9:16', '1:1'] as const) {
    for (const templateId of ['title-slide', 'bullet-points', 'focus-quote', 'split-content']) {
      it(`draws the whole presenter inside its ${aspect} box on ${templateId}, scaled, not cut`, () => {
        const page = pageSize(aspect);
        const slide = sample(templateId);
        const withPresenter = draw(slide, options({ presenter: { avatar }, page }));
        const reserved = draw(slide, options({ avatar: true, page }));
        const box = presenterBox(templateId, page);
        expect(withPresenter.layout.avatar).toEqual(box);
        expect(withPresenter.layout).toEqual(reserved.layout);
        expect(diffShare(withPresenter.pixels, reserved.pixels, 32, headOf(box))).toBeGreaterThan(0.5);
        // Nothing drawn outside the box: the figure is scaled into it.
        const outside = [
          { x: 0, y: 0, width: page.width, height: box.y },
          { x: 0, y: box.y, width: box.x, height: page.height - box.y },
          { x: box.x + box.width, y: box.y, width: page.width - box.x - box.width, height: page.height - box.y },
        ].filter((r) => r.width > 0 && r.height > 0);
        for (const region of outside) expect(diffShare(withPresenter.pixels, reserved.pixels, 0, region)).toBe(0);
        // And not cut: the figure fills the box's height (its 9:10 design shape fits it exactly).
        const fit = fitFigure(box);
        expect(400 * fit.scale).toBeGreaterThan(box.height * 0.95);
        expect(360 * fit.scale).toBeLessThanOrEqual(box.width + 0.5);
      });
    }
  }

  // Issue 21 item 4: the bust is never left floating. On the frame's bottom edge the rows under the
  // presenter are the figure, not the slide; a box above the bottom (9:16) is a framed card whose
  // bottom edge the bust rests on.
  for (const aspect of ['16:9', '9:16', '1:1'] as const) {
    for (const templateId of ['bullet-points', 'split-content', 'title-slide']) {
      it(`rests the bust on the frame's bottom or in a card on ${aspect} ${templateId}`, () => {
        const page = pageSize(aspect);
        const slide = sample(templateId);
        const shown = draw(slide, options({ presenter: { avatar }, page }));
        const plain = draw(slide, options({ avatar: true, page }));
        const box = presenterBox(templateId, page);
        const centre = Math.round(box.x + box.width / 2);
        const bottom = Math.round(box.y + box.height) - 1;
        // The bust's bottom rows, across its chest, are the presenter, not the slide under it.
        const chest = { x: centre - Math.round(box.width * 0.15), y: bottom - 2, width: Math.round(box.width * 0.3), height: 3 };
        expect(diffShare(shown.pixels, plain.pixels, 16, chest)).toBeGreaterThan(0.95);
        if (box.y + box.height < page.height) {
          expect(box.framed).toBe(true);
          // A card: beside the head, inside the box, the picture is not the slide either.
          const card = { x: Math.round(box.x) + 8, y: Math.round(box.y) + 8, width: 24, height: 24 };
          expect(diffShare(shown.pixels, plain.pixels, 4, card)).toBeGreaterThan(0.95);
        } else {
          expect(bottom).toBe(page.height - 1);
        }
      });
    }
  }
});

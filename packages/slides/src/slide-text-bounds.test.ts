import { ASPECT_RATIO_IDS, pageSize } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { burnedCaptionLayout, freeBandTop, placeableCues } from './burned-captions';
import { layoutSlide } from './layout';
import { presenterFaceRect } from './presenter/presenter-geometry';
import { footerLabelBounds, slideTextBounds } from './slide-text-bounds';
import { SAMPLE_SLIDES } from './test-fixtures';
import { fakeMeasure } from './test-measure';
import type { Rect } from './types';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const words = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ').trim();
const CUES = ['Stop work and make the area safe.', 'Every team member reviews the safety guide\nbefore the first shift starts on Monday.'];

/**
 * Decision 164: a burned-in caption covers no slide text and no face, in every shape, with and
 * without a presenter, for every template's sample slide and a one- and a two-line cue.
 */
describe('caption band clear of the slide', () => {
  it('covers no text box and no face in any shape, with or without a presenter, a full slide’s cue shown a line at a time', () => {
    const covered: string[] = [];
    for (const aspect of ASPECT_RATIO_IDS) {
      const page = pageSize(aspect);
      for (const withPresenter of [false, true]) {
        for (const sample of SAMPLE_SLIDES) {
          const slide = { ...sample, avatarVisible: withPresenter };
          const layout = layoutSlide(slide, { measure: fakeMeasure, avatar: withPresenter, page });
          const avoid = slideTextBounds(layout);
          expect(avoid.length).toBeGreaterThan(0);
          const counter = footerLabelBounds(layout);
          for (const [lines, cue] of CUES.entries()) {
            const options = { page, presenter: layout.avatar, avoid, avoidIfRoom: [counter] };
            // A cue with no room as one band is shown line by line (decision 172): every part is checked.
            const parts = placeableCues([{ startMs: 1000, endMs: 4000, text: cue }], options, fakeMeasure);
            expect(words(parts.map((p) => p.text))).toBe(words([cue]));
            expect(parts[0]!.startMs).toBe(1000);
            expect(parts.at(-1)!.endMs).toBe(4000);
            for (const part of parts) {
              const caption = burnedCaptionLayout(part.text, options, fakeMeasure)!;
              expect(caption.band.y).toBeGreaterThanOrEqual(page.height * 0.05 - 0.01);
              const face = layout.avatar ? presenterFaceRect(layout.avatar) : null;
              if ([...avoid, ...(face ? [face] : [])].some((box) => overlaps(caption.band, box)))
                covered.push(`${aspect}${withPresenter ? ' presenter' : ''} ${slide.templateId} ${lines + 1}-line`);
            }
          }
        }
      }
    }
    // Decision 164 left one case: a square frame with a corner presenter, four points filling the
    // body and a two-line cue (the free stretch under the points is 76 px; two lines need 101).
    // Decision 172: that cue is shown a line at a time, so no case covers text or a face.
    expect(covered).toEqual([]);
  });

  it('finds the free stretch nearest the band, or none', () => {
    const band = { x: 100, y: 800, width: 400, height: 100 };
    const area = { top: 50, bottom: 1000, gap: 10 };
    expect(freeBandTop(band, [], area)).toBe(800);
    // Text over the band's place: the band goes under it if there is room, else above.
    expect(freeBandTop(band, [{ x: 0, y: 700, width: 600, height: 150 }], area)).toBe(860);
    expect(freeBandTop(band, [{ x: 0, y: 700, width: 600, height: 250 }], area)).toBe(590);
    // Text beside the band's columns does not count.
    expect(freeBandTop(band, [{ x: 600, y: 0, width: 100, height: 1000 }], area)).toBe(800);
    expect(freeBandTop(band, [{ x: 0, y: 0, width: 600, height: 1000 }], area)).toBeNull();
  });
});

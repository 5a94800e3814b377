import { describe, expect, it } from 'vitest';
import { AVATAR_AREA } from '../flows/flow-constants';
import { SLIDE_TEMPLATE_IDS } from '../flows/slide-templates';
import { pageSize } from '../publishing/aspect-ratios';
import { BOTTOM_RIGHT_PRESENTER, LANDSCAPE_PRESENTER, presenterBox, SQUARE_PRESENTER, VERTICAL_PRESENTER } from './presenter-pose';

const inside = (box: { x: number; y: number; width: number; height: number }, page: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= page.width && box.y + box.height <= page.height;

describe('presenterBox per page (decision 143)', () => {
  it('keeps the spec 001 §9 boxes on 16:9, standing on the frame bottom, with or without a page', () => {
    expect(presenterBox('bullet-points')).toEqual(LANDSCAPE_PRESENTER);
    expect(presenterBox('bullet-points', pageSize('16:9'))).toEqual(LANDSCAPE_PRESENTER);
    expect(presenterBox('split-content', pageSize('16:9'))).toEqual(BOTTOM_RIGHT_PRESENTER);
    // The spec's 720×800 area at x 1200, lowered onto the frame's bottom edge (decision 172).
    expect(LANDSCAPE_PRESENTER).toEqual({ ...AVATAR_AREA, y: 1080 - 800 });
  });

  it('never leaves a presenter floating: on the frame bottom, or framed in a card (decision 172)', () => {
    for (const aspect of ['16:9', '9:16', '1:1']) {
      const page = pageSize(aspect);
      for (const id of SLIDE_TEMPLATE_IDS) {
        const box = presenterBox(id, page);
        if (box.y + box.height === page.height) expect(box.framed, `${aspect} ${id}`).toBeUndefined();
        else expect(box.framed, `${aspect} ${id}`).toBe(true);
      }
    }
    expect(presenterBox('bullet-points', pageSize('9:16')).framed).toBe(true);
  });

  it('stands the presenter in the lower middle of a vertical page and in the corner of a square one', () => {
    for (const id of SLIDE_TEMPLATE_IDS) {
      const vertical = presenterBox(id, pageSize('9:16'));
      expect(vertical).toEqual({ ...VERTICAL_PRESENTER, framed: true });
      expect(vertical.y).toBeGreaterThan(1920 / 2);
      expect(vertical.x + vertical.width / 2).toBe(1080 / 2);
      const square = presenterBox(id, pageSize('1:1'));
      expect(square).toEqual(SQUARE_PRESENTER);
      expect(square.x + square.width).toBeGreaterThan(1080 - 80);
      expect(square.y + square.height).toBe(1080);
    }
  });

  it('gives every box inside its page, in the figure’s 9:10 shape', () => {
    for (const aspect of ['16:9', '9:16', '1:1']) {
      const page = pageSize(aspect);
      for (const id of SLIDE_TEMPLATE_IDS) {
        const box = presenterBox(id, page);
        expect(inside(box, page)).toBe(true);
        expect(box.width / box.height).toBeCloseTo(0.9, 1);
      }
    }
  });

  it('returns a copy callers may change', () => {
    const box = presenterBox('bullet-points', pageSize('9:16'));
    box.x = 0;
    expect(presenterBox('bullet-points', pageSize('9:16')).x).toBe(VERTICAL_PRESENTER.x);
  });
});

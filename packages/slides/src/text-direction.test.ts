import { describe, expect, it } from 'vitest';
import { layoutSlidePages } from './layout';
import { fakeMeasure } from './test-measure';
import { isRightToLeft } from './text-direction';

describe('right-to-left slides (decision 188)', () => {
  it('reads a slide right to left when most of its letters are Arabic or Hebrew, whatever the project language', () => {
    expect(isRightToLeft('خمس عادات للسلامة', 'en-US')).toBe(true);
    expect(isRightToLeft('שלום עולם')).toBe(true);
    expect(isRightToLeft('استخدم المصادقة الثنائية (2FA) في كل حساب')).toBe(true);
    expect(isRightToLeft('Lectern في العمل: Microsoft Teams و Zoom', 'ar-EG')).toBe(false);
    expect(isRightToLeft('Fire safety', 'ar-EG')).toBe(false);
  });

  it('goes by the language when the text has no letters', () => {
    expect(isRightToLeft('2025 — 42 %', 'ar-EG')).toBe(true);
    expect(isRightToLeft('2025', 'fa-IR')).toBe(true);
    expect(isRightToLeft('2025', 'en-US')).toBe(false);
    expect(isRightToLeft('')).toBe(false);
  });

  it('sets a bullet slide from the right, markers right of their points, and leaves a left-to-right slide as it was', () => {
    const slide = { templateId: 'bullet-points' as const, title: 'خمس عادات', keyPoints: ['تحقق من الممرات', 'أبلغ مشرفك فورًا عند ملاحظة أي خطر'] };
    const [page] = layoutSlidePages(slide, { measure: fakeMeasure, language: 'ar-EG' });
    expect(page?.direction).toBe('rtl');
    const title = page?.title;
    expect(title?.align).toBe('right');
    for (const line of title?.lines ?? []) expect(line.x + line.width).toBeCloseTo((title?.rect.x ?? 0) + (title?.rect.width ?? 0));
    for (const item of page?.bullets ?? []) {
      expect(item.direction).toBe('rtl');
      expect(item.marker.x).toBeGreaterThan(item.bounds.x + item.bounds.width);
    }
    const [english] = layoutSlidePages({ ...slide, title: 'Five habits', keyPoints: ['Check the aisles'] }, { measure: fakeMeasure, language: 'ar-EG' });
    expect(english?.direction).toBeUndefined();
    expect(english?.bullets[0]?.marker.x).toBeLessThan(english?.bullets[0]?.bounds.x ?? 0);
  });

  it('stands a title slide without a presenter at the right margin', () => {
    const slide = { templateId: 'title-slide' as const, title: 'خمس عادات للحفاظ على سلامة مكان العمل', description: 'تدريب السلامة' };
    const [ltr] = layoutSlidePages({ ...slide, title: 'Five habits for a safe workplace', description: 'Safety training' }, { measure: fakeMeasure });
    const [rtl] = layoutSlidePages(slide, { measure: fakeMeasure, language: 'ar-EG' });
    const margin = ltr?.contentArea.x ?? 0;
    expect(rtl?.contentArea.x).toBe((rtl?.width ?? 0) - margin - (rtl?.contentArea.width ?? 0));
    for (const block of [rtl?.title, rtl?.subtitle]) {
      for (const line of block?.lines ?? []) expect(line.x + line.width).toBeCloseTo((rtl?.width ?? 0) - margin);
    }
  });
});

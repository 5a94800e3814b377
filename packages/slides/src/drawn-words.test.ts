import { describe, expect, it } from 'vitest';
import { layoutSlidePages } from './layout';
import { fakeMeasure } from './test-measure';

const photo = {
  url: 'https://images.example/fire.jpg',
  keywords: ['fire'],
  source: 'unsplash' as const,
  attribution: { author: 'Aiko Sato', source: 'Unsplash' },
};

describe("the words the renderer adds are in the slide's language (decision 188)", () => {
  it('heads continuation pages, credits photos and names a missing picture in the language', () => {
    const points = Array.from({ length: 12 }, (_, i) => `${i + 1}. 作業を始める前に通路と非常口を確認しましょう`);
    const pages = layoutSlidePages(
      { templateId: 'bullet-points', title: '五つの習慣', keyPoints: points, contextualImage: photo },
      { measure: fakeMeasure, language: 'ja-JP' },
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]?.title?.lines.map((l) => l.text).join('')).toBe('五つの習慣（続き）');
    expect(pages[0]?.image?.caption).toBe('写真：Aiko Sato / Unsplash');
    expect(pages[0]?.image?.unavailable).toBe('画像を表示できません');
  });

  it('keeps English words on a slide left in English, and for a language without its own', () => {
    const slide = { templateId: 'bullet-points' as const, title: 'Five habits', keyPoints: ['Check the aisles'], contextualImage: photo };
    for (const language of ['ja-JP', 'xx-YY', undefined]) {
      const [page] = layoutSlidePages(slide, { measure: fakeMeasure, ...(language ? { language } : {}) });
      expect(page?.image?.caption).toBe('Photo: Aiko Sato / Unsplash');
      expect(page?.image?.unavailable).toBe('Image Unavailable');
    }
  });

  it('names an untitled slide in its language', () => {
    const [page] = layoutSlidePages(
      { templateId: 'bullet-points', title: '', keyPoints: ['Überprüfen Sie die Gänge'] },
      { measure: fakeMeasure, language: 'de-DE' },
    );
    expect(page?.title?.lines.map((l) => l.text).join(' ')).toBe('Folie ohne Titel');
  });
});

import { describe, expect, it } from 'vitest';
import { withTranslatedText } from '../languages/translation-cache';
import { progressDataSchema } from '../projects/progress-data';
import { pointSourceLine, pointSourcePage, translatedPointSources, withCurrentPointSources, withCurrentPointSourcesIn } from './point-sources';
import type { PointSource } from './slide-schema';

const source = (point: string, more: Partial<PointSource> = {}): PointSource => ({
  point,
  kind: 'document',
  document: 'benefits.pdf',
  page: 3,
  section: ['Benefits', 'Health insurance'],
  excerpt: `${point}.`,
  ...more,
});

describe('the line under a point', () => {
  it('names the document, the page and the innermost heading', () => {
    expect(pointSourceLine(source('Cover starts on day one'))).toBe('from benefits.pdf · p. 3 · Health insurance');
  });

  it('leaves out what is not known and says "your brief" for the brief', () => {
    expect(pointSourceLine(source('x', { page: undefined, section: [] }))).toBe('from benefits.pdf');
    expect(pointSourceLine(source('x', { kind: 'brief', document: 'Your brief', page: undefined, section: [] }))).toBe('from your brief');
  });

  it('calls a deck’s page a slide', () => {
    expect(pointSourceLine(source('x', { document: 'Onboarding.PPTX', page: 4, section: ['Welcome'] }))).toBe('from Onboarding.PPTX · slide 4 · Welcome');
    expect(pointSourcePage(source('x', { document: 'deck.pptx', page: 4 }))).toEqual({ label: 'Slide', short: 'slide 4' });
    expect(pointSourcePage(source('x'))).toEqual({ label: 'Page', short: 'p. 3' });
  });
});

describe('sources follow the points a slide shows', () => {
  const slide = {
    keyPoints: ['Cover starts on day one', 'Dental is included'],
    pointSources: [source('Cover starts on day one'), source('Dental is included')],
  };

  it('keeps every source while the points are unchanged, in any order', () => {
    const reordered = { ...slide, keyPoints: [...slide.keyPoints].reverse() };
    expect(withCurrentPointSources(reordered).pointSources).toHaveLength(2);
  });

  it('drops the source of a rewritten point, and the field when none is left', () => {
    const edited = withCurrentPointSources({ ...slide, keyPoints: ['Cover starts after a month', 'Dental is included'] });
    expect(edited.pointSources?.map((s) => s.point)).toEqual(['Dental is included']);
    expect('pointSources' in withCurrentPointSources({ ...slide, keyPoints: ['Something else'] })).toBe(false);
  });

  it('counts column points as points', () => {
    const split = { keyPoints: [], leftColumnPoints: ['Cover starts on day one'], rightColumnPoints: [], pointSources: [source('Cover starts on day one')] };
    expect(withCurrentPointSources(split).pointSources).toHaveLength(1);
  });

  it('prunes the slides and the English slides of saved progress', () => {
    const edited = { ...slide, keyPoints: ['New words'] };
    const progress = withCurrentPointSourcesIn({ slides: [edited], englishContent: [slide], tone: 'Professional' });
    expect(progress.slides[0]).not.toHaveProperty('pointSources');
    expect(progress.englishContent[0]?.pointSources).toHaveLength(2);
    expect(progress.tone).toBe('Professional');
  });

  it('refuses saved progress whose sources are malformed, with a message', () => {
    const bad = progressDataSchema.safeParse({ slides: [{ keyPoints: ['a'], pointSources: [{ point: 'a' }] }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/point sources must each name the point/);
    expect(progressDataSchema.safeParse({ slides: [slide] }).success).toBe(true);
  });
});

describe('a translated point keeps the source of the point at its position', () => {
  const english = {
    id: 's1',
    title: 'Health',
    keyPoints: ['Cover starts on day one', 'No source here'],
    leftColumnPoints: ['Dental is included'],
    pointSources: [source('Cover starts on day one'), source('Dental is included', { page: 4 })],
  };

  it('keys each source by the translated words, the excerpt unchanged', () => {
    const translated = { ...english, keyPoints: ['La cobertura empieza el primer día', 'Sin fuente'], leftColumnPoints: ['El dental está incluido'] };
    const sources = translatedPointSources(english, translated);
    expect(sources?.map((s) => [s.point, s.page, s.excerpt])).toEqual([
      ['La cobertura empieza el primer día', 3, 'Cover starts on day one.'],
      ['El dental está incluido', 4, 'Dental is included.'],
    ]);
  });

  it('holds in the translated view of the slides', () => {
    const [view] = withTranslatedText([english], [{ id: 's1', keyPoints: ['Uno', 'Dos'], leftColumnPoints: ['Tres'] }]);
    expect(view?.pointSources?.map((s) => s.point)).toEqual(['Uno', 'Tres']);
  });
});

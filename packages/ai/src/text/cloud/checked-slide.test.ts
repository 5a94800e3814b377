import { describe, expect, it } from 'vitest';
import { checkSlide, citedSlideSchema } from './checked-slide';
import type { PlanSection } from './section-plan';

const section = (id: string, path: string[], text: string, page?: number): PlanSection => ({
  id,
  kind: 'document',
  document: 'benefits.pdf',
  path,
  page,
  text,
  blocks: [{ text, page }],
});
const SECTIONS = new Map(
  [
    section('D1.S1', ['Benefits', 'Dental'], 'Dental cover pays for two check-ups a year.', 3),
    section('D1.S2', ['Benefits', 'Pension'], 'The company adds 5% of your salary to your pension.', 4),
  ].map((s) => [s.id, s]),
);
const answer = (keyPoints: string[], pointSources: unknown[]) =>
  citedSlideSchema.parse({ title: 'Benefits', keyPoints, pointSources: [...pointSources, { point: 'malformed' }, 'not a citation'] });

describe('checkSlide', () => {
  it('keeps a point that joins facts of the sections it cites, with the source of the section holding its sentence', () => {
    const point = 'Dental cover pays for two check-ups a year and the company adds 5% of your salary to your pension.';
    const { content, sources, failed } = checkSlide(
      answer([point], [{ point, section: 'D1.S1, D1.S2', sentence: 'The company adds 5% of your salary to your pension.' }]),
      SECTIONS,
      [],
    );
    expect(failed).toEqual([]);
    expect(content.keyPoints).toEqual([point]);
    expect(sources).toEqual([
      {
        point,
        kind: 'document',
        document: 'benefits.pdf',
        page: 4,
        section: ['Benefits', 'Pension'],
        excerpt: 'The company adds 5% of your salary to your pension.',
      },
    ]);
  });

  it('finds the citation of a point the model re-punctuated, and reports a point whose section does not exist', () => {
    const { content, sources, failed } = checkSlide(
      answer(
        ['Dental cover pays for two check-ups a year!', 'The company adds 5% of your salary to your pension.'],
        [
          { point: 'dental cover pays for 2 check-ups a year', section: ['D1.S1'], sentence: '' },
          { point: 'The company adds 5% of your salary to your pension.', section: 'D9.S9', sentence: '' },
        ],
      ),
      SECTIONS,
      [],
    );
    expect(content.keyPoints).toEqual(['Dental cover pays for two check-ups a year!']);
    expect(sources[0]?.excerpt).toBe('Dental cover pays for two check-ups a year.');
    expect(failed).toEqual([{ point: 'The company adds 5% of your salary to your pension.', reasons: ['it cites no section of the materials'] }]);
  });

  it('takes the length the video was made for out of a title, and clears a description that frames the video', () => {
    const framed = citedSlideSchema.parse({
      title: 'A 3-Minute Introduction to Dental Cover',
      description: 'A 3-minute introduction for managers who explain it.',
    });
    const { content } = checkSlide(framed, SECTIONS, ['3-minute', 'for managers who']);
    expect(content.title).toBe('Introduction to Dental Cover');
    expect(content.description).toBe('');
  });
});

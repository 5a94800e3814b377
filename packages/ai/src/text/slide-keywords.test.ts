import { DEFAULT_IMAGE_KEYWORD, MAX_CONTEXTUAL_KEYWORDS } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { STOP_WORDS } from './offline/stop-words';
import { type SlideWords, slideKeywords } from './slide-keywords';

/** A benefits video: every slide mentions benefits or cover; each is about its own thing. */
const BENEFITS: SlideWords[] = [
  { title: 'Your 2025 Benefits Guide', description: 'What the company offers you this year' },
  { title: 'Dental Insurance', keyPoints: ['Two cleanings and check-ups a year at no cost', 'Fillings covered at 80%', 'Braces for children under 18'] },
  { title: 'Vision Benefits', keyPoints: ['One eye exam a year', 'Glasses or contact lenses every 24 months'] },
  {
    title: 'Retirement Savings',
    keyPoints: ['The company matches 401(k) contributions up to 5%', 'See benefits_guide_2025.pdf for details', 'Enrol at https://hr.example.com/benefits'],
  },
  { title: 'Pet Insurance', keyPoints: ['Covers accidents and illness for dogs and cats', 'Vet visits reimbursed within 10 days'] },
  {
    title: 'Forklift Safety',
    keyPoints: ['Only certified drivers operate a forklift', 'Check the forks and brakes before every shift', 'Keep pedestrians out of the aisle'],
  },
];

const wordsOf = (keywords: string[]) => keywords.flatMap((k) => k.split(/\s+/));
const textOf = (s: SlideWords) =>
  [
    s.title,
    s.description,
    ...(s.keyPoints ?? []),
    s.script,
    s.leftColumnTitle,
    ...(s.leftColumnPoints ?? []),
    s.rightColumnTitle,
    ...(s.rightColumnPoints ?? []),
  ]
    .join(' ')
    .toLowerCase();

describe('slideKeywords', () => {
  const result = slideKeywords({ slides: BENEFITS });

  it('gives every slide one to three keywords from its own words', () => {
    expect(result).toHaveLength(BENEFITS.length);
    result.forEach((keywords, i) => {
      expect(keywords.length).toBeGreaterThan(0);
      expect(keywords.length).toBeLessThanOrEqual(MAX_CONTEXTUAL_KEYWORDS);
      for (const word of wordsOf(keywords)) expect(textOf(BENEFITS[i] as SlideWords), word).toContain(word);
    });
  });

  it('gives each slide a different first keyword, from what sets it apart', () => {
    const firsts = result.map((k) => k[0]);
    expect(new Set(firsts).size).toBe(firsts.length);
    expect(result[1]?.[0]).toContain('dental');
    expect(result[5]?.[0]).toContain('forklift');
  });

  it('never uses stop words, numbers, file names or addresses', () => {
    for (const word of wordsOf(result.flat())) {
      expect(STOP_WORDS.has(word), word).toBe(false);
      expect(word).toMatch(/^[\p{L}']+$/u);
    }
    const retirement = (result[3] ?? []).join(' ');
    expect(retirement).not.toMatch(/pdf|guide_|https|example|hr\b/);
  });

  it('prefers nouns to verbs and adjectives', () => {
    const [keywords] = slideKeywords({ slides: [{ title: 'Work safely', keyPoints: ['Always wear a helmet', 'Report dangerous spills quickly'] }] });
    expect(keywords).toContain('helmet');
    expect(wordsOf(keywords ?? [])).not.toContain('quickly');
    expect(wordsOf(keywords ?? [])).not.toContain('dangerous');
  });

  it('reads the narration script and split columns when the slide has them', () => {
    const [fromScript, fromColumns] = slideKeywords({
      slides: [
        { title: 'Questions?', script: 'Ask your manager about the warehouse rota or email the payroll team.' },
        {
          title: 'Before and after',
          leftColumnTitle: 'Before',
          leftColumnPoints: ['Paper timesheets'],
          rightColumnTitle: 'After',
          rightColumnPoints: ['Mobile app'],
        },
      ],
    });
    expect(wordsOf(fromScript ?? [])).toEqual(expect.arrayContaining(['warehouse']));
    expect(wordsOf(fromColumns ?? [])).toEqual(expect.arrayContaining(['timesheets']));
  });

  it('keeps a given keyword first when it is about the slide, not when it is another slide’s topic', () => {
    const [kept, replaced] = slideKeywords({
      slides: [
        { title: 'Pet insurance for every family', imageKeyword: 'pet insurance' },
        { title: 'Dental cover', keyPoints: ['Cleanings twice a year'], imageKeyword: 'pet insurance' },
      ],
    });
    expect(kept?.[0]).toBe('pet insurance');
    expect(replaced?.[0]).not.toBe('pet insurance');
    expect(wordsOf(replaced ?? [])).toContain('dental');
  });

  it('falls back to the default keyword for a slide with no usable words', () => {
    expect(slideKeywords({ slides: [{ title: '2025', keyPoints: ['report.pdf', 'https://example.com'] }] })).toEqual([[DEFAULT_IMAGE_KEYWORD]]);
  });

  it('is deterministic', () => {
    expect(slideKeywords({ slides: BENEFITS })).toEqual(result);
  });
});

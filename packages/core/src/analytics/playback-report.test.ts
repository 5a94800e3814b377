import { describe, expect, it } from 'vitest';
import { analyticsCsv, analyticsQuerySchema, csvField, rates, shareRightFirstTime, type VideoAnalytics } from './playback-report';

describe('analytics figures', () => {
  it('averages over viewers, and reads a period without viewers as zeros', () => {
    expect(rates({ viewers: 4, watchShareSum: 2.5, completions: 1, questions: 0, slideReach: [], quizzes: {} })).toEqual({
      averageShareWatched: 0.625,
      completionRate: 0.25,
    });
    expect(rates({ viewers: 0, watchShareSum: 0, completions: 0, questions: 0, slideReach: [], quizzes: {} })).toEqual({
      averageShareWatched: 0,
      completionRate: 0,
    });
    expect(shareRightFirstTime({ answered: 3, rightFirstTime: 2 })).toBe(0.667);
  });

  it('takes a period of 1 to 365 days, 30 by default', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ days: 30 });
    expect(analyticsQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    for (const days of ['0', '366', '2.5', 'week']) expect(analyticsQuerySchema.safeParse({ days }).success).toBe(false);
  });
});

describe('the CSV download', () => {
  it('quotes what needs it and never lets a title run as a formula', () => {
    expect(csvField('Safety, part "one"')).toBe('"Safety, part ""one"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField(-0.5)).toBe('-0.5');
  });

  it('has a row per video and day', () => {
    const video = {
      title: 'Induction',
      days: [{ day: '2026-11-26', viewers: 3, averageShareWatched: 0.5, completions: 1, completionRate: 0.333, questions: 2 }],
    } as VideoAnalytics;
    expect(analyticsCsv([video])).toBe(
      'date,video,viewers,average_share_watched,completions,completion_rate,questions\r\n2026-11-26,Induction,3,0.5,1,0.333,2\r\n',
    );
  });
});

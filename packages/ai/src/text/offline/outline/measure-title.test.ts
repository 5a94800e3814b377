import { describe, expect, it } from 'vitest';
import { isMeasureTitle } from './measure-title';

describe('a title made only of a measure (decision 200)', () => {
  it('refuses durations, figures, dates, amounts and percentages', () => {
    for (const t of [
      'Nine Hours',
      'Six Months',
      '36 per Week',
      '1 September',
      'Monday to Friday',
      '20 %',
      '$180',
      'Two and a Half Days',
      '24-hour',
      'Q3 2025',
      'Over 25 kg',
    ])
      expect(isMeasureTitle(t), t).toBe(true);
  });

  it('keeps a name that says what, even beside a figure or a unit', () => {
    for (const t of ['Working Hours', 'Annual Leave', 'First Aid', 'Daily Allowance', 'Key Points', '2024 Benefits', 'Hours', 'Second Opinion', 'Staff Survey'])
      expect(isMeasureTitle(t), t).toBe(false);
  });
});

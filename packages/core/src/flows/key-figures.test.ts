import { describe, expect, it } from 'vitest';
import { keyFigures } from './key-figures';

const first = (text: string, title = false) => keyFigures(text, { title })[0];

describe('the figures a slide states (decision 173)', () => {
  it('finds money, percentages, quantities with units and multipliers, with what they count', () => {
    expect(first('85 % of breaches involve a human element')).toEqual({ text: '85 %', caption: 'of breaches involve a human element', strength: 3 });
    expect(first('The company matches up to £2,000 a year')).toMatchObject({ text: '£2,000', caption: 'The company matches up to £2,000 a year' });
    expect(first('Enrol within 30 days of your start date')).toMatchObject({ text: '30 days', caption: 'Enrol within 30 days of your start date' });
    expect(first('Lift no more than 25 kg alone')?.text).toBe('25 kg');
    expect(first('Reviews are 3x faster with a checklist')).toMatchObject({ text: '3x', strength: 3 });
    expect(first('Retail sales rose 12 percent last year')?.text).toBe('12%');
    expect(first('Reply within 5 working days')?.text).toBe('5 working days');
    expect(first('$1.5bn in revenue from 2 million users')?.text).toBe('$1.5bn');
  });

  it('keeps a qualifier in front as part of the figure', () => {
    expect(first('Over 85% of breaches involve people, not tools')).toMatchObject({ text: 'Over 85%', caption: 'of breaches involve people, not tools' });
  });

  it('takes a large count with the noun it counts', () => {
    expect(first('Use at least 600,000 iterations of PBKDF2 for stored passwords')).toMatchObject({
      text: '600,000',
      caption: 'Use at least 600,000 iterations of PBKDF2 for stored passwords',
      strength: 2,
    });
    expect(first('10,000 steps a day keeps you moving')).toMatchObject({ text: '10,000', caption: 'steps a day keeps you moving' });
  });

  it('says what a figure counts with the part of a long sentence that holds it, punctuation as written', () => {
    const text =
      'Submit claims within 30 days, attach receipts for anything over £25, mileage is paid at 45p a mile and managers approve claims within 5 working days';
    expect(keyFigures(text).map((f) => [f.text, f.caption])).toEqual([
      ['£25', 'attach receipts for anything over £25'],
      ['30 days', 'Submit claims within 30 days'],
      ['5 working days', 'managers approve claims within 5 working days'],
    ]);
    expect(first('Grind the beans, tamp evenly and steam the milk to 65 degrees, then clean the steam wand after every single drink you make')).toMatchObject({
      text: '65 degrees',
      caption: 'tamp evenly and steam the milk to 65 degrees',
    });
  });

  it('prefers the more telling figure: money over a count', () => {
    expect(keyFigures('42 branches saved £12,000 last quarter').map((f) => f.text)).toEqual(['£12,000', '42']);
  });

  it('never takes a list number, a label number, a name with a number, a time or a date', () => {
    for (const text of [
      '1. Lock your screen',
      '2) Check the sender',
      'Step 2: isolate the machine',
      'See Article 5 and section 12 of the policy',
      'Certified to ISO 27001 and PCI DSS',
      'Upgrade to Windows 11 this month',
      'Meet at 9:30 or 10am',
      'Training starts on 3 June',
      'Training starts on June 3',
      'COVID-19 rules, MP4 files, B2B sales, 2FA and 5G phones',
      'Call 0800 123 4567 for help',
      'The 1st and 2nd floors',
      'Version 2.1.3 of the app',
    ]) {
      expect(keyFigures(text), text).toEqual([]);
    }
  });

  it('never takes a year in a date or a sentence, unless a title is about that year', () => {
    expect(keyFigures('Upgrade before 1 March 2024')).toEqual([]);
    expect(keyFigures('We have been certified since 2019')).toEqual([]);
    expect(keyFigures('Retail sales between 2020 and 2024')).toEqual([]);
    expect(first('Net zero by 2040', true)).toMatchObject({ text: '2040', strength: 1 });
  });

  it('leaves small bare counts alone: they are not the point', () => {
    expect(keyFigures('Three tips and 3 tricks for 5 teams')).toEqual([]);
    expect(keyFigures('The 4 people on call')).toEqual([]);
  });
});

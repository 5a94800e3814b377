import type { Slide } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { attribute, findSource, sectionsOfText } from './attribution';

const TEXT = `# Leave policy

## 1. Annual leave
Staff get 25 days of annual leave. Book leave through the HR portal at least two weeks ahead.

## 2. Sick leave
Call your manager before 9:00 on the first day of sickness. A doctor's note is needed after seven days.

Reporting an injury
Report every injury at work in the accident book the same day.`;

const slide = (title: string, keyPoints: string[]): Slide => ({
  id: title,
  title,
  description: '',
  script: '',
  duration: 20,
  order: 0,
  keyPoints,
  templateId: 'bullet-points',
  visualCues: [],
  avatarVisible: false,
  imageKeyword: '',
});

describe('attribution of points to their sections', () => {
  it('finds the heading path of Markdown, numbered and short title lines', () => {
    const sections = sectionsOfText(TEXT);
    expect(sections.find((s) => s.text.startsWith('Staff get'))?.section).toEqual(['Leave policy', '1. Annual leave']);
    expect(sections.find((s) => s.text.startsWith('Call your manager'))?.section).toEqual(['Leave policy', '2. Sick leave']);
    expect(sections.find((s) => s.text.startsWith('Report every'))?.section).toEqual(['Leave policy', '2. Sick leave', 'Reporting an injury']);
  });

  it('reads a text’s opening line over a blank line as its title, and a title joining headings that hold "and" (decision 184)', () => {
    const sections = sectionsOfText('Spotting Phishing Emails\n\nMost attacks start with an email.\n\nWarning Signs\nCheck the sender’s address.');
    expect(sections.find((s) => s.text.startsWith('Most attacks'))?.section).toEqual(['Spotting Phishing Emails']);
    expect(sections.find((s) => s.text.startsWith('Check'))?.section).toEqual(['Spotting Phishing Emails', 'Warning Signs']);
    const licence = sectionsOfText('# Fallback\nThe licence applies instead.\n\n# Limitations and Disclaimers\nNo trademark rights are waived.');
    const merged = attribute([slide('Fallback and Limitations and Disclaimers', ['The licence applies instead.', 'No trademark rights are waived.'])], licence);
    expect(merged).toMatchObject({ sourced: 2, attributed: 2, misfiled: [] });
  });

  it('counts a comparison’s point once, though its key points repeat its columns', () => {
    const sections = sectionsOfText(TEXT);
    const points = [
      'Call your manager before 9:00 on the first day of sickness.',
      "A doctor's note is needed after seven days.",
      'Staff get 25 days of annual leave.',
    ];
    const split = { ...slide('Sick leave', points), leftColumnPoints: points.slice(0, 1), rightColumnPoints: points.slice(1) };
    expect(attribute([split], sections)).toMatchObject({ sourced: 3, attributed: 2 });
    expect(attribute([split], sections).misfiled).toHaveLength(1);
  });

  it('traces a point by its text, then by shared content words, and not at all when too little is shared', () => {
    const sections = sectionsOfText(TEXT);
    expect(findSource('Book leave through the HR portal', sections)?.section.at(-1)).toBe('1. Annual leave');
    expect(findSource('A note from your doctor is needed after seven days', sections)?.section.at(-1)).toBe('2. Sick leave');
    expect(findSource('Enjoy your holidays', sections)).toBeUndefined();
  });

  it('counts a point filed under another section as misfiled', () => {
    const sections = sectionsOfText(TEXT);
    const good = attribute(
      [slide('Annual leave', ['Staff get 25 days of annual leave.', 'Book leave through the HR portal at least two weeks ahead.'])],
      sections,
    );
    expect(good).toMatchObject({ sourced: 2, attributed: 2, misfiled: [] });
    const bad = attribute(
      [
        slide('Sick leave', [
          'Call your manager before 9:00 on the first day of sickness.',
          "A doctor's note is needed after seven days.",
          'Staff get 25 days of annual leave.',
        ]),
      ],
      sections,
    );
    expect(bad.sourced).toBe(3);
    expect(bad.attributed).toBe(2);
    expect(bad.misfiled[0]?.point).toBe('Staff get 25 days of annual leave.');
  });

  it('traces a point of one or two terms only to a span that says just that, and knows a heading by its title cut short (decision 192)', () => {
    const sections = sectionsOfText(
      `${TEXT}\n\n## 3. Parental leave and other family leave granted by the company\n### 3.1 Birth\nSixteen weeks of paid leave for every new parent.\nThe leave starts within the first year.\n\n### 3.2 Adoption\nAdopting parents get the same sixteen weeks.\n\nAnnual leave\n\nMore text.`,
    );
    // "Annual leave" is the line that says just that, not the sentence that uses the words.
    expect(findSource('Annual leave', sections)?.text).toBe('Annual leave');
    expect(findSource('Sickness', sections)).toBeUndefined();
    const points = [
      'Sixteen weeks of paid leave for every new parent.',
      'The leave starts within the first year.',
      'Adopting parents get the same sixteen weeks.',
    ];
    expect(attribute([slide('Parental Leave and Other Family Leave', points)], sections)).toMatchObject({ sourced: 3, attributed: 3, misfiled: [] });
    expect(attribute([slide('Parental Leave and Holidays', points)], sections)).toMatchObject({ sourced: 3, attributed: 2 });
  });
  it('takes a recap line that joins the video’s slide titles as naming topics, not as a fact from one of them (decision 194)', () => {
    const sources = sectionsOfText(TEXT);
    const slides = (recap: string) => [
      slide('Annual Leave', ['Book leave through the HR portal at least two weeks ahead.']),
      slide('Sick Leave', ['Call your manager before 9:00 on the first day of sickness.']),
      slide('Summary', [recap]),
    ];
    const recap = attribute(slides('Annual Leave and Sick Leave'), sources);
    expect(recap).toMatchObject({ sourced: 2, unsourced: 1, misfiled: [] });
    // A fact on the closing slide is still a fact.
    expect(attribute(slides('A doctor’s note is needed after seven days.'), sources)).toMatchObject({ sourced: 3, unsourced: 0 });
  });
});

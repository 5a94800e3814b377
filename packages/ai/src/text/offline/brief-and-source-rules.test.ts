import { describe, expect, it } from 'vitest';
import { analyzeText } from './analysis/analyze-text';
import { dropPageFurniture } from './analysis/clean-text';
import { readRequest } from './request/read-request';
import { readSteering } from './request/read-steering';
import { shortenSentence } from './text-shaping';

describe('the brief is read as a request, never as content', () => {
  it('reads quiz, topics, comparison, emphasis and style sentences as steering', () => {
    expect(readSteering('End with a short quiz question.')).toEqual({ kind: 'quiz', items: [] });
    expect(readSteering('Cover health insurance, dental, vision, the retirement match and family leave.')).toEqual({
      kind: 'topics',
      items: ['health insurance', 'dental', 'vision', 'retirement match', 'family leave'],
    });
    expect(readSteering('Compare the Basic and Pro plans.')).toEqual({ kind: 'compare', items: ['Basic', 'Pro plans'] });
    expect(readSteering('Make the supervisor rule unmistakable.')?.kind).toBe('emphasis');
    expect(readSteering('Make clear what they must do themselves before their first day.')?.kind).toBe('emphasis');
    expect(readSteering('Keep it warm and welcoming.')?.kind).toBe('style');
    expect(readSteering('Use a calm, serious tone.')?.kind).toBe('style');
    expect(readSteering('Finish with a call to action to start using it.')?.kind).toBe('structure');
    expect(readSteering('Refunds always go back to the card the customer paid with.')).toBeNull();
    expect(readSteering('Make sure the load is stable before you lift it.')).toBeNull();
  });

  it('reads a request written as a noun phrase, with its audience trimmed to who it is', () => {
    expect(readRequest('A training video for new retail cashiers at our stores on how to handle customer refunds.')).toMatchObject({
      subject: 'how to handle customer refunds',
      audience: 'new retail cashiers',
    });
    expect(readRequest('An onboarding welcome video for people joining the operations team next month.')).toMatchObject({ subject: null, statement: null });
    expect(readRequest('The training session takes 20 minutes.')).toBeNull();
  });

  it('reads "explain X to Y" as the subject X for the audience Y', () => {
    expect(readRequest('Explain our employee benefits to US and international staff.')).toMatchObject({
      subjectTitle: 'employee benefits',
      audience: 'US and international staff',
    });
    expect(readRequest('Summarise the travel and expense policy for all staff.')).toMatchObject({
      subjectTitle: 'travel and expense policy',
      audience: 'staff',
    });
  });

  it('keeps steering sentences out of the content', () => {
    const a = analyzeText('Teach drivers to check their vans. Check the tyres every morning. End with a short quiz question. Keep it upbeat.');
    expect(a.sentences.map((s) => s.text)).toEqual(['Check the tyres every morning.']);
    expect(a.steering.quiz).toBe(true);
  });
});

describe('supporting materials are content only', () => {
  it('never reads a document sentence as a request to the video maker', () => {
    const a = analyzeText(
      'Explain our benefits to all staff.\n\nSupporting Materials:\n\nTell your manager at least eight weeks before the leave starts. End with a smile.',
    );
    expect(a.request?.subjectTitle).toBe('benefits');
    expect(a.sentences.map((s) => s.text)).toEqual(['Tell your manager at least eight weeks before the leave starts.', 'End with a smile.']);
    expect(analyzeText('Supporting Materials:\n\nTell your manager at least eight weeks before the leave starts.').request).toBeNull();
  });
});

describe('only text a person wrote reaches the slides', () => {
  it('drops page numbers, running headers and file names', () => {
    const text =
      'Acme Handbook 2026\nBenefits\nDental cover is included.\nPage 1 of 2\n\nAcme Handbook 2026\nVision\nOne eye exam a year.\nPage 2 of 2\nbenefits.pdf';
    expect(dropPageFurniture(text)).toBe('Benefits\nDental cover is included.\n\nVision\nOne eye exam a year.');
  });

  it('reads a document title over its first heading as two headings, not as a sentence', () => {
    const a = analyzeText(
      'Benefits & Perks\nHealth Insurance\nAll employees are covered from their first day.\nDental Cover\nTwo check-ups a year are paid in full.',
    );
    expect(a.sentences.map((s) => s.text)).toEqual(['All employees are covered from their first day.', 'Two check-ups a year are paid in full.']);
    expect(a.sections.map((s) => s.heading)).toEqual(['Health Insurance', 'Dental Cover']);
  });

  it('turns a table with a header row into labelled sentences', () => {
    const a = analyzeText('| Acceptable | Not acceptable |\n|---|---|\n| A working lunch | Cash of any value |');
    expect(a.sentences.map((s) => s.text)).toEqual(['Acceptable: A working lunch.', 'Not acceptable: Cash of any value.']);
  });
});

describe('sentences are shortened only at a clause boundary', () => {
  it('keeps a sentence whole rather than cutting a clause', () => {
    const s = 'Items must be returned within 30 days and in a condition we can sell again to another customer.';
    expect(shortenSentence(s, 10)).toBe('Items must be returned within 30 days and in a condition we can sell again to another customer');
  });

  it('cuts at a comma when what is kept stands alone, never after a condition', () => {
    expect(shortenSentence('Complete the online safety induction, which takes about 40 minutes and must be finished first.', 8)).toBe(
      'Complete the online safety induction',
    );
    const condition = 'If you already clicked a link or typed your password, call the service desk straight away.';
    expect(shortenSentence(condition, 8)).toBe(condition.replace(/\.$/, ''));
  });

  it('keeps names with brackets such as 401(k)', () => {
    expect(shortenSentence('The match is paid into your 401(k) account each month (see the portal).', 20)).toBe(
      'The match is paid into your 401(k) account each month.',
    );
  });
});

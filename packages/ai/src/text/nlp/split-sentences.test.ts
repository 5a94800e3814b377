import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitSentences', () => {
  it('gives each sentence with offsets that point back into the text', () => {
    const text = 'Dr. Patel leads the review.  She reports to the board.\nQuestions go to HR.';
    const spans = splitSentences(text);
    expect(spans.map((s) => s.text)).toEqual(['Dr. Patel leads the review.', 'She reports to the board.', 'Questions go to HR.']);
    for (const s of spans) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('does not end a sentence at a decimal, an abbreviation inside it, a URL or an e-mail address', () => {
    expect(texts('Fees rose 3.5% at Acme Inc. last year. See https://example.com/a.b for help@example.com.')).toEqual([
      'Fees rose 3.5% at Acme Inc. last year.',
      'See https://example.com/a.b for help@example.com.',
    ]);
  });

  it('ends a sentence after an abbreviation when the next word opens one, but not after a title before a name', () => {
    expect(texts('Bring gloves, goggles, etc. Label every bottle. Ask Mr. Jones.')).toEqual([
      'Bring gloves, goggles, etc.',
      'Label every bottle.',
      'Ask Mr. Jones.',
    ]);
  });

  it('keeps a headline and bullets without full stops apart, without their list markers', () => {
    const text = 'Key benefits\n- Flexible hours\n2. Remote working two days a week';
    expect(texts(text)).toEqual(['Key benefits', 'Flexible hours', 'Remote working two days a week']);
    const bullet = splitSentences(text)[1];
    expect(bullet && text.slice(bullet.start, bullet.end)).toBe('Flexible hours');
  });

  it('joins a sentence wrapped over lines', () => {
    expect(texts('Employees must report every\nincident within 24 hours.\nThe form is online.')).toEqual([
      'Employees must report every\nincident within 24 hours.',
      'The form is online.',
    ]);
  });

  it('keeps a quotation with the sentence that says it', () => {
    expect(texts('The manager said, "Close the door." Then she left.')).toEqual(['The manager said, "Close the door."', 'Then she left.']);
  });
});

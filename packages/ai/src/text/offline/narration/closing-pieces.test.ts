import { describe, expect, it } from 'vitest';
import { leftOutLine, nextStepSentence, standsAlone } from './closing-pieces';

const said = (t: string) => t.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());

describe('the close says what the video left out, as a trainer would (decision 212)', () => {
  it('names the document the slide points to, and the sections in words a line can say', () => {
    expect(leftOutLine(['Hotels', 'Not covered here: Travel Insurance and Gifts — see the Benefits Guide.'], said, 'The full document')).toBe(
      'The Benefits Guide also covers travel insurance and gifts.',
    );
  });
  it('falls back on the document itself, and says nothing when nothing was left out', () => {
    expect(leftOutLine(['Not covered here: Restoring Files, Logs and 2 more sections.'], said, 'The full document')).toBe(
      'The full document also covers restoring files, logs and 2 more sections.',
    );
    expect(leftOutLine(['Booking Travel', 'Hotels'], said, 'The full document')).toBeNull();
  });
});

describe('a sentence the close may say on its own', () => {
  it('stands alone: a verb, no pointer back, no code', () => {
    expect(standsAlone('For anything else, write to the benefits team at benefits@contoso.example.')).toBe(true);
    expect(standsAlone('They answer within two working days.')).toBe(false);
    expect(standsAlone('$ harbourline restore --job nightly')).toBe(false);
  });
});

describe('the closing slide and its voice say the same things (decision 216)', () => {
  it('says the slide\'s "More in …" line with its place, and the full text as the document', () => {
    expect(leftOutLine(['More in the Benefits Guide: Travel Insurance and Gifts.'], said, 'The full document')).toBe(
      'The Benefits Guide also covers travel insurance and gifts.',
    );
    expect(leftOutLine(['More in the full text: Why It Matters.'], said, 'The full text')).toBe('The full text also covers why it matters.');
  });

  it('finds one next step the viewer can act on, never a pointer the voice cannot say nor one already taken', () => {
    const s = (index: number, text: string, score = 1) => ({ index, text, score, words: text.split(/\s+/).length });
    const sentences = [
      s(0, 'Every claim needs a receipt from the supplier.'),
      s(1, "For more information, see the User's Guide in /usr/share/doc/apt-doc/guide.html.", 3),
      s(2, 'For anything else, write to the benefits team at benefits@contoso.example.', 2),
      s(3, 'Contact the Workplace Standards Office advice line on 0300 555 0140.', 1),
    ];
    expect(nextStepSentence(sentences, () => false)?.index).toBe(2);
    expect(nextStepSentence(sentences, (x) => x.index === 2)?.index).toBe(3);
    expect(nextStepSentence(sentences.slice(0, 2), () => false)).toBeUndefined();
  });
});

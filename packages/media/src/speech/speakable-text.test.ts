import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSpeakableText, speakableText } from './speakable-text.ts';

const lettersAndDigits = (text: string) => text.match(/[\p{L}\p{N}\p{M}]/gu)?.join('') ?? '';

describe('speakableText', () => {
  it('takes out what no voice can say and keeps every letter and digit, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((n) => String.fromCodePoint(n)), maxLength: 60 }), (text) => {
        const spoken = speakableText(text);
        expect(spoken).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(spoken).not.toMatch(/[^\P{Cc}\t\n\r]|\p{Cf}|\p{Co}|\p{Cn}/u);
        expect(spoken).not.toMatch(/\p{Emoji_Presentation}/u);
        // Private-use and unassigned code points are not letters, nor are the emoji presentation selectors and the keycap mark.
        expect(lettersAndDigits(spoken)).toBe(lettersAndDigits(text.replace(/\p{Cn}|\p{Co}|\u20E3|\uFE0E|\uFE0F/gu, '')));
        expect(speakableText(spoken)).toBe(spoken);
      }),
      { numRuns: 500 },
    );
  });

  it('says a run of one mark once, keeps an ellipsis, and drops pictures and invisible characters', () => {
    expect(speakableText('make && make install!!! ---- wait.....')).toBe('make & make install! - wait...');
    expect(speakableText('Great 👍🏽 job 🇫🇷\u200d')).toBe('Great    job   ');
    expect(speakableText('a\u0000b\u0007c\u202ed\ufeffe\u00adf')).toBe('a b cdef');
    expect(speakableText('lone \ud800 half')).toBe('lone   half');
    // A presentation selector alone (once found by the property above) is part of a picture, not a letter.
    expect(speakableText('\ufe0e')).toBe(' ');
    expect(speakableText('© 2026 Lectern™')).toBe('© 2026 Lectern™');
    expect(speakableText('مرحبا بالعالم')).toBe('مرحبا بالعالم');
  });

  it('finds something to say only in letters or digits', () => {
    expect(hasSpeakableText('😀 && ... <>')).toBe(false);
    expect(hasSpeakableText('\u200b\ufeff')).toBe(false);
    expect(hasSpeakableText('R&D')).toBe(true);
    expect(hasSpeakableText('42')).toBe(true);
    expect(hasSpeakableText('שלום')).toBe(true);
  });
});

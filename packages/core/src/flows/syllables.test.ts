import { describe, expect, it } from 'vitest';
import { countSyllables, tokenSyllables } from './syllables';

describe('syllables', () => {
  it('counts English words by their vowel groups, with a silent final e and a silent -ed', () => {
    const cases: [string, number][] = [
      ['the', 1],
      ['safe', 1],
      ['table', 2],
      ['asked', 1],
      ['started', 2],
      ['personal', 3],
      ['authorisation', 5],
      ["don't", 1],
      ['e-mail', 2],
      ['Video,', 2],
    ];
    for (const [word, syllables] of cases) expect([word, tokenSyllables(word)]).toEqual([word, syllables]);
  });

  it('reads numbers and abbreviations as they are said', () => {
    expect(tokenSyllables('20')).toBe(2); // twen-ty
    expect(tokenSyllables('600,000')).toBe(5); // six hun-dred thou-sand
    expect(tokenSyllables('1.5')).toBe(3); // one point five
    expect(tokenSyllables('85%')).toBe(5); // eigh-ty-five per cent
    expect(tokenSyllables('IT')).toBe(2);
    expect(tokenSyllables('WHO')).toBe(5); // dou-ble-u aitch oh
    expect(tokenSyllables('12345678901234567')).toBe(17);
  });

  it('gives any text a count: other scripts, symbols and emoji never break it', () => {
    expect(countSyllables('Привет мир')).toBeGreaterThan(0);
    expect(countSyllables('&& 🙂 --')).toBe(0);
    expect(countSyllables('')).toBe(0);
    expect(countSyllables('Stop, look and then tell the desk what you saw.')).toBe(10);
  });
});

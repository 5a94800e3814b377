import { describe, expect, it } from 'vitest';
import { familyKey, familyTsquery, sameWordFamily } from './word-family';

describe('sameWordFamily', () => {
  it('joins the stems the English stemmer leaves apart for one word', () => {
    for (const [a, b] of [
      ['certifi', 'certif'],
      ['injur', 'injuri'],
      ['employe', 'employ'],
      ['walk', 'walkway'],
      ['oper', 'oper'],
    ])
      expect(sameWordFamily(a!, b!), `${a} ${b}`).toBe(true);
  });

  it('keeps apart short stems and words that only share a beginning', () => {
    for (const [a, b] of [
      ['pay', 'payment'],
      ['pass', 'password'],
      ['work', 'workspac'],
      ['e4', 'e40'],
    ])
      expect(sameWordFamily(a!, b!), `${a} ${b}`).toBe(false);
  });
});

describe('familyTsquery', () => {
  it('matches longer forms by prefix and the shorter stems a form may come from', () => {
    expect(familyTsquery('certifi')).toBe("'certifi':* | 'cert' | 'certi' | 'certif'");
    expect(familyTsquery('oper')).toBe("'oper':*");
  });

  it('matches a short stem or a number exactly, and quotes what tsquery would read as syntax', () => {
    expect(familyTsquery('9')).toBe("'9'");
    expect(familyTsquery("o'neil")).toBe("'o''neil':* | 'o''ne' | 'o''nei'");
  });
});

describe('familyKey', () => {
  it('is a beginning every form in the family shares, in the text as written', () => {
    expect('injury'.startsWith(familyKey('injuri'))).toBe(true);
    expect('policy'.startsWith(familyKey('polici'))).toBe(true);
    expect('certification'.startsWith(familyKey('certifi'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { shortenSentence } from './text-shaping';

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

  it('keeps a bracket that opens a word, such as (fake)root', () => {
    expect(shortenSentence('Debian packages have required (fake)root privileges (see below) for some targets.', 20)).toBe(
      'Debian packages have required (fake)root privileges for some targets.',
    );
  });

  it('keeps an aside that closes a sentence its words leave open, and drops an enumerator', () => {
    expect(shortenSentence('Tools must cope with a value that implies they should not be (e.g. "no").', 30)).toBe(
      'Tools must cope with a value that implies they should not be (e.g. "no").',
    );
    expect(shortenSentence('It covers your changes, or (ii) the combination of both.', 30)).toBe('It covers your changes, or the combination of both.');
  });

  it('keeps names with brackets such as 401(k)', () => {
    expect(shortenSentence('The match is paid into your 401(k) account each month (see the portal).', 20)).toBe(
      'The match is paid into your 401(k) account each month.',
    );
  });

  it("shortens a term's description behind its term, never leaving the term alone", () => {
    const item = 'send bugnumber, send-detail bugnumber: Requests the transcript for the bug report in question and its boring messages too.';
    expect(shortenSentence(item, 10)).toBe(
      'Send bugnumber, send-detail bugnumber: Requests the transcript for the bug report in question and its boring messages too',
    );
    // (a colon after a clause with its own verb is a boundary like any other)
    expect(shortenSentence('The rule is simple: book through the portal, which checks the fare against the policy before it is paid.', 6)).toBe(
      'The rule is simple',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { clauseSubject, clauseTitle } from './framing-clause-title';

describe('clauseTitle', () => {
  it('says a question-word title as a clause, the source names kept', () => {
    expect(clauseTitle('How Our Employee Assistance Programme Works')).toBe('how our employee assistance programme works');
    expect(clauseTitle('Why Harbourline Backups Matter', new Set(['harbourline']))).toBe('why Harbourline backups matter');
    expect(clauseTitle('What Changes on 1 March')).toBe('what changes on 1 March');
    expect(clauseTitle('How to Unpack a Debian Source Package', new Set(['debian']))).toBe('how to unpack a Debian source package');
  });

  it('leaves a name-like title and a question as they are', () => {
    expect(clauseTitle('Employee Assistance Programme')).toBeNull();
    expect(clauseTitle('Where Do I Park?')).toBeNull();
    expect(clauseTitle('Whoever Holds the Key')).toBeNull();
  });
});

describe('clauseSubject', () => {
  it('names what the clause is about when it says what a thing does', () => {
    expect(clauseSubject('how our employee assistance programme works')).toBe('our employee assistance programme');
    expect(clauseSubject('why backups matter')).toBe('backups');
    expect(clauseSubject('what you need to know about parking')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { analyseSentence } from './analyse-sentence';

const tags = (s: string) => analyseSentence(s).map((t) => `${t.text}/${t.pos}`);

describe('analyseSentence', () => {
  it('gives each word its part of speech and lemma', () => {
    const tokens = analyseSentence('The operators went home.');
    expect(tokens.map((t) => [t.text, t.pos, t.lemma])).toEqual([
      ['The', 'DET', 'the'],
      ['operators', 'NOUN', 'operator'],
      ['went', 'VERB', 'go'],
      ['home', 'ADV', 'home'],
      ['.', 'PUNCT', '.'],
    ]);
  });

  it('reads a capitalised first word as the word it is, not a name', () => {
    expect(tags('Employees must report incidents.')[0]).toBe('Employees/NOUN');
  });

  it("reads an order's first word as a verb", () => {
    expect(tags('Check the tyres before every shift.')[0]).toBe('Check/VERB');
    expect(tags('Store raw meat on the bottom shelf.')[0]).toBe('Store/VERB');
    expect(tags('Complete the online safety induction.')[0]).toBe('Complete/VERB');
    expect(tags('Flexible hours for everyone')[0]).toBe('Flexible/ADJ');
    expect(tags('Staff who handle cash count it twice.')[0]).toBe('Staff/NOUN');
  });

  it('reads a modal before a verb as a helper', () => {
    expect(tags('Both must be completed.')[1]).toBe('must/AUX');
  });

  it('keeps offsets into the sentence', () => {
    const s = 'Never prop fire doors open.';
    for (const t of analyseSentence(s)) expect(s.slice(t.start, t.end)).toBe(t.text);
  });
});

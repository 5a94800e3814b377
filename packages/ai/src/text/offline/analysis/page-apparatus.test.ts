import { describe, expect, it } from 'vitest';
import { isContentsLine, withoutApparatus } from './page-apparatus';

describe("a document's apparatus is left out", () => {
  it('drops a table of contents, a footnote, a caption and a running line, and keeps the text around them', () => {
    const text = [
      '**Contents:** 1 Who this guidance is for · 2 The law · 3 Assessing the risk',
      'It does not cover foundries; see guidance note WSO-9 for those.[^1]',
      'Figure 4.2 Water vapour leaves a plant through small pores in its leaves',
      'Chapter 4 · The Water Cycle · 61',
      'Plants release water vapour; this is called transpiration (see Figure 4.2).',
      'Never post your requests to the list itself.[7]',
      '[^1]: Guidance note WSO-9, Heat stress in hot industries, second edition.',
    ].join('\n');
    expect(withoutApparatus(text).split('\n')).toEqual([
      'It does not cover foundries; see guidance note WSO-9 for those.',
      'Plants release water vapour; this is called transpiration.',
      'Never post your requests to the list itself.',
    ]);
  });

  it('keeps what only looks like apparatus: a list of three, a figure in a sentence, a link, a bracketed figure that is content', () => {
    const kept = [
      'Tea · Coffee · Juice',
      'Figures show that 3 in 10 staff work from home.',
      'Read the [policy](https://example.org) before you start.',
      'Keep the air below 27 °C (80 °F) in summer.',
      'Section 2 of the act sets the limit.',
      'Ask workers which places are hottest (they usually know).',
    ];
    expect(withoutApparatus(kept.join('\n')).split('\n')).toEqual(kept);
  });

  it('removes a pointer to a paragraph, a page or a table, with "see", "cf." or none', () => {
    expect(withoutApparatus('Ask workers (see paragraph 4.3).')).toBe('Ask workers.');
    expect(withoutApparatus('The six factors (Table 2) matter.')).toBe('The six factors matter.');
    expect(withoutApparatus('Rest often (cf. pages 12 and 14).')).toBe('Rest often.');
  });

  it('knows a table of contents by its label or by three numbered entries', () => {
    expect(isContentsLine('Contents: 1 Scope · 2 The law')).toBe(true);
    expect(isContentsLine('1 Scope · 2 The law · 3 Controls')).toBe(true);
    expect(isContentsLine('The contents of the box: a cable and a plug.')).toBe(false);
  });
});

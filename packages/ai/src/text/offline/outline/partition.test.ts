import { describe, expect, it } from 'vitest';
import { analyzeText } from '../analysis/analyze-text';
import { partition } from './partition';

const TEXT =
  'Phishing Emails\n\nA phishing email pretends to come from someone you trust. Check the sender address of every phishing email. Report a phishing email to the service desk within one hour.\n\nPasswords\n\nUse a password manager for every account. Never reuse a password.';

describe('sections to slides', () => {
  it('keeps each section on its own slide, in document order, named by its heading', () => {
    const { groups, headings } = partition(analyzeText(TEXT), 2);
    expect(groups.map((g) => g.map((s) => s.index))).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    // The document's title names the title slide, not its first section's slide.
    expect(headings).toEqual([null, 'Passwords']);
  });

  it('gives a section more slides by its length when there are more slides than sections, never mixing sections', () => {
    const a = analyzeText(TEXT);
    const { groups } = partition(a, 4);
    expect(groups).toHaveLength(4);
    for (const g of groups) expect(new Set(g.map((s) => s.section)).size).toBe(1);
    expect(groups.flat().map((s) => s.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('puts everything on one slide when one is asked for', () => {
    expect(partition(analyzeText(TEXT), 1).groups.map((g) => g.length)).toEqual([5]);
  });
});

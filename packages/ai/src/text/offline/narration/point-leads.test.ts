import { describe, expect, it } from 'vitest';
import type { Piece } from './piece';
import { leadPoints } from './point-leads';

const point = (text: string, lead: string, at: number): Piece => ({ text, at, kind: 'content', point: { lead } });

describe('leads given by the order the points are said in (issue 20 item 4)', () => {
  it('gives "First," to the first point said when the slide’s first was left out, and no lead to a point that brings its own', () => {
    const said = [
      { text: 'Moving on to expenses.', at: 0, kind: 'content' as const },
      point('Also, meals are reimbursed up to 40 euros a day.', 'Also,', 2.1),
      point('In addition, however, taxis need a reason.', 'In addition,', 2.2),
      point('Finally, your manager approves each claim.', 'Finally,', 2.3),
    ];
    expect(leadPoints(said, 'Professional', 0).map((p) => p.text)).toEqual([
      'Moving on to expenses.',
      'First, meals are reimbursed up to 40 euros a day.',
      'However, taxis need a reason.',
      'Finally, your manager approves each claim.',
    ]);
  });

  it('says a slide’s only point said plainly, and keeps a rule’s own lead', () => {
    expect(leadPoints([point('Finally, lock your screen.', 'Finally,', 2)], 'Professional', 0)[0]?.text).toBe('Lock your screen.');
    const rule: Piece = { text: 'Make no mistake: never share a password.', at: 2, kind: 'content', point: { lead: 'Make no mistake:', fixed: true } };
    expect(leadPoints([rule, point('Also, lock your screen.', 'Also,', 2.1)], 'Professional', 0).map((p) => p.text)).toEqual([
      'Make no mistake: never share a password.',
      'Furthermore, lock your screen.',
    ]);
  });
});

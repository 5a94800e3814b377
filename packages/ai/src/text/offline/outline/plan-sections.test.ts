import { describe, expect, it } from 'vitest';
import { type PlanSection, planSections } from './plan-sections';

const section = (heading: string | null, size: number, extra: Partial<PlanSection> = {}): PlanSection => ({
  heading,
  level: 2,
  document: 1,
  size,
  value: size,
  ...extra,
});

describe('a plan from the sections (decision 178)', () => {
  it('keeps one section a slide, in document order, when the slides are as many', () => {
    const plan = planSections([section('Holidays', 3), section('Sick Leave', 2), section('Travel', 4)], 3);
    expect(plan.groups.map((g) => g.name)).toEqual(['Holidays', 'Sick Leave', 'Travel']);
    expect(plan.leftOut).toEqual([]);
  });

  it('merges small sibling sections under a title that names them, sharing the material evenly', () => {
    const plan = planSections(
      [section('Health', 2), section('Dental', 2), section('Vision', 2), section('Pension', 2), section('Leave', 2), section('Holidays', 2)],
      2,
    );
    expect(plan.groups.map((g) => g.name)).toEqual(['Health, Dental and Vision', 'Pension, Leave and Holidays']);
  });

  it('merges a section with its own subsections under its heading', () => {
    const plan = planSections(
      [section('Leave', 1, { level: 2 }), section('Holidays', 3, { level: 3 }), section('Sick Leave', 3, { level: 3 }), section('Travel', 4)],
      2,
    );
    expect(plan.groups.map((g) => [g.name, g.sections])).toEqual([
      ['Leave', [0, 1, 2]],
      ['Travel', [3]],
    ]);
  });

  it('never merges sections of two documents: what does not fit is left out, the weakest first', () => {
    const plan = planSections([section('Holidays', 3), section('Travel Insurance', 1, { value: 0.5 }), section('Gifts', 2, { document: 2 })], 2);
    expect(plan.groups.map((g) => g.name)).toEqual(['Holidays and Travel Insurance', 'Gifts']);
    const tight = planSections(
      [section('Holidays', 3, { document: 1 }), section('Gifts', 2, { document: 2, value: 0.5 }), section('Pension', 4, { document: 3 })],
      2,
    );
    expect(tight.groups.map((g) => g.name)).toEqual(['Holidays', 'Pension']);
    expect(tight.leftOut).toEqual([1]);
  });

  it('leaves a section out rather than naming a slide by more headings than a title holds', () => {
    const long = [section('Reporting a Lost or Stolen Device', 3), section('Working Abroad With Company Equipment', 3, { value: 1 })];
    const plan = planSections(long, 1);
    expect(plan.groups.map((g) => g.name)).toEqual(['Reporting a Lost or Stolen Device']);
    expect(plan.leftOut).toEqual([1]);
  });

  it('keeps a document’s first section that names the brief’s subject over a longer list with better scores (decision 203)', () => {
    // "Introduction to the bug system request server" (9 sentences) against "Commands available" (52): one slide.
    const sections = [section('Introduction to the Request Server', 9, { value: 4, leads: true }), section('Commands Available', 52, { value: 5 })];
    const plan = planSections(sections, 1);
    expect(plan.groups.map((g) => g.name)).toEqual(['Introduction to the Request Server']);
    expect(plan.leftOut).toEqual([1]);
    // (without it, what has most to say stays, as before)
    const plain = planSections([section('Introduction to the Request Server', 9, { value: 4 }), section('Commands Available', 52, { value: 5 })], 1);
    expect(plain.leftOut).toEqual([0]);
  });

  it('leaves the leading section out last, not first: the others still give way by what they say (decision 203)', () => {
    const sections = [
      section('Request Server', 4, { value: 1, leads: true }),
      section('Commands Available', 20, { value: 5, document: 2 }),
      section('Control Server', 6, { value: 3, document: 3 }),
    ];
    const plan = planSections(sections, 2);
    expect(plan.leftOut).toEqual([2]);
    expect(planSections(sections, 1).leftOut).toEqual([1, 2]);
  });

  it('spreads a long section over more slides, in parts', () => {
    const plan = planSections([section('Holidays', 2), section('Travel', 9)], 4);
    expect(plan.groups.map((g) => [g.name, g.part ?? null])).toEqual([
      ['Holidays', null],
      ['Travel', { index: 1, of: 3 }],
      ['Travel', { index: 2, of: 3 }],
      ['Travel', { index: 3, of: 3 }],
    ]);
  });

  it('never merges a section whose heading names nothing under another section’s name (decision 184)', () => {
    const plan = planSections([section('Holidays', 2), section(null, 2, { unnamable: true }), section('Travel', 2)], 2);
    // Holidays cannot take the unnamed question's points under its own title: one of the three is left out instead.
    for (const g of plan.groups) expect(g.sections.length).toBe(1);
    expect(plan.leftOut).toHaveLength(1);
  });

  it('never files a document’s opening under a section’s heading: it keeps a slide of its own, or gives way (decision 191)', () => {
    const sections = [section(null, 2, { opening: true, value: 5 }), section('Booking', 2), section('Hotels', 2)];
    const two = planSections(sections, 2);
    expect(two.groups.map((g) => g.sections)).toEqual([[0], [1, 2]]);
    expect(two.groups.map((g) => g.name)).toEqual([null, 'Booking and Hotels']);
    const one = planSections([section(null, 2, { opening: true, value: 0.5 }), section('Booking', 2), section('Hotels', 2)], 1);
    expect(one.groups.map((g) => g.sections)).toEqual([[1, 2]]);
    expect(one.leftOut).toEqual([0]);
  });

  it('merges paragraphs without headings with the neighbour they share words with, never leaving one out while they fit (decision 195)', () => {
    const para = (size: number, terms: string[]) => section(null, size, { paragraph: true, terms });
    const plan = planSections(
      [para(3, ['laptop', 'vpn', 'document']), para(2, ['webcam', 'call']), para(2, ['laptop', 'call', 'desk']), para(2, ['router', 'password'])],
      3,
    );
    expect(plan.groups.map((g) => g.sections)).toEqual([[0], [1, 2], [3]]);
    expect(plan.groups.map((g) => g.name)).toEqual([null, null, null]);
    expect(plan.leftOut).toEqual([]);
  });

  it('merges the smallest related pair first, so one slide does not gather every related paragraph (decision 195)', () => {
    const para = (size: number, terms: string[]) => section(null, size, { paragraph: true, terms });
    const plan = planSections([para(3, ['package']), para(3, ['package']), para(2, ['package']), para(2, ['package']), para(1, ['manual', 'format'])], 3);
    expect(Math.max(...plan.groups.map((g) => g.sections.length))).toBeLessThanOrEqual(2);
    expect(plan.leftOut).toEqual([]);
  });

  it('leaves a paragraph out rather than put long unrelated paragraphs on one slide (decision 195)', () => {
    const para = (size: number, terms: string[], value = size) => section(null, size, { paragraph: true, terms, value });
    const plan = planSections([para(4, ['laptop']), para(4, ['webcam'], 1), para(4, ['router'])], 2);
    expect(plan.groups.map((g) => g.sections)).toEqual([[0], [2]]);
    expect(plan.leftOut).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { PURPOSE_LINES, purposesFor } from './slide-purposes';

describe('each slide’s role in its style', () => {
  it('is known while the slides follow the plan, and unknown once they do not', () => {
    const plan = planOutline('workshop-style', 120);
    const slides = plan.map((p, i) => ({ id: String(i), title: p.purpose, templateId: p.templateId, duration: 120 / plan.length }));
    const purposes = purposesFor('workshop-style', slides);
    expect(purposes).toEqual(plan.map((p) => p.purpose));
    expect(purposes.filter((p) => p && PURPOSE_LINES[p]).length).toBeGreaterThan(0);
    expect(purposesFor('workshop-style', slides.slice(1))).toEqual(slides.slice(1).map(() => undefined));
  });
});

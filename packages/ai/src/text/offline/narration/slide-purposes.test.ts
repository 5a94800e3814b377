import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { PURPOSE_LINES, purposesFor } from './slide-purposes';

describe('each slide’s role in its style', () => {
  it('is known while the slides follow the plan, and unknown once they do not', () => {
    const plan = planOutline('workshop-style', 120);
    const slides = plan.map((p, i) => ({
      id: String(i),
      title: p.purpose,
      templateId: p.templateId,
      duration: 120 / plan.length,
      keyPoints:
        p.purpose === 'Concept explained'
          ? ['Fares rise as the travel date comes closer', 'The train is often faster than flying for trips under four hours']
          : ['You should book early, because prices rise', 'Book the train when it is faster'],
    }));
    const purposes = purposesFor('workshop-style', slides);
    expect(purposes).toEqual(plan.map((p) => p.purpose));
    expect(purposes.filter((p) => p && PURPOSE_LINES[p]).length).toBeGreaterThan(0);
    expect(purposesFor('workshop-style', slides.slice(1))).toEqual(slides.slice(1).map(() => undefined));
  });

  it('is said over a Key Message only when the message fills the role, so a side detail is never "the decision to take" (decision 191)', () => {
    const plan = planOutline('executive-brief', 300);
    const slides = (message: string) =>
      plan.map((p, i) => ({ id: String(i), title: p.purpose, templateId: p.templateId, duration: 300 / plan.length, keyPoints: [message] }));
    const decision = plan.findIndex((p) => p.purpose === 'Decision needed');
    const close = plan.length - 1;
    const weak = purposesFor('executive-brief', slides('Keep your phone charged and your manager informed of any change of plan'));
    expect(weak[decision]).toBeUndefined();
    expect(weak[close]).toBeUndefined();
    // A role that claims nothing of its content is still said.
    expect(weak[1]).toBe('Situation and key facts');
    const strong = purposesFor('executive-brief', slides('We propose that every trip over $5,000 needs a director’s approval'));
    expect(strong[decision]).toBe('Decision needed');
    expect(purposesFor('executive-brief', slides('You should book at least 14 days ahead'))[close]).toBe('Recommendation');
  });

  it('says "step by step" only over two steps or more (decision 195)', () => {
    const plan = planOutline('workshop-style', 120);
    const at = plan.findIndex((p) => p.purpose === 'Step by step');
    const slides = (keyPoints: string[]) =>
      plan.map((p, i) => ({ id: String(i), title: `Slide ${i}`, templateId: p.templateId, duration: 120 / plan.length, keyPoints }));
    expect(at).toBeGreaterThan(0);
    expect(purposesFor('workshop-style', slides(['Cover your webcam when you are not in a call']))[at]).toBeUndefined();
    expect(purposesFor('workshop-style', slides(['Unplug the printer', 'Open the front cover', 'If the paper is stuck, pull it out slowly']))[at]).toBe(
      'Step by step',
    );
  });

  it('says "the idea behind it" only over a slide that explains, never over a list of rules or orders (decision 199)', () => {
    const plan = planOutline('workshop-style', 120);
    const at = plan.findIndex((p) => p.purpose === 'Concept explained');
    const slides = (keyPoints: string[]) =>
      plan.map((p, i) => ({ id: String(i), title: `Slide ${i}`, templateId: p.templateId, duration: 120 / plan.length, keyPoints }));
    expect(at).toBeGreaterThan(0);
    expect(purposesFor('workshop-style', slides(['Loads over 25 kg need two people or a lifting aid']))[at]).toBeUndefined();
    expect(
      purposesFor('workshop-style', slides(['Close the ticket only after the customer confirms that the fix works', 'Add a short note on the cause']))[at],
    ).toBeUndefined();
    expect(purposesFor('workshop-style', slides(['Water evaporates from the sea when the sun warms it', 'The vapour cools and forms clouds']))[at]).toBe(
      'Concept explained',
    );
  });
});

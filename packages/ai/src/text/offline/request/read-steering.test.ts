import { describe, expect, it } from 'vitest';
import { readSteering, readTone } from './read-steering';

describe('steering: what the brief asks of the video, never content', () => {
  it('reads quiz, topics, comparison, emphasis and style sentences as steering', () => {
    expect(readSteering('End with a short quiz question.')).toEqual({ kind: 'quiz', items: [] });
    expect(readSteering('Cover health insurance, dental, vision, the retirement match and family leave.')).toEqual({
      kind: 'topics',
      items: ['health insurance', 'dental', 'vision', 'retirement match', 'family leave'],
    });
    expect(readSteering('Compare the Basic and Pro plans.')).toEqual({ kind: 'compare', items: ['Basic', 'Pro plans'] });
    expect(readSteering('Make the supervisor rule unmistakable.')?.kind).toBe('emphasis');
    expect(readSteering('Make clear what they must do themselves before their first day.')?.kind).toBe('emphasis');
    expect(readSteering('Keep it warm and welcoming.')?.kind).toBe('style');
    expect(readSteering('Use a calm, serious tone.')?.kind).toBe('style');
    expect(readSteering('Finish with a call to action to start using it.')?.kind).toBe('structure');
    expect(readSteering('Refunds always go back to the card the customer paid with.')).toBeNull();
    expect(readSteering('Make sure the load is stable before you lift it.')).toBeNull();
  });
});

describe('a tone the brief asks for (decision 118)', () => {
  it('reads the tone of a style sentence as one of the six tones, the first tone word winning', () => {
    expect(readTone('Keep it friendly and light.')).toBe('Friendly');
    expect(readTone('Use a serious, formal tone.')).toBe('Authoritative');
    expect(readTone('Use a formal, serious tone.')).toBe('Professional');
    expect(readTone('Speak to them like a coach.')).toBe('Enthusiastic');
    expect(readTone('Keep it calm and reassuring.')).toBe('Calm');
    expect(readTone('Keep it casual.')).toBe('Casual');
  });

  it('reads no tone from a sentence that names none or is content', () => {
    expect(readTone('Keep it under two minutes.')).toBeNull();
    expect(readTone('Keep the fridge door closed.')).toBeNull();
    expect(readTone('Our friendly team answers within a day.')).toBeNull();
  });
});

describe('a list of topics (issue 20 item 4)', () => {
  it('reads the topics of an order the brief asks for, without its order words or its form (decision 185)', () => {
    expect(readSteering('Start with the fire exits, then first aid, and end with reporting.')).toEqual({
      kind: 'topics',
      items: ['fire exits', 'first aid', 'reporting'],
    });
    expect(readSteering('Cover in this order: refunds, exchanges and gift cards.')).toEqual({ kind: 'topics', items: ['refunds', 'exchanges', 'gift cards'] });
    expect(readSteering('Start with a question and finish with a call to action.')?.kind).toBe('structure');
  });

  it('reads "Topics: a; b; c" like "Cover a, b and c"', () => {
    expect(readSteering('Topics: badge policy; the dress code; canteen hours.')).toEqual({
      kind: 'topics',
      items: ['badge policy', 'dress code', 'canteen hours'],
    });
    expect(readSteering('Cover the badge policy, the dress code and the canteen hours.')).toEqual({
      kind: 'topics',
      items: ['badge policy', 'dress code', 'canteen hours'],
    });
  });
});

describe('"don\'t forget" names a topic (decision 213)', () => {
  it('reads its object as a topic to cover, and leaves a clause to say as content', () => {
    expect(readSteering("Don't forget the mileage rate.")).toEqual({ kind: 'topics', items: ['mileage rate'] });
    expect(readSteering('Do not forget to mention the gifts register, the €25 limit and the approver.')).toEqual({
      kind: 'topics',
      items: ['gifts register', '€25 limit', 'approver'],
    });
    expect(readSteering("Don't forget that the office closes at Christmas.")).toBeNull();
    expect(readSteering("Don't forget to lock your screen.")).toBeNull();
  });

  it('reads style words alone and wording rules as style, and content that opens on such a word as content (decision 219)', () => {
    for (const style of ['Upbeat, practical.', 'Friendly but firm.', 'No jargon.', 'Avoid acronyms please.', 'Plain English.'])
      expect(readSteering(style)?.kind).toBe('style');
    expect(readTone('Upbeat, practical.')).toBe('Enthusiastic');
    for (const content of ['Short breaks are paid.', 'Clear the desk before you leave.', 'No food at the workstation.', 'Practical tests run on Fridays.'])
      expect(readSteering(content)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { readOrder } from './read-order';

const items = (brief: string) => readOrder(brief)?.items ?? null;

describe('the order a brief asks for (decision 185)', () => {
  it('reads "start with …, then …, and end with …"', () => {
    expect(readOrder('Start with the fire exits, then first aid, and end with reporting.')).toEqual({
      items: ['fire exits', 'first aid', 'reporting'],
      first: true,
      last: true,
    });
    expect(
      items('Make a safety video for warehouse staff. Begin with manual handling, followed by forklift zones. Finish with reporting near misses.'),
    ).toEqual(['manual handling', 'forklift zones', 'reporting near misses']);
  });

  it('reads "in this order" before or after its list', () => {
    expect(items('Cover in this order: refunds, exchanges and gift cards.')).toEqual(['refunds', 'exchanges', 'gift cards']);
    expect(items('Please cover the following in this order: dental; vision; family leave')).toEqual(['dental', 'vision', 'family leave']);
    expect(items('Go through holidays, sick leave and parental leave, in this order.')).toEqual(['holidays', 'sick leave', 'parental leave']);
  });

  it('reads a numbered list of topics, each by its name', () => {
    expect(items('A video for new cashiers.\n1. Opening the till\n2. Refunds: when to give one\n3. Closing up')).toEqual([
      'Opening the till',
      'Refunds',
      'Closing up',
    ]);
  });

  it('pins only the end when only the end is named, and a topic after "first"', () => {
    expect(readOrder('End with how to report an incident.')).toEqual({ items: ['how to report an incident'], first: false, last: true });
    expect(readOrder('Cover the badge policy first, then the dress code.')?.items).toEqual(['badge policy', 'dress code']);
    expect(readOrder('First, the fire exits; then first aid.')).toEqual({ items: ['fire exits', 'first aid'], first: true, last: false });
  });

  it('reads no order where a brief names none, or only its form', () => {
    expect(readOrder('Teach new starters basic first aid and where the first aid kits are.')).toBeNull();
    expect(readOrder('Explain the start date, probation and the first week for new joiners.')).toBeNull();
    expect(readOrder('Cover the badge policy, the dress code and the canteen hours.')).toBeNull();
    expect(readOrder('End with a short quiz question.')).toBeNull();
    expect(readOrder('Start with a question and finish with a call to action.')).toBeNull();
    expect(readOrder('Make a 3-minute video about workplace wellbeing for new starters')).toBeNull();
    expect(readOrder('Then wash your hands before you start.')).toBeNull();
    expect(readOrder('Step 1 is the most important one.')).toBeNull();
  });
});

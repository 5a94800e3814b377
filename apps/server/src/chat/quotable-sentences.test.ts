import { describe, expect, it } from 'vitest';
import { hasVerb, pageSentences, quotableSentences } from './quotable-sentences';

describe('quotableSentences', () => {
  it('drops headings instead of splicing them into the next sentence', () => {
    const page = 'Forklift Rules\nOnly certified drivers may operate a forklift.\nThe indoor speed limit is eight kilometres per hour.';
    expect(quotableSentences(page)).toEqual(['Only certified drivers may operate a forklift.', 'The indoor speed limit is eight kilometres per hour.']);
  });

  it('joins a sentence the page layout wrapped over two lines', () => {
    const page =
      'Evacuation Procedures\nWhen the fire alarm sounds, leave the building by\nthe nearest exit and walk to the assembly point.\nWardens count everyone.';
    expect(quotableSentences(page)).toEqual([
      'When the fire alarm sounds, leave the building by the nearest exit and walk to the assembly point.',
      'Wardens count everyone.',
    ]);
  });

  it('leaves out a fragment where a passage starts mid-sentence', () => {
    expect(quotableSentences('drivers may operate it. Forklifts stay in the yellow lanes.')).toEqual(['Forklifts stay in the yellow lanes.']);
  });

  it('keeps bullet items and numbered headings apart', () => {
    const page = '2. Protective Equipment\n• Wear a hard hat in the yard.\n• Wear safety boots at all times.';
    expect(quotableSentences(page)).toEqual(['Wear a hard hat in the yard.', 'Wear safety boots at all times.']);
  });
});

describe('pageSentences', () => {
  it('never quotes a Markdown heading and keeps it as the context of what follows', () => {
    const page =
      '# Barista Pro 300 Manual\n\n## Warranty\n\nThe machine is covered by a two-year warranty.\nThe warranty does not cover damage caused by skipping descaling.';
    expect(pageSentences(page)).toEqual([
      { text: 'The machine is covered by a two-year warranty.', context: 'Warranty', opens: true },
      { text: 'The warranty does not cover damage caused by skipping descaling.', context: 'Warranty', opens: false },
    ]);
  });

  it('does not split a decimal number, a web address or an abbreviation', () => {
    expect(quotableSentences('The tank holds 1.8 litres. Go to help.example.com for more, e.g. the manual. Then restart it.')).toEqual([
      'The tank holds 1.8 litres.',
      'Go to help.example.com for more, e.g. the manual.',
      'Then restart it.',
    ]);
  });

  it('quotes FAQ answers without their label, under their question, and never the question itself', () => {
    const page = 'IT Helpdesk FAQ\n\nQ: How can I reach the helpdesk?\nA: The helpdesk can be reached on extension 4357.';
    expect(pageSentences(page)).toEqual([{ text: 'The helpdesk can be reached on extension 4357.', context: 'How can I reach the helpdesk?', opens: true }]);
  });

  it('reads slide bullets without full stops as sentences, and a slide title or a verbless line as none', () => {
    const slide =
      'Day One\nCollect your laptop from the IT desk on the ground floor\nYour buddy meets you at reception at 9:30\nYour first week at a glance\n\nNotes: Two-factor authentication is mandatory.';
    expect(pageSentences(slide)).toEqual([
      { text: 'Collect your laptop from the IT desk on the ground floor', context: 'Day One', opens: true },
      { text: 'Your buddy meets you at reception at 9:30', context: 'Day One', opens: false },
      { text: 'Two-factor authentication is mandatory.', context: 'Your first week at a glance', opens: true },
    ]);
  });

  it('leaves out a sentence cut mid-clause and a line that only names things', () => {
    expect(quotableSentences('Safety first.\nBoots, gloves and vests\nEvery visitor signs in at the')).toEqual([]);
  });
});

describe('hasVerb', () => {
  it('finds auxiliaries, past and -ing forms, imperatives and verbs in -s', () => {
    for (const line of ['Passwords are stored in the manager', 'Report every injury', 'All chat happens in the team workspace', 'Doors locked after dark'])
      expect(hasVerb(line), line).toBe(true);
  });

  it('finds none in titles and noun phrases', () => {
    for (const line of ['Incidents and Emergencies', 'Your first week at a glance', 'Personal protective equipment']) expect(hasVerb(line), line).toBe(false);
  });
});

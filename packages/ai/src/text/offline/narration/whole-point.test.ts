import { describe, expect, it } from 'vitest';
import { joinSentences } from './join-sentences';
import type { Piece } from './piece';
import { isNounPhrase, listSubject, opensOnItsVerb, pointHeading, wholePoint } from './whole-point';

describe('a point said as a whole sentence (decision 199)', () => {
  it('says a verb-first point with the subject its heading names', () => {
    expect(wholePoint('Builds a draft rota in two minutes', 'What ShiftPlanner Does')?.text).toBe('ShiftPlanner builds a draft rota in two minutes');
    expect(wholePoint('Sends an alert when a shift is not covered', 'ShiftPlanner')?.text).toBe('ShiftPlanner sends an alert when a shift is not covered');
    expect(wholePoint('Means any form of the work other than Source Code Form', '1.6. "Executable Form"')?.text).toBe(
      '"Executable Form" means any form of the work other than Source Code Form',
    );
    expect(wholePoint('Syncs with your calendar', 'The New App')?.text).toBe('The new app syncs with your calendar');
  });

  it('guesses no subject: a heading that names none, a plural noun read as a verb, a point without a heading', () => {
    for (const h of ['Results from the Pilot', 'Getting Started', 'Key Features', 'Restoring Files']) expect(listSubject(h)).toBeNull();
    for (const p of ['Refunds always go back to the card', 'Restores never overwrite newer files', 'Programs such as inews are sgid news'])
      expect(opensOnItsVerb(p)).toBe(false);
    expect(wholePoint('Builds a draft rota', null)?.text).toBe('Builds a draft rota');
    expect(wholePoint('Check the tyres before you drive', 'The Forklift')?.text).toBe('Check the tyres before you drive');
  });

  it('leaves a noun phrase to the slide, and says an order, a sentence or a list of terms', () => {
    for (const p of ['Pilot in 12 stores from January to March', 'No detailed design work', 'Available to all store managers from 1 March'])
      expect(wholePoint(p, null)).toBeNull();
    for (const p of [
      'Report repairs on 0800 555 0199',
      'Rota time fell by 60%',
      'Evaporation · transpiration · condensation',
      'Air temperature: readings at the desk',
    ])
      expect(isNounPhrase(p)).toBe(false);
  });

  it('finds a point’s heading from its source', () => {
    const sources = [
      { point: 'Builds a draft rota', kind: 'document' as const, document: 'deck.pptx', section: ['ShiftPlanner', 'What ShiftPlanner Does'], excerpt: '' },
    ];
    expect(pointHeading('Builds a draft rota.', sources)).toBe('What ShiftPlanner Does');
    expect(pointHeading('Another point', sources)).toBeNull();
  });

  it('says "it" for the subject of the point before, only for a thing', () => {
    const point = (text: string, name: string, thing: boolean): Piece => ({ text, at: 2, kind: 'content', point: { lead: '', subject: { name, thing } } });
    const said = joinSentences(
      [point('ShiftPlanner builds a draft rota.', 'ShiftPlanner', true), point('ShiftPlanner lets staff swap shifts.', 'ShiftPlanner', true)],
      'Professional',
    ).map((p) => p.text);
    expect(said[1]).toBe('It lets staff swap shifts.');
    const people = joinSentences(
      [point('Maria Lopez approves the rota.', 'Maria Lopez', false), point('Maria Lopez signs the contract.', 'Maria Lopez', false)],
      'Professional',
    ).map((p) => p.text);
    expect(people[1]).toMatch(/^Maria Lopez signs/);
  });
});

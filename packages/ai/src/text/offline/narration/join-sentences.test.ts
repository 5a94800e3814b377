import { describe, expect, it } from 'vitest';
import { joinSentences, spokenSentences } from './join-sentences';
import type { Piece } from './piece';
import { sentenceKey } from './spoken-text';

const opening: Piece = { text: 'Let’s now look at air and rail travel.', at: 0, kind: 'content', announces: true };
const point = (text: string, at: number): Piece => ({ text, at, kind: 'content', point: { lead: '' } });
const said = (pieces: Piece[], ordered: string[] = []) => joinSentences(pieces, 'Professional', ordered).map((p) => p.text);

describe('sentences joined by their relation, never by a rota (decision 190)', () => {
  it('says the travel slide as a trainer would: a contrast where the source narrows, nothing where it continues', () => {
    expect(
      said([
        opening,
        point('Fly economy class on flights of up to six hours.', 2),
        point('For longer flights you may book premium economy.', 2.1),
        point('Business class needs the written approval of a director and is only allowed for flights over ten hours.', 2.2),
        point('Standard class is the rule; first class is allowed when it costs no more than standard class plus 20%.', 2.3),
      ]),
    ).toEqual([
      'Let’s now look at air and rail travel.',
      'Fly economy class on flights of up to six hours.',
      'For longer flights, though, you may book premium economy.',
      'However, business class needs the written approval of a director and is only allowed for flights over ten hours.',
      'Standard class is the rule. But first class is allowed when it costs no more than standard class plus 20%.',
    ]);
  });

  it('gives a reason its connective, and keeps every word, figure and negation of the source', () => {
    const pieces = [opening, point('Book your travel at least 14 days ahead.', 2), point('Late travel bookings cost on average 40% more.', 2.1)];
    const out = said(pieces);
    expect(out[2]).toBe('This is because late travel bookings cost on average 40% more.');
    pieces.forEach((p, k) => {
      expect(` ${sentenceKey(out[k] as string)} `).toContain(` ${sentenceKey(p.text)} `);
    });
  });

  it('says "First, … Then, … Finally," only for an ordered list, and nothing of the kind otherwise', () => {
    const steps = [opening, point('Switch off the machine.', 2), point('Remove the guard.', 2.1), point('Clean the blade.', 2.2)];
    const list = ['switch off the machine', 'remove the guard', 'clean the blade'];
    expect(said(steps, list).slice(1)).toEqual(['First, switch off the machine.', 'Then, remove the guard.', 'Finally, clean the blade.']);
    // A point that is no item of the list takes no step lead, and the list's last item said is "Finally,".
    const mixed = [...steps.slice(0, 3), point('The guard weighs 4 kg.', 2.15)];
    expect(said(mixed, list).slice(1)).toEqual(['First, switch off the machine.', 'Finally, remove the guard.', 'The guard weighs 4 kg.']);
    expect(said(steps).slice(1).join(' ')).not.toMatch(/\b(?:First|Then|Finally),/);
  });

  it('never stacks a connective on the source’s own, never says one twice on a slide, and adds "Also," once at most', () => {
    const out = said([
      opening,
      point('Lock your screen when you leave your desk.', 2),
      point('Shred printed customer documents.', 2.1),
      point('However, visitors must sign in at reception.', 2.2),
      point('Report a lost badge within one hour.', 2.3),
      point('Keep the fire doors closed.', 2.4),
      point('Parking is free for visitors.', 2.5),
      point('Parking is never free on match days.', 2.6),
      point('Parking is not allowed on the grass.', 2.7),
    ]).slice(1);
    expect(out[2]).toBe('However, visitors must sign in at reception.');
    const leads = out.map((s) => /^(\w+(?: \w+)?),/.exec(s)?.[1] ?? /^(But|So) /.exec(s)?.[1]).filter(Boolean);
    expect(new Set(leads).size).toBe(leads.length);
    expect(out.filter((s) => /^(?:Also|In addition),/.test(s))).toHaveLength(1);
    // Most sentences take no connective at all.
    expect(leads.length).toBeLessThan(out.length / 2);
    for (const s of out) expect(s).not.toMatch(/^\w+(?: \w+)?,\s+(?:however|also|but|first|then|finally)\b/i);
  });

  it('says a sentence joined by a semicolon as two only when each half is whole and the second contrasts with or explains the first', () => {
    expect(spokenSentences('Standard class is the rule; first class is allowed when it costs less.')).toEqual([
      'Standard class is the rule.',
      'First class is allowed when it costs less.',
    ]);
    expect(spokenSentences('Bring your badge; a pen; your laptop.')).toEqual(['Bring your badge; a pen; your laptop.']);
    // An order tied to the case before it stays with it.
    expect(spokenSentences('P2 means a major feature is broken for some customers; respond within 1 hour.')).toEqual([
      'P2 means a major feature is broken for some customers; respond within 1 hour.',
    ]);
  });
});

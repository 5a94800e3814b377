import { describe, expect, it } from 'vitest';
import { saidInTwo, spokenForm } from './spoken-form';

describe('a sentence as the voice says it (decision 199)', () => {
  it('says shorthand as words', () => {
    expect(spokenForm('Lock any device, e.g. a laptop or a phone.')).toBe('Lock any device, for example, a laptop or a phone.');
    expect(spokenForm('Use the main account, i.e. the one in the portal.')).toBe('Use the main account, that is, the one in the portal.');
    expect(spokenForm('Bring pens, paper, etc.')).toBe('Bring pens, paper, and so on.');
    expect(spokenForm('Evaporation · transpiration · condensation.')).toBe('Evaporation, transpiration, condensation.');
    expect(spokenForm('Tea | coffee | juice.')).toBe('Tea, coffee, juice.');
    expect(spokenForm('Rail vs. air travel costs less & takes longer.')).toBe('Rail versus air travel costs less and takes longer.');
    expect(spokenForm('Call and/or e-mail the desk with read/write access.')).toBe('Call or e-mail the desk with read or write access.');
    expect(spokenForm('Set the owner w/o root, as an owner/group pair.')).toBe('Set the owner without root, as an owner or group pair.');
  });

  it('keeps paths, web addresses and names with a slash', () => {
    for (const t of ['Install Debian GNU/Linux.', 'Edit /etc/fstab first.', 'Go to https://example.org/help today.', 'The desk is open 24/7.'])
      expect(spokenForm(t)).toBe(t);
  });

  it('leaves to the slide an aside with no figure, name or rule, and keeps one with any', () => {
    expect(spokenForm('Clear your desk (and your drawers) before you leave.')).toBe('Clear your desk before you leave.');
    expect(spokenForm('Report it within one hour (at most 60 minutes).')).toBe('Report it within one hour (at most 60 minutes).');
    expect(spokenForm('Read the guidelines (DFSG) first.')).toBe('Read the guidelines (DFSG) first.');
    expect(spokenForm('Keep it short (always).')).toBe('Keep it short (always).');
  });

  it('says a sentence of more than 30 words as two at a clause boundary near its middle, each half whole', () => {
    const long =
      'Staff may swap shifts with each other in the app at any time before the rota is published for the week, and the store manager approves each swap with one tap on the phone.';
    expect(saidInTwo(long)).toEqual([
      'Staff may swap shifts with each other in the app at any time before the rota is published for the week.',
      'The store manager approves each swap with one tap on the phone.',
    ]);
    const but =
      'Hotel costs are refunded up to the city cap for every night you stay away from home on business, but meals taken at the hotel are claimed from the daily allowance instead.';
    expect(saidInTwo(but)[1]).toMatch(/^But meals/);
  });

  it('leaves a long sentence whole when no boundary parts two whole clauses', () => {
    const list =
      'Bring your passport, your signed contract, your bank details, your national insurance number, the emergency contact form, your driving licence, and proof of your address from the last three months.';
    expect(saidInTwo(list)).toEqual([list]);
    const either =
      'However, this differs from closing the bug at that version in that the bug is not listed as fixed in that version either; no information about that version will be known to anyone who reads the log.';
    expect(either.split(' ').length > 30 && saidInTwo(either)).toEqual([either]);
    const short = 'Wash your hands, and dry them well.';
    expect(saidInTwo(short)).toEqual([short]);
  });
});

describe('what a spoken form never changes', () => {
  it('keeps a path, a figure or a one-word aside in brackets, and words such as "401(k)"', () => {
    for (const t of ['Keep the key file (/etc/harbourline/key) in a safe place.', 'It is paid into your 401(k) account.', '"3.0 (native)" packages differ.'])
      expect(spokenForm(t)).toBe(t);
  });

  it('never parts a list, a relative clause or the items after a colon', () => {
    for (const t of [
      'You must retain, in the Source form of any Derivative Works that You distribute, all copyright, patent, trademark, and attribution notices from the Source form of the Work, excluding those notices that do not pertain to any part of the Derivative Works.',
      'Developers are volunteers who agree to further the aims of the Project insofar as they participate in it, and who maintain packages for the Project or do other work which the delegates of the Project Leader consider worthwhile.',
      'If it is impossible for You to comply with any of the terms of this License due to statute, then You must: comply with the terms of this License to the maximum extent possible; and describe the limitations and the code they affect.',
    ])
      expect(t.split(' ').length > 30 && saidInTwo(t)).toEqual([t]);
  });
});

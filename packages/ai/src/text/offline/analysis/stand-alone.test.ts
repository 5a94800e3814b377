import { describe, expect, it } from 'vitest';
import { openingSubject, standAlone } from './stand-alone';

describe('a sentence written to stand alone (issue 20 item 3, decision 184)', () => {
  it('names the subject of the sentence before in place of an opening "It" or "They" of the same number', () => {
    expect(
      standAlone(
        'It is also an attempt to create a non-commercial distribution.',
        'Debian is being carefully and conscientiously put together and will be maintained with similar care.',
      ),
    ).toBe('Debian is an attempt to create a non-commercial distribution.');
    expect(standAlone('They must be stored in the locked cabinet.', 'Chemicals arrive every Monday from the approved supplier.')).toBe(
      'Chemicals must be stored in the locked cabinet.',
    );
    expect(standAlone('It pays for two check-ups a year.', 'Dental cover is part of every plan.')).toBe('Dental cover pays for two check-ups a year.');
  });

  it('leaves a sentence that stands alone as it is, and gives up where no rule can mend it', () => {
    expect(standAlone('Every bottle must carry a label.', 'Chemicals arrive every Monday.')).toBe('Every bottle must carry a label.');
    // A connective, a demonstrative, a subject of the other number, or no plain subject before: left out.
    expect(standAlone('Instead, they must be stored in the cabinet.', 'Chemicals arrive every Monday.')).toBeNull();
    expect(standAlone('This will then be given a number.', 'A bug report is submitted by a user.')).toBeNull();
    expect(standAlone('They must be signed out.', 'The key is kept at reception.')).toBeNull();
    expect(standAlone('It is kept at reception.', 'If you need the key, ask the manager.')).toBeNull();
    expect(standAlone('It is kept at reception.', undefined)).toBeNull();
  });

  it('finds a plain noun phrase a sentence opens on, not a clause', () => {
    expect(openingSubject('The Debian Project is an association of individuals.')).toEqual({ text: 'The Debian Project', plural: false });
    expect(openingSubject('Delegates are appointed by the Project Leader.')).toEqual({ text: 'Delegates', plural: true });
    expect(openingSubject('If the leader is absent, the secretary decides.')).toBeNull();
  });
});

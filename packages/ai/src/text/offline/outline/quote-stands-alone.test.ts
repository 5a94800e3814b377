import { describe, expect, it } from 'vitest';
import { quoteStandsAlone } from './quote-stands-alone';

describe('a Key Message is a sentence that stands alone (decision 185)', () => {
  it('takes a whole sentence that says something by itself', () => {
    expect(quoteStandsAlone('Report every suspicious email to the service desk within one hour.')).toBe(true);
    expect(quoteStandsAlone('Never use the lifts during a fire alarm.')).toBe(true);
    expect(quoteStandsAlone('This policy applies to every employee and contractor.')).toBe(true);
    // A list item is whole as the source gives it.
    expect(quoteStandsAlone('Available to all store managers from 1 March')).toBe(true);
  });

  it('never takes a sentence that leans on the one before', () => {
    expect(quoteStandsAlone('This means installing the update before Friday.')).toBe(false);
    expect(quoteStandsAlone('Instead, they must be logged in the register.')).toBe(false);
    expect(quoteStandsAlone('They are reviewed by the team every quarter.')).toBe(false);
    expect(quoteStandsAlone('These four habits keep the kitchen safe.')).toBe(false);
    // …or adds itself to it at its end.
    expect(quoteStandsAlone('Parking and tolls are refunded in addition.')).toBe(false);
    expect(quoteStandsAlone('Contractors must sign the register as well.')).toBe(false);
    expect(quoteStandsAlone('Visitors sign it too.')).toBe(false);
    expect(quoteStandsAlone('Use the stairs instead.')).toBe(false);
  });

  it('never takes a sentence about the text itself (decision 203)', () => {
    expect(quoteStandsAlone('You should have received a copy of the GNU General Public License along with this document.')).toBe(false);
    expect(quoteStandsAlone('An HTML version is available on the World Wide Web.')).toBe(false);
  });

  it('never takes a fragment or code', () => {
    expect(quoteStandsAlone('Within 24 hours of the incident.')).toBe(false);
    expect(quoteStandsAlone('If the customer has no receipt at the counter')).toBe(false);
    expect(quoteStandsAlone('$ sudo apt-get install harbourline-agent')).toBe(false);
    expect(quoteStandsAlone('config.retention = 30;')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { orderPhrase, paragraphTitle } from './paragraph-title';

const words = (t: string | null) => (t ?? '').split(/\s+/).filter(Boolean).length;

describe('a title built from a paragraph’s own words (decision 195)', () => {
  it('names a paragraph of several rules by their topics, in reading order', () => {
    const title = paragraphTitle(
      [
        [
          'Lock your laptop whenever you step away, even for a minute.',
          'Connect through the company VPN on any network outside the office.',
          'Never print customer documents at home, and never save them on a personal device.',
        ],
      ],
      new Map(),
    );
    expect(title).toBe('Laptop, Company VPN and Customer Documents');
  });

  it('names a paragraph by the noun its sentences share', () => {
    const title = paragraphTitle(
      [
        [
          'If your laptop is lost or stolen, report it to the IT service desk on extension 2020 within one hour.',
          "Keep it short when you call: give your name, the laptop's asset number and where you last had it.",
        ],
        ['Cover your webcam when you are not in a call.', 'Explain to the people you live with that work calls are confidential.'],
      ],
      new Map(),
    );
    expect(title).toBe('Laptop, Webcam and Work Calls');
  });

  it('names each paragraph by its own subject, not by a word another paragraph on the slide says too (decision 200)', () => {
    // "call" is said under both paragraphs ("a call", "work calls"; "when you call"): it tells neither apart,
    // so the webcam paragraph gives each point's first phrase and the laptop paragraph its shared noun.
    const title = paragraphTitle(
      [
        ['Cover your webcam when you are not in a call.', 'Explain to the people you live with that work calls are confidential.'],
        [
          'If your laptop is lost or stolen, report it to the IT service desk on extension 2020 within one hour.',
          "Keep it short when you call: give your name, the laptop's asset number and where you last had it.",
        ],
      ],
      new Map(),
    );
    expect(title).toBe('Webcam, Work Calls and Laptop');
    // A noun only one paragraph says still names it.
    const apart = paragraphTitle(
      [
        ['Report a lost badge to reception on the same day.', 'A new badge costs ten pounds.'],
        ['Visitors sign in at reception.', 'Visitors wear a red lanyard at all times.'],
      ],
      new Map(),
    );
    expect(apart).toBe('Lost Badge and Visitors');
  });

  it('names a slide of one order by the order, never by one keyword', () => {
    expect(paragraphTitle([['Cover your webcam when you are not in a call.']], new Map())).toBe('Cover Your Webcam');
    const title = paragraphTitle([['Make sure your home router no longer uses the password it came with.']], new Map());
    expect(words(title)).toBeGreaterThanOrEqual(2);
    expect(words(title)).toBeLessThanOrEqual(6);
    expect(title).toMatch(/Router/);
  });

  it('gives no title when the words give none, so no keyword or role stands in', () => {
    expect(paragraphTitle([['It is.']], new Map())).toBeNull();
    expect(paragraphTitle([], new Map())).toBeNull();
  });

  it('reads an order and its object, but not a negated order or one without a noun object', () => {
    expect(orderPhrase('Lock your laptop whenever you step away.')).toBe('Lock Your Laptop');
    expect(orderPhrase('Never print customer documents at home.')).toBeNull();
    expect(orderPhrase('Make sure your home router is safe.')).toBeNull();
    expect(orderPhrase('Keep it short when you call.')).toBeNull();
    expect(orderPhrase('See the dpkg-source(1) manual page for full details.')).toBeNull();
  });

  it('names a part by its own topics, not by the words of the video’s title', () => {
    const title = paragraphTitle(
      [['Lock your laptop whenever you step away.', 'Never print customer documents at home.']],
      new Map([['home', 5]]),
      'Working from Home Safely',
    );
    expect(title).toBe('Laptop and Customer Documents');
  });

  it('reads an order past its condition', () => {
    expect(orderPhrase('If you have questions, ask Maria Lopez in facilities.')).toBe('Ask Maria Lopez');
  });

  it('never names a part by when it happens', () => {
    const title = paragraphTitle(
      [['Please confirm that you can attend by replying to this letter by 5 September.', 'If the date does not suit you, call the recruitment team.']],
      new Map(),
    );
    expect(title ?? '').not.toMatch(/September|Date/);
  });
});

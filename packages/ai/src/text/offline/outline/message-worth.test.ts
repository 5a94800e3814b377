import { describe, expect, it } from 'vitest';
import type { SourceSentence } from '../analysis/text-analysis';
import { closesAVideo, messageWorth, worthASlide } from './message-worth';

/** A sentence as the analysis gives it, every one with the same score so only its kind decides. */
const sentence = (text: string, score = 0.5, index = 0): SourceSentence => ({
  index,
  section: 0,
  positionInSection: 1,
  text,
  words: text.split(/\s+/).length,
  terms: [],
  isListItem: false,
  hasCue: /\b(?:must|should|because|important|never|always)\b/i.test(text),
  score,
});

describe('a Key Message is worth a slide of its own (decision 191)', () => {
  it('ranks rules and figures above a hedge and a bare description', () => {
    const rule = sentence('Submit your expense claim within 30 days of the end of the trip.');
    const never = sentence('Fines for speeding or parking are never refunded.');
    const figure = sentence('The cap is $180 per night in most cities.');
    for (const weak of [
      sentence('Breakfast may be included in the rate.'),
      sentence('The portal shows the approved fares first.'),
      sentence('Staff can sometimes work from a client site.'),
    ]) {
      for (const strong of [rule, never, figure]) expect(messageWorth(strong), `${strong.text} over ${weak.text}`).toBeGreaterThan(messageWorth(weak));
    }
  });

  it('leaves out a hedge or a minor description, keeps a rule, a figure, an instruction and a top statement', () => {
    const all = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2].map((score, i) => sentence(`Sentence number ${i} of the text.`, score, i));
    expect(worthASlide(sentence('Breakfast may be included in the rate.', 0.9), all)).toBe(false);
    expect(worthASlide(sentence('The portal shows the approved fares first.', 0.3), all)).toBe(false);
    expect(worthASlide(sentence('This policy explains how to book business travel.', 0.9), all)).toBe(false);
    expect(worthASlide(sentence('Distributions are the future of Linux.', 0.85), all)).toBe(true);
    expect(worthASlide(sentence('Never share your password.', 0.2), all)).toBe(true);
    expect(worthASlide(sentence('On a travel day you may spend up to $60 on meals.', 0.2), all)).toBe(true);
    expect(worthASlide(sentence('If something goes wrong, call the emergency line.', 0.2), all)).toBe(true);
  });

  it('lets a video close only on a conclusion, a result, a rule or an instruction (decision 199)', () => {
    for (const text of [
      'Uncovered shifts fell by 60%.',
      'You may not remove the licence notices.',
      'Submit your claim within 30 days.',
      'Sign in with your work account.',
    ])
      expect(closesAVideo(sentence(text))).toBe(true);
    for (const text of [
      'Uncovered shifts are often found only on the day.',
      'Before ShiftPlanner, swaps were agreed by text.',
      'Breakfast may be included in the rate.',
    ])
      expect(closesAVideo(sentence(text))).toBe(false);
    for (const text of ['Store managers spend about five hours a week on rotas.', 'Shift swaps agreed by text message get lost.'])
      expect(closesAVideo(sentence(text), 'The Problem Today')).toBe(false);
    expect(closesAVideo(sentence('Errors fell by 60% in the pilot.'), 'Results')).toBe(true);
  });
});

describe('a closing message stands alone (decision 206)', () => {
  it('never closes on a sentence whose subject points back, after an opening phrase or not', () => {
    expect(closesAVideo({ text: 'Essentially, they eliminate the need to build the system yourself.', hasCue: false })).toBe(false);
    expect(closesAVideo({ text: 'They eliminate the need to build the system yourself.', hasCue: false })).toBe(false);
    expect(closesAVideo({ text: 'To top it all off, they pay for larger advertisements.', hasCue: false })).toBe(false);
    expect(closesAVideo({ text: 'In short, distributions eliminate the need to build the system yourself.', hasCue: false })).toBe(true);
  });
});

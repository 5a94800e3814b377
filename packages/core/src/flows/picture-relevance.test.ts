import { describe, expect, it } from 'vitest';
import { isRelevantPicture, PICTURE_RELEVANCE_THRESHOLD, pictureRelevance, slideTermWeights } from './picture-relevance';
import { stemWord } from './word-stems';

const dental = {
  title: 'Dental insurance',
  keyPoints: ['Two cleanings a year are covered', 'Braces are covered at 50%'],
  script: 'Your dental plan covers check-ups and cleanings.',
};

describe('whether a picture is about its slide (decision 173)', () => {
  it('weighs a slide’s words by where they stand, stemmed', () => {
    const terms = slideTermWeights(dental);
    expect(terms.get('dental')).toBeCloseTo(4.5);
    expect(terms.get('clean')).toBeCloseTo(2);
    expect(terms.get(stemWord('insurance'))).toBe(4);
    expect(terms.has('the')).toBe(false);
  });

  it('passes an icon that shows a word of the title, or one the points and narration use again, in any form of the word', () => {
    expect(isRelevantPicture({ shows: ['dental', 'tooth'], hints: ['teeth', 'dentist'] }, dental)).toBe(true);
    expect(isRelevantPicture({ shows: ['policy'] }, { title: 'Our policies' })).toBe(true);
    expect(isRelevantPicture({ shows: ['cleaning'] }, dental)).toBe(true);
  });

  it('refuses an icon of a word one point mentions in passing: the slide is not about it', () => {
    expect(isRelevantPicture({ shows: ['brace'] }, dental)).toBe(false);
    expect(isRelevantPicture({ shows: ['users'] }, { title: 'Allergens', keyPoints: ['Fetch the shift manager if unsure', 'Users of the card'] })).toBe(false);
  });

  it('refuses an icon about none of the slide’s words, however many tags it has', () => {
    const rocket = { shows: ['rocket'], hints: ['launch', 'space', 'startup', 'spaceship', 'fly'] };
    expect(pictureRelevance(rocket, dental)).toBe(0);
    expect(isRelevantPicture({ shows: ['hash'], hints: ['number', 'sign'] }, { title: 'Storing passwords', keyPoints: ['Use PBKDF2'] })).toBe(false);
  });

  it('refuses a picture that only carries a slide word as a tag, or that the narration mentions once', () => {
    expect(pictureRelevance({ shows: ['building'], hints: ['insurance'] }, dental)).toBeLessThan(PICTURE_RELEVANCE_THRESHOLD);
    expect(pictureRelevance({ shows: ['stethoscope'] }, { title: 'Your first week', script: 'Book a check with the doctor' })).toBe(0);
    expect(isRelevantPicture({ shows: ['calendar'] }, { title: 'Your first week', script: 'Put it in your calendar' })).toBe(false);
  });

  it('lets a photo’s description and tags add up', () => {
    const photo = { shows: ['A dentist cleaning a patient’s teeth'], hints: ['dental', 'clinic', 'health'] };
    expect(isRelevantPicture(photo, dental)).toBe(true);
    expect(isRelevantPicture({ shows: ['A sunset over the sea'], hints: ['beach', 'summer'] }, dental)).toBe(false);
  });
});

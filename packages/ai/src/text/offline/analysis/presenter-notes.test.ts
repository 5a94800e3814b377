import { describe, expect, it } from 'vitest';
import { spokenNote } from './presenter-notes';

describe('spokenNote (decision 196)', () => {
  it('says what a reported instruction asks to be said', () => {
    expect(spokenNote('Say that refunds are counted from the day the goods arrive.')).toBe('Refunds are counted from the day the goods arrive.');
    expect(spokenNote('Explain that the float is counted twice a day')).toBe('The float is counted twice a day.');
    expect(spokenNote('Point out that every refund needs the original receipt.')).toBe('Every refund needs the original receipt.');
    expect(spokenNote('Stress that nobody works alone on a ladder.')).toBe('Nobody works alone on a ladder.');
    expect(spokenNote('Note: the portal closes at midnight on Fridays.')).toBe('The portal closes at midnight on Fridays.');
    expect(spokenNote('Please mention that badges are collected at the gate.')).toBe('Badges are collected at the gate.');
    expect(spokenNote('Say: "Welcome to the course, it takes ten minutes."')).toBe('Welcome to the course, it takes ten minutes.');
  });

  it('turns the audience named in the note into the viewer', () => {
    expect(spokenNote('Tell them that they must sign in with their own card.')).toBe('You must sign in with your own card.');
    expect(spokenNote('Remind them that they can claim travel within 30 days.')).toBe('You can claim travel within 30 days.');
    expect(spokenNote('Tell the group to keep every receipt.')).toBe('Keep every receipt.');
  });

  it('turns a reminder into "Remember": of a thing, or to do something', () => {
    expect(spokenNote('Remind them to keep every receipt.')).toBe('Remember to keep every receipt.');
    expect(spokenNote('Remind people of the 30-day limit.')).toBe('Remember the 30-day limit.');
  });

  it('says nothing for an instruction that only names a topic', () => {
    expect(spokenNote('Mention the 30-day limit.')).toBeUndefined();
    expect(spokenNote('Explain how refunds work.')).toBeUndefined();
    expect(spokenNote('Say hello to the new starters.')).toBeUndefined();
  });

  it('leaves out stage directions: pauses, clicks, what to show, questions to the room, timing', () => {
    for (const direction of [
      'Pause here.',
      'Pause for effect',
      'Click to show the chart.',
      'Click.',
      'Now show the chart of last year’s refunds.',
      'Point to the diagram.',
      'Play the video.',
      'Ask the room who has given a refund before.',
      'Ask for a show of hands.',
      'Spend about two minutes on this slide.',
      'Allow 5 minutes for questions.',
      'This slide should take about a minute.',
      'Keep this short.',
      "Don't read the bullets out.",
      'If asked, the form is on the intranet.',
      'Wait for questions.',
      'Next slide.',
      'Q&A',
    ])
      expect(spokenNote(direction), direction).toBeUndefined();
  });

  it('drops a bracketed direction inside a sentence and keeps the rest', () => {
    expect(spokenNote('Refunds take five working days [pause] to reach the card.')).toBe('Refunds take five working days to reach the card.');
    expect(spokenNote('Cash refunds were stopped last year (click).')).toBe('Cash refunds were stopped last year.');
  });

  it('says a note that is already content as it is, orders to the viewer included', () => {
    for (const content of [
      'Cash refunds from the till were stopped last year after a run of fraud at two stores.',
      'Count the float again before you give any refund.',
      'Click Save to finish the claim.',
      'Wait for the warden to count everyone before you leave.',
      'Show your badge at the gate.',
      'Note your badge number on the form.',
      'Ask your manager for the form.',
      'Remember to lock the till drawer.',
      'Take the key to the office safe at closing time.',
    ])
      expect(spokenNote(content), content).toBe(content);
  });
});

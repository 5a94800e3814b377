import { describe, expect, it } from 'vitest';
import { descriptionChapters, vttChapters } from './video-chapters';

describe('a video’s chapters (issue 20 item 1)', () => {
  it('reads the description’s timestamp lines as YouTube does: from 0:00, in order, two or more', () => {
    const description = 'Fire safety for new staff.\n\n0:00 Intro\n1:23 - The alarm\n(12:05) Leaving the building\n1:02:03 Wrap-up\n\nSee also our website.';
    expect(descriptionChapters(description)).toEqual([
      { start: 0, title: 'Intro' },
      { start: 83, title: 'The alarm' },
      { start: 725, title: 'Leaving the building' },
      { start: 3723, title: 'Wrap-up' },
    ]);
  });

  it('finds none where the lines are not chapters: not from 0:00, out of order, a single one, or times inside sentences', () => {
    expect(descriptionChapters('0:30 Intro\n1:00 Alarm')).toEqual([]);
    expect(descriptionChapters('0:00 Intro\n2:00 Alarm\n1:00 Exit')).toEqual([]);
    expect(descriptionChapters('0:00 Intro')).toEqual([]);
    expect(descriptionChapters('The drill starts at 9:30 and ends at 10:00.')).toEqual([]);
  });

  it('reads a WebVTT chapters track, one chapter a cue', () => {
    expect(vttChapters('WEBVTT\n\n00:00.000 --> 00:04.000\nThe alarm\n\n01:04.500 --> 02:00.000\nLeaving the\nbuilding')).toEqual([
      { start: 0, title: 'The alarm' },
      { start: 64.5, title: 'Leaving the building' },
    ]);
  });
});

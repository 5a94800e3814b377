import { describe, expect, it } from 'vitest';
import { recapForm, recapOfPoints, type SaidPoint } from './recap-pieces';

const point = (slide: number, said: string, shown = said, score = 1): SaidPoint => ({ slide, said, shown, score });

describe('the closing recaps points really made (decision 190)', () => {
  it('recalls a short point as the slide showed it, keeping its figure, its negation and its condition', () => {
    expect(recapForm(point(1, 'Never share your password.'))).toBe('Never share your password.');
    expect(recapForm(point(1, 'Arrive by 9.'))).toBe('Arrive by 9.');
    expect(recapForm(point(1, 'Call a supervisor when unsure.'))).toBe('Call a supervisor when unsure.');
  });

  it('does not recall a point it could only say whole again, or only by dropping a fact', () => {
    // Said again whole, it is the same sentence twice in the video.
    expect(recapForm(point(1, 'Submit your expense claim in the portal within 30 days of the end of the trip.'))).toBeNull();
    // The shown form drops the figure the narration said: not a recall of the same point.
    expect(recapForm(point(1, 'Report a lost badge within one hour.', 'Report a lost badge'))).toBeNull();
    // Away from its slide, "it" names nothing.
    expect(recapForm(point(1, 'Change it before your first day.'))).toBeNull();
    // A shown form without the negation is passed over for the sentence said.
    expect(recapForm(point(1, 'Do not run.', 'Run'))).toBe('Do not run.');
  });

  it('recaps two or three of the best points, one per slide, in the order the video made them, after a line counting them', () => {
    const said = [
      point(1, 'Stop the machine.', 'Stop the machine', 0.2),
      point(1, 'Never share your password.', 'Never share your password', 0.9),
      point(2, 'Lock your screen.', 'Lock your screen', 0.5),
      point(3, 'Submit your expense claim in the portal within 30 days of the end of the trip.', 'Submit your claim within 30 days', 2),
    ];
    expect(recapOfPoints(said, 'Professional')).toBe('Two points to remember: never share your password and lock your screen.');
    expect(recapOfPoints(said, 'Friendly')).toMatch(/^Here are two things to take away: /);
    expect(recapOfPoints(said.slice(3), 'Professional')).toBeNull();
  });
});

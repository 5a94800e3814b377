import { describe, expect, it } from 'vitest';
import { recapPoints } from './write-closing-slide';

const key = (t: string) => t.toLowerCase();

describe('the closing recap never repeats a point word for word (issue 20 item 4)', () => {
  it('recaps the brief’s steps when no slide showed them as they are', () => {
    expect(recapPoints(['Stop', 'Make it safe'], ['Incidents'], new Set())).toEqual(['Stop', 'Make it safe']);
  });

  it('names the slides’ topics when the steps were shown word for word', () => {
    const shown = new Set(['stop', 'make it safe'].map(key));
    expect(recapPoints(['Stop', 'Make it safe'], ['First Response', 'Reporting'], shown)).toEqual(['First Response', 'Reporting']);
  });

  it('runs through the points in one line when the topics are the very points shown', () => {
    const shown = new Set(['badge policy', 'dress code', 'canteen hours']);
    expect(recapPoints([], ['Badge Policy', 'Dress Code', 'Canteen Hours'], shown)).toEqual(['Badge policy, dress code and canteen hours']);
    const steps = ['Hear the alarm', 'Leave by the nearest exit', 'Meet at the assembly point'];
    expect(recapPoints(steps, ['Leave by the Nearest Exit'], new Set(steps.map(key)))).toEqual([
      'Hear the alarm, leave by the nearest exit and meet at the assembly point',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupTopics, recapPoints, topicsLine } from './write-closing-slide';

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

describe('the closing covers every topic the video covered (decision 194)', () => {
  const titles = [
    'Purpose and Booking Travel',
    'Air Travel and Rail Travel',
    'Hotels, Meals and Daily Allowance',
    'Using Your Own Car and Approvals',
    'Claiming Expenses and Safety While Travelling',
    'Exceptions',
  ];

  it('groups neighbouring topics so all of them fit its lines, the shortest pair first', () => {
    const lines = groupTopics(titles, 5);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('Claiming Expenses, Safety While Travelling and Exceptions');
    for (const t of titles) expect(lines.join(' ')).toContain(t.split(/,| and /)[0] as string);
    expect(groupTopics(titles.slice(0, 3), 5)).toEqual(titles.slice(0, 3));
  });

  it('runs one line through every slide’s topic for a closing message, shortening the longest titles first', () => {
    const line = topicsLine(titles, 22);
    expect(line.split(/\s+/).length).toBeLessThanOrEqual(22);
    for (const t of titles) expect(line.toLowerCase()).toContain((t.split(/,| and /)[0] as string).toLowerCase());
    expect(topicsLine(['Evaporation', 'Condensation', 'Collection'], 22)).toBe('Evaporation, condensation and collection');
  });
});

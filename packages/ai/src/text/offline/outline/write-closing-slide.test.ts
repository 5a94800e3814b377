import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { buildOutlineContext } from './outline-context';
import { groupTopics, recapPoints, topicsLine } from './write-closing-slide';
import { writeOfflineOutline } from './write-outline';

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

describe('the closing slide shows what its voice says (decision 216)', () => {
  const source = [
    'Health Insurance\n\nThe medical plan covers you and your family from your first day. You choose a plan in your first month.',
    'Time Off\n\nYou have 25 days of paid holiday a year. Book your holiday in the HR portal at least two weeks ahead.',
    'Dental Cover\n\nDental cover is included in every medical plan. Two check-ups a year are free.',
    'Vision Insurance\n\nVision insurance pays for one eye exam every year. Glasses are paid up to $150.',
    'Where to Get Help\n\nFor anything else, write to the benefits team at benefits@contoso.example.',
  ].join('\n\n');
  const closingOf = (seconds: number) => {
    const slides = writeOfflineOutline(
      buildOutlineContext(
        { brief: 'Explain our benefits to new staff.', sourceText: source, projectTitle: 'Benefits' },
        planOutline('workshop-style', seconds),
      ),
    );
    return { slides, closing: slides.at(-1) as (typeof slides)[number] };
  };

  it('lists what was left out and the next step, never the topics the slides already named', () => {
    const { slides, closing } = closingOf(60);
    for (const s of slides.slice(1, -1)) expect(closing.keyPoints).not.toContain(s.title);
    expect(closing.keyPoints[0]).toBe('More in the full text: Time Off and Where to Get Help.');
    expect(closing.keyPoints[1]).toMatch(/^For anything else, write to the benefits team/);
    expect(closing.title).toBe('Further Reading: Time Off');
  });

  it('shows the source’s next step once: a slide that shows it already leaves the close short, with no list', () => {
    const { slides, closing } = closingOf(90);
    expect(slides.slice(1, -1).some((s) => s.keyPoints.some((p) => /benefits@contoso\.example/.test(p)))).toBe(true);
    expect(closing.keyPoints).toEqual([]);
    expect(closing.title).not.toMatch(/^(?:In Summary|Recap and Next Steps|Summary of Obligations)$/);
  });
});

import { describe, expect, it } from 'vitest';
import { writeOfflineScripts } from './write-offline-scripts';

const video = (title: string, tone: 'Friendly' | 'Calm' | 'Enthusiastic', second = 'Results from the Pilot') =>
  writeOfflineScripts({
    projectTitle: title,
    tone,
    sourceText: '',
    slides: [
      { id: 's1', title, templateId: 'title-slide', duration: 10 },
      { id: 's2', title: second, templateId: 'bullet-points', duration: 20, keyPoints: ['Rota time fell from five hours to 40 minutes a week'] },
      { id: 's3', title: 'Nine Hours', templateId: 'bullet-points', duration: 20, keyPoints: ['Working hours stay at 36 per week'] },
      { id: 's4', title: 'In Summary', templateId: 'bullet-points', duration: 10, keyPoints: ['Results', 'Hours'] },
    ],
  }).scripts.map((s) => s.script);

describe('lines that carry a title (decision 199)', () => {
  it('names a title that is an order by its gerund in the opener, keeping its months', () => {
    expect(video('Handle Customer Refunds', 'Friendly')[0]).toMatch(/welcome to Handling Customer Refunds!/);
    expect(video('Lift Safely', 'Calm')[0]).toMatch(/explore Lifting Safely\./);
    expect(video('Move to a Four-day Week from 1 September', 'Enthusiastic')[0]).toMatch(/Welcome to Moving to a Four-day Week from 1 September!/);
    expect(video('Service Desk', 'Friendly')[0]).toMatch(/welcome to Service Desk!/);
  });

  it('builds no line around a measure, and needs no number agreement', () => {
    const scripts = video('ShiftPlanner', 'Enthusiastic');
    expect(scripts.join(' ')).not.toMatch(/nine hours!|covers nine hours|look at nine hours|Here comes/i);
    expect(scripts[2]).toMatch(/^Working hours stay at 36 per week/);
  });
});

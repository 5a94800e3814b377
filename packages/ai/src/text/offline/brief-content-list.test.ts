import { describe, expect, it } from 'vitest';
import { createOfflineTextGenerator } from './offline-generator';
import { readRequest } from './request/read-request';

/** Issue 20 item 4 (decision 159): a brief's list is its content; its framing (length, audience) never appears. */
const FIRE_DRILL =
  'A one-minute fire drill briefing for new office staff: hear the alarm, leave by the nearest exit, never use the lifts, and meet at the assembly point in the car park.';
const ACTIONS = ['Hear the alarm', 'Leave by the nearest exit', 'Never use the lifts', 'Meet at the assembly point in the car park'];

describe('a brief alone: its list becomes the points', () => {
  it('reads a brief that names its form by what it does for the viewer ("a refresher", "a primer") the same way', async () => {
    const brief =
      'A one-minute refresher for warehouse staff on lifting safely: assess the load, bend the knees, keep it close, never twist, and report injuries.';
    expect(readRequest(brief)).toMatchObject({
      audience: 'warehouse staff',
      steps: ['Assess the load', 'Bend the knees', 'Keep it close', 'Never twist', 'Report injuries'],
    });
    expect(readRequest('A primer for new nurses about hand hygiene: wash for twenty seconds, dry fully and use gel between patients.')).toMatchObject({
      audience: 'new nurses',
      steps: ['Wash for twenty seconds', 'Dry fully', 'Use gel between patients'],
    });
    // The brief itself is never a point on a slide.
    const { slides } = await createOfflineTextGenerator().outline({ brief, styleId: 'executive-brief', durationSeconds: 60, projectTitle: 'Lifting' });
    const points = slides.flatMap((s) => s.keyPoints);
    expect(points).toContain('Bend the knees');
    expect(points.some((p) => /refresher|warehouse staff/i.test(p))).toBe(false);
  });

  // The wizard asks for scripts with the slides alone (no source text): the items are still said, each on its slide.
  for (const [seconds, sourceText] of [
    [60, FIRE_DRILL],
    [180, FIRE_DRILL],
    [60, ''],
    [180, ''],
  ] as const) {
    it(`shows and says each item in order, and recaps them at the close (${seconds} s${sourceText ? '' : ', slides alone'})`, async () => {
      const writer = createOfflineTextGenerator();
      const styleId = seconds === 60 ? 'executive-brief' : 'story-journey';
      const { slides, steering } = await writer.outline({ brief: FIRE_DRILL, styleId, durationSeconds: seconds, projectTitle: 'Fire drill in two minutes' });
      const { scripts } = await writer.scripts({ slides, projectTitle: 'Fire drill in two minutes', sourceText, styleId, steering });
      expect(slides[0]?.title).toBe('Fire Drill');
      const body = slides.slice(1, -1).filter((s) => s.templateId === 'bullet-points');
      expect(body.flatMap((s) => s.keyPoints)).toEqual(ACTIONS);
      const narration = scripts.map((s) => s.script).join(' ');
      const at = ACTIONS.map((a) => narration.toLowerCase().indexOf(a.toLowerCase()));
      expect(at.every((k) => k >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(narration).not.toMatch(/staff:|This Topic|two minutes|one-minute/i);
      for (const slide of slides) {
        const script = scripts.find((s) => s.slideId === slide.id)?.script ?? '';
        if (slide.keyPoints.length < 2) expect(script).not.toMatch(/points on screen/i);
      }
      const closing = scripts[scripts.length - 1]?.script.toLowerCase() ?? '';
      if (sourceText) for (const a of ACTIONS) expect(closing).toContain(a.toLowerCase());
      else expect(closing).toMatch(/hear(?:ing)? the alarm/);
    });
  }
});

describe('a brief that lists what to cover (issue 20 item 4, decision 168)', () => {
  it('shows each topic as its own point on its own slide, and never the framing', async () => {
    const brief = 'A short welcome video for new starters covering the badge policy, the dress code, and the canteen hours.';
    const { slides } = await createOfflineTextGenerator().outline({ brief, styleId: 'workshop-style', durationSeconds: 120 });
    const body = slides.slice(1, -1);
    for (const topic of ['Badge policy', 'Dress code', 'Canteen hours'])
      expect(
        body.filter((s) => s.keyPoints.includes(topic)),
        topic,
      ).toHaveLength(1);
    const shown = slides.flatMap((s) => [s.title, s.description, ...s.keyPoints]).join('\n');
    expect(shown).not.toMatch(/welcome video|new starters|\bshort\b/i);
    // The close has nothing new to add, so it shows no list its voice would not say (decision 216); its
    // description names the topics once rather than showing the same bullets again.
    expect(slides.at(-1)?.keyPoints).toEqual([]);
    expect(slides.at(-1)?.description).toMatch(/Badge Policy, Dress Code and Canteen Hours/);
  });
});

import { describe, expect, it } from 'vitest';
import { joinSupportingMaterials } from '../supporting-materials';
import { createOfflineTextGenerator } from './offline-generator';

const engine = createOfflineTextGenerator();

async function video(
  brief: string,
  sourceText = '',
  styleId: 'workshop-style' | 'compliance-clarity' | 'executive-brief' = 'workshop-style',
  durationSeconds = 120,
) {
  const { slides } = await engine.outline({ brief, sourceText, styleId, durationSeconds });
  const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Friendly', sourceText, styleId });
  const shown = slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join('\n');
  return { slides, scripts: scripts.map((s) => s.script), shown, spoken: scripts.map((s) => s.script).join('\n') };
}

const REFUNDS = `A training video for new retail cashiers at our stores on how to handle customer refunds.
Every refund needs the original receipt. Refunds go back to the card the customer paid with. Call a supervisor for any refund over $200.
End with a short quiz question. Keep the tone friendly.`;

describe('the brief steers the video', () => {
  it('never shows or says the brief’s instructions', async () => {
    const { shown, spoken } = await video(REFUNDS);
    for (const text of [shown, spoken]) {
      expect(text).not.toMatch(/training video|end with a short quiz|keep the tone|for new retail cashiers at our stores/i);
    }
  });

  it('makes a requested quiz a question slide whose answer is said', async () => {
    const { slides, scripts } = await video(REFUNDS);
    const q = slides.findIndex((s) => /\?$/.test(s.description));
    expect(q).toBeGreaterThan(0);
    expect(slides[q]?.title).toBe('Quick Quiz');
    // Decision 175: the material states no other sum to offer as a wrong answer, so the fact is asked as true or false.
    expect(slides[q]?.description).toMatch(/^True or false: .*\$200\?$/);
    expect(slides[q]?.quiz).toMatchObject({ answers: ['True', 'False'], correct: [0] });
    expect(scripts[q]).toMatch(/\? \[pause\] The answer is A, True\./);
  });

  it('says when a topic the brief names is not in the materials', async () => {
    const brief = 'Explain our benefits to all staff. Cover dental, vision and pensions.';
    const sourceText = joinSupportingMaterials('', [
      { text: 'Dental\nDental cover pays for two check-ups a year.\n\nVision\nVision insurance pays for one eye exam a year.' },
    ]);
    const { slides, shown } = await video(brief, sourceText, 'executive-brief');
    expect(shown).toMatch(/dental/i);
    expect(slides[slides.length - 1]?.description).toMatch(/The materials do not cover pensions\./);
  });

  it('never shows a document’s file name, page numbers or running header', async () => {
    const doc =
      'Acme Benefits Guide\nDental\nDental cover pays for two check-ups a year.\nPage 1 of 2\n\nAcme Benefits Guide\nVision\nVision insurance pays for one eye exam a year.\nPage 2 of 2';
    const sourceText = joinSupportingMaterials('', [{ text: doc }]);
    const { shown, spoken } = await video('Explain our benefits to all staff.', sourceText, 'executive-brief');
    for (const text of [shown, spoken]) expect(text).not.toMatch(/Acme Benefits Guide|Page \d|Supporting Materials/);
  });
});

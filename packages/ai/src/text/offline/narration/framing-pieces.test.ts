import { describe, expect, it } from 'vitest';
import { termsOf } from '../analysis/terms-of';
import { createOfflineTextGenerator } from '../offline-generator';

const engine = createOfflineTextGenerator();

async function spoken(brief: string, durationSeconds: number, sourceText = brief) {
  const { slides } = await engine.outline({ brief, styleId: 'workshop-style', durationSeconds });
  const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Professional', sourceText, styleId: 'workshop-style' });
  return scripts.map((s) => s.script);
}

describe('narration without filler (issue 20 item 4)', () => {
  it('never counts the points on screen, nor asks the viewer to let a message sink in', async () => {
    const scripts = await spoken(
      'Explain the clean desk rules to office staff. Clear your desk at the end of every day. Lock your screen when you leave it. Shred printed customer documents. Never leave a visitor alone.',
      180,
    );
    expect(scripts.join(' ')).not.toMatch(/\byou can see the \w+ points\b|\bsink in\b/i);
  });

  it('fills a sparse brief’s slides with lines about their own points: never an audience or study line, never a line twice (decision 179)', async () => {
    const briefs = [
      'A short training video for warehouse pickers on safe lifting: bend your knees, keep the load close to your body, don’t twist while carrying, and ask a colleague to help with anything over 20 kg.',
      'A quick video on password hygiene for all staff: use a password manager, never reuse a password, turn on two-factor sign-in, and change a password at once if you think it leaked.',
    ];
    for (const brief of briefs)
      for (const styleId of ['workshop-style', 'compliance-clarity'] as const) {
        const { slides } = await engine.outline({ brief, styleId, durationSeconds: 180 });
        const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Professional', sourceText: '', styleId });
        const sentences = scripts.flatMap((s) => s.script.split(/(?<=[.!?])\s+/));
        expect(new Set(sentences).size, sentences.join('\n')).toBe(sentences.length);
        expect(
          scripts
            .slice(1)
            .map((s) => s.script)
            .join(' '),
        ).not.toMatch(/this part is for you|if you are one of the|in your own time|take a breath|ask your manager after the video|pause the video/i);
        // Every question asked on a body slide is about that slide: it holds words of its points or its title.
        slides.forEach((slide, i) => {
          if (i === 0 || i === slides.length - 1) return;
          const own = new Set(termsOf([slide.title, slide.description ?? '', ...slide.keyPoints].join(' ')));
          for (const q of (scripts[i]?.script ?? '').split(/(?<=[.!?])\s+/).filter((x) => x.endsWith('?')))
            expect(
              termsOf(q).some((t) => own.has(t)),
              `${q} (slide: ${slide.title})`,
            ).toBe(true);
        });
      }
  }, 60_000);

  it('announces a slide named by its role once, by the role’s own line', async () => {
    const brief =
      'Teach all staff what to do when a visitor arrives: sign them in at reception, give them a badge, walk with them at all times and see them out. Never leave a visitor alone in the building. End with a short quiz question.';
    const { slides } = await engine.outline({ brief, styleId: 'compliance-clarity', durationSeconds: 60 });
    const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Calm', sourceText: brief, styleId: 'compliance-clarity' });
    const role = slides.findIndex((s) => /^the rule and why it exists$/i.test(s.title));
    expect(role, slides.map((s) => s.title).join(' | ')).toBeGreaterThan(0);
    const script = scripts[role]?.script ?? '';
    expect(script.startsWith('Let’s look at the rule and why it exists.'), script).toBe(true);
    expect(script.match(/the rule and why it exists/gi), script).toHaveLength(1);
  });
});

import { createOfflineTextGenerator } from '@lectern/ai';

/**
 * The bench's project, the same for every render figure so they compare: the offline engine's
 * outline and scripts for the brief, cut to six slides sharing two minutes (the spec's presets
 * give six slides for three minutes).
 */
export async function benchSlides(brief: string) {
  const ai = createOfflineTextGenerator();
  const outline = await ai.outline({ brief, styleId: 'executive-brief', durationSeconds: 180, projectTitle: 'Handling customer data' });
  const slides = outline.slides.slice(0, 6).map((s) => ({ ...s, duration: 20 }));
  const { scripts } = await ai.scripts({ slides, projectTitle: 'Handling customer data', tone: 'Professional' });
  for (const s of slides) s.script = scripts.find((x) => x.slideId === s.id)?.script ?? '';
  return slides;
}

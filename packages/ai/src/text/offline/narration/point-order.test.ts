import { TONES, VIDEO_STYLE_IDS } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { EXPENSES_BRIEF, FORKLIFT_PROCEDURE, INCIDENT_BRIEF, PHISHING_GUIDE } from '../../../test/sample-texts';
import { createOfflineTextGenerator } from '../offline-generator';
import { TONE_PHRASES } from '../tone-phrases';
import { sentenceKey } from './spoken-text';

const engine = createOfflineTextGenerator();
const sentencesOf = (script: string) => script.split(/(?<=[.!?])\s+/).filter(Boolean);
/** The sentence of `script` that says `point` (its words, after any lead), or -1. */
const at = (sentences: string[], point: string) => sentences.findIndex((s) => ` ${sentenceKey(s)} `.includes(` ${sentenceKey(point)} `));

/** Two connectives in a row: "Also, however, …", "First, instead, …". */
const CONNECTIVE =
  '(?:first|firstly|to start|to begin|so|next|then|also|in addition|furthermore|moreover|plus|finally|lastly|however|instead|therefore|but|and)';
const STITCHED = new RegExp(`^${CONNECTIVE}[,:]\\s+${CONNECTIVE}\\b`, 'i');

const BRIEFS = [
  EXPENSES_BRIEF,
  INCIDENT_BRIEF,
  PHISHING_GUIDE,
  FORKLIFT_PROCEDURE,
  'Explain the clean desk rules to office staff. Clear your desk at the end of every day. Lock your screen when you leave it. Shred printed customer documents. Never leave a visitor alone.',
  'Brief new drivers on the depot rules. Park only in the marked bays. The speed limit on site is 10 km/h, because pedestrians share the yard. Report every near miss to the shift lead within one hour. Keys go back to the key safe at the end of each shift.',
];

describe('a slide’s points are spoken in their order (issue 20 item 4)', () => {
  it('over many generated slides: each point in its place, "First," only on the first said, never two connectives in a row', async () => {
    let checked = 0;
    for (const brief of BRIEFS)
      for (const styleId of VIDEO_STYLE_IDS)
        for (const durationSeconds of [60, 120, 180]) {
          const { slides } = await engine.outline({ brief, styleId, durationSeconds });
          const tone = TONES[checked % TONES.length] as (typeof TONES)[number];
          const { scripts } = await engine.scripts({ slides, projectTitle: '', tone, sourceText: brief, styleId });
          const firstLead = TONE_PHRASES[tone].leads.first;
          slides.forEach((slide, i) => {
            if (i === 0 || i === slides.length - 1 || slide.templateId !== 'bullet-points') return;
            const sentences = sentencesOf(scripts[i]?.script ?? '');
            const where = `${brief.slice(0, 30)}… ${styleId} ${durationSeconds} s slide ${i + 1}: ${scripts[i]?.script}`;
            const spoken = slide.keyPoints.map((p) => at(sentences, p)).filter((k) => k >= 0);
            expect(spoken, where).toEqual([...spoken].sort((a, b) => a - b));
            // The first lead ("First,", "To start,") is on the first point said, and on no other.
            const ledFirst = spoken.filter((k) => sentences[k]?.startsWith(`${firstLead} `));
            expect(
              ledFirst.every((k) => k === Math.min(...spoken)),
              where,
            ).toBe(true);
            for (const s of sentences) expect(s, where).not.toMatch(STITCHED);
            checked++;
          });
        }
    expect(checked).toBeGreaterThan(60);
  }, 120_000);

  it('the expenses brief’s bullet slide says its third point third, not first (the watched 1-minute video)', async () => {
    const { slides } = await engine.outline({ brief: EXPENSES_BRIEF, styleId: 'executive-brief', durationSeconds: 60 });
    const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Professional', sourceText: EXPENSES_BRIEF, styleId: 'executive-brief' });
    const i = slides.findIndex((s) => s.keyPoints.some((p) => /^Taxis/.test(p)) && s.keyPoints.length > 2);
    const script = (scripts[i]?.script ?? '').toLowerCase();
    expect(script.indexOf('receipts must be uploaded')).toBeGreaterThan(0);
    expect(script.indexOf('receipts must be uploaded')).toBeLessThan(script.indexOf('taxis are allowed'));
  });
});

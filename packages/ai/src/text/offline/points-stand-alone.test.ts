import { describe, expect, it } from 'vitest';
import { leansOnEarlierSentence } from '../nlp/leans-on-earlier-sentence';
import { createOfflineTextGenerator } from './offline-generator';
import { shortenSentence } from './text-shaping';

// Issue 20 / decision 156: points that lean on a sentence the viewer never saw, and points cut before their verb.
const HANDBOOK = `# Chemical Safety in the Workshop

## Storing chemicals
Chemicals arrive every Monday from the approved supplier. Instead, they must be stored in the locked cabinet within 30 minutes of delivery, at least 2 metres from food and drink. Every bottle must carry a label with the date and the contents. The cabinet key is kept at reception and signed out in the key log. Spills must be reported to the supervisor within 15 minutes.

## Handling chemicals
Wear nitrile gloves and goggles when you pour any chemical. These four habits prevent 90% of chemical burns in the workshop every year. Pour only over the spill tray on the bench. Never mix two chemicals in one container. Wash your hands for 20 seconds after handling any chemical.

## Disposing of chemicals
Old stock is a problem. Instead, used chemicals must go into the red waste drum within 24 hours, never down the sink. Drums must be booked for collection at least 5 days before they are full. The supervisor must check the drum level every Friday. Empty bottles must be rinsed twice and recycled. Waste notes must be kept for 3 years. Leaks from a drum must be reported within 15 minutes.`;

describe('points that stand alone', () => {
  it('shows a point that leans on an earlier sentence only right after that sentence', async () => {
    const engine = createOfflineTextGenerator();
    const { slides } = await engine.outline({ brief: HANDBOOK, styleId: 'executive-brief', durationSeconds: 180, projectTitle: '' });
    const body = slides.filter((s) => s.templateId !== 'title-slide');
    expect(body.flatMap((s) => s.keyPoints).length).toBeGreaterThan(6);
    for (const slide of body) {
      slide.keyPoints.forEach((p, i) => {
        if (leansOnEarlierSentence(p)) expect(HANDBOOK.includes(`${slide.keyPoints[i - 1]}. ${p}`), p).toBe(true);
      });
    }
  });

  it('never cuts a sentence to a part without its main verb', () => {
    const sentence = 'Staff who handle cash at the front desk, which includes agency temps, must count every drawer twice before banking it.';
    const short = shortenSentence(sentence, 8);
    expect(short).not.toBe('Staff who handle cash at the front desk');
    expect(short).toBe(sentence.replace(/\.$/, ''));
    // A cut that keeps the main verb still happens.
    expect(shortenSentence('Complete the online safety induction, which takes about 40 minutes and must be finished first.', 8)).toBe(
      'Complete the online safety induction',
    );
  });
});

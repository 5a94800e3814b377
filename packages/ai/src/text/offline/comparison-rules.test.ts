import { describe, expect, it } from 'vitest';
import { createOfflineTextGenerator } from './offline-generator';
import { timeSide } from './outline/find-contrast';

const engine = createOfflineTextGenerator();
const NEGATIVE = /\b(?:never|not|no|avoid|refuse|don['’]t)\b/i;

describe('comparisons only where the source compares', () => {
  it('never puts a recommended practice under a negative heading', async () => {
    const brief =
      'Teach warehouse staff to lift safely. Loads over 25 kg need two people or a lifting aid. Bend your knees and keep your back straight. Hold the load close to your waist and never twist your body while carrying it.';
    const { slides } = await engine.outline({ brief, styleId: 'workshop-style', durationSeconds: 120 });
    const split = slides.find((s) => s.templateId === 'split-content');
    expect(split?.leftColumnTitle).toBe('Do');
    expect(split?.rightColumnPoints?.length).toBeGreaterThan(0);
    // Each "Don’t" is a prohibition of the source, shown without its own "never" under the heading that says it (decision 195).
    for (const p of split?.rightColumnPoints ?? []) {
      expect(p).not.toMatch(/^(?:never|do not|don['’]t)\b/i);
      expect(brief.toLowerCase()).toMatch(new RegExp(`${NEGATIVE.source}\\s+${p.toLowerCase().split(' ').slice(0, 3).join(' ')}`, 'i'));
    }
    expect(split?.leftColumnPoints?.join(' ')).not.toMatch(/\bnever\b/i);
  });

  it('writes a planned comparison as bullet points when nothing is set against anything', async () => {
    const brief =
      'Explain the canteen to new staff. The canteen opens at 8:00. Lunch is served from noon to 2 pm. Coffee is free all day. The menu changes every Monday.';
    const { slides } = await engine.outline({ brief, styleId: 'workshop-style', durationSeconds: 120 });
    expect(slides.some((s) => s.templateId === 'split-content')).toBe(false);
    expect(slides.filter((s) => s.templateId === 'bullet-points').length).toBeGreaterThanOrEqual(2);
  });

  it('uses the labels the source gives its two sides', async () => {
    const text =
      '# Gifts\n\nAcceptable: a working lunch with a supplier. Not acceptable: tickets to a match during a tender.\n\nAcceptable: a branded notebook. Not acceptable: a gift card of any value.';
    const { slides } = await engine.outline({ brief: '', sourceText: text, styleId: 'compliance-clarity', durationSeconds: 120 });
    const split = slides.find((s) => s.templateId === 'split-content');
    expect([split?.leftColumnTitle, split?.rightColumnTitle]).toEqual(['Acceptable', 'Not Acceptable']);
    expect(split?.rightColumnPoints).toContain('Tickets to a match during a tender');
  });

  it('sets named options side by side when the brief asks and the source compares them', async () => {
    const brief = 'Compare the Basic and Pro plans.';
    const sourceText =
      'The Basic plan includes five users for $12 a month. The Pro plan includes unlimited users for $29 a month. Unlike Basic, Pro includes single sign-on.';
    const { slides } = await engine.outline({ brief, sourceText, styleId: 'executive-brief', durationSeconds: 120 });
    const split = slides.find((s) => s.templateId === 'split-content');
    expect([split?.leftColumnTitle, split?.rightColumnTitle]).toEqual(['Basic', 'Pro']);
  });
});

describe('a side of a comparison is a real rule or state of the source', () => {
  it('never shows what does not happen as a prohibition', async () => {
    const sourceText =
      '# Closing a bug\n\nClose the bug with the fixed version. Check the package first. No notification is sent to the submitter. No notifications are sent to anyone when the tag is added.';
    const { slides } = await engine.outline({ brief: '', sourceText, styleId: 'workshop-style', durationSeconds: 90 });
    for (const s of slides) expect(s.rightColumnPoints?.join(' ') ?? '').not.toMatch(/^No\b|notification/i);
  });

  it('never makes a version note a side of a before and after', () => {
    expect(timeSide('Since: 2.0')).toBeNull();
    expect(timeSide('Since: version 2.0 of the library')).toBeNull();
    expect(timeSide('Previously, claims were posted to the office')).toBe('before');
    expect(timeSide('Since March, claims are filed in the app')).toBe('after');
  });
});

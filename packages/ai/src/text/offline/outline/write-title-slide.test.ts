import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { joinSupportingMaterials } from '../../supporting-materials';
import { buildOutlineContext } from './outline-context';
import { writeTitleSlide } from './write-title-slide';
import { newWriterState } from './writer-state';

const POLICY = `Clean desk rules\n\nClear your desk of papers at the end of every day and lock them in your drawer. Lock your screen whenever you leave your desk. Shred printed customer data once you no longer need it.`;

describe('the title slide’s subtitle (decision 205)', () => {
  it('from a brief alone, promises its subject and never names who the video is for', () => {
    const ctx = buildOutlineContext(
      { brief: 'A training video for new retail cashiers at our stores on how to handle customer refunds.', sourceText: '', projectTitle: '' },
      planOutline('workshop-style', 120),
    );
    const slide = writeTitleSlide(ctx, newWriterState());
    expect(slide.description).toMatch(/customer refunds/i);
    expect(slide.description).not.toMatch(/cashiers|for new/i);
  });

  it('with material, comes from the material and shows no words of the brief', () => {
    for (const brief of [
      'Explain the clean desk rules to office staff in a short video.',
      'What you need to know about the changes in this letter to our tenants.',
      'Show how Fontconfig finds and configures fonts, for desktop support staff.',
    ]) {
      const docs = [{ name: 'rules.txt', text: POLICY }];
      const ctx = buildOutlineContext(
        { brief, sourceText: joinSupportingMaterials('', [{ text: POLICY }]), projectTitle: '', documents: docs },
        planOutline('workshop-style', 120),
      );
      const slide = writeTitleSlide(ctx, newWriterState());
      expect(slide.description, brief).not.toMatch(/office staff|short video|tenants|support staff|what you need to know/i);
      expect(slide.description, brief).toMatch(/^(?:Clear your desk|Lock your screen|Shred)/);
    }
  });
});

describe('the subtitle is six to 25 words, whole, and never the brief (decision 213)', () => {
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  it('passes over an opening sentence too long for a subtitle for one that fits, never cutting it', () => {
    const LONG = `What distinguishes the various distributors are the software, protocols, and practices they use for packaging, installing, and tracking packages on users' systems, combined with tools, documentation, and other services.`;
    const text = `Basic definitions\n\n${LONG} Debian is a free operating system made by volunteers around the world. It ships more than fifty thousand packages.`;
    const ctx = buildOutlineContext(
      { brief: '', sourceText: joinSupportingMaterials('', [{ text }]), projectTitle: '', documents: [{ name: 'faq.txt', text }] },
      planOutline('workshop-style', 120),
    );
    const slide = writeTitleSlide(ctx, newWriterState());
    expect(words(slide.description)).toBeGreaterThanOrEqual(6);
    expect(words(slide.description)).toBeLessThanOrEqual(25);
    expect(slide.description).not.toMatch(/What distinguishes/);
  });

  it('adds a sentence of the brief’s content to a promise too short to say anything, and no framing', () => {
    const brief =
      'Teach warehouse staff to lift safely.\nLoads over 25 kg need two people or a lifting aid. Bend your knees.\nKeep it under two minutes, friendly.';
    const ctx = buildOutlineContext({ brief, sourceText: '', projectTitle: '' }, planOutline('workshop-style', 120));
    const slide = writeTitleSlide(ctx, newWriterState());
    expect(slide.description).toMatch(/^How to lift safely\. /);
    expect(words(slide.description)).toBeLessThanOrEqual(25);
    expect(slide.description).not.toMatch(/warehouse staff|minutes|friendly/i);
  });
});

import { describe, expect, it } from 'vitest';
import { planOutline } from '../../outline-plan';
import { joinSupportingMaterials } from '../../supporting-materials';
import { createOfflineTextGenerator } from '../offline-generator';
import { findContrast, splitColumns, withoutNegation } from './find-contrast';
import { buildOutlineContext } from './outline-context';
import { giftsContext } from './outline-fixture';
import { newWriterState } from './writer-state';

describe('two columns only where the source states a contrast', () => {
  it('sets the sides the source labels itself against each other, without their labels', () => {
    const ctx = giftsContext();
    const c = findContrast(ctx.analysis.sentences, ctx, 'Acceptable and not acceptable');
    expect(c).toMatchObject({
      leftColumnTitle: 'Acceptable',
      leftColumnPoints: ['A working lunch'],
      rightColumnTitle: 'Not Acceptable',
      rightColumnPoints: ['Cash of any value'],
    });
  });

  it('sets practices against prohibitions', () => {
    const ctx = giftsContext();
    const c = findContrast(
      ctx.analysis.sentences.filter((s) => !s.text.includes(':')),
      ctx,
      'What to do',
    );
    expect(c?.leftColumnTitle).toBe('Do');
    // (the column's heading says the "never", decision 195)
    expect(c?.rightColumnPoints).toEqual(['Accept tickets from a supplier during a tender']);
  });

  it('makes no columns from statements that state no contrast', () => {
    const ctx = giftsContext();
    expect(
      findContrast(
        ctx.analysis.sentences.filter((s) => /register/.test(s.text)),
        ctx,
        'Do and don’t',
      ),
    ).toBeNull();
  });
});

describe('a comparison slide’s columns come from its own sections, and from one document (decision 184)', () => {
  const text = (ctx: ReturnType<typeof giftsContext>, part: string) => ctx.analysis.sentences.find((s) => s.text.includes(part));

  it('finds the contrast in the rest of its own section, never in another section', () => {
    const ctx = giftsContext();
    const hospitality = [text(ctx, 'logged in the register')!];
    const cols = splitColumns(hospitality, ctx, 'Do and don’t', newWriterState());
    expect(cols?.rightColumnPoints).toEqual(['Accept tickets from a supplier during a tender']);
    expect(new Set(cols?.used.map((s) => s.section))).toEqual(new Set([hospitality[0]!.section]));
    // The gifts section's labelled sides are another section's: a slide of the gifts rule alone has no contrast.
    const gifts = [text(ctx, 'declare any gift')!];
    const state = newWriterState();
    for (const s of ctx.analysis.sentences.filter((s) => s.section === gifts[0]!.section && s !== gifts[0])) state.pointUses.set(s.index, 1);
    expect(splitColumns(gifts, ctx, 'Do and don’t', state)).toBeNull();
  });

  it('never sets one document’s rule against another’s', () => {
    const documents = [{ text: 'Travel\n\nNever book a first-class ticket.' }, { text: 'Expenses\n\nSubmit every receipt within 30 days.' }];
    const ctx = buildOutlineContext(
      { brief: 'Explain the travel and expenses rules.', sourceText: joinSupportingMaterials('', documents), projectTitle: '', documents },
      planOutline('workshop-style', 120),
    );
    const both = ctx.analysis.sentences.filter((s) => /first-class|receipt/.test(s.text));
    expect(new Set(both.map((s) => ctx.analysis.sections[s.section]?.document)).size).toBe(2);
    expect(splitColumns(both, ctx, 'Do and don’t', newWriterState())).toBeNull();
  });

  it('compares two documents only when the brief names both sides, and its title says so', async () => {
    const documents = [
      { text: 'Basic\n\nThe Basic plan includes five users for $12 a month.' },
      { text: 'Pro\n\nThe Pro plan includes unlimited users for $29 a month. Unlike Basic, Pro includes single sign-on.' },
    ];
    const { slides } = await createOfflineTextGenerator().outline({
      brief: 'Compare the Basic and Pro plans.',
      sourceText: joinSupportingMaterials('', documents),
      documents,
      styleId: 'executive-brief',
      durationSeconds: 120,
    });
    const split = slides.find((s) => s.templateId === 'split-content');
    expect(split).toMatchObject({ title: 'Basic and Pro Compared', leftColumnTitle: 'Basic', rightColumnTitle: 'Pro' });
  });
});

describe('a "Don’t" column never negates twice (decision 195)', () => {
  it('takes the negation off a prohibition, the heading saying it', () => {
    expect(withoutNegation('Never print customer documents at home, and never save them on a personal device')).toBe(
      'Print customer documents at home, or save them on a personal device',
    );
    expect(withoutNegation('Do not share your password')).toBe('Share your password');
    expect(withoutNegation('Lock your screen')).toBe('Lock your screen');
    expect(withoutNegation("You may not attempt to alter or restrict the recipients' rights in the Source Code Form")).toBe(
      "Attempt to alter or restrict the recipients' rights in the Source Code Form",
    );
    expect(withoutNegation('You must not share your password')).toBe('Share your password');
    // (a rule whose subject is not the reader keeps its own words: the thing it forbids is not the reader's to do)
    expect(withoutNegation('The license must not discriminate against any person')).toBe('The license must not discriminate against any person');
  });

  it('shows practices under "Do" and prohibitions under "Don’t" without their "never"', () => {
    const sourceText = 'Home\n\nLock your laptop whenever you step away. Never print customer documents at home, and never save them on a personal device.';
    const ctx = buildOutlineContext({ brief: 'Explain the home-working rules.', sourceText, projectTitle: '' }, planOutline('workshop-style', 120));
    const c = findContrast(ctx.analysis.sentences, ctx, 'What to do');
    expect(c?.rightColumnTitle).toBe('Don’t');
    for (const p of c?.rightColumnPoints ?? []) expect(p).not.toMatch(/^(?:never|do not|don['’]t)\b/i);
  });
});

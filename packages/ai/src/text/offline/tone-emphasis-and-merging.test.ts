import { describe, expect, it } from 'vitest';
import { readBriefSteering } from '../brief-steering';
import { planOutline } from '../outline-plan';
import { joinSupportingMaterials } from '../supporting-materials';
import type { ScriptsInput } from '../text-generator';
import { createOfflineTextGenerator } from './offline-generator';
import { titleKey } from './outline/slide-titles';
import { endsAsNoun } from './stop-words';

const engine = createOfflineTextGenerator();

async function video(brief: string, sourceText: string, styleId: ScriptsInput['styleId'] = 'workshop-style', steering?: ScriptsInput['steering']) {
  const { slides } = await engine.outline({ brief, sourceText, styleId: styleId ?? 'workshop-style', durationSeconds: 120 });
  const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Professional', sourceText: '', styleId, ...(steering ? { steering } : {}) });
  const shown = slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join('\n');
  return { slides, scripts: scripts.map((s) => s.script), shown, spoken: scripts.map((s) => s.script).join('\n') };
}

describe('a tone the brief asks for (decision 118)', () => {
  it('reports what the brief asks, and nothing for an empty brief', () => {
    expect(readBriefSteering('Teach cashiers to handle refunds. Make the supervisor rule unmistakable. Speak to them like a coach. End with a quiz.')).toEqual({
      tone: 'Enthusiastic',
      emphasis: true,
      quiz: true,
      topics: [],
      framing: [],
    });
    expect(readBriefSteering('   ')).toEqual({ tone: null, emphasis: false, quiz: false, topics: [], framing: [] });
  });

  it('never shows or says the tone request', async () => {
    const { shown, spoken } = await video(
      'A short video for new drivers on vehicle checks. Speak to them like a coach.',
      joinSupportingMaterials('', [
        { text: 'Check the tyre pressure every Monday. Check the oil level before a long trip. Report any warning light to the fleet desk.' },
      ]),
    );
    for (const text of [shown, spoken]) expect(text).not.toMatch(/like a coach/i);
  });
});

const KITCHEN = `Food Hygiene

Why it matters
Every plate that leaves our kitchens carries our name. Most food poisoning starts with a small slip.

Cleaning the kitchen
Clean every surface with the blue spray after each order. The cleaning rota hangs by the sink and lists who cleans what.

Deliveries
Deliveries arrive on Tuesdays and Fridays. The shift manager signs for each delivery and checks the use-by dates.

Keeping food cold
Fridges must run at 5 °C or below. Never leave the fridge door open while you unpack a delivery.`;

describe('an emphasis asked in the brief (decision 118)', () => {
  const brief = 'A training video for new kitchen staff on food hygiene. Make the temperature rules unmistakable.';

  it('puts the slide holding the rules first, the rule first on it', async () => {
    const { slides } = await video(brief, joinSupportingMaterials('', [{ text: KITCHEN }]), 'compliance-clarity');
    const first = slides.findIndex((s, i) => i > 0 && s.templateId === 'bullet-points');
    expect(slides[first]?.keyPoints[0]).toMatch(/5 °C or below|Never leave the fridge door open/);
    const plain = await video(
      'A training video for new kitchen staff on food hygiene.',
      joinSupportingMaterials('', [{ text: KITCHEN }]),
      'compliance-clarity',
    );
    const plainFirst = plain.slides.findIndex((s, i) => i > 0 && s.templateId === 'bullet-points');
    expect(plain.slides[plainFirst]?.keyPoints.join(' ')).not.toMatch(/5 °C or below/);
  });

  it('says each rule plainly, as a rule, when the scripts request carries the emphasis', async () => {
    const source = joinSupportingMaterials('', [{ text: KITCHEN }]);
    const steering = readBriefSteering(brief);
    const { spoken } = await video(brief, source, 'compliance-clarity', steering);
    expect(spoken).toMatch(/(?:Make no mistake|This is a firm rule|Be clear on this|The rule is plain): fridges must run at 5 °C or below\./);
    const unsteered = await video(brief, source, 'compliance-clarity');
    expect(unsteered.spoken).not.toMatch(/Make no mistake|This is a firm rule/);
  });
});

describe('an emphasis that names its rule', () => {
  const brief = `A training video for new retail cashiers on how to handle customer refunds.
Every refund needs the original receipt or the order number from the customer's account. Refunds always go back to the card or method the customer paid with; cash refunds are only for cash purchases. Items must be returned within 30 days and in a condition we can sell again, except faulty items, which we take back at any time.
Call a supervisor for any refund over $200, for any refund without a receipt, or when a customer becomes angry or abusive.
Make the supervisor rule unmistakable.`;

  it('shows the named rule first on the first content slide and says it whole, first', async () => {
    const { slides, scripts } = await video(brief, '', 'workshop-style', readBriefSteering(brief));
    expect(slides[1]?.title).toBe('The Supervisor Rule');
    expect(slides[1]?.keyPoints[0]).toMatch(/^Call a supervisor for any refund over \$200/);
    expect(scripts[1]).toMatch(
      /Make no mistake: call a supervisor for any refund over \$200, for any refund without a receipt, or when a customer becomes angry or abusive\./,
    );
  });

  it('never leaves a content slide empty when rules are gathered onto the first', async () => {
    const { slides } = await video(brief, '', 'workshop-style', readBriefSteering(brief));
    for (const s of slides.slice(1)) expect([s.description, ...s.keyPoints].join('').trim()).not.toBe('');
  });
});

describe('pasted text and web pages are material, never a request (spec 001 §1/§7)', () => {
  const memo = `Working from home safely

Lock your laptop whenever you step away. Cover your webcam when you are not in a call. Explain to the people you live with that work calls are confidential. Keep it short when you call the desk: give your name and the laptop's asset number. End each day by shutting the laptop down.`;

  it('keeps imperative sentences of pasted text as content', async () => {
    const { slides } = await engine.outline({ brief: '', sourceText: memo, styleId: 'workshop-style', durationSeconds: 120 });
    const shown = slides.flatMap((s) => [s.title, s.description, ...s.keyPoints, ...(s.leftColumnPoints ?? []), ...(s.rightColumnPoints ?? [])]).join('\n');
    expect(shown).toMatch(/Cover your webcam/);
    expect(shown).toMatch(/Explain to the people you live with/);
    expect(shown).toMatch(/Keep it short when you call the desk/);
    // "End each day by…" is not a request for a quiz or a closing: no quiz slide is made from it.
    expect(slides.some((s) => s.title === 'Quick Quiz')).toBe(false);
  });

  it('never reads a slide point as a request in the narration', async () => {
    const { slides } = await engine.outline({ brief: '', sourceText: memo, styleId: 'workshop-style', durationSeconds: 120 });
    const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Friendly', sourceText: '', styleId: 'workshop-style' });
    const spoken = scripts.map((s) => s.script).join('\n');
    expect(spoken).not.toMatch(/wrap up (?:thing )?people you live with|learn about the people you live with/i);
  });

  it('still reads the brief as the request when a brief is given with documents', async () => {
    const { slides } = await engine.outline({
      brief: 'Teach new staff our home-working rules. End with a short quiz question.',
      sourceText: joinSupportingMaterials('', [{ text: memo }]),
      styleId: 'workshop-style',
      durationSeconds: 120,
    });
    expect(slides.some((s) => s.title === 'Quick Quiz')).toBe(true);
  });
});

describe('merged sections keep their key facts (issue item 3)', () => {
  const policy = `Benefits

Health
Everyone is covered from their first day. The company pays 90% of the premium.

Dental
Dental cover is part of every plan. The dental plan pays for two check-ups a year.

Vision
Vision cover pays for one eye exam a year. Frames are covered up to $150 every two years.

Pension
The pension scheme is open to everyone. The company matches up to 5% of salary.

Leave
Every parent may take leave. Paid family leave lasts 16 weeks.

Holidays
Everyone has paid holidays. You get 25 days a year plus public holidays.`;

  it('shows each section’s figure when more sections than slides share the content slides', async () => {
    const { shown, spoken } = await video('Explain our benefits to all staff.', joinSupportingMaterials('', [{ text: policy }]), 'executive-brief');
    for (const figure of ['90%', 'two check-ups', '$150', '5%', '16 weeks', '25 days']) expect(`${shown}\n${spoken}`).toContain(figure);
  });
});

describe('slide titles are names, not pieces of sentences', () => {
  it('tells a noun phrase from a phrase ending on a verb or adverb or opening as an order', () => {
    for (const bad of ['load close', 'hours stay', 'lift safely', 'never twist', 'refunded', 'except faulty items']) expect(endsAsNoun(bad)).toBe(false);
    for (const good of ['lifting aid', 'original receipt', 'family leave', 'monthly report', 'fire warden']) expect(endsAsNoun(good)).toBe(true);
  });

  it('never names a slide by a verb the source gives as an order', async () => {
    const { slides } = await video(
      'Teach warehouse staff to lift safely. Loads over 25 kg need two people or a lifting aid. Before you lift, check the weight of the load and plan your route. Bend your knees and keep your back straight. Hold the load close to your waist and never twist your body while carrying it.',
      '',
    );
    const titles = slides.slice(1).map((s) => s.title);
    expect(titles).not.toContain('Load Close');
    expect(titles).not.toContain('Bend');
    expect(titles).not.toContain('Lift');
    // A slide whose points share no name keeps the role its style plans for it ("Do and Don’t", decision 178).
    const roles = new Set(planOutline('workshop-style', 120).map((p) => titleKey(p.purpose)));
    for (const t of titles) expect(endsAsNoun(t) || roles.has(titleKey(t)), t).toBe(true);
  });
});

describe('narration of plain points', () => {
  const brief = `Explain the clean desk rules to all office staff.
Clear your desk of papers at the end of every day and lock them in your drawer. Never leave a visitor alone in the office; collect them from reception and walk them out. Shred printed customer documents in the locked bins, never in the paper recycling. Screens must lock after five minutes without use.`;

  it('says a point even when the slide title is one of its words, and never puts "Note that" before an order', async () => {
    const { slides } = await engine.outline({ brief, sourceText: '', styleId: 'compliance-clarity', durationSeconds: 60 });
    const { scripts } = await engine.scripts({ slides, projectTitle: '', tone: 'Authoritative', sourceText: '', styleId: 'compliance-clarity' });
    const spoken = scripts.map((s) => s.script).join('\n');
    expect(spoken).toMatch(/Clear your desk of papers at the end of every day/i);
    expect(spoken).not.toMatch(/Note that (?:shred|clear|collect|lock)\b/i);
  });
});

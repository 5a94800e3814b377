import { PRESET_DURATIONS, planPresetSlides, spokenWords, TONES, VIDEO_STYLE_IDS } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { PHISHING_GUIDE, SHORT_BRIEF } from '../../test/sample-texts';
import { createOfflineTextGenerator } from './offline-generator';
import { SCRIPT_BUDGET_TOLERANCE, scriptWordRange } from './offline-scripts';

const engine = createOfflineTextGenerator();
/** A script's length as the budget counts it: in average words, syllables and pauses (decision 176). */
const words = (s: string) => spokenWords(s);

describe('offline outline', () => {
  it.each(VIDEO_STYLE_IDS)('follows the %s preset plan for every preset duration', async (styleId) => {
    for (const duration of PRESET_DURATIONS) {
      const { slides } = await engine.outline({ brief: PHISHING_GUIDE, styleId, durationSeconds: duration });
      const plan = planPresetSlides(styleId, duration);
      // A planned comparison becomes bullet points when its material states no contrast, and a closing Key
      // Message with nothing left to quote recaps as a list (decision 198); nothing else changes.
      const mayList = (i: number) => plan[i]?.templateId === 'split-content' || (i === plan.length - 1 && plan[i]?.templateId === 'focus-quote');
      expect(slides.map((s, i) => (mayList(i) && s.templateId === 'bullet-points' ? plan[i]?.templateId : s.templateId))).toEqual(
        plan.map((p) => p.templateId),
      );
      expect(slides.reduce((n, s) => n + s.duration, 0)).toBe(duration);
      expect(slides.map((s) => s.id)).toEqual(plan.map((_, i) => `slide-${i + 1}`));
      for (const s of slides) {
        expect(words(s.title)).toBeLessThanOrEqual(8);
        expect(s.title).not.toMatch(/lorem|ipsum/i);
        // Key points are whole sentences or clauses cut at a boundary, so a long rule may run past 14 words.
        for (const k of s.keyPoints) expect(words(k)).toBeLessThanOrEqual(40);
        expect(s.imageKeyword.length).toBeGreaterThan(2);
      }
    }
  });

  it('rescales durations to a target between presets', async () => {
    const { slides } = await engine.outline({ brief: PHISHING_GUIDE, styleId: 'executive-brief', durationSeconds: 150 });
    expect(slides).toHaveLength(planPresetSlides('executive-brief', 180).length);
    expect(slides.reduce((n, s) => n + s.duration, 0)).toBe(150);
  });

  it('writes slides from the source: headings as titles, key sentences as points, contrasts as columns', async () => {
    const { slides, usedPerSlideFallback, placeholderSlides } = await engine.outline({
      brief: PHISHING_GUIDE,
      styleId: 'workshop-style',
      durationSeconds: 180,
    });
    expect(usedPerSlideFallback).toBe(false);
    expect(placeholderSlides).toEqual([]);
    expect(slides[0]?.title).toBe('Phishing Awareness for New Employees');
    expect(slides.map((s) => s.title)).toContain('How to Spot a Phishing Email');
    const all = JSON.stringify(slides).toLowerCase();
    for (const term of ['phishing', 'sender address', 'password', 'report']) expect(all).toContain(term);
    const split = slides.find((s) => s.templateId === 'split-content');
    expect(split?.leftColumnTitle).toBe('Do');
    expect(split?.rightColumnTitle).toBe('Don’t');
    // (the heading says the "never": "Don’t: Enter your password…", decision 195)
    expect(split?.rightColumnPoints?.join(' ')).toMatch(/Enter your password/);
    for (const p of split?.rightColumnPoints ?? []) expect(p).not.toMatch(/^(?:never|do not|don['’]t)\b/i);
    // (the close shows only what its voice adds, and may show no list: decision 216)
    const content = slides.slice(0, -1).filter((s) => s.templateId === 'bullet-points');
    // The comparison claims its sentences first, so a slide of a short section may keep two points rather than repeat one.
    for (const s of content) expect(s.keyPoints.length).toBeGreaterThanOrEqual(2);
    const quote = slides.find((s) => s.templateId === 'focus-quote');
    expect(quote?.description.length).toBeGreaterThan(10);
    expect(new Set(slides.map((s) => s.title)).size).toBe(slides.length);
  });

  it('is deterministic', async () => {
    const a = await engine.outline({ brief: PHISHING_GUIDE, styleId: 'story-journey', durationSeconds: 240, projectTitle: 'Stay Safe' });
    const b = await engine.outline({ brief: PHISHING_GUIDE, styleId: 'story-journey', durationSeconds: 240, projectTitle: 'Stay Safe' });
    expect(a).toEqual(b);
    expect(a.slides[0]?.title).toBe('Stay Safe');
  });

  it('makes sensible slides from a one-sentence brief, in the brief’s own words', async () => {
    const { slides } = await engine.outline({ brief: SHORT_BRIEF, styleId: 'compliance-clarity', durationSeconds: 120 });
    expect(slides).toHaveLength(5);
    for (const s of slides) {
      expect(s.title.trim()).not.toBe('');
      expect(`${s.title} ${s.keyPoints.join(' ')} ${s.description}`.toLowerCase()).toMatch(/refund|cashier|store counter|where to get help|summary/);
    }
    expect(slides[0]?.description).toMatch(/handle refunds/i);
    // A point's source may quote the brief to the trainer (decision 161); the slides themselves never do.
    expect(JSON.stringify(slides.map(({ pointSources: _quoted, ...shown }) => shown))).not.toMatch(/create a short video/i);
  });

  it('rejects an empty brief', async () => {
    await expect(engine.outline({ brief: '  ', styleId: 'executive-brief', durationSeconds: 60 })).rejects.toThrow();
  });
});

describe('offline scripts', () => {
  const outline = (styleId: (typeof VIDEO_STYLE_IDS)[number], duration: number, brief = PHISHING_GUIDE) =>
    engine.outline({ brief, styleId, durationSeconds: duration });

  it('sizes every script to its slide’s word budget (±15 %) for every tone', async () => {
    for (const [styleId, duration, brief] of [
      ['executive-brief', 60, PHISHING_GUIDE],
      ['workshop-style', 300, PHISHING_GUIDE],
      ['story-journey', 180, SHORT_BRIEF],
    ] as const) {
      const { slides } = await outline(styleId, duration, brief);
      const carried = duration === 60 && brief === PHISHING_GUIDE;
      for (const tone of TONES) {
        const { scripts } = await engine.scripts({ slides, projectTitle: 'Phishing Awareness', tone, sourceText: brief, styleId });
        expect(scripts).toHaveLength(slides.length);
        scripts.forEach((s, i) => {
          const { budget, max } = scriptWordRange((slides[i] as { duration: number }).duration);
          // The writer aims for at most 10 % short; a short slide whose phrases cannot land closer may end up to 15 % short.
          // Longer videos from a one-page guide run out of material at the natural pace (decision 166): their slides are
          // not padded past what the guide says (issue 20 item 4, decision 185), and a shorter video is charged the minutes
          // it runs (decision 160).
          const min = Math.floor(budget * (1 - SCRIPT_BUDGET_TOLERANCE));
          expect(s.slideId).toBe(slides[i]?.id);
          // A slide showing nothing new (no point, or only points shown before) has only its own lines, said once (decision 179).
          const shown = (k: number) => [...(slides[k]?.keyPoints ?? []), ...(slides[k]?.leftColumnPoints ?? []), ...(slides[k]?.rightColumnPoints ?? [])];
          const before = new Set(slides.slice(1, i).flatMap((_, k) => shown(k + 1)));
          const repeats = i > 0 && i < slides.length - 1 && shown(i).every((p) => before.has(p));
          // Decision 185: a slide is filled with what its material says, never with lines built around its points' words, so
          // only a video whose material carries its length (a guide in one minute) is held to the floor.
          if (carried && !repeats) expect(words(s.script), `${styleId} ${tone} slide ${i + 1}: ${s.script}`).toBeGreaterThanOrEqual(min);
          expect(words(s.script), `${styleId} ${tone} slide ${i + 1}: ${s.script}`).toBeLessThanOrEqual(max);
          expect(s.script).not.toMatch(/\.\.|lorem/i);
        });
        const said = scripts.reduce((n, s) => n + words(s.script), 0);
        const planned = slides.reduce((n, s) => n + scriptWordRange((s as { duration: number }).duration).budget, 0);
        if (carried) expect(said, `${styleId} ${tone}: ${said} of ${planned} words`).toBeGreaterThanOrEqual(planned * 0.9);
        // A thin brief or a long video from a one-page guide runs shorter than chosen, and is charged what it runs (decision 160).
        else expect(said, `${styleId} ${tone}: ${said} of ${planned} words`).toBeLessThanOrEqual(planned);
      }
    }
  });

  it('opens on the first slide, links the middle ones and concludes on the last', async () => {
    const { slides } = await outline('executive-brief', 180);
    const { scripts } = await engine.scripts({ slides, projectTitle: 'Phishing Awareness', tone: 'Professional', sourceText: PHISHING_GUIDE });
    expect(scripts[0]?.script).toMatch(/^Welcome to Phishing Awareness for New Employees\./);
    expect(scripts[1]?.script).toMatch(/^(Next, let's turn to|Let's now look at|Moving on to|The next topic is) /);
    expect(scripts.at(-1)?.script).toMatch(/^To conclude/);
    expect(scripts.at(-1)?.script).toMatch(/Thank you for your attention\.$/);
    expect(
      scripts
        .map((s) => s.script)
        .join(' ')
        .toLowerCase(),
    ).toContain('phishing');
  });

  it('changes openers, transitions and phrasing with the tone', async () => {
    const { slides } = await outline('workshop-style', 120);
    const byTone = await Promise.all(TONES.map((tone) => engine.scripts({ slides, projectTitle: 'Phishing Awareness', tone, sourceText: PHISHING_GUIDE })));
    const openers = byTone.map((r) => r.scripts[0]?.script.split('.')[0]);
    expect(new Set(openers).size).toBe(TONES.length);
    const seconds = byTone.map((r) => r.scripts[1]?.script);
    expect(new Set(seconds).size).toBe(TONES.length);
    expect(byTone[1]?.scripts[0]?.script).toMatch(/^Hi there/);
    expect(byTone[5]?.scripts.at(-1)?.script).toMatch(/Apply these points starting today\.$/);
  });

  it('is deterministic', async () => {
    const { slides } = await outline('sales-persuasion', 120);
    const input = { slides, projectTitle: 'X', tone: 'Friendly' as const, sourceText: PHISHING_GUIDE };
    expect(await engine.scripts(input)).toEqual(await engine.scripts(input));
  });
});

describe('offline analysis, keyword and translation', () => {
  it('analyses structure, key sentences and keywords', async () => {
    const a = await engine.analyze({ content: PHISHING_GUIDE, targetDuration: 120, styleId: 'executive-brief' });
    expect(a.title).toBe('Phishing Awareness for New Employees');
    expect(a.sections.map((s) => s.heading)).toEqual([
      'Phishing Awareness for New Employees',
      'How to Spot a Phishing Email',
      'What to Do',
      'Before and After the Training',
    ]);
    expect(a.keywords.join(' ')).toMatch(/phishing/);
    expect(a.keySentences.length).toBeGreaterThan(3);
    expect(a.suggestedSlideCount).toBe(4);
  });

  it('picks a concrete image keyword, defaulting to business presentation', async () => {
    expect((await engine.keyword({ text: '' })).keyword).toBe('business presentation');
    expect((await engine.keyword({ text: 'Solar panels on the roof cut the electricity bill. Solar panels need little maintenance.' })).keyword).toBe(
      'solar panels',
    );
  });

  it('keeps English text and says it did not translate', async () => {
    expect(await engine.translate({ text: 'Hello world', targetLanguage: 'de-DE' })).toEqual({ text: 'Hello world', translated: false });
  });
});

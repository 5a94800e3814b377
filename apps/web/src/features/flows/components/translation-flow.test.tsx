import { type Slide, slidesContentHash, slideText, TRANSLATION_MESSAGES } from '@lectern/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '@/test/mock-api';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

afterEach(() => vi.unstubAllGlobals());

const english = [slide(1, { script: 'Lift with your legs.' }), slide(2, { script: 'Keep the load close.' })];
const german = (s: Slide) => ({ ...slideText(s), title: s.title.replace('Slide', 'Folie').replace('title', 'Titel'), script: `DE ${s.script}` });
const status = (patch: Record<string, unknown> = {}) => ({
  body: { provider: 'libretranslate', notice: null, languageConversion: { enabled: true, quota: 5, used: 0, remaining: 5 }, ...patch },
});
const base = { slides: english, projectTitle: 'Safe Lifting', selectedStyle: 'story-journey', selectedLanguage: 'de-DE', selectedVoice: 'de-1' };
const cached = {
  ...base,
  translatedSlides: { 'de-DE': { hash: slidesContentHash(english, 'Safe Lifting'), slides: english.map(german), projectTitle: 'Sicheres Heben' } },
  lastTranslatedSlidesHash: slidesContentHash(english, 'Safe Lifting'),
};
const translateCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/projects/p1/translate');

describe('translation on the way to Preview Slides (spec 001 §4 "Translation")', () => {
  it('translates every slide when reaching Preview, shows it, and saves the translated slides for the render with English kept', async () => {
    let answer: (v: { body: unknown }) => void = () => {};
    const calls = flowApi(
      { ...base, currentStep: 3, furthestStep: 3 },
      {
        'GET /api/translation': () => status(),
        'POST /api/projects/p1/translate': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Preview Slides$/ }));
    expect(await screen.findByRole('button', { name: /Translating\.\.\./ })).toBeInTheDocument();
    const sent = translateCalls(calls)[0]?.body as { targetLanguage: string; slides: { title: string; script: string }[]; projectTitle: string };
    expect(sent.targetLanguage).toBe('de-DE');
    expect(sent.slides.map((s) => s.script)).toEqual(['Lift with your legs.', 'Keep the load close.']);
    answer({ body: { targetLanguage: 'de-DE', slides: english.map(german), projectTitle: 'Sicheres Heben', translated: true } });
    expect(await screen.findByRole('heading', { name: 'Preview Slides' })).toBeInTheDocument();
    expect((await screen.findAllByLabelText(/Folie 1 Titel/)).length).toBeGreaterThan(0);
    await waitFor(() => expect((lastSave(calls)?.progress_data.slides as Slide[] | undefined)?.[0]?.title).toBe('Folie 1 Titel'), { timeout: 4000 });
    const saved = lastSave(calls)?.progress_data as Record<string, unknown>;
    expect((saved.slides as Slide[])[1]?.script).toBe('DE Keep the load close.');
    expect((saved.englishContent as Slide[]).map((s) => s.title)).toEqual(['Slide 1 title', 'Slide 2 title']);
    expect(saved.originalEnglishTitle).toBe('Safe Lifting');
    expect(saved.projectTitle).toBe('Sicheres Heben');
    expect(saved.lastTranslatedSlidesHash).toBe(slidesContentHash(english, 'Safe Lifting'));
    expect(Object.keys(saved.translatedSlides as object)).toEqual(['de-DE']);
    expect(translateCalls(calls)).toHaveLength(1);
  });

  it('shows "Translating content to {language}..." when Preview itself starts the translation', async () => {
    flowApi(
      { ...base, currentStep: 4, furthestStep: 4 },
      { 'GET /api/translation': () => status(), 'POST /api/projects/p1/translate': () => new Promise(() => {}) },
    );
    renderFlow();
    expect(await screen.findByText(TRANSLATION_MESSAGES.translating('German (Germany)'))).toBeInTheDocument();
  });

  it('reuses the cached translation when the English is unchanged: no second call', async () => {
    const calls = flowApi({ ...cached, currentStep: 4, furthestStep: 4 }, { 'GET /api/translation': () => status() });
    renderFlow();
    expect((await screen.findAllByLabelText(/Folie 2 Titel/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/translation')).toBe(true));
    expect(translateCalls(calls)).toHaveLength(0);
  });

  it('translates again after an English edit (the content hash changed)', async () => {
    const edited = [{ ...english[0], title: 'Lifting basics' } as Slide, english[1] as Slide];
    const calls = flowApi(
      { ...cached, slides: edited, currentStep: 4, furthestStep: 4 },
      {
        'GET /api/translation': () => status(),
        'POST /api/projects/p1/translate': () => ({ body: { targetLanguage: 'de-DE', slides: edited.map(german), translated: true } }),
      },
    );
    renderFlow();
    await waitFor(() => expect(translateCalls(calls)).toHaveLength(1));
  });

  it('choosing an English language clears the translations and saves the English slides', async () => {
    const calls = flowApi(
      { ...cached, slides: english.map(german), englishContent: english, currentStep: 1, furthestStep: 4 },
      { 'GET /api/translation': () => status() },
    );
    renderFlow();
    const language = await screen.findByLabelText('Output language');
    await waitFor(() => expect(language).toHaveValue('de-DE'));
    await userEvent.selectOptions(language, 'en-US');
    await waitFor(() => expect(lastSave(calls)?.progress_data.selectedLanguage).toBe('en-US'), { timeout: 4000 });
    const saved = lastSave(calls)?.progress_data as Record<string, unknown>;
    expect(saved.translatedSlides).toEqual({});
    expect(saved.lastTranslatedSlidesHash).toBeNull();
    expect(saved.englishContent).toBeUndefined();
    expect((saved.slides as Slide[]).map((s) => s.title)).toEqual(['Slide 1 title', 'Slide 2 title']);
  });

  it('a failed translation keeps the English slides and says why', async () => {
    const message = TRANSLATION_MESSAGES.failed(TRANSLATION_MESSAGES.unreachable);
    const calls = flowApi(
      { ...base, currentStep: 4, furthestStep: 4 },
      { 'GET /api/translation': () => status(), 'POST /api/projects/p1/translate': () => ({ status: 502, body: { error: message } }) },
    );
    renderFlow();
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.getByText(/The slides stay in English/)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Slide 1 title/).length).toBeGreaterThan(0);
    expect(translateCalls(calls)).toHaveLength(1);
  });
});

describe('generating the video', () => {
  it('translates English edited since the last translation before the render starts, and the render reads the translated slides', async () => {
    vi.stubGlobal(
      'EventSource',
      class {
        addEventListener() {}
        close() {}
      },
    );
    const edited = [{ ...english[0], title: 'Lifting basics' } as Slide, english[1] as Slide];
    const calls = flowApi(
      { ...cached, slides: edited, duration: 1, currentStep: 5, furthestStep: 5, slidesPreviewed: true },
      {
        'GET /api/translation': () => status(),
        'POST /api/projects/p1/translate': () => ({ body: { targetLanguage: 'de-DE', slides: edited.map(german), translated: true } }),
        'POST /api/projects/p1/renders': () => ({ status: 202, body: { id: 'r1', render: { id: 'r1', status: 'queued', percent: 0, step: null } } }),
      },
    );
    renderFlow();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/translation')).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: /^Generate Video$/ }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Generate Video' }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders')).toBe(true));
    const renderAt = calls.findIndex((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders');
    const translateAt = calls.findIndex((c) => c.method === 'POST' && c.path === '/api/projects/p1/translate');
    expect(translateAt).toBeGreaterThanOrEqual(0);
    expect(translateAt).toBeLessThan(renderAt);
    const savedBefore = lastSave(calls.slice(0, renderAt))?.progress_data as Record<string, unknown>;
    expect((savedBefore.slides as Slide[]).map((s) => s.title)).toEqual(['Lifting basics', 'Folie 2 Titel']);
    expect((savedBefore.englishContent as Slide[])[0]?.title).toBe('Lifting basics');
  });
});

describe('the outline’s English / target-language switch', () => {
  it('shows the translated text read-only and edits only in English', async () => {
    flowApi({ ...cached, currentStep: 2, furthestStep: 4 }, { 'GET /api/translation': () => status() });
    renderFlow();
    expect(await screen.findByRole('button', { name: 'Edit Slide' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'German (Germany)' }));
    expect(screen.getByRole('heading', { name: 'Folie 1 Titel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Slide' })).not.toBeInTheDocument();
    expect(screen.getByText(/translated text is read-only/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Slide 1 title' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Slide' })).toBeInTheDocument();
  });

  it('offers no switch without a current translation', async () => {
    flowApi({ ...base, currentStep: 2, furthestStep: 2 }, { 'GET /api/translation': () => status() });
    renderFlow();
    expect(await screen.findByRole('button', { name: 'Edit Slide' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'German (Germany)' })).not.toBeInTheDocument();
  });
});

describe('accounts and servers that cannot translate (decision 141)', () => {
  it('without language conversion: says why and what to ask for, on Context and on Preview, and asks nothing', async () => {
    const calls = flowApi(
      { ...base, currentStep: 1, furthestStep: 4 },
      { 'GET /api/translation': () => status({ languageConversion: { enabled: false, quota: 0, used: 0, remaining: 0 } }) },
    );
    renderFlow();
    expect(await screen.findByText(new RegExp(TRANSLATION_MESSAGES.notEnabled.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Preview Slides/ }));
    expect(await screen.findByRole('heading', { name: 'Preview Slides' })).toBeInTheDocument();
    expect(screen.getByText(/Ask an administrator to turn on language conversion/)).toBeInTheDocument();
    expect(translateCalls(calls)).toHaveLength(0);
  });

  it('without a translation provider: the notice says narration stays in English', async () => {
    const calls = flowApi(
      { ...base, currentStep: 1, furthestStep: 1 },
      { 'GET /api/translation': () => status({ provider: null, notice: TRANSLATION_MESSAGES.notConfigured }) },
    );
    renderFlow();
    expect(await screen.findByText(/Translation is not configured on this server; narration stays in English\./)).toBeInTheDocument();
    expect(translateCalls(calls)).toHaveLength(0);
  });
});

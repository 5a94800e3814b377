import { languageDisplayName, slidesContentHash, slideText } from '@lectern/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteSlide, durationWarning, insertSlideAfter } from '../model/outline-rules';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';
import { scriptFailure } from './outline-step';

afterEach(() => vi.unstubAllGlobals());

const outline = (slides = [slide(1, { templateId: 'title-slide', duration: 10 }), slide(2), slide(3)], extra: Record<string, unknown> = {}) => ({
  slides,
  selectedStyle: 'executive-brief',
  duration: 1,
  currentStep: 2,
  contentSubmitted: true,
  slidesGenerated: true,
  ...extra,
});

describe('outline rules', () => {
  it('warns only beyond 30 seconds, saying over or under', () => {
    expect(durationWarning(150, 120)).toBeNull();
    expect(durationWarning(151, 120)).toEqual({ direction: 'over', differenceSeconds: 31 });
    expect(durationWarning(80, 120)).toEqual({ direction: 'under', differenceSeconds: 40 });
  });

  it('inserts after the current slide with the template duration and renumbers', () => {
    const { slides, index } = insertSlideAfter([slide(1), slide(2)], 0, 'focus-quote');
    expect(index).toBe(1);
    expect(slides.map((s) => s.order)).toEqual([0, 1, 2]);
    expect(slides[1]).toMatchObject({ id: 'slide-3', templateId: 'focus-quote', duration: 15 });
    expect(deleteSlide([slide(1)], 0)).toHaveLength(1);
  });
});

describe('script failure message (spec 001 §8)', () => {
  it('names the failure once, whatever the server already said', () => {
    expect(scriptFailure(new Error('Failed to generate scripts: HTTP 429: Too Many Requests'))).toBe(
      'Failed to generate scripts: HTTP 429: Too Many Requests. Please try again.',
    );
    expect(scriptFailure(new Error('Failed to generate scripts: Failed to generate scripts: offline. Please try again.'))).toBe(
      'Failed to generate scripts: offline. Please try again.',
    );
    expect(scriptFailure(new Error('Provider unavailable'))).toBe('Failed to generate scripts: Provider unavailable. Please try again.');
    expect(scriptFailure(new Error(''))).toBe('Failed to generate scripts. Please try again.');
  });
});

describe('Review & Edit Outline', () => {
  it('shows one slide at a time with the counter, totals and the duration warning', async () => {
    const saved = flowApi(outline());
    renderFlow();
    expect(await screen.findByText('Slide 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slide 1 title' })).toBeInTheDocument();
    // 10 + 30 + 30 = 70 s against 60 s: within 30 s, no warning.
    expect(screen.queryByText(/over target|under target/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Slide After Current' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose Slide Template' });
    for (const name of ['Title Slide', 'Content Slide', 'Key Message', 'Comparison']) expect(within(chooser).getByText(name)).toBeInTheDocument();
    await userEvent.click(within(chooser).getByText('Comparison'));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Add Slide' }));
    // The new slide follows the current one: 10 + 30 + 30 + 30 = 100 s, 40 s over the 60 s target.
    expect(screen.getByText('Slide 3 of 4')).toBeInTheDocument();
    expect(screen.getByText(/40s over target/)).toBeInTheDocument();
    await waitFor(
      () =>
        expect((lastSave(saved)!.progress_data.slides as { order: number; templateId: string }[]).map((s) => [s.order, s.templateId])).toEqual([
          [0, 'title-slide'],
          [1, 'bullet-points'],
          [2, 'split-content'],
          [3, 'bullet-points'],
        ]),
      { timeout: 2000 },
    );
  });

  it('drops blank key points on save, keeps one row, and cancels the edit when moving away', async () => {
    const saved = flowApi(outline());
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const form = screen.getByRole('form', { name: 'Edit slide' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove key point 1' }));
    // The list keeps at least one row.
    expect(within(form).getAllByRole('textbox', { name: /Key point/ })).toHaveLength(1);
    expect(within(form).getByRole('button', { name: 'Remove key point 1' })).toBeDisabled();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Key point 1' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Key point 1' }), 'Bend your knees');
    await userEvent.click(within(form).getByRole('button', { name: '+ Add key point' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Key point 2' }), '   ');
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'Lift with your legs');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('heading', { name: 'Lift with your legs' })).toBeInTheDocument();
    expect(screen.getByText('Bend your knees')).toBeInTheDocument();
    await waitFor(() => expect((lastSave(saved)!.progress_data.slides as { keyPoints: string[] }[])[1]?.keyPoints).toEqual(['Bend your knees']), {
      timeout: 2000,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.queryByRole('form', { name: 'Edit slide' })).not.toBeInTheDocument();
  });

  it('edits the columns of a comparison slide', async () => {
    const saved = flowApi(
      outline([
        slide(1, {
          templateId: 'split-content',
          leftColumnTitle: 'Before',
          leftColumnPoints: ['Old'],
          rightColumnTitle: 'After',
          rightColumnPoints: ['New', ''],
        }),
        slide(2),
      ]),
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Right point 2' }), 'Faster');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect((lastSave(saved)!.progress_data.slides as Record<string, unknown>[])[0]).toMatchObject({
          leftColumnPoints: ['Old'],
          rightColumnPoints: ['New', 'Faster'],
        }),
      { timeout: 2000 },
    );
  });

  it('shows where a point comes from beneath it, opens it in a dialog, and drops it when the point is rewritten (decision 161)', async () => {
    const fromPdf = {
      point: 'First point',
      kind: 'document' as const,
      document: 'benefits.pdf',
      page: 3,
      section: ['Benefits', 'Health insurance'],
      excerpt: 'The first point, as the handbook puts it.',
    };
    const fromBrief = { point: 'Old', kind: 'brief' as const, document: 'Your brief', section: [], excerpt: 'Cover old and new.' };
    const saved = flowApi(
      outline([
        slide(1, { pointSources: [fromPdf] }),
        slide(2, { templateId: 'split-content', keyPoints: [], leftColumnPoints: ['Old'], rightColumnPoints: ['New'], pointSources: [fromBrief] }),
      ]),
    );
    renderFlow();
    const line = await screen.findByRole('button', { name: /^from benefits\.pdf · p\. 3 · Health insurance: show where this point comes from$/ });
    // Only the point with a source has a line.
    expect(screen.getAllByRole('button', { name: /show where this point comes from/ })).toHaveLength(1);
    line.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Where this point comes from' });
    expect(within(dialog).getByText('benefits.pdf')).toBeInTheDocument();
    expect(within(dialog).getByText('3')).toBeInTheDocument();
    expect(within(dialog).getByText('Benefits › Health insurance')).toBeInTheDocument();
    expect(within(dialog).getByText('The first point, as the handbook puts it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: /^from your brief: show/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));

    // A rewritten point is no longer the source's words: its line goes, and the save drops it.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const form = screen.getByRole('form', { name: 'Edit slide' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Key point 1' }), ' today');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('First point today')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /show where this point comes from/ })).not.toBeInTheDocument();
    await waitFor(() => expect((lastSave(saved)!.progress_data.slides as Record<string, unknown>[])[0]).not.toHaveProperty('pointSources'), { timeout: 2000 });
    expect((lastSave(saved)!.progress_data.slides as Record<string, unknown>[])[1]?.pointSources).toEqual([fromBrief]);
  });

  it('shows a translated point with the source of the English point at its place (decision 161)', async () => {
    const english = [
      slide(1, {
        pointSources: [{ point: 'Second point', kind: 'document', document: 'manual.pdf', page: 7, section: ['Lifting'], excerpt: 'Second point.' }],
      }),
      slide(2),
    ];
    const german = english.map((s) => ({ ...slideText(s), keyPoints: ['Erster Punkt', 'Zweiter Punkt'] }));
    flowApi(
      outline(english, {
        projectTitle: 'Safe Lifting',
        selectedLanguage: 'de-DE',
        translatedSlides: { 'de-DE': { hash: slidesContentHash(english, 'Safe Lifting'), slides: german } },
      }),
      {
        'GET /api/translation': () => ({
          body: { provider: 'libretranslate', notice: null, languageConversion: { enabled: true, quota: 5, used: 0, remaining: 5 } },
        }),
      },
    );
    renderFlow();
    expect(await screen.findByRole('button', { name: /^from manual\.pdf · p\. 7 · Lifting: show/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: languageDisplayName('de-DE') }));
    expect(screen.getByText('Zweiter Punkt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^from manual\.pdf · p\. 7 · Lifting: show/ }));
    expect(within(screen.getByRole('dialog', { name: 'Where this point comes from' })).getByText('“Zweiter Punkt”')).toBeInTheDocument();
  });

  it('never deletes the last slide', async () => {
    flowApi(outline([slide(1), slide(2)]));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Slide' }));
    expect(screen.getByText('Slide 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Slide' })).toBeDisabled();
  });

  it('generates scripts and moves to the narration step, or says why not', async () => {
    let fail = true;
    flowApi(outline(), {
      'POST /api/ai/scripts': (body) => {
        if (fail) return { status: 502, body: { error: 'The writer is offline' } };
        const { slides } = body as { slides: { id: string }[] };
        return { body: { scripts: slides.map((s) => ({ slideId: s.id, script: `Narration for ${s.id}.`, visualCues: [] })) } };
      },
    });
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Scripts' }));
    expect(await screen.findByText('Failed to generate scripts: The writer is offline. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Generate Scripts' }));
    expect(await screen.findByRole('heading', { name: 'Edit Narration Scripts' })).toBeInTheDocument();
    expect(screen.getByText('Narration for slide-1.')).toBeInTheDocument();
  });
});

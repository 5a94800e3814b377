import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignImages } from '../model/preview-rules';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

afterEach(() => vi.unstubAllGlobals());

const img = (k: string) => ({ url: `generated:${k}`, keywords: [k], source: 'generated' as const });
const pool = ['desk', 'team', 'idea'].map(img);

describe('image assignment (spec 001 §4)', () => {
  it('fills slides without an image round robin by index, leaving chosen and no-image slides alone', () => {
    const slides = [slide(1), slide(2, { contextualImage: img('mine') }), slide(3, { userSelectedNoImage: true }), slide(4), slide(5)];
    const out = assignImages(slides, pool);
    expect(out.map((s) => s.contextualImage?.url ?? null)).toEqual(['generated:desk', 'generated:mine', null, 'generated:desk', 'generated:team']);
    expect(out[0]?.availableImages).toHaveLength(3);
  });
});

describe('Preview Slides', () => {
  it('gathers the image pool from the first slide keyword when leaving the scripts', async () => {
    const calls = flowApi(
      { slides: [slide(1, { script: 'Hi.' }), slide(2, { script: 'Bye.' })], selectedStyle: 'story-journey', currentStep: 3, furthestStep: 3 },
      {
        'GET /api/images/search': () => ({
          body: {
            success: true,
            data: pool.map((p, i) => ({ id: `g${i}`, description: p.keywords[0], urls: { regular: p.url, small: p.url, thumb: p.url }, source: 'generated' })),
          },
        }),
      },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Preview Slides$/ }));
    expect(await screen.findByRole('heading', { name: 'Preview Slides' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/images/search')).toBeTruthy();
    await waitFor(
      () =>
        expect((lastSave(calls)!.progress_data.slides as { contextualImage: { url: string } }[]).map((s) => s.contextualImage.url)).toEqual([
          'generated:desk',
          'generated:team',
        ]),
      { timeout: 2000 },
    );
    expect(lastSave(calls)?.progress_data).toMatchObject({ slidesPreviewed: true, currentStep: 4 });
  });

  it('offers the twelve themes, corporate blue first, and saves the choice', async () => {
    const calls = flowApi({ slides: [slide(1)], currentStep: 4, furthestStep: 4 });
    renderFlow();
    const themes = await screen.findAllByRole('radio');
    expect(themes).toHaveLength(12);
    expect(screen.getByRole('radio', { name: 'Corporate Blue' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Midnight Indigo' }));
    expect(screen.getByRole('radio', { name: 'Midnight Indigo' })).toBeChecked();
    await waitFor(() => expect(lastSave(calls)?.progress_data.selectedTheme).toBe('midnight-indigo'), { timeout: 2000 });
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, SVG, max 120px height')).toBeInTheDocument();
  });

  it('changes a slide image: available images, No Image, and a refused non-image upload', async () => {
    const calls = flowApi({ slides: [slide(1, { contextualImage: pool[0], availableImages: pool })], currentStep: 4, furthestStep: 4 });
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Image' });
    expect(within(dialog).getByText('Available Images (3)')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Upload Custom Image'), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(within(dialog).getByText('Please select an image file.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Image 2/ }));
    await waitFor(
      () => expect((lastSave(calls)!.progress_data.slides as { contextualImage: { url: string } }[])[0]?.contextualImage.url).toBe('generated:team'),
      { timeout: 2000 },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change Image' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Choose Image' })).getByRole('button', { name: 'No Image' }));
    await waitFor(
      () => expect((lastSave(calls)!.progress_data.slides as Record<string, unknown>[])[0]).toMatchObject({ userSelectedNoImage: true, contextualImage: null }),
      { timeout: 2000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change Image' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Choose Image' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says No slides to preview without slides', async () => {
    flowApi({ slides: [], currentStep: 4, furthestStep: 4 });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'No slides to preview' })).toBeInTheDocument();
  });
});

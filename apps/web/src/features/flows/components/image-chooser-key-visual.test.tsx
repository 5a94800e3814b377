import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

afterEach(() => vi.unstubAllGlobals());

const image = (k: string) => ({ url: `generated:${k}`, keywords: [k], source: 'generated' as const });

describe('the designed visual on Preview Slides and in the image chooser (decision 173)', () => {
  it('offers the slide’s key figure beside its images; the user’s pick wins either way', async () => {
    const figures = slide(1, {
      title: 'Storing passwords safely',
      keyPoints: ['Use at least 600,000 iterations'],
      contextualImage: image('password'),
      availableImages: [image('password'), image('lock')],
    });
    const calls = flowApi({ slides: [figures], currentStep: 4, furthestStep: 4 });
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Image' });
    const visual = within(dialog).getByRole('button', { name: 'Designed visual: 600,000' });
    expect(visual).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(visual);
    await waitFor(
      () =>
        expect((lastSave(calls)!.progress_data.slides as Record<string, unknown>[])[0]).toMatchObject({
          contextualImage: null,
          userSelectedNoImage: false,
          keyVisual: { kind: 'figure', text: '600,000' },
        }),
      { timeout: 2000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change Image' }));
    const again = screen.getByRole('dialog', { name: 'Choose Image' });
    expect(within(again).getByRole('button', { name: 'Designed visual: 600,000' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(again).getByRole('button', { name: /Image 2/ }));
    await waitFor(
      () => expect((lastSave(calls)!.progress_data.slides as { contextualImage: { url: string } | null }[])[0]?.contextualImage?.url).toBe('generated:lock'),
      { timeout: 2000 },
    );
  });

  it('leaving the scripts, shows a slide’s key figure when its pictures are about something else, and a picture about it otherwise', async () => {
    const slides = [
      slide(1, { title: 'Storing passwords safely', keyPoints: ['Use at least 600,000 iterations'], script: 'Hi.' }),
      slide(2, { title: 'Forklift safety', keyPoints: ['Only trained drivers operate a forklift'], script: 'Bye.' }),
    ];
    const result = (url: string, shows: string[]) => ({
      id: url,
      description: url,
      urls: { regular: url, small: url, thumb: url },
      source: 'generated',
      meaning: { shows, hints: [] },
    });
    let searches = 0;
    const calls = flowApi(
      { slides, selectedStyle: 'story-journey', currentStep: 3, furthestStep: 3 },
      {
        'POST /api/ai/slide-keywords': () => ({ body: { keywords: [['iterations'], ['forklift']] } }),
        'GET /api/images/search': () => ({
          body: { success: true, data: searches++ === 0 ? [result('generated:iterations', ['rocket'])] : [result('generated:forklift', ['forklift'])] },
        }),
      },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Preview Slides$/ }));
    await waitFor(
      () =>
        expect(lastSave(calls)!.progress_data.slides as Record<string, unknown>[]).toMatchObject([
          { contextualImage: null, keyVisual: { kind: 'figure', text: '600,000' }, availableImages: [{ url: 'generated:iterations' }] },
          { contextualImage: { url: 'generated:forklift' } },
        ]),
      { timeout: 2000 },
    );
  });
});

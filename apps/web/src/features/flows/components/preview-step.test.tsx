import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignSlideImages, slideImageQuery } from '../model/preview-rules';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const img = (k: string) => ({ url: `generated:${k}`, keywords: [k], source: 'generated' as const });
const pool = ['desk', 'team', 'idea'].map(img);

describe('image assignment (spec 001 §4, one pool per slide)', () => {
  it('gives each slide without an image the first of its own images, leaving chosen and no-image slides alone', () => {
    const slides = [slide(1), slide(2, { contextualImage: img('mine') }), slide(3, { userSelectedNoImage: true }), slide(4)];
    const pools = new Map([
      ['slide-1', [img('desk'), img('idea')]],
      ['slide-2', [img('team')]],
      ['slide-3', [img('idea')]],
    ]);
    const out = assignSlideImages(slides, pools);
    expect(out.map((s) => s.contextualImage?.url ?? null)).toEqual(['generated:desk', 'generated:mine', null, null]);
    expect(out[0]?.availableImages).toHaveLength(2);
    expect(out[1]?.availableImages?.map((i) => i.url)).toEqual(['generated:team']);
  });

  it('searches with the slide’s own keywords, up to three', () => {
    expect(slideImageQuery(['dental insurance', 'braces', 'children', 'extra'], slide(1), 'Benefits')).toBe('dental insurance, braces, children');
    expect(slideImageQuery([], slide(1, { imageKeyword: 'forklift' }), 'Benefits')).toBe('forklift');
    expect(slideImageQuery(undefined, slide(1, { imageKeyword: '' }), '')).toBe('business');
  });
});

describe('Preview Slides', () => {
  it('gives every slide a picture from its own keywords when leaving the scripts', async () => {
    let searches = 0;
    const calls = flowApi(
      { slides: [slide(1, { script: 'Hi.' }), slide(2, { script: 'Bye.' })], selectedStyle: 'story-journey', currentStep: 3, furthestStep: 3 },
      {
        'POST /api/ai/slide-keywords': () => ({ body: { keywords: [['dental insurance', 'braces'], ['forklift']] } }),
        'GET /api/images/search': () => {
          const url = searches++ === 0 ? 'generated:dental%20insurance%2C%20braces' : 'generated:forklift';
          return {
            body: { success: true, data: [{ id: `g${searches}`, description: url, urls: { regular: url, small: url, thumb: url }, source: 'generated' }] },
          };
        },
      },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Preview Slides$/ }));
    expect(await screen.findByRole('heading', { name: 'Preview Slides' })).toBeInTheDocument();
    const keywordBody = calls.find((c) => c.path === '/api/ai/slide-keywords')?.body as { slides: { script: string }[] } | undefined;
    expect(keywordBody?.slides.map((s) => s.script)).toEqual(['Hi.', 'Bye.']);
    const queries = vi
      .mocked(fetch)
      .mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'))
      .filter((u) => u.pathname === '/api/images/search')
      .map((u) => u.searchParams.get('query'));
    expect(queries).toEqual(['dental insurance, braces', 'forklift']);
    await waitFor(
      () =>
        expect(lastSave(calls)!.progress_data.slides as { contextualImage: { url: string }; imageKeyword: string }[]).toMatchObject([
          { contextualImage: { url: 'generated:dental%20insurance%2C%20braces' }, imageKeyword: 'dental insurance' },
          { contextualImage: { url: 'generated:forklift' }, imageKeyword: 'forklift' },
        ]),
      { timeout: 2000 },
    );
    expect(lastSave(calls)?.progress_data).toMatchObject({ slidesPreviewed: true, currentStep: 4 });
  });

  it('offers the twelve themes, corporate blue first, and saves the choice', async () => {
    const calls = flowApi({ slides: [slide(1)], currentStep: 4, furthestStep: 4 });
    renderFlow();
    const themes = within(await screen.findByRole('group', { name: 'Theme' })).getAllByRole('radio');
    expect(themes).toHaveLength(12);
    expect(screen.getByRole('radio', { name: 'Corporate Blue' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Midnight Indigo' }));
    expect(screen.getByRole('radio', { name: 'Midnight Indigo' })).toBeChecked();
    await waitFor(() => expect(lastSave(calls)?.progress_data.selectedTheme).toBe('midnight-indigo'), { timeout: 2000 });
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG, SVG, max 120px height')).toBeInTheDocument();
  });

  it('offers the three video shapes, moves between them with the arrow keys, saves the choice and draws every slide in it', async () => {
    const calls = flowApi({ slides: [slide(1), slide(2)], currentStep: 4, furthestStep: 4 });
    renderFlow();
    const shapes = await screen.findByRole('group', { name: 'Video shape' });
    const radios = within(shapes).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['16:9', '9:16', '1:1']);
    const landscape = within(shapes).getByRole('radio', { name: 'Landscape 16:9' });
    expect(landscape).toBeChecked();
    expect(landscape).toHaveAccessibleDescription('Players, LMSs and presentations');
    const preview = screen.getByRole('img', { name: 'Slide 1: Slide 1 title' });
    expect(preview).toHaveAttribute('width', '1920');
    expect(preview).toHaveAttribute('height', '1080');

    landscape.focus();
    await userEvent.keyboard('{ArrowRight}');
    const vertical = within(shapes).getByRole('radio', { name: 'Vertical 9:16' });
    expect(vertical).toBeChecked();
    expect(vertical).toHaveFocus();
    await waitFor(() => expect(lastSave(calls)?.progress_data.aspectRatio).toBe('9:16'), { timeout: 2000 });
    // The large preview and every thumbnail are drawn on a 1080×1920 page (thumbnails at a quarter).
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toHaveAttribute('width', '1080');
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toHaveAttribute('height', '1920');
    for (const n of [1, 2]) {
      const thumb = screen.getByRole('img', { name: `Thumbnail of slide ${n}` });
      expect(thumb).toHaveAttribute('width', '270');
      expect(thumb).toHaveAttribute('height', '480');
    }
    await userEvent.click(within(shapes).getByRole('radio', { name: 'Square 1:1' }));
    await waitFor(() => expect(lastSave(calls)?.progress_data.aspectRatio).toBe('1:1'), { timeout: 2000 });
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toHaveAttribute('height', '1080');
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toHaveAttribute('width', '1080');
  });

  it('reveals points as they are spoken unless switched off, saves the switch and plays the narration with the points to time (decision 170)', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:narration'), revokeObjectURL: vi.fn() }));
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const points = ['Lift with your legs', 'Keep the load close'];
    const calls = flowApi(
      { slides: [slide(1, { script: 'Lift with your legs. Keep the load close.', keyPoints: points })], currentStep: 4, furthestStep: 4 },
      { 'POST /api/tts': () => ({ body: {} }) },
    );
    renderFlow();
    const reveal = await screen.findByRole('switch', { name: 'Reveal points as they are spoken' });
    expect(reveal).toHaveAttribute('aria-checked', 'true');
    expect(reveal).toHaveAccessibleDescription(/each point appears when the narration reaches it/);

    await userEvent.click(screen.getByRole('button', { name: 'Play narration' }));
    expect(await screen.findByRole('button', { name: 'Stop narration' })).toBeInTheDocument();
    expect(play).toHaveBeenCalled();
    expect(calls.find((c) => c.path === '/api/tts')?.body).toEqual({
      text: 'Lift with your legs. Keep the load close.',
      languageCode: 'en-US',
      voiceName: 'en-us-female-1',
      points,
    });

    // Switching off stops the narration and saves the choice; the next narration has no points to time.
    await userEvent.click(reveal);
    expect(reveal).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Play narration' })).toBeInTheDocument();
    await waitFor(() => expect(lastSave(calls)?.progress_data.revealPoints).toBe(false), { timeout: 2000 });
    await userEvent.click(screen.getByRole('button', { name: 'Play narration' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/tts').at(-1)?.body).toMatchObject({ points: [] }));
  });

  it('opens with the saved points switch', async () => {
    flowApi({ slides: [slide(1)], currentStep: 4, furthestStep: 4, revealPoints: false });
    renderFlow();
    expect(await screen.findByRole('switch', { name: 'Reveal points as they are spoken' })).toHaveAttribute('aria-checked', 'false');
  });

  it('opens on the saved shape', async () => {
    flowApi({ slides: [slide(1)], currentStep: 4, furthestStep: 4, aspectRatio: '9:16' });
    renderFlow();
    expect(await screen.findByRole('radio', { name: 'Vertical 9:16' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Slide 1: Slide 1 title' })).toHaveAttribute('width', '1080');
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

  it('offers Change Image only on slides whose template draws a picture', async () => {
    flowApi({
      slides: [slide(1, { templateId: 'title-slide' }), slide(2), slide(3, { templateId: 'focus-quote' }), slide(4, { templateId: 'split-content' })],
      currentStep: 4,
      furthestStep: 4,
    });
    renderFlow();
    expect(await screen.findByText('Title Slide slides show no picture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Image' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Change Image' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.queryByRole('button', { name: 'Change Image' })).not.toBeInTheDocument();
    expect(screen.getByText('Key Message slides show no picture')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.queryByRole('button', { name: 'Change Image' })).not.toBeInTheDocument();
    expect(screen.getByText('Comparison slides show no picture')).toBeInTheDocument();
  });

  it('tells the server once that a shown Unsplash photo is used, never for a slide that does not draw it', async () => {
    const photo = (id: string) => ({ url: `https://images.example/${id}.jpg`, keywords: ['desk'], source: 'unsplash' as const, unsplashId: `unsplash-${id}` });
    const calls = flowApi(
      {
        slides: [
          slide(1, { contextualImage: photo('A1') }),
          slide(2, { templateId: 'title-slide', contextualImage: photo('B2') }),
          slide(3, { contextualImage: { ...photo('C3'), downloadTracked: true } }),
        ],
        currentStep: 4,
        furthestStep: 4,
      },
      { 'POST /api/images/download/unsplash-A1': () => ({ body: { success: true } }) },
    );
    renderFlow();
    await waitFor(
      () =>
        expect(
          (lastSave(calls)?.progress_data.slides as { contextualImage: { downloadTracked?: boolean } }[] | undefined)?.[0]?.contextualImage.downloadTracked,
        ).toBe(true),
      {
        timeout: 2000,
      },
    );
    const tracked = calls.filter((c) => c.path.startsWith('/api/images/download/')).map((c) => c.path);
    expect(tracked).toEqual(['/api/images/download/unsplash-A1']);
  });

  it('says No slides to preview without slides', async () => {
    flowApi({ slides: [], currentStep: 4, furthestStep: 4 });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'No slides to preview' })).toBeInTheDocument();
  });
});

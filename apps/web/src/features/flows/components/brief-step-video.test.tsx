import { VIDEO_LINK_MESSAGES, videoLinkFailed } from '@lectern/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { avatarFlowApi, flowApi, lastSave, renderAvatarFlow, renderFlow, slide } from '../test/flow-fixtures';

const LINK = 'https://www.youtube.com/watch?v=Lift1234567';
const transcript = { url: LINK, title: 'Safe lifting', text: 'Heben Sie mit den Beinen.', languageCode: 'de', automatic: false };
const videoInput = () => screen.getByLabelText(/Video link/, { selector: 'input[type=url]' });

describe('video link as the content source', () => {
  it('reads the captions in the output language, builds the outline from them and saves the link', async () => {
    const calls = flowApi(
      { selectedStyle: 'compliance-clarity' },
      {
        'POST /api/ai/fetch-video': () => ({ body: transcript }),
        'POST /api/ai/outline': () => ({ body: { slides: [slide(1)], usedPerSlideFallback: false, placeholderSlides: [] } }),
      },
    );
    renderFlow();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['brief', 'text', 'url', 'video']);
    await userEvent.click(screen.getByRole('radio', { name: 'Video link' }));
    expect(screen.getByText(/A YouTube video or a page whose video has captions/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Create Outline' });
    await userEvent.type(videoInput(), 'javascript:alert(1)');
    expect(screen.getByText(VIDEO_LINK_MESSAGES.invalidUrl)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(videoInput());
    await userEvent.type(videoInput(), LINK);
    await userEvent.selectOptions(screen.getByLabelText('Output language'), 'de-DE');
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Review & Edit Outline' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/fetch-video')?.body).toEqual({ url: LINK, language: 'de-DE' });
    expect(calls.find((c) => c.path === '/api/ai/outline')?.body).toMatchObject({ brief: '', sourceText: 'Safe lifting\n\nHeben Sie mit den Beinen.' });
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ contentSource: 'video', contentInput: LINK }), { timeout: 2000 });
  });

  it('shows why a video cannot be read and stays on the step', async () => {
    const reason = videoLinkFailed(VIDEO_LINK_MESSAGES.noCaptions);
    const calls = flowApi(
      { selectedStyle: 'compliance-clarity', contentSource: 'video', contentInput: LINK },
      { 'POST /api/ai/fetch-video': () => ({ status: 400, body: { error: reason } }) },
    );
    renderFlow();
    // The saved source and link come back with the project.
    expect(await screen.findByRole('radio', { name: 'Video link' })).toBeChecked();
    expect(videoInput()).toHaveValue(LINK);
    await userEvent.click(screen.getByRole('button', { name: 'Create Outline' }));
    expect(
      await screen.findByText('YouTube processing failed: This video has no captions we can read. Try a video with subtitles, or paste the transcript.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/ai/outline')).toBe(false);
    expect(screen.getByRole('heading', { name: /Create .* Video/ })).toBeInTheDocument();
  });

  it('works in the avatar wizard too, which shares the step', async () => {
    const calls = avatarFlowApi(
      { selectedStyle: 'executive-brief', contentSource: 'video', contentInput: LINK },
      {
        'POST /api/ai/fetch-video': () => ({ body: { ...transcript, title: '' } }),
        'POST /api/ai/outline': () => ({ body: { slides: [slide(1)], usedPerSlideFallback: false, placeholderSlides: [] } }),
      },
    );
    renderAvatarFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Outline & Choose Avatar' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Avatar' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/outline')?.body).toMatchObject({ brief: '', sourceText: 'Heben Sie mit den Beinen.', durationSeconds: 120 });
  });
});

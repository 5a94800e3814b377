import { MAX_SCRIPT_WORDS, VIDEO_LENGTH_MESSAGES } from '@lectern/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

const atScripts = (slides = [slide(1), slide(2)]) => ({ slides, selectedStyle: 'story-journey', currentStep: 3, furthestStep: 3, tone: 'Friendly' });
const scriptsReply = (body: unknown) => ({
  body: { scripts: (body as { slides: { id: string }[] }).slides.map((s) => ({ slideId: s.id, script: `Spoken words for ${s.id}.`, visualCues: ['cue'] })) },
});

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Edit Narration Scripts', () => {
  it('writes the scripts for every slide when the current one has none, once', async () => {
    const calls = flowApi(atScripts(), { 'POST /api/ai/scripts': scriptsReply });
    renderFlow();
    expect(await screen.findByText('Spoken words for slide-1.')).toBeInTheDocument();
    const requests = calls.filter((c) => c.path === '/api/ai/scripts');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ projectId: 'p1', tone: 'Friendly', styleId: 'story-journey', projectTitle: 'Safe Lifting' });
    expect(screen.getAllByText('Script ready')).toHaveLength(2);
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ scriptsGenerated: true }), { timeout: 2000 });
  });

  it('sends what the brief asked with the scripts request and says the tone was preselected from the brief (decision 118)', async () => {
    const briefSteering = { tone: 'Friendly', emphasis: true, quiz: false, topics: ['receipts'] };
    const calls = flowApi({ ...atScripts(), briefSteering }, { 'POST /api/ai/scripts': scriptsReply });
    renderFlow();
    expect(await screen.findByText('Spoken words for slide-1.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/scripts')?.body).toMatchObject({ tone: 'Friendly', steering: briefSteering });
    expect(screen.getByText(/Your brief asks for a friendly tone, so it was preselected/)).toBeInTheDocument();
  });

  it('sends no steering for a project without one, and a malformed stored steering is ignored', async () => {
    const calls = flowApi({ ...atScripts(), briefSteering: { tone: 'Shouty' } }, { 'POST /api/ai/scripts': scriptsReply });
    renderFlow();
    expect(await screen.findByText('Spoken words for slide-1.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/scripts')?.body).not.toHaveProperty('steering');
    expect(screen.getByText('Used the next time scripts are generated.')).toBeInTheDocument();
  });

  it('says when the narration runs clearly shorter than the length chosen, and not when it fills it (decision 185)', async () => {
    const long = 'Leave the building by the nearest exit and meet at the assembly point in the car park. '.repeat(5).trim();
    flowApi(atScripts([slide(1, { script: 'Hear the alarm.', duration: 60 }), slide(2, { script: 'Leave by the nearest exit.', duration: 60 })]));
    const { unmount } = renderFlow();
    expect(await screen.findByText(/^The narration runs about \d+ seconds of the 2 minutes you chose: the material says no more\./)).toBeInTheDocument();
    unmount();
    flowApi(atScripts([slide(1, { script: long, duration: 25 }), slide(2, { script: long, duration: 25 })]));
    renderFlow();
    expect(await screen.findAllByText(long)).not.toHaveLength(0);
    expect(screen.queryByText(/The narration runs about/)).not.toBeInTheDocument();
  });

  it('leaves existing scripts alone and shows which slides still need one', async () => {
    const calls = flowApi(atScripts([slide(1, { script: 'Already written.' }), slide(2)]));
    renderFlow();
    expect(await screen.findByText('Already written.')).toBeInTheDocument();
    expect(screen.getByText('Script ready')).toBeInTheDocument();
    expect(screen.getByText('No script')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/ai/scripts')).toBe(false);
  });

  it('reports a failed generation with the spec message and retries on request', async () => {
    let fail = true;
    flowApi(atScripts(), { 'POST /api/ai/scripts': (body) => (fail ? { status: 502, body: { error: 'Provider unavailable' } } : scriptsReply(body)) });
    renderFlow();
    expect(await screen.findByText('Failed to generate scripts: Provider unavailable. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Spoken words for slide-1.')).toBeInTheDocument();
  });

  it('edits one script with Save and Cancel', async () => {
    const calls = flowApi(atScripts([slide(1, { script: 'First draft.' })]));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Script' }));
    const box = screen.getByLabelText('Narration script');
    await userEvent.clear(box);
    await userEvent.type(box, 'Better words.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('First draft.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Script' }));
    await userEvent.clear(screen.getByLabelText('Narration script'));
    await userEvent.type(screen.getByLabelText('Narration script'), 'Better words.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Better words.')).toBeInTheDocument();
    await waitFor(() => expect((lastSave(calls)!.progress_data.slides as { script: string }[])[0]?.script).toBe('Better words.'), { timeout: 2000 });
  });

  it('keeps an edit that would take the scripts past what a video holds, and says why (decision 149)', async () => {
    const long = Array.from({ length: MAX_SCRIPT_WORDS - 5 }, () => 'safety').join(' ');
    const calls = flowApi(atScripts([slide(1, { script: 'First draft.' }), slide(2, { script: long })]));
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Script' }));
    const box = screen.getByLabelText('Narration script');
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('one two three four five six seven');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(VIDEO_LENGTH_MESSAGES.scriptsTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Narration script')).toHaveValue('one two three four five six seven');
    await userEvent.clear(screen.getByLabelText('Narration script'));
    await userEvent.paste('Short and clear.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Short and clear.')).toBeInTheDocument();
    expect(screen.queryByText(VIDEO_LENGTH_MESSAGES.scriptsTooLong)).not.toBeInTheDocument();
    await waitFor(() => expect((lastSave(calls)!.progress_data.slides as { script: string }[])[0]?.script).toBe('Short and clear.'), { timeout: 2000 });
  });

  it('shows the language read-only, sorted voices, six tones, and a preview that resets after 3 seconds', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const calls = flowApi(atScripts([slide(1, { script: 'Lift with your legs. Keep it close. Never twist.' })]), {
      'POST /api/tts': () => ({ body: {} }),
    });
    renderFlow();
    expect(await screen.findByText('English (United States)')).toBeInTheDocument();
    expect(screen.getByText('Chosen in the context step.')).toBeInTheDocument();
    const voice = screen.getByLabelText('Voice');
    await waitFor(() => expect(voice).toHaveValue('en-us-female-1'));
    // Spec 001 §9: FEMALE, MALE, NEUTRAL, then display name.
    expect([...(voice as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Ava', 'Zoe', 'Adam']);
    expect([...(screen.getByLabelText('Tone') as HTMLSelectElement).options]).toHaveLength(6);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Play Preview' }));
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(play).toHaveBeenCalled();
    expect(calls.find((c) => c.path === '/api/tts')?.body).toEqual({
      text: 'Lift with your legs. Keep it close.',
      languageCode: 'en-US',
      voiceName: 'en-us-female-1',
    });
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('button', { name: 'Play Preview' })).toBeInTheDocument();
    expect(pause).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Play Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Play Preview' })).toBeInTheDocument();
  });

  it('says No voices available when the language has none', async () => {
    flowApi(atScripts([slide(1, { script: 'Hello.' })]), { 'GET /api/tts/voices': () => ({ body: { success: false, voices: [] } }) });
    renderFlow();
    expect(await screen.findByRole('option', { name: 'No voices available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Preview' })).toBeDisabled();
  });
});

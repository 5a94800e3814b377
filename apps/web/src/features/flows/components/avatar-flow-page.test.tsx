import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarFlowApi, lastSave, projectWith, renderAvatarFlow, slide } from '../test/flow-fixtures';

/** A stand-in for the browser's EventSource that tests drive by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.closed = true;
  }
  emit(render: Record<string, unknown>) {
    this.listeners.get('progress')?.(new MessageEvent('progress', { data: JSON.stringify(render) }));
  }
}

const render = (patch: Record<string, unknown>) => ({
  id: 'r1',
  status: 'running',
  step: 'AI presenter is being generated...',
  percent: 40,
  etaSeconds: null,
  error: null,
  videoId: null,
  ...patch,
});

const STEPS = ['Context', 'Avatar', 'Outline', 'Scripts', 'Preview Slides', 'Generate Video'];
const scripted = [slide(1, { script: 'Hello and welcome.' }), slide(2, { script: 'Bend your knees.' })];
const atGenerate = {
  slides: scripted,
  selectedStyle: 'story-journey',
  azureDuration: 120,
  selectedAvatar: 'lisa-casual-sitting',
  avatarUrl: '/api/avatars/lisa-casual-sitting/portrait.png',
  currentStep: 6,
  furthestStep: 6,
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('video with avatar wizard', () => {
  it('has six steps in order and starts on Context with 1, 2 or 3 minutes, the language and the voice hint', async () => {
    avatarFlowApi({});
    renderAvatarFlow();
    expect(screen.getByText('Loading project...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create Video with Avatar' })).toBeInTheDocument();
    expect(screen.getByText('Video with Avatar')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Video creation steps' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(STEPS.map((s, i) => `Step ${i + 1}: ${s}`));
    const duration = screen.getByLabelText('Duration') as HTMLSelectElement;
    expect([...duration.options].map((o) => o.textContent)).toEqual(['1 minute', '2 minutes', '3 minutes']);
    expect(duration.value).toBe('120');
    expect(screen.getByText(/Your avatar speaks the chosen language with the chosen avatar’s voice/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Output language')).toHaveValue('en-US'));
  });

  it('shows Loading languages... until the languages arrive', async () => {
    let answer: (v: { body: unknown }) => void = () => {};
    avatarFlowApi({}, { 'GET /api/tts/languages': () => new Promise((resolve) => (answer = resolve)) });
    renderAvatarFlow();
    const language = await screen.findByLabelText('Output language');
    expect(language).toBeDisabled();
    expect(within(language).getByRole('option', { name: 'Loading languages...' })).toBeInTheDocument();
    answer({ body: { languages: [{ code: 'en-US', name: 'English (United States)' }] } });
    await waitFor(() => expect(language).toBeEnabled());
  });

  it('targets the outline at the chosen duration, saves it in seconds and moves to the avatar step', async () => {
    const calls = avatarFlowApi(
      { contentInput: 'Safe lifting for warehouse staff', selectedStyle: 'executive-brief' },
      { 'POST /api/ai/outline': () => ({ body: { slides: [slide(1), slide(2)], usedPerSlideFallback: false, placeholderSlides: [] } }) },
    );
    renderAvatarFlow();
    await userEvent.selectOptions(await screen.findByLabelText('Duration'), '180');
    expect(screen.getByText('A 3-minute video presented by the avatar you choose next')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Outline & Choose Avatar' }));
    expect(await screen.findByRole('heading', { name: 'Choose Your Avatar' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/outline')?.body).toMatchObject({ durationSeconds: 180 });
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ azureDuration: 180, currentStep: 2, contentSubmitted: true }), {
      timeout: 2000,
    });
    // The template flow's minutes field is left alone: the avatar duration lives in azureDuration (seconds).
    expect(lastSave(calls)!.progress_data).not.toHaveProperty('duration');
  });

  it('saves the chosen avatar, goes on to the outline, and clears the avatar when going back to Context', async () => {
    const calls = avatarFlowApi({ slides: [slide(1), slide(2)], selectedStyle: 'story-journey', currentStep: 2, furthestStep: 2 });
    renderAvatarFlow();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^Harry · Business,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review & Edit Outline' })).toBeInTheDocument();
    await waitFor(
      () =>
        expect(lastSave(calls)?.progress_data).toMatchObject({
          selectedAvatar: 'harry-business',
          avatarUrl: '/api/avatars/harry-business/portrait.png',
          currentStep: 3,
        }),
      { timeout: 2000 },
    );
    // Outline's Back returns to the avatar step, which keeps the choice.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /^Harry · Business,/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Context' }));
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ selectedAvatar: null, avatarUrl: null, currentStep: 1 }), {
      timeout: 2000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Step 2: Avatar' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('saves a project stored with lengths outside the choices with lengths the server accepts (decision 149)', async () => {
    const calls = avatarFlowApi({
      slides: [slide(1, { duration: 1e9 }), slide(2, { duration: 0.01 })],
      selectedStyle: 'story-journey',
      duration: 0.01,
      azureDuration: 90,
      currentStep: 2,
      furthestStep: 2,
    });
    renderAvatarFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Harry · Business,/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(lastSave(calls)?.progress_data).toMatchObject({ selectedAvatar: 'harry-business', azureDuration: 120 }), { timeout: 2000 });
    const saved = lastSave(calls)!.progress_data;
    expect(saved).not.toHaveProperty('duration');
    expect((saved.slides as { duration: number }[]).map((s) => s.duration)).toEqual([300, 1]);
  });

  it('sends a saved step past the avatar without one back to the avatar step', async () => {
    avatarFlowApi({ slides: [slide(1)], currentStep: 4, furthestStep: 4 });
    renderAvatarFlow();
    expect(await screen.findByRole('heading', { name: 'Choose Your Avatar' })).toBeInTheDocument();
  });

  it('hides the audio settings on the scripts step: the avatar’s voice speaks', async () => {
    avatarFlowApi({ ...atGenerate, currentStep: 4, furthestStep: 4 });
    renderAvatarFlow();
    expect(await screen.findByRole('heading', { name: 'Edit Narration Scripts' })).toBeInTheDocument();
    expect(screen.queryByText('Audio Settings')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Voice')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tone')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play Preview/ })).not.toBeInTheDocument();
    expect(screen.getByText(/speaks these scripts with the female voice/)).toBeInTheDocument();
  });

  it('marks the slides the presenter stands on and names the presenter in the preview', async () => {
    const calls = avatarFlowApi({
      ...atGenerate,
      slides: [slide(1, { templateId: 'title-slide', title: 'Safe Lifting', script: 'Lifting safely.' }), slide(2, { script: 'Bend your knees.' })],
      currentStep: 5,
      furthestStep: 5,
    });
    renderAvatarFlow();
    expect(await screen.findByRole('heading', { name: 'Preview Slides' })).toBeInTheDocument();
    await waitFor(() => expect((lastSave(calls)?.progress_data.slides as { avatarVisible: boolean }[])?.map((s) => s.avatarVisible)).toEqual([false, true]), {
      timeout: 2000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 2: Slide 2 title' }));
    expect(screen.getByRole('img', { name: 'Slide 2: Slide 2 title, with Lisa presenting' })).toBeInTheDocument();
    // The presenter stands where a content slide's picture would be: no image to choose there.
    expect(screen.queryByRole('button', { name: 'Change Image' })).not.toBeInTheDocument();
    expect(screen.getByText('Lisa stands where the picture would be')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Video Generation' });
    // Spec 001 §5: avatar minutes, the chosen duration in seconds / 60.
    expect(within(dialog).getByText('Needs 2 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('Uses avatar time')).toBeInTheDocument();
  });

  it('generates the video: Creating Your Video with the step, the percent and the avatar estimate, then the player', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let completed = false;
    const calls = avatarFlowApi(atGenerate, {
      'POST /api/projects/p1/renders': () => ({ status: 202, body: { id: 'r1', render: render({ status: 'queued', percent: 0, step: null }) } }),
      'GET /api/projects/p1': () => ({
        body: projectWith(completed ? { ...atGenerate, renderId: 'r1', videoGenerated: true, finalVideoUrl: '/api/videos/v1/file' } : atGenerate, {
          flow_type: 'experimental',
        }),
      }),
    });
    renderAvatarFlow();
    const generate = await screen.findByRole('button', { name: 'Generate Video' });
    expect(screen.getByText('Lisa · Casual sitting')).toBeInTheDocument();
    await userEvent.click(generate);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm Video Generation' })).getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders')).toBe(true);
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/renders/r1/events'));

    act(() => FakeEventSource.last?.emit(render({ percent: 5, step: 'Preparing your slides and scripts...' })));
    expect(screen.getByText('Preparing your slides and scripts...', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Estimated time: 2-3 minutes')).toBeInTheDocument();
    act(() => FakeEventSource.last?.emit(render({})));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('AI presenter is being generated...', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Estimated time: 1-2 minutes')).toBeInTheDocument();
    // The offline presenter reports its own, shorter estimate.
    act(() => FakeEventSource.last?.emit(render({ percent: 80, step: 'Composing the final video...', etaSeconds: 12 })));
    expect(screen.getByText('Estimated time: About 15 seconds')).toBeInTheDocument();

    completed = true;
    act(() => FakeEventSource.last?.emit(render({ status: 'completed', percent: 100, step: 'Your video is ready!', videoId: 'v1' })));
    expect(await screen.findByLabelText('Your generated video')).toHaveAttribute('src', '/api/videos/v1/file');
    expect(screen.getByRole('link', { name: 'View in Projects' })).toHaveAttribute('href', '/project/p1/view');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Step 2: Avatar (Locked - Video Completed)' })).toBeDisabled());
  });

  it('after a failure shows why, reloads the project and offers the orange Retry Video Creation', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let failed = false;
    const calls = avatarFlowApi(
      { ...atGenerate, renderId: 'r1' },
      {
        'GET /api/renders/r1': () => ({ body: { render: render({}) } }),
        'GET /api/projects/p1': () => ({
          body: projectWith(
            {
              ...atGenerate,
              renderId: 'r1',
              ...(failed ? { azureVideoUrl: 'renders/r1/clips.json', azureVideosGenerated: true, compositionAttempted: true } : {}),
            },
            { flow_type: 'experimental' },
          ),
        }),
        'POST /api/projects/p1/renders': () => ({ status: 202, body: { id: 'r2', render: render({ id: 'r2', status: 'queued' }) } }),
      },
    );
    renderAvatarFlow();
    expect(await screen.findByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/renders/r1/events'));
    failed = true;
    act(() => FakeEventSource.last?.emit(render({ status: 'failed', step: 'Video generation failed', error: 'Failed to compose final video' })));
    expect(await screen.findByText('Video generation failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to compose final video')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry Video Creation' });
    expect(retry.className).toMatch(/bg-orange-700/);
    expect(screen.queryByRole('button', { name: 'Generate Video' })).not.toBeInTheDocument();
    await userEvent.click(retry);
    // The same render request, no second confirmation: the minutes were confirmed with the first.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Resume Video Creation on reopening a project whose presenter clips exist, Retry once composition was attempted', async () => {
    let resolveStart: (v: { status: number; body: unknown }) => void = () => {};
    avatarFlowApi(
      { ...atGenerate, azureVideosGenerated: true, azureVideoUrl: 'renders/r0/clips.json' },
      { 'POST /api/projects/p1/renders': () => new Promise((resolve) => (resolveStart = resolve)) },
    );
    const first = renderAvatarFlow();
    const resume = await screen.findByRole('button', { name: 'Resume Video Creation' });
    expect(screen.queryByRole('button', { name: 'Generate Video' })).not.toBeInTheDocument();
    await userEvent.click(resume);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    resolveStart({ status: 202, body: { id: 'r2', render: render({ id: 'r2', status: 'queued' }) } });
    first.unmount();

    avatarFlowApi({ ...atGenerate, azureVideosGenerated: true, azureVideoUrl: 'renders/r0/clips.json', compositionAttempted: true });
    renderAvatarFlow();
    expect(await screen.findByRole('button', { name: 'Retry Video Creation' })).toBeInTheDocument();
  });

  it('goes from the preview to the orange button, not to a new confirmation, when presenter clips exist', async () => {
    avatarFlowApi({ ...atGenerate, currentStep: 5, furthestStep: 5, azureVideosGenerated: true, azureVideoUrl: 'renders/r0/clips.json' });
    renderAvatarFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByRole('button', { name: 'Resume Video Creation' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks all six steps once a final video exists', async () => {
    avatarFlowApi({ ...atGenerate, currentStep: 3, videoGenerated: true, finalVideoUrl: '/api/videos/v9/file' });
    renderAvatarFlow();
    expect(await screen.findByLabelText('Your generated video')).toHaveAttribute('src', '/api/videos/v9/file');
    for (const [i, name] of STEPS.entries()) {
      const step = screen.getByRole('button', { name: `Step ${i + 1}: ${name} (Locked - Video Completed)` });
      expect(step).toHaveAttribute('title', 'Locked - Video Completed');
      if (i < 5) expect(step).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: /Video Creation/ })).not.toBeInTheDocument();
  });
});

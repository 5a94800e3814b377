import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowApi, projectWith, renderFlow, slide } from '../test/flow-fixtures';

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
  step: 'Recording the narration',
  percent: 40,
  etaSeconds: 75,
  error: null,
  videoId: null,
  ...patch,
});
const ready = { slides: [slide(1, { script: 'Hello.' })], selectedStyle: 'story-journey', duration: 1, currentStep: 4, furthestStep: 4, slidesPreviewed: true };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('Generate Video', () => {
  it('confirms the minutes, starts the render and follows its progress events to the video', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let completed = false;
    const calls = flowApi(ready, {
      'POST /api/projects/p1/renders': () => ({ status: 202, body: { id: 'r1', render: render({ status: 'queued', percent: 0, step: null }) } }),
      'GET /api/projects/p1': () => ({
        body: projectWith(completed ? { ...ready, currentStep: 5, renderId: 'r1', videoGenerated: true, finalVideoUrl: '/api/videos/v1/file' } : ready),
      }),
    });
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /^Generate Video$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Video Generation' });
    // Spec 001 §5: the selected duration (1 minute) decides the required minutes.
    expect(within(dialog).getByText('Needs 1 minutes')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    const start = calls.findIndex((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders');
    expect(calls[start]?.body).toEqual({ format: 'webm' });
    // The server renders what is saved: pending changes are written before the render starts.
    const saveBefore = calls.slice(0, start).filter((c) => c.method === 'PATCH');
    expect((saveBefore.at(-1)!.body as { progress_data: { currentStep: number } }).progress_data.currentStep).toBe(5);
    // The stream opens in an effect after the render loads: wait for it rather than race it.
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/renders/r1/events'));

    act(() => FakeEventSource.last?.emit(render({})));
    // The step shows in the panel and in the log box.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '40% – Recording the narration');
    expect(within(screen.getByRole('log')).getByText('Recording the narration')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('About 1 minute remaining')).toBeInTheDocument();

    completed = true;
    act(() => FakeEventSource.last?.emit(render({ status: 'completed', percent: 100, step: 'Your video is ready', videoId: 'v1' })));
    expect(await screen.findByLabelText('Your generated video')).toHaveAttribute('src', '/api/videos/v1/file');
    const track = screen.getByLabelText('Your generated video').querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/api/videos/v1/captions.vtt');
    expect(track).toHaveAttribute('srclang', 'en-US');
    expect(track).toHaveAttribute('label', 'English (United States)');
    expect(screen.getByRole('link', { name: 'View in Projects' })).toHaveAttribute('href', '/project/p1/view');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    // Spec 001 §4: with a final video every step locks.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Step 1: Context (Locked - Video Completed)' })).toBeDisabled());
    expect(FakeEventSource.last?.closed).toBe(true);
  });

  it('shows the failure with its reason and offers a retry', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    flowApi({ ...ready, currentStep: 5, renderId: 'r1' }, { 'GET /api/renders/r1': () => ({ body: { render: render({}) } }) });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    // The stream opens after the heading is drawn: an event sent before would go to nobody (or to an earlier test's stream).
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/renders/r1/events'));
    act(() => FakeEventSource.last?.emit(render({ status: 'failed', step: 'Video generation failed', error: 'ffmpeg exited with code 1' })));
    expect(await screen.findByText('Video generation failed')).toBeInTheDocument();
    expect(screen.getByText('ffmpeg exited with code 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Video Generation' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Video Generation' })).toBeInTheDocument();
  });

  it('shows a failed attempt the queue retries as a retry, not as the end, and logs each step with its time', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    flowApi({ ...ready, currentStep: 5, renderId: 'r1' }, { 'GET /api/renders/r1': () => ({ body: { render: render({}) } }) });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/renders/r1/events'));
    const times = { createdAt: '2026-11-23T10:00:00.000Z', startedAt: '2026-11-23T10:00:02.000Z', attempt: 1, maxAttempts: 4 };
    act(() => FakeEventSource.last?.emit(render({ ...times, step: 'Drawing slide 1 of 1' })));
    act(() => FakeEventSource.last?.emit(render({ ...times, step: 'Trying again after a problem', error: 'ffmpeg exited with code 1', retrying: true })));
    // Still in progress: no failure alert, no retry button, the retry said as such.
    expect(screen.getByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Attempt 1 of 4 did not finish (ffmpeg exited with code 1). Trying again…');
    expect(screen.queryByText('Video generation failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry Video Generation' })).not.toBeInTheDocument();

    // Two states in one tick are both logged; a repeated state is logged once.
    act(() => {
      FakeEventSource.last?.emit(render({ ...times, attempt: 2, step: 'Drawing slide 1 of 1' }));
      FakeEventSource.last?.emit(render({ ...times, attempt: 2, step: 'Encoding the video' }));
    });
    act(() => FakeEventSource.last?.emit(render({ ...times, attempt: 2, step: 'Encoding the video' })));
    act(() =>
      FakeEventSource.last?.emit(
        render({
          ...times,
          attempt: 2,
          status: 'failed',
          step: 'Video generation failed',
          error: 'ffmpeg exited with code 1',
          finishedAt: '2026-11-23T10:01:00.000Z',
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Retry Video Generation' })).toBeInTheDocument();
    const lines = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent?.replace(/^[\d:\s]+(?:[AP]M)?\s*/, ''))).toEqual([
      'Video generation requested',
      'Rendering started',
      'Drawing slide 1 of 1',
      'Attempt 1 of 4 failed: ffmpeg exited with code 1. Trying again…',
      'Drawing slide 1 of 1',
      'Encoding the video',
      'Video generation failed: ffmpeg exited with code 1',
    ]);
    for (const line of lines) expect(line.querySelector('time')?.textContent).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    expect(lines[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z');
  });

  it('resumes the running render after a reload and polls every 2 s when the stream fails', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let percent = 55;
    const calls = flowApi(
      { ...ready, currentStep: 5 },
      {
        'GET /api/projects/p1/renders/latest': () => ({ body: { render: render({ percent: 50 }) } }),
        'GET /api/renders/r1': () => ({ body: { render: render({ percent, step: 'Encoding the video' }) } }),
      },
    );
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Creating Your Video' })).toBeInTheDocument();
    // The stream opens in an effect after the render loads: wait for it rather than race it.
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/renders/r1/events'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => FakeEventSource.last?.onerror?.());
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55'));
    percent = 80;
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'));
    expect(calls.filter((c) => c.path === '/api/renders/r1').length).toBeGreaterThanOrEqual(2);
  });

  it('cancels a running render', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const calls = flowApi(
      { ...ready, currentStep: 5, renderId: 'r1' },
      { 'DELETE /api/renders/r1': () => ({ body: { render: render({ status: 'cancelled' }) } }) },
    );
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/renders/r1')).toBe(true);
    act(() => FakeEventSource.last?.emit(render({ status: 'cancelled' })));
    expect(await screen.findByText(/Video generation was cancelled/)).toBeInTheDocument();
  });

  it('offers the captions track without switching it on when the captions are burned into the picture', async () => {
    flowApi({ ...ready, currentStep: 5, furthestStep: 5, videoGenerated: true, finalVideoUrl: '/api/videos/v9/file', burnedCaptions: true });
    renderFlow();
    const track = (await screen.findByLabelText('Your generated video')).querySelector('track[kind="captions"]');
    expect(track).toHaveAttribute('src', '/api/videos/v9/captions.vtt');
    expect(track).not.toHaveAttribute('default');
  });

  it('opens a completed project on the video with every step locked', async () => {
    flowApi({ ...ready, currentStep: 2, furthestStep: 5, videoGenerated: true, finalVideoUrl: '/api/videos/v9/file', selectedLanguage: 'es-ES' });
    renderFlow();
    expect(await screen.findByLabelText('Your generated video')).toHaveAttribute('src', '/api/videos/v9/file');
    // The captions are in the narration's language.
    const track = screen.getByLabelText('Your generated video').querySelector('track');
    expect(track).toHaveAttribute('srclang', 'es-ES');
    expect(track).toHaveAttribute('label', 'Spanish (Spain)');
    expect(track).toHaveAttribute('default');
    for (const name of ['Context', 'Outline', 'Scripts', 'Preview Slides']) {
      const step = screen.getByRole('button', {
        name: `Step ${['Context', 'Outline', 'Scripts', 'Preview Slides'].indexOf(name) + 1}: ${name} (Locked - Video Completed)`,
      });
      expect(step).toBeDisabled();
      expect(step).toHaveAttribute('title', 'Locked - Video Completed');
    }
  });

  it('lets reached steps be revisited and keeps later ones closed', async () => {
    flowApi({ ...ready, currentStep: 2, furthestStep: 3 });
    renderFlow();
    expect(await screen.findByRole('heading', { name: 'Review & Edit Outline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Step 4: Preview Slides' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Step 1: Context' }));
    expect(screen.getByRole('heading', { name: 'Create Microlearning Video' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Scripts' }));
    expect(screen.getByRole('heading', { name: 'Edit Narration Scripts' })).toBeInTheDocument();
  });
});

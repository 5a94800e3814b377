import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowApi, lastSave, renderFlow, slide } from '../test/flow-fixtures';

const ready = { slides: [slide(1, { script: 'Hello.' })], selectedStyle: 'story-journey', duration: 1, currentStep: 5, furthestStep: 5, slidesPreviewed: true };
const tracks = [
  { id: 'calm-focus', title: 'Calm Focus', mood: 'Soft piano-like chords', licence: 'CC0 1.0', durationSeconds: 90 },
  { id: 'bright-steps', title: 'Bright Steps', mood: 'Light, upbeat plucks', licence: 'CC0 1.0', durationSeconds: 75 },
];
const music = { 'GET /api/music/tracks': () => ({ body: { tracks } }) };
const saved = async (calls: ReturnType<typeof flowApi>, key: string, value: unknown) =>
  waitFor(() => expect(lastSave(calls)?.progress_data[key]).toEqual(value), { timeout: 3000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Publishing options on Generate Video', () => {
  it('saves the chosen format, moves through formats with the arrow keys and renders in it', async () => {
    const calls = flowApi(ready, {
      ...music,
      'POST /api/projects/p1/renders': () => ({
        status: 202,
        body: { id: 'r1', render: { id: 'r1', status: 'queued', step: null, percent: 0, etaSeconds: null, error: null, videoId: null } },
      }),
    });
    renderFlow();
    const formats = await screen.findByRole('group', { name: 'Format' });
    const webm = within(formats).getByRole('radio', { name: 'WebM' });
    expect(webm).toBeChecked();
    expect(webm).toHaveAccessibleDescription('Smaller files; plays in every modern browser');
    webm.focus();
    await userEvent.keyboard('{ArrowRight}');
    const mp4 = within(formats).getByRole('radio', { name: 'MP4' });
    expect(mp4).toBeChecked();
    expect(mp4).toHaveFocus();
    await saved(calls, 'videoFormat', 'mp4');
    await userEvent.click(screen.getByRole('button', { name: /^Generate Video$/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate Video' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders')?.body).toEqual({ format: 'mp4' }));
  });

  it('burns captions into the picture when switched on', async () => {
    const calls = flowApi(ready, music);
    renderFlow();
    const toggle = await screen.findByRole('switch', { name: 'Burn captions into the picture' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/The caption track stays available too/);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await saved(calls, 'burnedCaptions', true);
  });

  it('picks a shipped track, previews it, and sets its volume with the keyboard', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const calls = flowApi(ready, music);
    renderFlow();
    const group = await screen.findByRole('group', { name: 'Background music' });
    expect(within(group).getByRole('radio', { name: 'No music' })).toBeChecked();
    const volume = screen.getByRole('slider', { name: 'Music volume' });
    expect(volume).toBeDisabled();
    expect(volume).toHaveValue('25');

    await userEvent.click(await within(group).findByRole('radio', { name: 'Calm Focus' }));
    await saved(calls, 'backgroundMusic', { source: 'library', trackId: 'calm-focus' });

    const preview = within(group).getByRole('button', { name: 'Play preview of Calm Focus' });
    await userEvent.click(preview);
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toContain('/api/music/tracks/calm-focus/audio');
    expect(within(group).getByRole('button', { name: 'Pause preview of Calm Focus' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Pause preview of Calm Focus' }));
    expect(pause).toHaveBeenCalled();
    expect(within(group).getByRole('button', { name: 'Play preview of Calm Focus' })).toHaveAttribute('aria-pressed', 'false');

    expect(volume).toBeEnabled();
    volume.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(volume).toHaveValue('35');
    expect(screen.getByText('35%')).toBeInTheDocument();
    await userEvent.keyboard('{End}{ArrowUp}');
    expect(volume).toHaveValue('100');
    await userEvent.keyboard('{Home}{ArrowLeft}{PageUp}');
    expect(volume).toHaveValue('10');
    await saved(calls, 'musicVolume', 10);
  });

  it('uploads the user’s own track, and shows the server’s refusal inline', async () => {
    let refuse = true;
    const calls = flowApi(ready, {
      ...music,
      'POST /api/projects/p1/music': () =>
        refuse
          ? { status: 400, body: { error: 'That file is not an audio track. Upload an MP3, M4A, WAV, OGG, Opus or FLAC file.' } }
          : { status: 201, body: { key: 'music/u1/abc.mp3', name: 'our-jingle.mp3', durationSeconds: 42 } },
    });
    renderFlow();
    const input = await screen.findByLabelText('Upload your own');
    await userEvent.upload(input, new File(['not really'], 'fake.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not an audio track.');
    refuse = false;
    await userEvent.upload(input, new File(['ID3'], 'our-jingle.mp3', { type: 'audio/mpeg' }));
    const yours = await screen.findByRole('radio', { name: /Your track/ });
    expect(yours).toBeChecked();
    expect(screen.getByText('our-jingle.mp3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await saved(calls, 'backgroundMusic', { source: 'upload', key: 'music/u1/abc.mp3', name: 'our-jingle.mp3' });
  });

  it('refuses a file that is not audio or too large without uploading it', async () => {
    const calls = flowApi(ready, music);
    renderFlow();
    const input = await screen.findByLabelText('Upload your own');
    await userEvent.upload(input, new File([new Uint8Array(21 * 1024 * 1024)], 'long.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That music file is too large. Upload a track of at most 20 MB.');
    expect(calls.some((c) => c.path === '/api/projects/p1/music')).toBe(false);
  });

  it('reads saved options back and hides them once the video exists, with the chapters on its player', async () => {
    flowApi({ ...ready, videoFormat: 'mp4', burnedCaptions: true, backgroundMusic: { source: 'library', trackId: 'bright-steps' }, musicVolume: 40 }, music);
    const view = renderFlow();
    expect(await screen.findByRole('radio', { name: 'MP4' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Burn captions into the picture' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('radio', { name: 'Bright Steps' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Music volume' })).toHaveValue('40');
    view.unmount();

    flowApi({ ...ready, aspectRatio: '9:16', videoGenerated: true, finalVideoUrl: '/api/videos/v9/file' }, music);
    renderFlow();
    const player = await screen.findByLabelText('Your generated video');
    expect(player.querySelector('track[kind="chapters"]')).toHaveAttribute('src', '/api/videos/v9/chapters.vtt');
    expect(player.style.aspectRatio).toBe('1080 / 1920');
    expect(screen.queryByRole('heading', { name: 'Publishing options' })).not.toBeInTheDocument();
    expect(screen.getByText('WebM · Vertical 9:16 · Captions as a track · No music. Another format can be made from the project page.')).toBeInTheDocument();
  });
});

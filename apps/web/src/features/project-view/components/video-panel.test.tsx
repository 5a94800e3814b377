import { SCORM_MESSAGES } from '@lectern/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { mockApi, type Routes } from '@/test/mock-api';
import { ProjectViewPage } from './project-view-page';

const project = { id: 'p1', name: 'Fire Safety Basics', purpose: 'Compliance Training', status: 'completed', flow_type: 'native', progress_data: {} };
const webm = {
  id: 'v1',
  filename: 'fire-safety-basics.webm',
  public_url: '/api/videos/v1/file',
  captions_url: '/api/videos/v1/captions.vtt',
  captions_language: 'en-US',
  file_size: 3_145_728,
  duration: 118.4,
  format: 'webm',
  width: 1920,
  height: 1080,
  content_key: 'k1',
  chapters_url: '/api/videos/v1/chapters.vtt',
  created_at: '2026-11-20T10:00:00Z',
};
const mp4 = { ...webm, id: 'v2', filename: 'fire-safety-basics.mp4', public_url: '/api/videos/v2/file', format: 'mp4', created_at: '2026-11-20T10:05:00Z' };

function pageApi(videos: () => unknown[], routes: Routes = {}, contentKey?: string) {
  return mockApi({
    'GET /api/projects/p1': () => ({ body: { project } }),
    'GET /api/projects/p1/videos': () => ({ body: { videos: videos(), ...(contentKey ? { content_key: contentKey } : {}) } }),
    'GET /api/projects/p1/documents': () => ({ body: { documents: [] } }),
    ...routes,
  });
}

const renderPage = () =>
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter>
        <ProjectViewPage projectId="p1" />
      </MemoryRouter>
    </AppProviders>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the video in its shape', () => {
  it('shows a vertical video in a vertical player with its chapters and captions tracks', async () => {
    pageApi(() => [{ ...webm, width: 1080, height: 1920 }]);
    renderPage();
    const player = await screen.findByLabelText('Video: fire-safety-basics.webm');
    expect(player.style.aspectRatio).toBe('1080 / 1920');
    expect(player.className).toContain('max-w-[22rem]');
    const chapters = player.querySelector('track[kind="chapters"]');
    expect(chapters).toHaveAttribute('src', '/api/videos/v1/chapters.vtt');
    expect(player.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/api/videos/v1/captions.vtt');
    expect(player.querySelector('track[kind="captions"]')).toHaveAttribute('default');
  });

  it('offers the captions track without switching it on when the captions are burned into the picture', async () => {
    pageApi(() => [{ ...webm, burned_captions: true }]);
    renderPage();
    const player = await screen.findByLabelText('Video: fire-safety-basics.webm');
    const captions = player.querySelector('track[kind="captions"]');
    expect(captions).toHaveAttribute('src', '/api/videos/v1/captions.vtt');
    expect(captions).not.toHaveAttribute('default');
  });

  it('has no chapters track for a video made without chapters', async () => {
    pageApi(() => [{ ...webm, chapters_url: null }]);
    renderPage();
    const player = await screen.findByLabelText('Video: fire-safety-basics.webm');
    expect(player.querySelector('track[kind="chapters"]')).toBeNull();
    expect(player.querySelector('track[kind="captions"]')).not.toBeNull();
  });

  it('plays a video of unknown size as 16:9', async () => {
    pageApi(() => [{ ...webm, width: null, height: null }]);
    renderPage();
    expect((await screen.findByLabelText('Video: fire-safety-basics.webm')).style.aspectRatio).toBe('1920 / 1080');
  });
});

describe('formats', () => {
  it('offers a download per format once both exist, and no copy to make', async () => {
    pageApi(() => [mp4, webm, { ...webm, id: 'old', content_key: 'k0', created_at: '2026-11-19T10:00:00Z' }]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Download MP4' })).toHaveAttribute('href', '/api/videos/v2/file?download=1');
    expect(screen.getByRole('link', { name: 'Download WebM' })).toHaveAttribute('href', '/api/videos/v1/file?download=1');
    expect(screen.queryByRole('button', { name: /copy$/ })).not.toBeInTheDocument();
  });

  it('makes an MP4 copy, says it is free and shows it when done', async () => {
    let copied = false;
    let polls = 0;
    const calls = pageApi(() => (copied ? [mp4, webm] : [webm]), {
      'POST /api/projects/p1/renders': () => ({
        status: 202,
        body: { id: 'r2', render: { id: 'r2', status: 'queued', step: null, percent: 0, error: null, videoId: null, minutes: 0 } },
      }),
      'GET /api/renders/r2': () => {
        polls += 1;
        if (polls > 1) copied = true;
        return {
          body: {
            render:
              polls > 1
                ? { id: 'r2', status: 'completed', step: 'Your video is ready', percent: 100, error: null, videoId: 'v2', minutes: 0 }
                : { id: 'r2', status: 'running', step: 'Encoding MP4', percent: 40, error: null, videoId: null, minutes: 0 },
          },
        };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Make an MP4 copy' }));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/projects/p1/renders')?.body).toEqual({ format: 'mp4' });
    expect(await screen.findByText('No minutes: same content')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Making the MP4 copy' })).toHaveAttribute('aria-valuenow', '40');
    expect(await screen.findByRole('link', { name: 'Download MP4' }, { timeout: 6000 })).toHaveAttribute('href', '/api/videos/v2/file?download=1');
    expect(screen.getByRole('link', { name: 'Download WebM' })).toBeInTheDocument();
  });

  it('says before the click whether the copy is free: unchanged project, edited project', async () => {
    pageApi(() => [webm], {}, 'k1');
    const view = renderPage();
    await screen.findByRole('button', { name: 'Make an MP4 copy' });
    expect(screen.getByText('Free: the project is unchanged since this video.')).toBeInTheDocument();
    view.unmount();
    pageApi(() => [webm], {}, 'k-edited');
    renderPage();
    await screen.findByRole('button', { name: 'Make an MP4 copy' });
    expect(screen.getByText('The project has changed since this video, so the MP4 is made from the edited project and uses minutes.')).toBeInTheDocument();
  });

  it('shows the minutes a changed project costs, and the server refusal inline', async () => {
    let refuse = false;
    pageApi(() => [mp4], {
      'POST /api/projects/p1/renders': () =>
        refuse
          ? { status: 403, body: { error: 'Not enough minutes left for this video.' } }
          : { status: 202, body: { id: 'r3', render: { id: 'r3', status: 'queued', step: null, percent: 0, error: null, videoId: null, minutes: 2 } } },
      'GET /api/renders/r3': () => ({ body: { render: { id: 'r3', status: 'running', step: null, percent: 5, error: null, videoId: null, minutes: 2 } } }),
    });
    const view = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Make a WebM copy' }));
    expect(await screen.findByText('Uses 2 minutes')).toBeInTheDocument();
    view.unmount();
    refuse = true;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Make a WebM copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough minutes left for this video.');
  });
});

describe('Download for LMS', () => {
  it('opens a list of SCORM packages as plain download links and closes on Escape', async () => {
    pageApi(() => [webm]);
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Download for LMS' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /SCORM 1\.2/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /SCORM 1\.2/ })).toHaveAttribute('href', '/api/videos/v1/scorm.zip?version=1.2');
    expect(screen.getByRole('link', { name: /SCORM 2004/ })).toHaveAttribute('href', '/api/videos/v1/scorm.zip?version=2004');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('packs the pass mark the owner chooses for quiz questions, and says what a pass mark must be (decision 175)', async () => {
    pageApi(() => [webm]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download for LMS' }));
    const mark = screen.getByRole('spinbutton', { name: 'Pass mark for quiz questions (%)' });
    expect(mark).toHaveValue(80);
    await userEvent.clear(mark);
    await userEvent.type(mark, '150');
    expect(screen.getByText(SCORM_MESSAGES.passMark)).toBeInTheDocument();
    expect(mark).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: /SCORM 1\.2/ })).not.toBeInTheDocument();
    await userEvent.clear(mark);
    await userEvent.type(mark, '65');
    expect(screen.getByRole('link', { name: /SCORM 2004/ })).toHaveAttribute('href', '/api/videos/v1/scorm.zip?version=2004&passMark=65');
  });
});

describe('Embed', () => {
  it('shares the video first when needed and gives iframe code sized by its shape, ready to copy', async () => {
    const user = userEvent.setup();
    let shared: { slug: string; title: string } | null = null;
    const calls = pageApi(() => [{ ...webm, width: 1080, height: 1080 }], {
      'GET /api/videos/v1/share': () => ({ body: { share: shared } }),
      'POST /api/videos/share': () => {
        shared = { slug: 'fire-abc', title: 'Fire Safety Basics' };
        return { body: { shareUrl: 'http://localhost/share/fire-abc', slug: 'fire-abc' } };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Embed' }));
    const dialog = screen.getByRole('dialog', { name: 'Embed this video' });
    const code = await within(dialog).findByLabelText('Embed code');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/videos/share')?.body).toEqual({
      videoId: 'v1',
      title: 'Fire Safety Basics',
      description: 'Compliance Training',
    });
    expect(code).toHaveValue(
      `<iframe src="${window.location.origin}/share/fire-abc?embed=1" width="640" height="640" title="Fire Safety Basics" allow="fullscreen" loading="lazy"></iframe>`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((code as HTMLTextAreaElement).value);
  });

  it('reuses an existing link and says why there is no code when sharing fails', async () => {
    let fail = false;
    const calls = pageApi(() => [webm], {
      'GET /api/videos/v1/share': () =>
        fail
          ? { status: 500, body: { error: 'Failed to create share link' } }
          : { body: { share: { slug: 'mine', title: 'My title', shareUrl: '', description: null } } },
    });
    const view = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Embed' }));
    expect(await screen.findByLabelText('Embed code')).toHaveValue(
      `<iframe src="${window.location.origin}/share/mine?embed=1" width="640" height="360" title="My title" allow="fullscreen" loading="lazy"></iframe>`,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    view.unmount();
    fail = true;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Embed' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create share link');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeDisabled();
  });
});

describe('a copy being made', () => {
  it('is followed again after the page is reloaded', async () => {
    pageApi(() => [webm], {
      'GET /api/projects/p1/renders/latest': () => ({
        body: { render: { id: 'r7', status: 'running', format: 'mp4', step: 'Encoding MP4', percent: 60, error: null, videoId: null, minutes: 0 } },
      }),
      'GET /api/renders/r7': () => ({
        body: { render: { id: 'r7', status: 'running', format: 'mp4', step: 'Encoding MP4', percent: 60, error: null, videoId: null, minutes: 0 } },
      }),
    });
    renderPage();
    expect(await screen.findByRole('progressbar', { name: 'Making the MP4 copy' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('No minutes: same content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an MP4 copy' })).not.toBeInTheDocument();
  });
});

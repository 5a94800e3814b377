import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { ProjectViewPage } from './project-view-page';

const project = { id: 'p1', name: 'Fire Safety Basics', purpose: 'Compliance Training', status: 'completed', flow_type: 'native', progress_data: {} };
const video = {
  id: 'v1',
  filename: 'fire-safety-basics.webm',
  public_url: '/api/videos/v1/file',
  captions_url: '/api/videos/v1/captions.vtt',
  captions_language: 'de-DE',
  file_size: 3_145_728,
  duration: 118.4,
  format: 'webm',
  created_at: '2026-11-20T10:00:00Z',
};
const doc = {
  id: 'd1',
  filename: 'policy.pdf',
  fileSize: 1_048_576,
  status: 'completed',
  error: null,
  pages: 4,
  textLength: 20,
  uploadDate: '2026-11-20T09:00:00Z',
};
const failed = { ...doc, id: 'd2', filename: 'scan.pdf', status: 'failed', error: 'This PDF has no selectable text (it may be a scanned image).' };

function mockApi(routes: Record<string, { status?: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const hit = routes[url];
      if (!hit) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
      return new Response(JSON.stringify(hit.body), { status: hit.status ?? 200 });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter>
        <ProjectViewPage projectId="p1" />
      </MemoryRouter>
    </AppProviders>,
  );

it('shows the latest video with its facts, actions and the knowledge base', async () => {
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [video] } },
    '/api/projects/p1/documents': { body: { documents: [doc, failed] } },
    '/api/projects/p1/documents/d1/text': { body: { text: 'Keep exits clear.' } },
  });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Fire Safety Basics' })).toBeInTheDocument();
  expect(screen.getByText('Completed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
  expect(screen.getByRole('link', { name: 'Edit and re-render' })).toHaveAttribute('href', '/project/p1/native-flow');
  expect(await screen.findByText('fire-safety-basics.webm')).toBeInTheDocument();
  expect(screen.getByText('3.0 MB')).toBeInTheDocument();
  expect(screen.getByText('118 seconds')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download WebM' })).toHaveAttribute('href', '/api/videos/v1/file?download=1');
  expect(screen.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute('target', '_blank');
  const track = screen.getByLabelText('Video: fire-safety-basics.webm').querySelector('track');
  expect(track).toHaveAttribute('kind', 'captions');
  expect(track).toHaveAttribute('src', '/api/videos/v1/captions.vtt');
  // The track carries the narration's language.
  expect(track).toHaveAttribute('srclang', 'de-DE');
  expect(track).toHaveAttribute('label', 'German (Germany)');
  expect(track).toHaveProperty('default', true);
  const srt = screen.getByRole('link', { name: 'Download captions (SRT)' });
  expect(srt).toHaveAttribute('href', '/api/videos/v1/captions.srt?download=1');
  expect(srt).toHaveAttribute('download');
  const vtt = screen.getByRole('link', { name: 'Download captions (WebVTT)' });
  expect(vtt).toHaveAttribute('href', '/api/videos/v1/captions.vtt?download=1');
  expect(vtt).toHaveAttribute('download');
  expect(await screen.findByText('2.0 / 10MB used')).toBeInTheDocument();
  expect(screen.getByText('Ready')).toBeInTheDocument();
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText(failed.error)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'View Text of policy.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'policy.pdf' });
  expect(await screen.findByText('Keep exits clear.')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('17 characters');
});

it('says No Videos Found and explains where documents come from', async () => {
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [] } },
    '/api/projects/p1/documents': { body: { documents: [] } },
  });
  renderPage();
  expect(await screen.findByText('No Videos Found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue editing' })).toHaveAttribute('href', '/project/p1/native-flow');
  expect(await screen.findByText('Documents can be added during video creation in the content input step.')).toBeInTheDocument();
});

it('says Project not found with a way back', async () => {
  mockApi({});
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('offers no caption downloads for a video rendered without captions, and labels older captions English', async () => {
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [{ ...video, id: 'v2', captions_url: null, captions_language: null }] } },
    '/api/projects/p1/documents': { body: { documents: [] } },
  });
  renderPage();
  expect(await screen.findByText('fire-safety-basics.webm')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download WebM' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Download captions/ })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Video: fire-safety-basics.webm').querySelector('track')).toHaveAttribute('label', 'English');
});

it('counts a knowledge base of a few kilobytes in KB rather than as 0.0 MB', async () => {
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [video] } },
    '/api/projects/p1/documents': { body: { documents: [{ ...doc, fileSize: 1_331 }] } },
  });
  renderPage();
  expect(await screen.findByText('1.3 KB / 10MB used')).toBeInTheDocument();
});

it('says Error loading document text with the server message when a text cannot be read', async () => {
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [] } },
    '/api/projects/p1/documents': { body: { documents: [doc] } },
    '/api/projects/p1/documents/d1/text': { status: 500, body: { error: 'Failed to load document text' } },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'View Text of policy.pdf' }));
  const dialog = await screen.findByRole('dialog', { name: 'policy.pdf' });
  expect(await within(dialog).findByText('Error loading document text')).toBeInTheDocument();
  expect(within(dialog).getByText('Failed to load document text')).toBeInTheDocument();
});

it('shows the analytics composed in under a finished video, and none before there is one', async () => {
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [video] } },
    '/api/projects/p1/documents': { body: { documents: [] } },
  });
  const page = () => (
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter>
        <ProjectViewPage projectId="p1" analytics={<p>Playback figures</p>} />
      </MemoryRouter>
    </AppProviders>
  );
  const { unmount } = render(page());
  expect(await screen.findByText('fire-safety-basics.webm')).toBeInTheDocument();
  expect(screen.getByText('Playback figures')).toBeInTheDocument();
  unmount();
  mockApi({
    '/api/projects/p1': { body: { project } },
    '/api/projects/p1/videos': { body: { videos: [] } },
    '/api/projects/p1/documents': { body: { documents: [] } },
  });
  render(page());
  expect(await screen.findByText('No Videos Found')).toBeInTheDocument();
  expect(screen.queryByText('Playback figures')).toBeNull();
});

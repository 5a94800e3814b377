import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { SharePage } from './share-page';

const SLUG = 'abcdefghijklmnopqrstuv';
const record = (conversational_mode: boolean, embeddings_status: string) => ({
  id: 's1',
  title: 'Warehouse induction',
  description: 'Watch before your first shift.',
  videoUrl: `/api/share/${SLUG}/video`,
  videoDuration: 95,
  captionsLanguage: 'fr-CA',
  viewCount: 12,
  createdAt: '2026-03-02T10:00:00Z',
  project: { id: 'p1', conversational_mode, embeddings_status },
});

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const renderPage = (slug = SLUG, search = '') =>
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter initialEntries={[`/share/${slug}${search}`]}>
        <Routes>
          <Route path="/share/:slug" element={<SharePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('SharePage', () => {
  it('shows the video facts and counts one view per viewer session', async () => {
    const calls = mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: record(false, 'none') }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: { success: true } }),
    });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
    expect(await screen.findByText('12 views')).toBeInTheDocument();
    expect(document.title).toBe('Warehouse induction · Lectern');
    expect(screen.getByText('2 min')).toBeInTheDocument();
    expect(screen.getByText(/Shared on/)).toBeInTheDocument();
    expect(screen.getByLabelText('Warehouse induction')).toHaveAttribute('src', `/api/share/${SLUG}/video`);
    const track = screen.getByLabelText('Warehouse induction').querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', `/api/share/${SLUG}/captions.vtt`);
    expect(track).toHaveAttribute('srclang', 'fr-CA');
    expect(track).toHaveAttribute('label', 'French (Canada)');
    expect(screen.getByRole('link', { name: 'Create Your Own' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sessionId = (calls.find((c) => c.method === 'POST')?.body as { sessionId?: string } | undefined)?.sessionId;
    expect(sessionId).toMatch(/^[\w-]{8,}$/);
    // No chat button without chat mode.
    expect(screen.queryByRole('button', { name: /Video Assistant|Ask/ })).not.toBeInTheDocument();
    first.unmount();
    renderPage();
    await screen.findByRole('heading', { name: 'Warehouse induction' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect((calls.filter((c) => c.method === 'POST')[1]?.body as { sessionId?: string } | undefined)?.sessionId).toBe(sessionId);
  });

  it('counts the current view: the first viewer sees 1 view, not 0', async () => {
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: { ...record(false, 'none'), viewCount: 0 } }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: { success: true, counted: true, viewCount: 1 } }),
    });
    renderPage();
    expect(await screen.findByText('1 view')).toBeInTheDocument();
    expect(screen.queryByText('0 views')).not.toBeInTheDocument();
  });

  it('ignores a failed view count', async () => {
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: record(false, 'none') }),
      [`POST /api/share/${SLUG}/view`]: () => ({ status: 500, body: { error: 'down' } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
    expect(await screen.findByText('12 views')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Video Not Found for an unknown link', async () => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ status: 404, body: { error: 'Video not found or no longer available' } }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Video Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Video not found or no longer available')).toBeInTheDocument();
  });

  it('says Invalid share link for a link that cannot be a share', async () => {
    const calls = mockApi({});
    renderPage('not-a-share');
    expect(await screen.findByRole('heading', { name: 'Video Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Invalid share link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(calls.some((c) => c.path === '/api/share/not-a-share')).toBe(false);
  });

  it.each([
    ['processing', 'Video Assistant (getting ready)', false],
    ['completed', 'Ask the Video Assistant', false],
    ['failed', 'Video Assistant unavailable', true],
  ])('the chat button while %s', async (status, name, disabled) => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ body: record(true, status) }), [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }) });
    renderPage();
    const button = await screen.findByRole('button', { name });
    expect(button).toHaveAttribute('data-status', status);
    if (disabled) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it('places the assistant button beside the title from 768 px up, away from the call-to-action panel', async () => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ body: record(true, 'completed') }), [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }) });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Ask the Video Assistant' });
    const heading = screen.getByRole('heading', { name: 'Warehouse induction', level: 1 });
    expect(heading.parentElement).toContainElement(button);
    expect(screen.getByRole('region', { name: 'Make videos like this from your own documents' })).not.toContainElement(button);
    // Fixed (floating) only on phones: the md: classes put it back into the page.
    expect(button.className).toMatch(/\bfixed\b/);
    expect(button.className).toMatch(/\bmd:static\b/);
  });

  it('hides the chat button while embeddings are none', async () => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ body: record(true, 'none') }), [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }) });
    renderPage();
    await screen.findByRole('heading', { name: 'Warehouse induction' });
    expect(screen.queryByRole('button', { name: /Video Assistant/ })).not.toBeInTheDocument();
  });

  it('opens the processing view while the assistant is getting ready', async () => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ body: record(true, 'processing') }), [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Video Assistant (getting ready)' }));
    const panel = screen.getByRole('dialog', { name: 'Video Assistant' });
    expect(within(panel).getByText('The assistant is getting ready')).toBeInTheDocument();
  });

  it('asks questions, ignores blank ones, shows sources and keeps the session', async () => {
    const calls = mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: record(true, 'completed') }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
      [`GET /api/share/${SLUG}/suggestions`]: () => ({ body: { suggestions: ['What should I know about forklift rules?'] } }),
      [`POST /api/share/${SLUG}/chat`]: () => ({
        body: {
          sessionId: '3f9a5b1e-0000-4000-8000-000000000001',
          response: {
            id: 'm1',
            content: 'The assembly point is the north car park.',
            timestamp: '2026-03-02T10:00:00Z',
            sources: [{ document_name: 'handbook.pdf', page_number: 2 }],
          },
        },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the Video Assistant' }));
    const input = screen.getByLabelText('Ask a question about the training materials...');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(input, '    {Enter}');
    expect(calls.filter((c) => c.path.endsWith('/chat'))).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'What should I know about forklift rules?' })).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'Where is the assembly point?{Enter}');
    expect(await screen.findByText('The assembly point is the north car park.')).toBeInTheDocument();
    expect(screen.getByText('handbook.pdf, page 2')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/chat'))?.body).toEqual({ message: 'Where is the assembly point?' });
    await userEvent.type(input, 'And the wardens?{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/chat'))).toHaveLength(2));
    expect(calls.filter((c) => c.path.endsWith('/chat'))[1]?.body).toEqual({ message: 'And the wardens?', sessionId: '3f9a5b1e-0000-4000-8000-000000000001' });
    // Each question is counted for the owner (decision 182); its words stay with the chat.
    const events = calls.filter((c) => c.path.endsWith('/events')).flatMap((c) => (c.body as { events: unknown[] }).events);
    expect(events).toEqual([{ kind: 'question' }, { kind: 'question' }]);
  });

  it('shows the error answer, and the unavailable view when the assistant is off', async () => {
    let status = 500;
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: record(true, 'completed') }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
      [`GET /api/share/${SLUG}/suggestions`]: () => ({ body: { suggestions: [] } }),
      [`POST /api/share/${SLUG}/chat`]: () => ({ status, body: { error: 'x' } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the Video Assistant' }));
    const input = screen.getByLabelText('Ask a question about the training materials...');
    await userEvent.type(input, 'Where?{Enter}');
    expect(await screen.findByText('Sorry, I encountered an error processing your question. Please try again.')).toBeInTheDocument();
    status = 503;
    await userEvent.type(input, 'Again?{Enter}');
    expect(await screen.findByText('Assistant temporarily unavailable. Please refresh the page to try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('plays 16:9 when the record does not give the video its shape, with no chapters track', async () => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ body: record(false, 'none') }), [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }) });
    renderPage();
    const video = await screen.findByLabelText('Warehouse induction');
    expect(video.parentElement).toHaveAttribute('data-shape', '1920x1080');
    expect(video.parentElement?.style.aspectRatio).toBe('1920 / 1080');
    expect(video.querySelectorAll('track')).toHaveLength(1);
  });

  it('sizes the player to a vertical video and offers its chapters', async () => {
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({
        body: { ...record(false, 'none'), videoWidth: 1080, videoHeight: 1920, aspectRatio: '9:16', chaptersUrl: `/api/share/${SLUG}/chapters.vtt` },
      }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
    });
    renderPage();
    const video = await screen.findByLabelText('Warehouse induction');
    expect(video.parentElement).toHaveAttribute('data-shape', '1080x1920');
    expect(video.parentElement?.style.aspectRatio).toBe('1080 / 1920');
    // Never taller than most of the screen.
    expect(video.parentElement?.style.maxWidth).toMatch(/vh/);
    const chapters = video.querySelector('track[kind="chapters"]');
    expect(chapters).toHaveAttribute('src', `/api/share/${SLUG}/chapters.vtt`);
    expect(chapters).toHaveAttribute('label', 'Chapters');
    expect(chapters).toHaveAttribute('srclang', 'fr-CA');
    expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('default');
  });

  it('offers the captions track without switching it on when the captions are burned into the picture', async () => {
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: { ...record(false, 'none'), burnedCaptions: true } }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
    });
    renderPage();
    const captions = (await screen.findByLabelText('Warehouse induction')).querySelector('track[kind="captions"]');
    expect(captions).toHaveAttribute('src', `/api/share/${SLUG}/captions.vtt`);
    expect(captions).not.toHaveAttribute('default');
  });

  it('takes the shape from the aspect ratio when the size is missing', async () => {
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: { ...record(false, 'none'), aspectRatio: '1:1' } }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
    });
    renderPage();
    expect((await screen.findByLabelText('Warehouse induction')).parentElement).toHaveAttribute('data-shape', '1080x1080');
  });

  it('embedded (?embed=1): the player fills the frame, the title is small, the assistant stays, no site chrome', async () => {
    const calls = mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: { ...record(true, 'completed'), chaptersUrl: `/api/share/${SLUG}/chapters.vtt` } }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
      [`GET /api/share/${SLUG}/suggestions`]: () => ({ body: { suggestions: [] } }),
    });
    renderPage(SLUG, '?embed=1');
    const video = await screen.findByLabelText('Warehouse induction');
    expect(video).toHaveAttribute('src', `/api/share/${SLUG}/video`);
    expect(video.className).toMatch(/\bh-full\b/);
    expect(video.className).toMatch(/\bobject-contain\b/);
    expect(video.querySelector('track[kind="chapters"]')).not.toBeNull();
    const title = screen.getByRole('link', { name: /^Warehouse induction ?\(opens in a new tab\)$/ });
    expect(title).toHaveAttribute('href', `/share/${SLUG}`);
    expect(title).toHaveAttribute('target', '_blank');
    expect(title.className).toMatch(/\btext-xs\b/);
    expect(screen.queryByRole('heading', { name: 'Warehouse induction' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your Own' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lectern home' })).not.toBeInTheDocument();
    expect(screen.queryByText('Make videos like this from your own documents')).not.toBeInTheDocument();
    const ask = screen.getByRole('button', { name: 'Ask the Video Assistant' });
    expect(ask.className).toMatch(/\babsolute\b/);
    await userEvent.click(ask);
    expect(screen.getByRole('dialog', { name: 'Video Assistant' })).toBeInTheDocument();
    // An embedded view counts like any other.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/view'))).toHaveLength(1));
  });

  it('embedded: an unknown link says so in the frame', async () => {
    mockApi({ [`GET /api/share/${SLUG}`]: () => ({ status: 404, body: { error: 'Video not found or no longer available' } }) });
    renderPage(SLUG, '?embed=1');
    expect(await screen.findByRole('heading', { name: 'Video Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Video not found or no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Homepage' })).not.toBeInTheDocument();
  });
  describe('inside a frame on another page (issue 19 item 4)', () => {
    beforeEach(() => {
      // The embedding page is the top window; this page is not.
      vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    });
    afterEach(() => vi.restoreAllMocks());

    const newTab = (name: string) => new RegExp(`^${name} ?\\(opens in a new tab\\)$`);
    const leaving = (name: string) => screen.getByRole('link', { name: newTab(name) });

    it('opens every link that leaves the player in a new top-level tab', async () => {
      mockApi({
        [`GET /api/share/${SLUG}`]: () => ({ body: record(false, 'none') }),
        [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
      });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
      const links = screen.getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/signup', '/signup', '/login']);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(leaving('Lectern home')).toHaveAttribute('href', '/');
      expect(leaving('Create Your Own')).toHaveAttribute('href', '/signup');
      expect(leaving('Start Creating for Free')).toHaveAttribute('href', '/signup');
      expect(leaving('Sign In')).toHaveAttribute('href', '/login');
    });

    it('does the same on the Video Not Found page', async () => {
      mockApi({ [`GET /api/share/${SLUG}`]: () => ({ status: 404, body: { error: 'Video not found or no longer available' } }) });
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Video Not Found' })).toBeInTheDocument();
      expect(leaving('Go to Homepage')).toHaveAttribute('target', '_blank');
    });

    it('keeps the app inside the frame on the share page when a link is clicked', async () => {
      mockApi({
        [`GET /api/share/${SLUG}`]: () => ({ body: record(false, 'none') }),
        [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
      });
      render(
        <AppProviders client={makeQueryClient()}>
          <MemoryRouter initialEntries={[`/share/${SLUG}`]}>
            <Routes>
              <Route path="/share/:slug" element={<SharePage />} />
              <Route path="/signup" element={<h1>Sign up page</h1>} />
            </Routes>
          </MemoryRouter>
        </AppProviders>,
      );
      await userEvent.click(await screen.findByRole('link', { name: newTab('Create Your Own') }));
      expect(screen.queryByRole('heading', { name: 'Sign up page' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
    });
  });

  it('not in a frame, its links stay in the tab', async () => {
    mockApi({
      [`GET /api/share/${SLUG}`]: () => ({ body: record(false, 'none') }),
      [`POST /api/share/${SLUG}/view`]: () => ({ body: {} }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Warehouse induction' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});

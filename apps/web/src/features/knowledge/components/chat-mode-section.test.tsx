import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { baseProfile, mockApi } from '@/test/mock-api';
import { ChatModeSection } from './chat-mode-section';
import { ShareLinkButton } from './share-link-button';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const completedDoc = { id: 'd1', status: 'completed' };
const idle = { conversational_mode: false, embeddings_status: 'none', embeddings_updated_at: null, embedding_stats: null };

const renderIn = (ui: React.ReactNode) =>
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );

describe('ChatModeSection visibility (spec 000 §4)', () => {
  it.each([
    ['the profile does not have conversational mode', false, [completedDoc]],
    ['no document is completed', true, [{ id: 'd2', status: 'failed' }]],
  ])('is hidden when %s', async (_, enabled, documents) => {
    const calls = mockApi({
      'GET /api/profile': () => ({ body: { profile: { ...baseProfile, conversational_mode_enabled: enabled } } }),
      'GET /api/projects/p1/documents': () => ({ body: { documents } }),
      'GET /api/projects/p1/conversational-mode': () => ({ body: idle }),
    });
    renderIn(<ChatModeSection projectId="p1" />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/projects/p1/documents')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/profile')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('enables through the confirmation dialog, then shows indexing progress until ready', async () => {
    let state = { ...idle } as Record<string, unknown>;
    const calls = mockApi({
      'GET /api/profile': () => ({ body: { profile: { ...baseProfile, conversational_mode_enabled: true } } }),
      'GET /api/projects/p1/documents': () => ({ body: { documents: [completedDoc] } }),
      'GET /api/projects/p1/conversational-mode': () => ({ body: state }),
      'POST /api/projects/p1/conversational-mode': () => {
        state = {
          conversational_mode: true,
          embeddings_status: 'processing',
          embeddings_updated_at: null,
          embedding_stats: { totalChunks: 10, chunksWithEmbeddings: 4, embeddingProgress: 40 },
        };
        return { body: { success: true, embeddings_status: 'processing' } };
      },
    });
    renderIn(<ChatModeSection projectId="p1" />);
    const toggle = await screen.findByRole('switch', { name: /Chat Mode/ });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Enable Conversational Mode' });
    expect(dialog).toHaveTextContent('Setup may take a few minutes');
    expect(dialog).toHaveTextContent('Embeddings are generated automatically');
    expect(dialog).toHaveTextContent('disable conversational mode at any time');
    expect(dialog).toHaveTextContent('Embeddings are kept when you disable it');
    await userEvent.click(screen.getByRole('button', { name: 'Enable Chat Mode' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ enabled: true });
    expect(await screen.findByRole('progressbar', { name: 'Indexing progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('4 of 10 passages ready (40%)')).toBeInTheDocument();
    state = { ...state, embeddings_status: 'completed', embedding_stats: { totalChunks: 10, chunksWithEmbeddings: 10, embeddingProgress: 100 } };
    // Polled every 2 s (spec 000 §9).
    expect(await screen.findByText('The Video Assistant is live on your shared video page.', {}, { timeout: 3500 })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Chat Mode/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('disables at once without a dialog, and says when toggling fails', async () => {
    let fail = false;
    mockApi({
      'GET /api/profile': () => ({ body: { profile: { ...baseProfile, conversational_mode_enabled: true } } }),
      'GET /api/projects/p1/documents': () => ({ body: { documents: [completedDoc] } }),
      'GET /api/projects/p1/conversational-mode': () => ({ body: { ...idle, conversational_mode: true, embeddings_status: 'completed' } }),
      'POST /api/projects/p1/conversational-mode': () =>
        fail ? { status: 500, body: { error: 'boom' } } : { body: { success: true, embeddings_status: 'completed' } },
    });
    renderIn(<ChatModeSection projectId="p1" />);
    const toggle = await screen.findByRole('switch', { name: /Chat Mode/ });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    fail = true;
    await userEvent.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Failed to toggle conversational mode')).toBeInTheDocument();
  });

  it('offers regeneration when embedding generation failed', async () => {
    const calls = mockApi({
      'GET /api/profile': () => ({ body: { profile: { ...baseProfile, conversational_mode_enabled: true } } }),
      'GET /api/projects/p1/documents': () => ({ body: { documents: [completedDoc] } }),
      'GET /api/projects/p1/conversational-mode': () => ({ body: { ...idle, conversational_mode: true, embeddings_status: 'failed' } }),
      'POST /api/projects/p1/regenerate-embeddings': () => ({ body: { success: true, embeddings_status: 'processing' } }),
    });
    renderIn(<ChatModeSection projectId="p1" />);
    expect(await screen.findByText('Embedding generation failed. Try regenerating.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/regenerate-embeddings'))).toBe(true));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });
});

describe('ShareLinkButton', () => {
  const video = { id: 'v1', public_url: '/api/videos/v1/file' };
  const slug = 'abcdefghijklmnopqrstuv';
  const clipboard = () => {
    const writeText = vi.fn(async (_: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return writeText;
  };

  it('copies the share page address and shows Copied for 2 seconds', async () => {
    const writeText = clipboard();
    const calls = mockApi({
      'GET /api/projects/p1': () => ({ body: { project: { name: 'Fire Safety', purpose: 'Compliance Training' } } }),
      'GET /api/videos/v1/share': () => ({ body: { share: null } }),
      'POST /api/videos/share': () => ({ body: { shareUrl: `http://x/share/${slug}`, slug } }),
    });
    renderIn(<ShareLinkButton projectId="p1" video={video} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/projects/p1')).toBe(true));
    await new Promise((r) => setTimeout(r, 10));
    await userEvent.click(screen.getByRole('button', { name: 'Share/Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/${slug}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ videoId: 'v1', title: 'Fire Safety', description: 'Compliance Training' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share/Copy Link' })).toBeInTheDocument(), { timeout: 2600 });
  });

  it('copies an existing link without overwriting the title the owner chose', async () => {
    const writeText = clipboard();
    const calls = mockApi({
      'GET /api/projects/p1': () => ({ body: { project: { name: 'Fire Safety', purpose: 'Compliance Training' } } }),
      'GET /api/videos/v1/share': () => ({
        body: { share: { slug, shareUrl: `http://x/share/${slug}`, title: 'Exits and alarms', description: null, viewCount: 3 } },
      }),
    });
    renderIn(<ShareLinkButton projectId="p1" video={video} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share/Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/${slug}`);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('never copies a link others cannot open: says what failed and offers to retry', async () => {
    const writeText = clipboard();
    let fail = true;
    mockApi({
      'GET /api/projects/p1': () => ({ body: { project: { name: 'Fire Safety', purpose: 'x' } } }),
      'GET /api/videos/v1/share': () => ({ body: { share: null } }),
      'POST /api/videos/share': () =>
        fail ? { status: 500, body: { error: 'Database unavailable' } } : { body: { shareUrl: `http://x/share/${slug}`, slug } },
    });
    renderIn(<ShareLinkButton projectId="p1" video={video} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share/Copy Link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate share link. Nothing was copied.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(writeText).not.toHaveBeenCalled();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/${slug}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the owner edit the title and description, with the link preview others will see', async () => {
    let stored = { slug, shareUrl: `http://x/share/${slug}`, title: 'Fire Safety', description: 'Compliance Training' as string | null, viewCount: 0 };
    const calls = mockApi({
      'GET /api/projects/p1': () => ({ body: { project: { name: 'Fire Safety', purpose: 'Compliance Training' } } }),
      'GET /api/videos/v1/share': () => ({ body: { share: stored } }),
      'POST /api/videos/share': (body) => {
        const b = body as { title: string; description: string };
        stored = { ...stored, title: b.title, description: b.description || null };
        return { body: { shareUrl: stored.shareUrl, slug } };
      },
    });
    const user = userEvent.setup();
    renderIn(<ShareLinkButton projectId="p1" video={video} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit share details' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Edit share details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share details' });
    expect(screen.getByLabelText('Title')).toHaveValue('Fire Safety');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Compliance Training');
    const preview = screen.getByTestId('link-preview');
    expect(preview.querySelector('img')).toHaveAttribute('src', `/api/share/${slug}/thumbnail.png`);

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Exits and alarms');
    await user.clear(screen.getByLabelText(/^Description/));
    expect(preview).toHaveTextContent('Exits and alarms');
    // An empty description shows the general text the share page sends in its place.
    expect(preview).toHaveTextContent('A narrated training video made with Lectern.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ videoId: 'v1', title: 'Exits and alarms', description: '' });
    expect(await screen.findByText('Share details saved')).toBeInTheDocument();
  });
});

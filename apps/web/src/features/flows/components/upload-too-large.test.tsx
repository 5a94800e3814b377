import { DOCUMENT_MESSAGES, MUSIC_MESSAGES } from '@lectern/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { flowApi, renderFlow } from '../test/flow-fixtures';
import { MusicChoice } from './music-choice';

afterEach(() => vi.unstubAllGlobals());

/**
 * Issue 19 item 9: an upload the server refuses as too large (413) shows the server's own words,
 * never a network error. The browser's checks cannot know everything the server counts (another
 * tab's uploads, multipart overhead), so the server's answer is what the person reads.
 */
describe('an upload the server refuses as too large', () => {
  it('shows the documents limit from the server’s 413', async () => {
    flowApi({ useSupportingMaterials: true }, { 'POST /api/projects/p1/documents': () => ({ status: 413, body: { error: DOCUMENT_MESSAGES.tooLarge } }) });
    renderFlow();
    const input = await screen.findByLabelText('Choose documents');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText(DOCUMENT_MESSAGES.uploadNetwork)).not.toBeInTheDocument();
  });

  it('shows the music limit from the server’s 413', async () => {
    mockApi({
      'GET /api/music/tracks': () => ({ body: { tracks: [] } }),
      'POST /api/projects/p1/music': () => ({ status: 413, body: { error: MUSIC_MESSAGES.tooLarge } }),
    });
    render(
      <AppProviders client={makeQueryClient()}>
        <MusicChoice projectId="p1" value={null} onChange={() => {}} />
      </AppProviders>,
    );
    await userEvent.upload(screen.getByLabelText('Upload your own'), new File(['ID3'], 'theme.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText(MUSIC_MESSAGES.tooLarge)).toBeInTheDocument();
  });
});

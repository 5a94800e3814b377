import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { projectWith } from '../test/flow-fixtures';
import { SelectFlowPage } from './select-flow-page';

afterEach(() => vi.unstubAllGlobals());

describe('flow selection', () => {
  it('makes a video with avatar: sets flow type experimental and opens the avatar wizard', async () => {
    const calls = mockApi({
      'GET /api/projects/p1': () => ({ body: projectWith({}) }),
      'PATCH /api/projects/p1': () => ({ body: projectWith({}, { flow_type: 'experimental' }) }),
    });
    render(
      <AppProviders client={makeQueryClient()}>
        <MemoryRouter initialEntries={['/project/p1/select-flow']}>
          <Routes>
            <Route path="/project/:projectId/select-flow" element={<SelectFlowPage projectId="p1" />} />
            <Route path="/project/:projectId/avatar-flow" element={<p>Avatar wizard</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const create = await screen.findByRole('button', { name: 'Create Video with Avatar' });
    expect(create).toBeEnabled();
    expect(screen.getByText('Choose from 17 presenters in casual, professional and formal styles')).toBeInTheDocument();
    expect(screen.queryByText(/not available/i)).not.toBeInTheDocument();
    await userEvent.click(create);
    expect(await screen.findByText('Avatar wizard')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ flow_type: 'experimental' });
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { mockApi } from '@/test/mock-api';
import { ProjectGate } from './project-gate';

const renderGate = (id: string) =>
  render(
    <AppProviders client={makeQueryClient()}>
      <MemoryRouter>
        <ProjectGate projectId={id}>
          <h1>Wizard</h1>
        </ProjectGate>
      </MemoryRouter>
    </AppProviders>,
  );

it.each([
  ['an unknown id', 404],
  ['a malformed id', 400],
])('says Project not found for %s, with a way back', async (_, status) => {
  mockApi({ 'GET /api/projects/nope': () => ({ status, body: { error: 'Project not found' } }) });
  renderGate('nope');
  expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('heading', { name: 'Wizard' })).not.toBeInTheDocument();
});

it('opens the page for a project that exists', async () => {
  mockApi({ 'GET /api/projects/p1': () => ({ body: { project: { id: 'p1', name: 'Induction' } } }) });
  renderGate('p1');
  expect(await screen.findByRole('heading', { name: 'Wizard' })).toBeInTheDocument();
});

import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { type Routes as ApiRoutes, baseProfile, mockApi, sessionFor } from '@/test/mock-api';
import { DashboardPage } from './dashboard-page';

const project = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `p${n}`,
  user_id: 'u1',
  name: `Project ${n}`,
  purpose: 'Onboarding',
  flow_type: 'native',
  status: 'in_progress',
  progress_data: {},
  progress_percentage: 20,
  current_language: 'en',
  completed_at: null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: new Date(Date.UTC(2025, 3, n)).toISOString(),
  ...extra,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDashboard(routes: ApiRoutes) {
  const calls = mockApi({
    'GET /api/auth/get-session': () => ({ body: sessionFor() }),
    'GET /api/profile': () => ({ body: { profile: { ...baseProfile, username: 'Sam', onboarding_completed: true } } }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage banners={<p>Allowance notice</p>} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return calls;
}

it('greets the user by nickname and shows the banners slot', async () => {
  renderDashboard({ 'GET /api/projects': () => ({ body: { projects: [] } }) });
  // No project yet: a first visit, so not "Welcome back".
  expect(await screen.findByRole('heading', { name: 'Welcome, Sam!' })).toBeInTheDocument();
  expect(screen.getByText('Allowance notice')).toBeInTheDocument();
  expect(await screen.findByText('No projects yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create your first project' })).toBeInTheDocument();
});

it('shows the 5 most recently updated projects with View All Projects', async () => {
  const projects = [1, 2, 3, 4, 5, 6, 7].map((n) => project(n));
  projects[0] = project(1, { status: 'completed', flow_type: 'experimental', progress_percentage: 100 });
  projects[6] = project(7, { flow_type: 'experimental', progress_data: { currentStep: 3 }, progress_percentage: 43 });
  renderDashboard({ 'GET /api/projects': () => ({ body: { projects } }) });

  const list = await screen.findByRole('list');
  expect(await screen.findByRole('heading', { name: 'Welcome back, Sam!' })).toBeInTheDocument();
  const names = within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(names).toEqual(['Project 7', 'Project 6', 'Project 5', 'Project 4', 'Project 3']);
  expect(screen.getByText('Latest 5 shown')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects');

  const [avatarCard, secondCard] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(within(avatarCard).getByText('Avatar')).toBeInTheDocument();
  expect(within(avatarCard).getByText('43%')).toBeInTheDocument();
  expect(within(avatarCard).getByRole('link', { name: 'Continue Project: Project 7' })).toHaveAttribute('href', '/project/p7/avatar-flow');
  expect(within(secondCard).getByText('Non Avatar')).toBeInTheDocument();
});

it('has no View All Projects link with 5 or fewer projects, and completed cards read View Video', async () => {
  renderDashboard({ 'GET /api/projects': () => ({ body: { projects: [project(1, { status: 'completed', progress_percentage: 100 }), project(2)] } }) });
  expect(await screen.findByRole('link', { name: 'View Video: Project 1' })).toHaveAttribute('href', '/project/p1/view');
  expect(screen.getByText('Completed')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View All Projects' })).not.toBeInTheDocument();
  expect(screen.queryByText('Latest 5 shown')).not.toBeInTheDocument();
});

it('shows Error loading projects with the message', async () => {
  renderDashboard({ 'GET /api/projects': () => ({ status: 500, body: { error: 'Failed to fetch projects: database offline' } }) });
  expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch projects: database offline')).toBeInTheDocument();
});

it('does not greet a returning user as new when the project list fails to load', async () => {
  renderDashboard({ 'GET /api/projects': () => ({ status: 500, body: { error: 'Failed to fetch projects: database offline' } }) });
  expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Sam!');
});

it('creates a project: validation, Creating..., then select-flow', async () => {
  const user = userEvent.setup();
  let release: () => void = () => {};
  const calls = renderDashboard({
    'GET /api/projects': () => ({ body: { projects: [] } }),
    'POST /api/projects': (body) =>
      new Promise((resolve) => {
        release = () => resolve({ status: 201, body: { project: project(9, body as Record<string, unknown>) } });
      }),
  });
  await user.click(await screen.findByRole('button', { name: 'Create Project' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Project' });
  await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
  expect(within(dialog).getByText('Project name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose a purpose')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await user.type(within(dialog).getByLabelText('Project Name'), 'Safety briefing');
  await user.selectOptions(within(dialog).getByLabelText('Purpose / Goal'), 'Compliance Training');
  await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
  expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Safety briefing', purpose: 'Compliance Training' });
  release();
  expect(await screen.findByTestId('where')).toHaveTextContent('/project/p9/select-flow');
});

it('shows Error: {message} when creation fails', async () => {
  const user = userEvent.setup();
  renderDashboard({
    'GET /api/projects': () => ({ body: { projects: [] } }),
    'POST /api/projects': () => ({ status: 500, body: { error: 'Failed to create project' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Create Project' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Project' });
  await user.type(within(dialog).getByLabelText('Project Name'), 'Safety briefing');
  await user.selectOptions(within(dialog).getByLabelText('Purpose / Goal'), 'Other');
  await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
  expect(await within(dialog).findByText('Error: Failed to create project')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Create Project' })).toBeEnabled();
});

it('says Error: User not authenticated when creating without a session', async () => {
  const user = userEvent.setup();
  renderDashboard({
    'GET /api/projects': () => ({ body: { projects: [] } }),
    'POST /api/projects': () => ({ status: 401, body: { error: 'User not authenticated' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Create Project' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Project' });
  await user.type(within(dialog).getByLabelText('Project Name'), 'Safety briefing');
  await user.selectOptions(within(dialog).getByLabelText('Purpose / Goal'), 'Other');
  await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
  expect(await within(dialog).findByText('Error: User not authenticated')).toBeInTheDocument();
});

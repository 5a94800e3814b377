import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { type Routes as ApiRoutes, mockApi, sessionFor } from '@/test/mock-api';
import { ProjectsPage } from './projects-page';

const project = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `p${n}`,
  user_id: 'u1',
  name: `Project ${n}`,
  purpose: 'Onboarding',
  flow_type: 'native',
  status: 'in_progress',
  progress_data: {},
  progress_percentage: 45,
  current_language: 'en',
  completed_at: null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: new Date(Date.UTC(2025, 3, n)).toISOString(),
  ...extra,
});

const mixed = () => [
  project(1, { name: 'Safety briefing', status: 'completed', progress_percentage: 100, flow_type: 'experimental' }),
  project(2, { name: 'Quarterly sales kickoff' }),
  project(3, { name: 'Security awareness', status: 'draft', progress_percentage: 0 }),
];

function FakeCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Create Project">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  ) : null;
}

function renderPage(routes: ApiRoutes, withCreate = false) {
  const calls = mockApi({ 'GET /api/auth/get-session': () => ({ body: sessionFor() }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <ProjectsPage CreateDialog={withCreate ? FakeCreateDialog : undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
  return calls;
}

const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

it('shows counts on each tab and filters Draft (every non-completed) and Completed', async () => {
  const user = userEvent.setup();
  renderPage({ 'GET /api/projects': () => ({ body: { projects: mixed() } }) });
  expect(await screen.findByRole('tab', { name: 'All Projects (3)' })).toHaveAttribute('aria-selected', 'true');
  expect(cardNames()).toEqual(['Security awareness', 'Quarterly sales kickoff', 'Safety briefing']);

  await user.click(screen.getByRole('tab', { name: 'Draft (2)' }));
  expect(screen.getByRole('tab', { name: 'Draft (2)' })).toHaveAttribute('aria-selected', 'true');
  expect(cardNames()).toEqual(['Security awareness', 'Quarterly sales kickoff']);

  // Arrow keys move along the tablist.
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Completed (1)' })).toHaveFocus();
  expect(cardNames()).toEqual(['Safety briefing']);
  const card = within(screen.getByRole('tabpanel')).getByRole('listitem');
  expect(within(card).getByText('Avatar')).toBeInTheDocument();
  expect(within(card).getByText('100%')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View Video: Safety briefing' })).toHaveAttribute('href', '/project/p1/view');
});

it('cards of unfinished projects read Continue Project and open their flow', async () => {
  renderPage({ 'GET /api/projects': () => ({ body: { projects: mixed() } }) });
  expect(await screen.findByRole('link', { name: 'Continue Project: Quarterly sales kickoff' })).toHaveAttribute('href', '/project/p2/native-flow');
  expect(screen.getAllByText('Non Avatar')).toHaveLength(2);
  expect(screen.getByRole('progressbar', { name: 'Quarterly sales kickoff progress' })).toHaveAttribute('aria-valuenow', '45');
});

it('searches titles case-insensitively and says when nothing matches', async () => {
  const user = userEvent.setup();
  renderPage({ 'GET /api/projects': () => ({ body: { projects: mixed() } }) });
  const search = await screen.findByRole('searchbox', { name: 'Search projects by title' });
  await user.type(search, 'SAFETY');
  expect(cardNames()).toEqual(['Safety briefing']);
  await user.clear(search);
  await user.type(search, 'webinar');
  expect(screen.getByText('No projects match "webinar"')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(cardNames()).toHaveLength(3);
});

it('shows the empty state of each tab', async () => {
  const user = userEvent.setup();
  renderPage({ 'GET /api/projects': () => ({ body: { projects: [] } }) });
  expect(await screen.findByText('No projects yet')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Draft (0)' }));
  expect(screen.getByText('No draft projects')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Completed (0)' }));
  expect(screen.getByText('No completed projects')).toBeInTheDocument();
});

it('shows Error loading projects with the message', async () => {
  renderPage({ 'GET /api/projects': () => ({ status: 500, body: { error: 'Failed to fetch projects: database offline' } }) });
  expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  expect(screen.getByText('Failed to fetch projects: database offline')).toBeInTheDocument();
});

it('deletes a project after the warning dialog', async () => {
  const user = userEvent.setup();
  let projects = mixed();
  const calls = renderPage({
    'GET /api/projects': () => ({ body: { projects } }),
    'DELETE /api/projects/p2': () => {
      projects = projects.filter((p) => p.id !== 'p2');
      return { body: { success: true } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Quarterly sales kickoff' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this project?' });
  expect(within(dialog).getByText(/videos, scripts and progress will be permanently removed/)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Quarterly sales kickoff' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Project' }));
  expect(await screen.findByText('"Quarterly sales kickoff" was deleted')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cardNames()).toEqual(['Security awareness', 'Safety briefing']);
  expect(screen.getByRole('tab', { name: 'All Projects (2)' })).toBeInTheDocument();
});

it('shows Error loading projects after a failed delete', async () => {
  const user = userEvent.setup();
  renderPage({
    'GET /api/projects': () => ({ body: { projects: mixed() } }),
    'DELETE /api/projects/p2': () => ({ status: 500, body: { error: 'storage unavailable' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Quarterly sales kickoff' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Project' }));
  expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
  expect(screen.getByText('Failed to delete project: storage unavailable')).toBeInTheDocument();
  expect(cardNames()).toContain('Quarterly sales kickoff');
});

it('creates a project from the list, and from the empty list', async () => {
  const user = userEvent.setup();
  renderPage({ 'GET /api/projects': () => ({ body: { projects: [] } }) }, true);
  expect(await screen.findByText('No projects yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Project' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Create Project' })).getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Create your first project' }));
  expect(screen.getByRole('dialog', { name: 'Create Project' })).toBeInTheDocument();
});

it('names the unfinished tab Draft (spec 000 §2) while each card keeps its status', async () => {
  renderPage({ 'GET /api/projects': () => ({ body: { projects: mixed() } }) });
  const chips = await screen.findAllByText('In progress', { selector: 'span' });
  expect(chips.length).toBeGreaterThan(0);
  expect(screen.getByRole('tab', { name: 'Draft (2)' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: /In progress/ })).not.toBeInTheDocument();
});

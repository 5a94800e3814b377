import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { type ApiCall, baseProfile, mockApi, sessionFor } from '@/test/mock-api';
import { AppProviders } from '../providers';
import { AppShell } from './app-shell';

function renderShell({ isAdmin = false, path = '/dashboard' } = {}): { calls: ApiCall[]; router: ReturnType<typeof createMemoryRouter> } {
  const calls = mockApi({
    'GET /api/auth/get-session': () => ({ body: sessionFor({ isAdmin }) }),
    'GET /api/profile': () => ({ body: { profile: { ...baseProfile, username: 'Priya', onboarding_completed: true } } }),
    'POST /api/auth/sign-out': () => ({ body: { success: true } }),
  });
  const page = (text: string) => (
    <AppShell>
      <p>{text}</p>
    </AppShell>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landing page</p> },
      { path: '/dashboard', element: page('Dashboard content') },
      { path: '/projects', element: page('Projects content') },
      { path: '/profile', element: page('Profile content') },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { calls, router };
}

it('shows the sidebar links, highlights the current one, and hides Admin from non-admins', async () => {
  renderShell();
  const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
  expect(dashboard).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  expect(screen.getByText('priya@example.com')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Dashboard content');
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
});

it('shows Admin to admins', async () => {
  renderShell({ isAdmin: true, path: '/profile' });
  expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
});

it('logs out to / with history replaced (spec 000 §2)', async () => {
  const user = userEvent.setup();
  const { calls, router } = renderShell();
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Landing page')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/sign-out')).toBe(true);
  expect(router.state.historyAction).toBe('REPLACE');
});

it('opens the menu drawer, closes it with Escape and returns focus to the menu button', async () => {
  const user = userEvent.setup();
  renderShell();
  const menu = await screen.findByRole('button', { name: 'Open menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await user.click(menu);
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(drawer.querySelector('nav a')).toHaveFocus());
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(menu).toHaveFocus();
});

it('closes the drawer when a link is followed', async () => {
  const user = userEvent.setup();
  renderShell();
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  await user.click(drawer.querySelector('a[href="/projects"]') as HTMLElement);
  expect(await screen.findByText('Projects content')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
});

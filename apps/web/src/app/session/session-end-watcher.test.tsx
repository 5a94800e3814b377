import { useMutation, useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { useToast } from '@/components/toaster';
import { AuthPage } from '@/features/auth';
import { api } from '@/lib/api-client';
import { SESSION_KEY, useSession } from '@/lib/auth/use-session';
import { RequireAuth } from '../routes/require-auth';
import { SessionEndWatcher } from './session-end-watcher';

const user = { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true, isAdmin: false };
const session = { user, session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z', token: 't' } };

let serverSession: typeof session | null;
let paths: string[];

beforeEach(() => {
  serverSession = session;
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      paths.push(`${init?.method ?? 'GET'} ${path}`);
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/auth/get-session') return reply(200, serverSession);
      if (path === '/api/auth/sign-in/email') {
        serverSession = session;
        return reply(200, { token: 't', user });
      }
      if (path === '/api/auth/sign-out') return reply(200, { success: true });
      if (!serverSession) return reply(401, { error: 'User not authenticated' });
      return reply(200, { ok: true });
    }),
  );
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function ProjectsPage() {
  const toast = useToast();
  const client = useQueryClient();
  const { user: signedIn } = useSession();
  const save = useMutation({ mutationFn: () => api('/api/projects', { method: 'POST', body: {} }), onError: (e) => toast.error(e.message) });
  return (
    <div>
      <h1>Projects of {signedIn?.name}</h1>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      <button type="button" onClick={() => void client.refetchQueries({ queryKey: SESSION_KEY })}>
        Check session
      </button>
    </div>
  );
}

function renderApp(path: string) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: 0 } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionEndWatcher />
        <Routes>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route path="/login" element={<AuthPage mode="login" />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          <Route
            path="/projects"
            element={
              <RequireAuth>
                <ProjectsPage />
              </RequireAuth>
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function signInAgain() {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText('Email'), 'ann@example.com');
  await u.type(screen.getByLabelText('Password'), 'correct horse battery');
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('a refused action says the session ended and returns to the page after signing in again', async () => {
  renderApp('/projects?tab=completed');
  await screen.findByRole('heading', { name: 'Projects of Ann' });
  serverSession = null; // revoked on the server
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
  expect(screen.getByTestId('where')).toHaveTextContent('/login?session=ended&next=%2Fprojects%3Ftab%3Dcompleted');
  expect(screen.queryByText(/User not authenticated/)).not.toBeInTheDocument();

  await signInAgain();
  expect(await screen.findByRole('heading', { name: 'Projects of Ann' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/projects?tab=completed');
});

it('the periodic session check that comes back empty ends the session the same way', async () => {
  renderApp('/projects');
  await screen.findByRole('heading', { name: 'Projects of Ann' });
  serverSession = null;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Check session' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?session=ended&next=%2Fprojects'));
  expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
  expect(paths).not.toContain('POST /api/projects');
});

it('a plain visit to /login neither warns nor redirects anywhere but the dashboard', async () => {
  serverSession = null;
  renderApp('/login');
  await screen.findByRole('button', { name: 'Sign In' });
  expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  await signInAgain();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
});

it('a link that would leave the site is ignored after sign-in', async () => {
  serverSession = null;
  renderApp('/login?session=ended&next=%2F%2Fevil.example');
  await screen.findByRole('button', { name: 'Sign In' });
  await signInAgain();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
});

/** Signing out as the app does it: the session cache set to null by hand. */
function SignOut() {
  const client = useQueryClient();
  return (
    <button type="button" onClick={() => client.setQueryData(SESSION_KEY, null)}>
      Log out
    </button>
  );
}

it('signing out on purpose is not an ended session', async () => {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={['/projects']}>
        <SessionEndWatcher />
        <SignOut />
        <Routes>
          <Route path="/" element={<h1>Landing</h1>} />
          <Route path="/login" element={<AuthPage mode="login" />} />
          <Route
            path="/projects"
            element={
              <RequireAuth>
                <ProjectsPage />
              </RequireAuth>
            }
          />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { name: 'Projects of Ann' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
});

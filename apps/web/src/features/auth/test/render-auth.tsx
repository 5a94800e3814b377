import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { AuthPage, EmailConfirmedPage, ResetPasswordPage } from '../index';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

type Reply = { status?: number; body: unknown };
type Handler = (call: Call) => Reply | undefined;

/**
 * Stubs fetch with a tiny fake of the auth API. `handler` answers the calls a test cares about;
 * get-session answers `session` (null = signed out) unless the handler does.
 */
export function mockAuthApi(handler: Handler = () => undefined, session: unknown = null) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply = handler(call) ?? (call.path === '/api/auth/get-session' ? { body: session } : { status: 404, body: { error: 'Not found' } });
    const status = reply.status ?? 200;
    return new Response(JSON.stringify(reply.body), { status, statusText: STATUS_TEXT[status] ?? '', headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderAuth(path: string) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: 0 } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<AuthPage mode="login" />} />
          <Route path="/signup" element={<AuthPage mode="signup" />} />
          <Route path="/email-confirmed" element={<EmailConfirmedPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

export const signedInSession = {
  user: { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true, isAdmin: false },
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z', token: 't' },
};

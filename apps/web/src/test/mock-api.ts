import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
export type Routes = Record<string, (body: unknown) => Reply>;

/** Replaces fetch with a table of "METHOD /path" handlers and records every call. */
export function mockApi(routes: Routes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      const reply = handler ? await handler(body) : { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

export const sessionFor = (user: Partial<{ name: string; email: string; isAdmin: boolean }> = {}) => ({
  user: { id: 'u1', name: 'Priya Raman', email: 'priya@example.com', emailVerified: true, isAdmin: false, ...user },
  session: { id: 's1', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), token: 't' },
});

export const baseProfile = {
  id: 'u1',
  username: null as string | null,
  email: 'priya@example.com',
  role: [] as string[],
  team_size: null as string | null,
  use_cases: [] as string[],
  onboarding_completed: false,
  conversational_mode_enabled: false,
  has_language_conversion: false,
  language_conversion_quota: 5,
  language_conversions_used: 0,
};

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { type Routes as ApiRoutes, mockApi, sessionFor } from '@/test/mock-api';

export const balance = (extra: Record<string, number> = {}) => {
  const b = {
    avatar_total_minutes: 3,
    avatar_used_minutes: 1,
    avatar_remaining_minutes: 2,
    non_avatar_total_minutes: 10,
    non_avatar_used_minutes: 2.5,
    non_avatar_remaining_minutes: 7.5,
    ...extra,
  };
  return { ...b, total_remaining_minutes: b.avatar_remaining_minutes + b.non_avatar_remaining_minutes };
};

export const usage = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `log${n}`,
  user_id: 'u1',
  project_id: null,
  video_id: null,
  render_id: null,
  minutes_used: 1.5,
  video_type: 'non-avatar',
  action: 'video_generation',
  description: `Onboarding video ${n}`,
  created_at: new Date(Date.UTC(2025, 4, 20 - n)).toISOString(),
  ...extra,
});

export const allowance = (extra: Record<string, unknown> = {}) => ({
  user_id: 'u1',
  ...balance(),
  created_at: '2025-01-15T09:00:00.000Z',
  updated_at: '2025-05-20T09:00:00.000Z',
  recentUsage: [],
  avatar_held_minutes: 0,
  non_avatar_held_minutes: 0,
  videosCreated: 2,
  avatarVideosCreated: 1,
  nonAvatarVideosCreated: 1,
  ...extra,
});

export const pendingRequest = (extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  user_id: 'u1',
  video_type: 'avatar',
  requested_minutes: 15,
  reason: 'Launch series',
  status: 'pending',
  admin_response: null,
  granted_minutes: null,
  resolved_at: null,
  resolved_by: null,
  created_at: '2025-05-18T12:00:00.000Z',
  outcome_seen_at: null,
  ...extra,
});

/** A request an admin answered: denied with a reason unless `extra` says otherwise. */
export const resolvedRequest = (extra: Record<string, unknown> = {}) =>
  pendingRequest({
    status: 'denied',
    admin_response: 'Budget is spent this quarter',
    resolved_at: '2025-05-19T08:00:00.000Z',
    resolved_by: 'admin1',
    ...extra,
  });

/** Renders inside the app's providers with fetch answered from `routes` (signed in as a member). */
export function renderWithApi(ui: ReactNode, routes: ApiRoutes) {
  const calls = mockApi({ 'GET /api/auth/get-session': () => ({ body: sessionFor() }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return calls;
}

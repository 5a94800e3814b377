import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { type Routes as ApiRoutes, mockApi, sessionFor } from '@/test/mock-api';
import { AdminPage } from './admin-page';

const balance = {
  avatar_total_minutes: 3,
  avatar_used_minutes: 3,
  avatar_remaining_minutes: 0,
  non_avatar_total_minutes: 10,
  non_avatar_used_minutes: 9.5,
  non_avatar_remaining_minutes: 0.5,
  total_remaining_minutes: 0.5,
};

const request = (extra: Record<string, unknown> = {}) => ({
  id: 'r1',
  user_id: 'u2',
  video_type: 'avatar',
  requested_minutes: 10,
  reason: 'Launching the onboarding series',
  status: 'pending',
  admin_response: null,
  granted_minutes: null,
  resolved_at: null,
  resolved_by: null,
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  user_email: 'sam@example.com',
  user_name: 'Sam',
  current_allowance: balance,
  ...extra,
});

const adminUser = (extra: Record<string, unknown> = {}) => ({
  ...balance,
  user_id: 'u2',
  email: 'sam@example.com',
  name: 'Sam Lee',
  username: 'Sam',
  is_admin: false,
  member_since: '2025-01-01T00:00:00.000Z',
  updated_at: null,
  conversational_mode_enabled: false,
  has_language_conversion: false,
  language_conversion_quota: 5,
  language_conversions_used: 1,
  needs_attention: true,
  near_limit: true,
  ...extra,
});

function renderAdmin(routes: ApiRoutes, isAdmin = true) {
  const calls = mockApi({
    'GET /api/auth/get-session': () => ({ body: sessionFor({ isAdmin }) }),
    'GET /api/admin/requests/pending-count': () => ({ body: { count: 1 } }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return calls;
}

it('shows Access Denied to non-admins without calling the admin API', async () => {
  const calls = renderAdmin({}, false);
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeInTheDocument();
  expect(calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
});

it('lists pending requests by default with the pending-count badge, and filters by status', async () => {
  const user = userEvent.setup();
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [request()] } }),
  });
  const tab = await screen.findByRole('tab', { name: /Allowance Requests/ });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(await within(tab).findByText('1')).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Request from Sam' });
  expect(within(card).getByText('sam@example.com')).toBeInTheDocument();
  expect(within(card).getByText('Avatar')).toBeInTheDocument();
  expect(within(card).getByText('10 minutes')).toBeInTheDocument();
  expect(within(card).getByText('Launching the onboarding series')).toBeInTheDocument();
  expect(within(card).getByText('3 hours ago')).toBeInTheDocument();
  expect(within(card).getByText(/Avatar 0.0m · Non-avatar 0.5m left/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  expect(calls.find((c) => c.path === '/api/admin/requests')).toBeDefined();

  await user.click(screen.getByRole('button', { name: 'Approved' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Approved' })).toHaveAttribute('aria-pressed', 'true'));
});

it('approves with a custom amount and toasts Request approved successfully', async () => {
  const user = userEvent.setup();
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [request()] } }),
    'POST /api/admin/requests/r1/approve': () => ({ body: { request: request({ status: 'approved' }), allowance: balance } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Approve request from sam@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Request' });
  const amount = within(dialog).getByLabelText('Custom amount (optional)');
  await user.type(amount, 'lots');
  expect(within(dialog).getByText(/not a number of minutes, so the requested 10 minutes will be granted/)).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '7');
  await user.click(within(dialog).getByRole('button', { name: 'Approve 7 minutes' }));
  expect(await screen.findByText('Request approved successfully')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ minutes: 7 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('approves the requested minutes when the custom amount is not numeric', async () => {
  const user = userEvent.setup();
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [request()] } }),
    'POST /api/admin/requests/r1/approve': () => ({ body: { request: request({ status: 'approved' }), allowance: balance } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Approve request from sam@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Request' });
  await user.type(within(dialog).getByLabelText('Custom amount (optional)'), 'ten');
  await user.click(within(dialog).getByRole('button', { name: 'Approve 10 minutes' }));
  expect(await screen.findByText('Request approved successfully')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
});

it('denies only with a reason and toasts Request denied; failures toast the server message', async () => {
  const user = userEvent.setup();
  let fail = true;
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [request()] } }),
    'POST /api/admin/requests/r1/deny': () =>
      fail ? { status: 409, body: { error: 'Request is not pending' } } : { body: { request: request({ status: 'denied' }) } },
  });
  await user.click(await screen.findByRole('button', { name: 'Deny request from sam@example.com' }));
  const dialog = screen.getByRole('dialog', { name: 'Deny Request' });
  // The kind is named, as in the approve dialog.
  expect(dialog).toHaveTextContent(`asked for ${request().requested_minutes} ${request().video_type === 'avatar' ? 'avatar' : 'non-avatar'} minutes.`);
  await user.click(within(dialog).getByRole('button', { name: 'Deny Request' }));
  expect(within(dialog).getByText('Please provide a reason for denying this request')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await user.type(within(dialog).getByLabelText('Reason for denial'), 'Trial limits apply');
  await user.click(within(dialog).getByRole('button', { name: 'Deny Request' }));
  expect(await screen.findByText('Failed to update request: Request is not pending')).toBeInTheDocument();
  fail = false;
  await user.click(within(dialog).getByRole('button', { name: 'Deny Request' }));
  expect(await screen.findByText('Request denied')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ reason: 'Trial limits apply' });
});

it('adds minutes with validation, the default reason and the success toast', async () => {
  const user = userEvent.setup();
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [] } }),
    'GET /api/admin/users': () => ({ body: { users: [adminUser()] } }),
    'POST /api/admin/users/u2/allowance': () => ({ body: { user: adminUser({ avatar_remaining_minutes: 5 }), usageLog: {} } }),
  });
  await user.click(await screen.findByRole('tab', { name: 'User Management' }));
  const row = await screen.findByRole('listitem', { name: 'Sam' });
  expect(within(row).getByText('Needs Attention')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Add minutes for Sam' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Minutes' });
  const minutes = within(dialog).getByLabelText('Minutes');
  await user.click(within(dialog).getByRole('button', { name: 'Add Minutes' }));
  expect(within(dialog).getByText('Please enter a valid number of minutes')).toBeInTheDocument();
  await user.type(minutes, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Add Minutes' }));
  expect(within(dialog).getByText('Please enter a valid number of minutes')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  await user.selectOptions(within(dialog).getByLabelText('Type'), 'avatar');
  await user.clear(minutes);
  await user.type(minutes, '5');
  expect(within(dialog).getByText('Left empty, the note reads "Admin added 5 avatar minutes".')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add Minutes' }));
  expect(await screen.findByText('Successfully added 5 avatar minutes to Sam')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ minutes: 5, type: 'avatar' });
});

it('switches conversational mode and language conversion, and validates the quota 0 to 100', async () => {
  const user = userEvent.setup();
  let current = adminUser();
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [] } }),
    'GET /api/admin/users': () => ({ body: { users: [current] } }),
    'PATCH /api/admin/users/u2/features': (body) => {
      current = { ...current, ...(body as object) };
      return { body: { user: current } };
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'User Management' }));
  const row = await screen.findByRole('listitem', { name: 'Sam' });
  await user.click(within(row).getByRole('switch', { name: 'Conversational mode' }));
  expect(await screen.findByText('Conversational mode enabled for Sam')).toBeInTheDocument();
  expect(within(row).getByRole('switch', { name: 'Conversational mode' })).toHaveAttribute('aria-checked', 'true');
  await user.click(within(row).getByRole('switch', { name: 'Language conversion' }));
  expect(await screen.findByText('Language conversion enabled for Sam')).toBeInTheDocument();

  const quota = within(row).getByLabelText('Conversion quota');
  await user.clear(quota);
  await user.type(quota, '101');
  await user.click(within(row).getByRole('button', { name: 'Save quota for Sam' }));
  expect(within(row).getByText('Quota must be between 0 and 100')).toBeInTheDocument();
  await user.clear(quota);
  await user.type(quota, '7.5');
  await user.click(within(row).getByRole('button', { name: 'Save quota for Sam' }));
  expect(within(row).getByText('Quota must be a whole number between 0 and 100')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);

  await user.clear(quota);
  await user.type(quota, '20');
  await user.click(within(row).getByRole('button', { name: 'Save quota for Sam' }));
  expect(await screen.findByText('Language conversion quota updated to 20 for Sam')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
    { conversational_mode_enabled: true },
    { has_language_conversion: true },
    { language_conversion_quota: 20 },
  ]);
});

it('shows analytics totals and insights', async () => {
  const user = userEvent.setup();
  renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [] } }),
    'GET /api/admin/stats': () => ({
      body: {
        stats: { totalUsers: 4, totalMinutesUsed: 45, totalMinutesGranted: 52, averageUsagePerUser: 11.25, usersNearLimit: 1 },
        insights: {
          utilisationPercent: 86.5,
          usageNotice: { level: 'high', message: 'High usage: 87% of all granted minutes are used. Consider reviewing allowances before users run out.' },
          engagement: 'high',
          engagementMessage: 'High engagement: users create videos regularly.',
          userEfficiencyPercent: 75,
        },
      },
    }),
  });
  await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
  expect(await screen.findByText('Total users')).toBeInTheDocument();
  expect(screen.getByText('Minutes granted').nextSibling).toHaveTextContent('52.0m');
  expect(screen.getByText('Average use per user').nextSibling).toHaveTextContent('11.3m');
  expect(screen.getByText(/High usage: 87%/)).toBeInTheDocument();
  expect(screen.getByText('High engagement: users create videos regularly.')).toBeInTheDocument();
  expect(screen.getByText('75%')).toBeInTheDocument();
});

it("shows playback totals across all users' videos for the chosen period", async () => {
  const user = userEvent.setup();
  const totals = (days: number) => ({
    days,
    views: days === 30 ? 1240 : 310,
    uniqueViewers: 415,
    viewerDays: 520,
    averageShareWatched: 0.634,
    completionRate: 0.41,
    quizAnswers: 96,
    shareRightFirstTime: 0.75,
    questions: 38,
    unansweredQuestions: 7,
  });
  let served = 0;
  const calls = renderAdmin({
    'GET /api/admin/requests': () => ({ body: { requests: [] } }),
    'GET /api/admin/stats': () => ({
      body: {
        stats: { totalUsers: 4, totalMinutesUsed: 45, totalMinutesGranted: 52, averageUsagePerUser: 11.25, usersNearLimit: 1 },
        insights: { utilisationPercent: 86.5, usageNotice: null, engagement: 'high', engagementMessage: 'High engagement.', userEfficiencyPercent: 75 },
      },
    }),
    'GET /api/admin/playback': () => ({ body: { totals: totals(served++ === 0 ? 30 : 7) } }),
  });
  await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
  const section = await screen.findByRole('region', { name: 'Video playback' });
  const figure = (term: string) => within(section).getByText(term).nextSibling;
  expect(await within(section).findByText('Views')).toBeInTheDocument();
  expect(figure('Views')).toHaveTextContent('1,240');
  expect(figure('Unique viewers')).toHaveTextContent('415');
  expect(figure('Average watched')).toHaveTextContent('63%');
  expect(figure('Completion rate')).toHaveTextContent('41%');
  expect(figure('Quiz answers')).toHaveTextContent('96');
  expect(figure('Right first time')).toHaveTextContent('75%');
  expect(figure('Questions asked')).toHaveTextContent('38');
  expect(figure('Questions unanswered')).toHaveTextContent('7');
  expect(within(section).getByLabelText('Period')).toHaveValue('30');
  await user.selectOptions(within(section).getByLabelText('Period'), '7');
  expect(await within(section).findByText('310')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/admin/playback')).toHaveLength(2);
  const asked = vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/playback'));
  expect(asked).toEqual(['/api/admin/playback?days=30', '/api/admin/playback?days=7']);
});

it("names a failed listing once, with the server's message: pending requests and stats", async () => {
  const user = userEvent.setup();
  renderAdmin({
    'GET /api/admin/requests': () => ({ status: 500, body: { error: 'Failed to fetch pending requests' } }),
    'GET /api/admin/stats': () => ({ status: 500, body: { error: 'Failed to fetch stats' } }),
  });
  expect(await screen.findByText('Failed to fetch pending requests')).toBeInTheDocument();
  expect(screen.queryByText(/Failed to fetch pending requests: Failed/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Analytics' }));
  expect(await screen.findAllByText('Failed to fetch stats')).toHaveLength(1);
});

import { ALLOWANCE_REFETCH_THROTTLE_MS } from '@lectern/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { allowance, pendingRequest, renderWithApi, resolvedRequest, usage } from '../test/allowance-fixtures';
import { AllowanceCard } from './allowance-card';

it('shows remaining minutes, totals, percent-used bars, lifetime stats and the last 5 usage entries', async () => {
  const recentUsage = [
    usage(1, { description: null }),
    usage(2, { action: 'admin_adjustment', description: 'Approved request: Launch series', minutes_used: 5, video_type: 'avatar' }),
    ...[3, 4, 5, 6, 7].map((n) => usage(n)),
  ];
  renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance({ recentUsage }) } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  expect(await screen.findByText('2.0m')).toBeInTheDocument(); // avatar remaining
  expect(screen.getByText('7.5m')).toBeInTheDocument(); // non-avatar remaining
  expect(screen.getByText('Total granted').nextSibling).toHaveTextContent('13.0m');
  expect(screen.getByText('Videos created').nextSibling).toHaveTextContent('2');
  expect(screen.getByRole('progressbar', { name: 'Avatar minutes used' })).toHaveAttribute('aria-valuenow', '33');
  expect(screen.getByRole('progressbar', { name: 'Non-Avatar minutes used' })).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByText('Avatar used').nextSibling).toHaveTextContent('1.0m');
  expect(screen.getByText('Non-avatar used').nextSibling).toHaveTextContent('2.5m');
  expect(screen.getByText('Total used').nextSibling).toHaveTextContent('3.5m');
  expect(screen.getByText('Average per video').nextSibling).toHaveTextContent('1.8m');

  const entries = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(entries).toHaveLength(5);
  expect(entries[0]).toHaveTextContent('Video Generation');
  expect(entries[0]).toHaveTextContent('−1.5m');
  expect(entries[1]).toHaveTextContent('Approved request: Launch series');
  expect(entries[1]).toHaveTextContent('+5.0m');
  expect(screen.queryByText('Onboarding video 6')).not.toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Request Avatar Time' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request Non-Avatar Time' })).toBeInTheDocument();
});

it('hides the request buttons while a request is pending and shows Request Pending', async () => {
  renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance() } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [pendingRequest(), pendingRequest({ id: 'r0', status: 'denied' })] } }),
  });
  const notice = await screen.findByText('Request Pending');
  expect(notice.parentElement).toHaveTextContent('You asked for 15 avatar minutes on');
  expect(notice.parentElement?.querySelector('time')).toHaveAttribute('dateTime', '2025-05-18T12:00:00.000Z');
  expect(screen.queryByRole('button', { name: 'Request Avatar Time' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request Non-Avatar Time' })).not.toBeInTheDocument();
});

it('says Unable to load allowance information when the allowance fails to load', async () => {
  renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ status: 500, body: { error: 'database offline' } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  expect(await screen.findByText('Unable to load allowance information')).toBeInTheDocument();
  expect(screen.getByText('database offline')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('opens the request dialog for the kind chosen and shows the pending notice after submitting', async () => {
  const user = userEvent.setup();
  let requests: unknown[] = [];
  const calls = renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance() } }),
    'GET /api/allowance/requests': () => ({ body: { requests } }),
    'POST /api/allowance/requests': (body) => {
      requests = [pendingRequest({ ...(body as object), requested_minutes: 10, video_type: 'avatar' })];
      return { status: 201, body: { request: requests[0] } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Request Avatar Time' }));
  const dialog = screen.getByRole('dialog', { name: 'Request More Time' });
  await user.click(within(dialog).getByRole('button', { name: '10 min' }));
  await user.type(within(dialog).getByLabelText('Reason'), 'Launch series');
  await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
  expect(await screen.findByText('Request Pending')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ minutes: 10, reason: 'Launch series', video_type: 'avatar' });
  expect(screen.getByText(/Your request for 10 avatar minutes was sent/)).toBeInTheDocument();
});

it('shows the minutes running renders hold, and nothing about holds when none run', async () => {
  renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance({ non_avatar_held_minutes: 2 }) } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  // 7.5 remaining, 2 of them held by a render that is still running.
  expect(await screen.findByText('2.0m held for videos in progress · 5.5m free for new videos')).toBeInTheDocument();
  expect(screen.getAllByText(/held for videos in progress/)).toHaveLength(1);
});

it('shows no held minutes when no render runs', async () => {
  renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance() } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  expect(await screen.findByText('7.5m')).toBeInTheDocument();
  expect(screen.queryByText(/held for videos in progress/)).not.toBeInTheDocument();
});

it('reads the allowance again while minutes are held, so a finished render shows as used', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    let held = 1;
    renderWithApi(<AllowanceCard />, {
      'GET /api/allowance': () => ({
        body: { allowance: allowance({ non_avatar_held_minutes: held, non_avatar_used_minutes: 3.5 - held, non_avatar_remaining_minutes: 6.5 + held }) },
      }),
      'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
    });
    expect(await screen.findByText('1.0m held for videos in progress · 6.5m free for new videos')).toBeInTheDocument();
    held = 0;
    await vi.advanceTimersByTimeAsync(ALLOWANCE_REFETCH_THROTTLE_MS);
    await waitFor(() => expect(screen.queryByText(/held for videos in progress/)).not.toBeInTheDocument());
    expect(screen.getByText('6.5m')).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

it("shows the answer to the newest request and the request history, with a denial's reason", async () => {
  renderWithApi(<AllowanceCard />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance() } }),
    'GET /api/allowance/requests': () => ({
      body: {
        requests: [
          resolvedRequest({ requested_minutes: 15, video_type: 'avatar' }),
          resolvedRequest({
            id: 'r0',
            status: 'approved',
            admin_response: 'Approved: 4 non-avatar minutes added',
            granted_minutes: 4,
            requested_minutes: 5,
            video_type: 'non_avatar',
            reason: 'Demo',
          }),
        ],
      },
    }),
  });
  const notice = await screen.findByText('Request Denied');
  expect(notice.parentElement).toHaveTextContent('Your request for 15 avatar minutes was denied. Reason: Budget is spent this quarter');
  // Asking again stays possible.
  expect(screen.getByRole('button', { name: 'Request Avatar Time' })).toBeInTheDocument();
  const history = within(screen.getByRole('list', { name: 'Request history' })).getAllByRole('listitem');
  expect(history).toHaveLength(2);
  expect(history[0]).toHaveTextContent('Denied');
  expect(history[0]).toHaveTextContent('Your reason: Launch series');
  expect(history[1]).toHaveTextContent('Approved');
  expect(history[1]).toHaveTextContent('4 non-avatar minutes were added to your allowance. You asked for 5 non-avatar minutes.');
});

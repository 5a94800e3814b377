import { PENDING_REQUEST_CACHE_MS } from '@lectern/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { pendingRequest, renderWithApi, resolvedRequest } from '../test/allowance-fixtures';
import { RequestOutcomeBanner } from './request-outcome-banner';

it("tells the requester their request was denied, with the admin's reason, until they dismiss it", async () => {
  const user = userEvent.setup();
  let seen = false;
  const calls = renderWithApi(<RequestOutcomeBanner />, {
    'GET /api/allowance/requests': () => ({
      body: { requests: [resolvedRequest({ outcome_seen_at: seen ? '2025-05-20T10:00:00.000Z' : null }), pendingRequest({ id: 'r0', status: 'approved' })] },
    }),
    'POST /api/allowance/requests/r1/dismiss': () => {
      seen = true;
      return { body: { request: resolvedRequest({ outcome_seen_at: '2025-05-20T10:00:00.000Z' }) } };
    },
  });
  const title = await screen.findByText('Request Denied');
  expect(title.parentElement).toHaveTextContent('Your request for 15 avatar minutes was denied. Reason: Budget is spent this quarter');
  expect(screen.getByRole('link', { name: 'View Allowance' })).toHaveAttribute('href', '/profile');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText('Request Denied')).not.toBeInTheDocument());
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/allowance/requests/r1/dismiss')).toBe(true);
});

it('shows an approval with the minutes added', async () => {
  renderWithApi(<RequestOutcomeBanner />, {
    'GET /api/allowance/requests': () => ({ body: { requests: [resolvedRequest({ status: 'approved', granted_minutes: 15 })] } }),
  });
  const title = await screen.findByText('Request Approved');
  expect(title.parentElement).toHaveTextContent('15 avatar minutes were added to your allowance.');
});

it('stays silent while the newest request is pending', async () => {
  const calls = renderWithApi(<RequestOutcomeBanner />, {
    'GET /api/allowance/requests': () => ({ body: { requests: [pendingRequest(), resolvedRequest({ id: 'r0' })] } }),
  });
  await waitFor(() => expect(calls.some((c) => c.path === '/api/allowance/requests')).toBe(true));
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByText('Request Denied')).not.toBeInTheDocument();
});

it('reads a pending request again every 30 s, so the answer arrives on an open dashboard', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    let answered = false;
    renderWithApi(<RequestOutcomeBanner />, {
      'GET /api/allowance/requests': () => ({ body: { requests: [answered ? resolvedRequest() : pendingRequest()] } }),
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(screen.queryByText('Request Denied')).not.toBeInTheDocument();
    answered = true;
    await vi.advanceTimersByTimeAsync(PENDING_REQUEST_CACHE_MS);
    expect(await screen.findByText('Request Denied')).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

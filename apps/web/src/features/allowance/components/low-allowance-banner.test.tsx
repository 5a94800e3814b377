import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { allowance, balance, pendingRequest, renderWithApi } from '../test/allowance-fixtures';
import { LowAllowanceBanner } from './low-allowance-banner';

it('shows when either kind is below 2 minutes and opens the request dialog on the low kind', async () => {
  const user = userEvent.setup();
  renderWithApi(<LowAllowanceBanner />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance(balance({ avatar_remaining_minutes: 1.5 })) } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  expect(await screen.findByText("You're running low on video minutes")).toBeInTheDocument();
  expect(screen.getByText(/Avatar: 1.5m left/)).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Request More Time' }));
  expect(screen.getByRole('dialog', { name: 'Request More Time' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Avatar videos' })).toBeChecked();
});

it('says a request is pending instead of offering another', async () => {
  renderWithApi(<LowAllowanceBanner />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance(balance({ non_avatar_remaining_minutes: 0.5 })) } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [pendingRequest()] } }),
  });
  expect(await screen.findByText(/Your request for 15 avatar minutes is pending review/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request More Time' })).not.toBeInTheDocument();
});

it('stays hidden with 2 or more minutes of each kind', async () => {
  const calls = renderWithApi(<LowAllowanceBanner />, {
    'GET /api/allowance': () => ({ body: { allowance: allowance(balance({ avatar_remaining_minutes: 2, non_avatar_remaining_minutes: 2 })) } }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  await waitFor(() => expect(calls.some((c) => c.path === '/api/allowance/requests')).toBe(true));
  // Both answers are in: give React a tick to render what they say.
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByText("You're running low on video minutes")).not.toBeInTheDocument();
});

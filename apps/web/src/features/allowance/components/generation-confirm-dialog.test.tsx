import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { balance, renderWithApi } from '../test/allowance-fixtures';
import { GenerationConfirmDialog } from './generation-confirm-dialog';

const check = (required: number, remaining: number, type: 'avatar' | 'non_avatar' = 'non_avatar') => {
  const hasEnough = remaining >= required;
  return {
    check: {
      hasEnough,
      currentAllowance: balance(type === 'avatar' ? { avatar_remaining_minutes: remaining } : { non_avatar_remaining_minutes: remaining }),
      message: hasEnough
        ? 'You have enough allowance to generate this video.'
        : `Insufficient ${type === 'avatar' ? 'avatar' : 'non-avatar'} video allowance. You need ${required} minutes but only have ${remaining} minutes remaining.`,
      videoType: type,
      requiredMinutes: required,
      remainingMinutes: remaining,
      lowRemainderWarning: hasEnough && remaining - required < 2,
    },
  };
};

it('confirms when the allowance suffices: green status, required time, Generate Video', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const calls = renderWithApi(<GenerationConfirmDialog open onClose={() => {}} onConfirm={onConfirm} requiredMinutes={2.5} videoType="non_avatar" />, {
    'GET /api/allowance/check': () => ({ body: check(2.5, 7.5) }),
  });
  const d = screen.getByRole('dialog', { name: 'Confirm Video Generation' });
  expect(within(d).getByText('2.5 minutes')).toBeInTheDocument();
  expect(await within(d).findByText('7.5m')).toBeInTheDocument();
  expect(within(d).getByText('7.5m').closest('[data-status]')).toHaveAttribute('data-status', 'green');
  expect(within(d).getByText('Healthy')).toBeInTheDocument();
  expect(within(d).queryByText('Running low after this video')).not.toBeInTheDocument();
  await user.click(within(d).getByRole('button', { name: 'Generate Video' }));
  expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ hasEnough: true }));
  expect(within(d).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  const call = calls.find((c) => c.path === '/api/allowance/check');
  expect(call).toBeDefined();
});

it('warns in yellow when the remainder after generation would be under 2 minutes', async () => {
  renderWithApi(<GenerationConfirmDialog open onClose={() => {}} onConfirm={() => {}} requiredMinutes={2} videoType="avatar" />, {
    'GET /api/allowance/check': () => ({ body: check(2, 3, 'avatar') }),
  });
  const d = screen.getByRole('dialog', { name: 'Confirm Video Generation' });
  expect(within(d).getByText('2 minutes')).toBeInTheDocument();
  expect(await within(d).findByText('Running low after this video')).toBeInTheDocument();
  expect(within(d).getByText('3.0m').closest('[data-status]')).toHaveAttribute('data-status', 'yellow');
});

it('blocks with Insufficient Allowance in red, Next Steps and Close, leading to the request dialog', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithApi(<GenerationConfirmDialog open onClose={onClose} onConfirm={() => {}} requiredMinutes={3} videoType="avatar" />, {
    'GET /api/allowance/check': () => ({ body: check(3, 1, 'avatar') }),
    'GET /api/allowance/requests': () => ({ body: { requests: [] } }),
  });
  const d = await screen.findByRole('dialog', { name: 'Insufficient Allowance' });
  expect(within(d).getByText('Cannot Generate Video')).toBeInTheDocument();
  expect(within(d).getByText('You do not have enough allowance to generate this video.')).toBeInTheDocument();
  expect(within(d).getByText('1.0m').closest('[data-status]')).toHaveAttribute('data-status', 'red');
  expect(within(d).getByRole('heading', { name: 'Next Steps' })).toBeInTheDocument();
  expect(within(d).queryByRole('button', { name: 'Generate Video' })).not.toBeInTheDocument();
  await user.click(within(d).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();

  await user.click(await within(d).findByRole('button', { name: 'Request More Time' }));
  expect(screen.getByRole('dialog', { name: 'Request More Time' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Insufficient Allowance' })).not.toBeInTheDocument();
});

it('says Failed to check allowance. Please try again. when the check fails', async () => {
  renderWithApi(<GenerationConfirmDialog open onClose={() => {}} onConfirm={() => {}} requiredMinutes={1} videoType="non_avatar" />, {
    'GET /api/allowance/check': () => ({ status: 500, body: { error: 'boom' } }),
  });
  expect(await screen.findByText('Failed to check allowance. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate Video' })).toBeDisabled();
});

it('never leaves the previous green light next to a failed re-check', async () => {
  let fail = false;
  renderWithApi(<GenerationConfirmDialog open onClose={() => {}} onConfirm={() => {}} requiredMinutes={2.5} videoType="non_avatar" />, {
    'GET /api/allowance/check': () => (fail ? { status: 500, body: { error: 'Failed to check allowance' } } : { body: check(2.5, 7.5) }),
  });
  const d = screen.getByRole('dialog', { name: 'Confirm Video Generation' });
  expect(await within(d).findByText(/You have enough allowance/)).toBeInTheDocument();
  expect(within(d).getByRole('button', { name: 'Generate Video' })).toBeEnabled();
  // Coming back to the tab checks again (the balance may have changed); this time the check fails.
  fail = true;
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  expect(await within(d).findByText('Failed to check allowance. Please try again.')).toBeInTheDocument();
  expect(within(d).queryByText(/You have enough allowance/)).not.toBeInTheDocument();
  expect(within(d).queryByText('7.5m')).not.toBeInTheDocument();
  expect(within(d).getByRole('button', { name: 'Generate Video' })).toBeDisabled();
  focusManager.setFocused(undefined);
});

it('says User not authenticated when the check is refused for want of a session', async () => {
  renderWithApi(<GenerationConfirmDialog open onClose={() => {}} onConfirm={() => {}} requiredMinutes={1} videoType="avatar" />, {
    'GET /api/allowance/check': () => ({ status: 401, body: { error: 'User not authenticated' } }),
  });
  const d = screen.getByRole('dialog', { name: 'Confirm Video Generation' });
  expect(await within(d).findByText('User not authenticated')).toBeInTheDocument();
  expect(within(d).getByRole('button', { name: 'Generate Video' })).toBeDisabled();
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { pendingRequest, renderWithApi } from '../test/allowance-fixtures';
import { RequestTimeDialog } from './request-time-dialog';

const dialog = () => screen.getByRole('dialog', { name: 'Request More Time' });

it('starts at 5 minutes with the 5/10/15 hints and promises an answer within 24 hours', async () => {
  const user = userEvent.setup();
  renderWithApi(<RequestTimeDialog open onClose={() => {}} videoType="non_avatar" />, {});
  const minutes = within(dialog()).getByLabelText('Additional minutes');
  expect(minutes).toHaveValue(5);
  expect(minutes).toHaveAttribute('min', '1');
  expect(minutes).toHaveAttribute('max', '60');
  expect(within(dialog()).getByRole('button', { name: '5 min' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(dialog()).getByRole('button', { name: '15 min' }));
  expect(minutes).toHaveValue(15);
  expect(within(dialog()).getAllByText(/within 24 hours/).length).toBeGreaterThan(0);
  expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

it('validates the reason and the minutes (1 to 60) before sending anything', async () => {
  const user = userEvent.setup();
  const calls = renderWithApi(<RequestTimeDialog open onClose={() => {}} videoType="non_avatar" />, {});
  const d = dialog();
  await user.type(within(d).getByLabelText('Reason'), '   ');
  await user.click(within(d).getByRole('button', { name: 'Submit Request' }));
  expect(within(d).getByText('Please provide a reason for your request')).toBeInTheDocument();

  const minutes = within(d).getByLabelText('Additional minutes');
  for (const value of ['0', '61', '-3']) {
    await user.clear(minutes);
    await user.type(minutes, value);
    await user.click(within(d).getByRole('button', { name: 'Submit Request' }));
    expect(within(d).getByText('Please enter a valid number of minutes')).toBeInTheDocument();
  }
  await user.clear(minutes);
  await user.click(within(d).getByRole('button', { name: 'Submit Request' }));
  expect(within(d).getByText('Please enter a valid number of minutes')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('reads Submitting... while busy, then toasts and closes', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  let release: () => void = () => {};
  const calls = renderWithApi(<RequestTimeDialog open onClose={onClose} videoType="non_avatar" chooseType />, {
    'POST /api/allowance/requests': () =>
      new Promise((resolve) => {
        release = () => resolve({ status: 201, body: { request: pendingRequest({ video_type: 'avatar', requested_minutes: 12 }) } });
      }),
  });
  const d = dialog();
  await user.click(within(d).getByRole('radio', { name: 'Avatar videos' }));
  const minutes = within(d).getByLabelText('Additional minutes');
  await user.clear(minutes);
  await user.type(minutes, '12');
  await user.type(within(d).getByLabelText('Reason'), '  New hire cohort  ');
  await user.click(within(d).getByRole('button', { name: 'Submit Request' }));
  expect(await within(d).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ minutes: 12, reason: 'New hire cohort', video_type: 'avatar' });
  release();
  expect(await screen.findByText(/Your request for 12 avatar minutes was sent/)).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

it('shows Failed to submit allowance request: {msg} when the server refuses', async () => {
  const user = userEvent.setup();
  renderWithApi(<RequestTimeDialog open onClose={() => {}} videoType="avatar" />, {
    'POST /api/allowance/requests': () => ({ status: 409, body: { error: 'You already have a pending request. Please wait for admin approval.' } }),
  });
  await user.type(within(dialog()).getByLabelText('Reason'), 'More launches');
  await user.click(within(dialog()).getByRole('button', { name: 'Submit Request' }));
  expect(
    await within(dialog()).findByText('Failed to submit allowance request: You already have a pending request. Please wait for admin approval.'),
  ).toBeInTheDocument();
  expect(within(dialog()).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
});

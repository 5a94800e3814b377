import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi, renderAuth } from '../test/render-auth';

const newPassword = () => screen.getByLabelText('New password');
const confirmPassword = () => screen.getByLabelText('Confirm new password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

describe('/reset-password with a token', () => {
  it('checks the minimum length and the match before calling the server', async () => {
    const api = mockAuthApi();
    renderAuth('/reset-password?token=tok');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(newPassword(), 'abc');
    await userEvent.type(confirmPassword(), 'abc');
    await submit();
    expect(newPassword()).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(newPassword(), 'defgh');
    await userEvent.type(confirmPassword(), 'xyz');
    await submit();
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');
    expect(api.callsTo('/api/auth/reset-password')).toHaveLength(0);
  });

  it('shows/hides the new password', async () => {
    mockAuthApi();
    renderAuth('/reset-password?token=tok');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    expect(newPassword()).toHaveAttribute('type', 'text');
  });

  it('updates the password, then leads to sign-in with the updated banner', async () => {
    const api = mockAuthApi((c) => (c.path === '/api/auth/reset-password' ? { body: { status: true } } : undefined));
    renderAuth('/reset-password?token=tok');
    await userEvent.type(newPassword(), 'newsecret');
    await userEvent.type(confirmPassword(), 'newsecret');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    expect(api.callsTo('/api/auth/reset-password')[0]?.body).toEqual({ token: 'tok', newPassword: 'newsecret' });
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?reset=success');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been updated. Please sign in with your new password.');
  });

  it('turns a rejected token into the invalid-link state', async () => {
    mockAuthApi((c) => (c.path === '/api/auth/reset-password' ? { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } } : undefined));
    renderAuth('/reset-password?token=used');
    await userEvent.type(newPassword(), 'newsecret');
    await userEvent.type(confirmPassword(), 'newsecret');
    await submit();
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows other failures on the form', async () => {
    mockAuthApi((c) =>
      c.path === '/api/auth/reset-password' ? { status: 429, body: { error: 'Too many requests. Please wait before trying again.' } } : undefined,
    );
    renderAuth('/reset-password?token=tok');
    await userEvent.type(newPassword(), 'newsecret');
    await userEvent.type(confirmPassword(), 'newsecret');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
    expect(newPassword()).toBeInTheDocument();
  });
});

it('explains an invalid link from the server (?error=INVALID_TOKEN)', () => {
  mockAuthApi();
  renderAuth('/reset-password?error=INVALID_TOKEN');
  expect(screen.getByText('This reset link is invalid or has expired.')).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
});

it('explains what to do without a token', () => {
  mockAuthApi();
  renderAuth('/reset-password');
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByText('Open the link in your password reset email to choose a new password.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
});

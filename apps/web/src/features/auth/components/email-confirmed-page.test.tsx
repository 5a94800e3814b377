import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { mockAuthApi, renderAuth, signedInSession } from '../test/render-auth';

it('redirects a signed-in user to /dashboard (spec 000 §2)', async () => {
  mockAuthApi(undefined, signedInSession);
  renderAuth('/email-confirmed');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByText('Email Confirmed!')).not.toBeInTheDocument();
});

it('confirms and leads to sign-in with the confirmed banner', async () => {
  mockAuthApi();
  renderAuth('/email-confirmed');
  expect(await screen.findByRole('heading', { name: 'Email Confirmed!' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Sign In to Your Account' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login?confirmed=true');
  expect(screen.getByText('Email confirmed! Your account is now verified. Please sign in to continue.')).toBeInTheDocument();
});

it('is honest about an invalid or expired link and offers a new one', async () => {
  const api = mockAuthApi((c) => (c.path === '/api/auth/send-verification-email' ? { body: { status: true } } : undefined));
  renderAuth('/email-confirmed?error=INVALID_TOKEN');
  expect(await screen.findByText('This confirmation link is invalid or has expired.')).toBeInTheDocument();
  expect(screen.queryByText('Email Confirmed!')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
  expect(await screen.findByText('A new confirmation link is on its way. Check your inbox.')).toBeInTheDocument();
  expect(api.callsTo('/api/auth/send-verification-email')[0]?.body).toEqual({ email: 'ann@example.com', callbackURL: '/email-confirmed' });
});

it('maps a rate-limited resend', async () => {
  mockAuthApi((c) =>
    c.path === '/api/auth/send-verification-email' ? { status: 429, body: { error: 'Too many requests. Please wait before trying again.' } } : undefined,
  );
  renderAuth('/email-confirmed?error=TOKEN_EXPIRED');
  await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
});

import { AUTH_ERROR_STORAGE_KEY, EMAIL_CONFIRMED_BANNER, PASSWORD_UPDATED_BANNER, RESET_EMAIL_SENT, RETRY_LIMIT } from '@lectern/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockAuthApi, renderAuth, signedInSession } from '../test/render-auth';

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

const location = () => screen.getByTestId('location').textContent;

async function fillSignIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-up mode (spec 000 §2, §5)', () => {
  it('shows the password hint, the terms note and a required Full Name', () => {
    mockAuthApi();
    renderAuth('/signup');
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText(/creating an account, you agree to our/i)).toHaveTextContent(
      'By creating an account, you agree to our Terms of Service and Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('validates with the sign-up schema before calling the server', async () => {
    const api = mockAuthApi();
    renderAuth('/signup');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('opens the check-email dialog when sign-up returns no session', async () => {
    const api = mockAuthApi((c) => (c.path === '/api/auth/sign-up/email' ? { body: { token: null, user: { id: 'u', email: 'ann@example.com' } } } : undefined));
    renderAuth('/signup');
    await userEvent.type(screen.getByLabelText('Full Name'), '  Ann Lee ');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Email' });
    expect(within(dialog).getByText('ann@example.com')).toBeInTheDocument();
    expect(location()).toBe('/signup?confirm=true&email=ann%40example.com');
    expect(api.callsTo('/api/auth/sign-up/email')[0]?.body).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com', password: 'secret12' });
  });

  it('sends a trigger/function error to the check-email dialog (spec 000 §8)', async () => {
    mockAuthApi((c) =>
      c.path === '/api/auth/sign-up/email' ? { status: 500, body: { message: 'Database error saving new user: trigger or function: x' } } : undefined,
    );
    renderAuth('/signup');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it.each([
    [422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' }, 'An account with this email already exists'],
    [400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, 'Password must be at least 6 characters long'],
    [429, { error: 'Too many requests. Please wait before trying again.' }, 'Too many requests. Please wait before trying again.'],
    [500, {}, 'HTTP 500: Internal Server Error'],
  ])('maps a %i sign-up error', async (status, body, shown) => {
    mockAuthApi((c) => (c.path === '/api/auth/sign-up/email' ? { status, body } : undefined));
    renderAuth('/signup');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});

describe('check-email dialog from the address (spec 000 §2)', () => {
  it('says where the link went; Return to Sign In goes to /login', async () => {
    mockAuthApi();
    renderAuth('/signup?confirm=true&email=bo%40example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Check Your Email' });
    expect(dialog).toHaveTextContent("We've sent a confirmation link to bo@example.com.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Sign In' }));
    expect(location()).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing goes to /signup', async () => {
    mockAuthApi();
    renderAuth('/signup?confirm=true&email=bo%40example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Close dialog' }));
    expect(location()).toBe('/signup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can send the confirmation mail again', async () => {
    const api = mockAuthApi((c) => (c.path === '/api/auth/send-verification-email' ? { body: { status: true } } : undefined));
    renderAuth('/signup?confirm=true&email=bo%40example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'send it again' }));
    expect(await screen.findByText('A new confirmation link is on its way. Check your inbox.')).toBeInTheDocument();
    expect(api.callsTo('/api/auth/send-verification-email')[0]?.body).toEqual({ email: 'bo@example.com', callbackURL: '/email-confirmed' });
  });

  it('stays closed without an email', () => {
    mockAuthApi();
    renderAuth('/signup?confirm=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('sign-in mode', () => {
  it('shows the confirmed banner for confirmed=true and the password banner for reset=success', () => {
    mockAuthApi();
    const { unmount } = renderAuth('/login?confirmed=true');
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_CONFIRMED_BANNER);
    unmount();
    renderAuth('/login?reset=success');
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_UPDATED_BANNER);
  });

  it('toggles the password visibility', async () => {
    mockAuthApi();
    renderAuth('/login');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('asks for email and password before calling the server', async () => {
    const api = mockAuthApi();
    renderAuth('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(api.callsTo('/api/auth/sign-in/email')).toHaveLength(0);
  });

  it.each([
    [401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 'Invalid email or password'],
    [403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 'Please check your email and click the confirmation link'],
    [
      500,
      { message: 'error in trigger function: setup_profile' },
      'Account created successfully, but there was a setup issue. Please contact support if you have problems signing in.',
    ],
    [429, { error: 'Too many requests. Please wait before trying again.' }, 'Too many requests. Please wait before trying again.'],
    [400, { message: 'Something unexpected' }, 'Something unexpected'],
    [400, { message: '' }, 'HTTP 400: Bad Request'],
  ])('maps a %i sign-in error (spec 000 §8)', async (status, body, shown) => {
    mockAuthApi((c) => (c.path === '/api/auth/sign-in/email' ? { status, body } : undefined));
    renderAuth('/login');
    await fillSignIn('ann@example.com', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([502, 503, 504])('tries sign-in again after a %i and signs in once the server answers (spec 000 §8)', async (status) => {
    let failures = 2;
    let signedIn = false;
    const api = mockAuthApi((c) => {
      if (c.path === '/api/auth/get-session') return { body: signedIn ? signedInSession : null };
      if (c.path !== '/api/auth/sign-in/email') return undefined;
      if (failures-- > 0) return { status, body: { message: 'Service unavailable' } };
      signedIn = true;
      return { body: { token: 't', user: signedInSession.user } };
    });
    renderAuth('/login');
    await fillSignIn('ann@example.com', 'secret12');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.callsTo('/api/auth/sign-in/email')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops retrying sign-in after a few tries and shows the answer', async () => {
    const api = mockAuthApi((c) => (c.path === '/api/auth/sign-in/email' ? { status: 503, body: { message: 'Service unavailable' } } : undefined));
    renderAuth('/login');
    await fillSignIn('ann@example.com', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(api.callsTo('/api/auth/sign-in/email')).toHaveLength(1 + RETRY_LIMIT);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([401, 429, 500])('does not retry a sign-in answered %i', async (status) => {
    const api = mockAuthApi((c) => (c.path === '/api/auth/sign-in/email' ? { status, body: { message: 'Sign-in refused' } } : undefined));
    renderAuth('/login');
    await fillSignIn('ann@example.com', 'secret12');
    await screen.findByRole('alert');
    expect(api.callsTo('/api/auth/sign-in/email')).toHaveLength(1);
  });

  it('keeps the auth error in sessionStorage until the user types (spec 000 §4)', async () => {
    mockAuthApi((c) =>
      c.path === '/api/auth/sign-in/email' ? { status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } } : undefined,
    );
    const first = renderAuth('/login');
    await fillSignIn('ann@example.com', 'wrong-pass');
    await screen.findByRole('alert');
    expect(sessionStorage.getItem(AUTH_ERROR_STORAGE_KEY)).toBe('Invalid email or password');
    first.unmount();

    renderAuth('/login'); // a reload keeps it
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(AUTH_ERROR_STORAGE_KEY)).toBeNull();
  });

  it('clears the auth error when switching mode', async () => {
    sessionStorage.setItem(AUTH_ERROR_STORAGE_KEY, 'Invalid email or password');
    mockAuthApi();
    renderAuth('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(location()).toBe('/signup');
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(AUTH_ERROR_STORAGE_KEY)).toBeNull();
  });

  it('shows a busy button while signing in, then refreshes the session and goes to /dashboard', async () => {
    let signedIn = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockAuthApi((c) => {
      if (c.path === '/api/auth/get-session') return { body: signedIn ? signedInSession : null };
      return undefined;
    });
    const base = api.fetchMock.getMockImplementation();
    if (!base) throw new Error('fetch mock has no implementation');
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/sign-in/email')) {
        await gate;
        signedIn = true;
        return new Response(JSON.stringify({ token: 't', user: signedInSession.user }), { status: 200 });
      }
      return base(input, init);
    });
    renderAuth('/login');
    await fillSignIn('ann@example.com', 'secret12');
    const busy = await screen.findByRole('button', { name: /Signing in/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    mockAuthApi(undefined, signedInSession);
    renderAuth('/signup');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('forgot password (spec 000 §2, §5, §8 "Reset")', () => {
  it('needs an email first', async () => {
    const api = mockAuthApi();
    renderAuth('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address first.');
    expect(api.callsTo('/api/auth/request-password-reset')).toHaveLength(0);
  });

  it('requests the reset link and shows the sent banner', async () => {
    const api = mockAuthApi((c) => (c.path === '/api/auth/request-password-reset' ? { body: { status: true } } : undefined));
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(RESET_EMAIL_SENT)).toBeInTheDocument();
    expect(api.callsTo('/api/auth/request-password-reset')[0]?.body).toEqual({ email: 'ann@example.com', redirectTo: '/reset-password' });
  });

  it.each([
    [429, { error: 'Too many requests. Please wait before trying again.' }, 'Too many requests. Please wait before trying again.'],
    [403, { message: 'Email not confirmed' }, 'Please confirm your email first before resetting password'],
    [500, { message: 'SMTP down' }, 'Failed to send reset email'],
  ])('maps a %i reset error', async (status, body, shown) => {
    mockAuthApi((c) => (c.path === '/api/auth/request-password-reset' ? { status, body } : undefined));
    renderAuth('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(shown));
    expect(screen.queryByText(RESET_EMAIL_SENT)).not.toBeInTheDocument();
  });
});

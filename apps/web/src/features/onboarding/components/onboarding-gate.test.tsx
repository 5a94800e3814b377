import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { type ApiCall, baseProfile, mockApi, sessionFor } from '@/test/mock-api';
import { OnboardingGate } from './onboarding-gate';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={['/projects']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                <OnboardingGate />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

let profile: typeof baseProfile;
let calls: ApiCall[];
let failPut: boolean | number;

beforeEach(() => {
  profile = { ...baseProfile };
  failPut = false;
  calls = mockApi({
    'GET /api/auth/get-session': () => ({ body: sessionFor() }),
    'GET /api/profile': () => ({ body: { profile } }),
    'PUT /api/profile': (body) => {
      if (failPut === 401) return { status: 401, body: { error: 'User not authenticated' } };
      if (failPut) return { status: 500, body: { error: 'Database unavailable' } };
      profile = { ...profile, ...(body as object) };
      return { body: { profile } };
    },
  });
});

const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const next = () => screen.getByRole('button', { name: 'Next' });

describe('onboarding modal (spec 000 §2, §4, §5)', () => {
  it('walks the five steps, saving each answer, and completes to /dashboard', async () => {
    const user = userEvent.setup();
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Give yourself a nickname' });
    expect(within(dialog).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.type(screen.getByLabelText('Nickname'), 'Sam');
    await user.click(next());
    await screen.findByRole('dialog', { name: 'What best describes your role?' });
    expect(puts()).toEqual([{ username: 'Sam' }]);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();

    // Other alone without text does not count as a role.
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Please specify your role'), 'Coach');
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Educator' }));
    await user.click(next());
    await screen.findByRole('dialog', { name: 'What best describes your team size?' });
    expect(puts()[1]).toEqual({ role: ['Other: Coach', 'Educator'] });

    // Back keeps the answers.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Educator' })).toBeChecked();
    await user.click(next());

    const group = await screen.findByRole('group', { name: 'What best describes your team size?' });
    expect(next()).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Just me' }));
    await user.click(next());
    await screen.findByRole('dialog', { name: 'How would you use Lectern?' });
    expect(puts().at(-1)).toEqual({ team_size: 'Just me' });

    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Product Demos' }));
    await user.click(next());
    await screen.findByRole('dialog', { name: "You're all set. Ready to get started?" });
    expect(puts().at(-1)).toEqual({ use_cases: ['Product Demos'] });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts().at(-1)).toEqual({ onboarding_completed: true });
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it('drops Other without text when another role is chosen', async () => {
    const user = userEvent.setup();
    profile = { ...profile, username: 'Sam' };
    renderGate();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Analyst' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByText('Describe your role, or Other will not be saved.')).toBeInTheDocument();
    await user.click(next());
    await screen.findByRole('dialog', { name: 'What best describes your team size?' });
    expect(puts().at(-1)).toEqual({ role: ['Analyst'] });
  });

  it('shows the step message once a filled step is emptied', async () => {
    const user = userEvent.setup();
    renderGate();
    const input = await screen.findByLabelText('Nickname');
    await user.type(input, 'S');
    await user.clear(input);
    expect(screen.getByText('Please enter a nickname.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('stays closed for a completed profile', async () => {
    profile = { ...profile, onboarding_completed: true };
    renderGate();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/profile')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports save failures per spec 000 §8', async () => {
    const user = userEvent.setup();
    profile = { ...profile, username: 'Sam', role: ['Designer'], team_size: 'Just me' };
    renderGate();
    await user.click(await screen.findByRole('checkbox', { name: 'Product Demos' }));
    failPut = true;
    await user.click(next());
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'How would you use Lectern?' })).toBeInTheDocument();

    failPut = false;
    await user.click(next());
    failPut = true;
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Failed to complete onboarding.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/projects');
  });

  it('says User not authenticated. when a step is saved without a session (spec 000 §8)', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.type(await screen.findByRole('textbox', { name: /nickname/i }), 'Sam');
    failPut = 401;
    await user.click(next());
    expect(await screen.findByText('User not authenticated.')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred. Please try again.')).not.toBeInTheDocument();
  });

  it('says when the profile cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /api/auth/get-session': () => ({ body: sessionFor() }),
      'GET /api/profile': () => (fail ? { status: 500, body: { error: 'boom' } } : { body: { profile } }),
    });
    renderGate();
    expect(await screen.findByText('Failed to load profile. Please try again.')).toBeInTheDocument();
    // A notice on the page, not a dialog in front of it: the app stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Give yourself a nickname' })).toBeInTheDocument();
  });

  it('resumes at the first unanswered step after a reload, keeping the answers', async () => {
    profile = { ...profile, username: 'Sam', role: ['Designer'] };
    renderGate();
    const group = await screen.findByRole('group', { name: 'What best describes your team size?' });
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: 'Designer' })).toBeChecked();
    expect(group).not.toBeInTheDocument();
  });

  it('opens on the ready step when every answer was saved before the reload', async () => {
    profile = { ...profile, username: 'Sam', role: ['Designer'], team_size: 'Just me', use_cases: ['Product Demos'] };
    renderGate();
    expect(await screen.findByRole('dialog', { name: "You're all set. Ready to get started?" })).toBeInTheDocument();
  });
});

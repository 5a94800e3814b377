import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { type ApiCall, baseProfile, mockApi, sessionFor } from '@/test/mock-api';
import { ProfilePage } from './profile-page';

let profile: typeof baseProfile;
let putReply: { status: number; body: unknown } | null;
let calls: ApiCall[];

beforeEach(() => {
  profile = { ...baseProfile, username: 'Sam', role: ['Designer', 'Analyst'], team_size: 'Just me', onboarding_completed: true };
  putReply = null;
  calls = mockApi({
    'GET /api/auth/get-session': () => ({ body: sessionFor() }),
    'GET /api/profile': () => ({ body: { profile } }),
    'PUT /api/profile': (body) => {
      if (putReply) return putReply;
      profile = { ...profile, ...(body as object) };
      return { body: { profile } };
    },
  });
});

function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <ProfilePage sections={<section aria-label="Video Allowance">Allowance card</section>} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

it('shows the profile read-only with the first role and the email note', async () => {
  renderProfile();
  expect(await screen.findByText('Sam')).toBeInTheDocument();
  expect(screen.getByText('Designer')).toBeInTheDocument();
  expect(screen.queryByText('Analyst')).not.toBeInTheDocument();
  expect(screen.getByText('Just me')).toBeInTheDocument();
  expect(screen.getByText('priya@example.com')).toBeInTheDocument();
  expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Video Allowance' })).toBeInTheDocument();
});

it('cancel resets the fields', async () => {
  const user = userEvent.setup();
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const nickname = screen.getByLabelText('Nickname');
  expect(nickname).toHaveFocus();
  await user.clear(nickname);
  await user.type(nickname, 'Changed');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Sam')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText('Nickname')).toHaveValue('Sam');
  expect(screen.getByLabelText('Email')).toBeDisabled();
  expect(puts()).toEqual([]);
});

it('saves the nickname, role and team size and shows the success toast', async () => {
  const user = userEvent.setup();
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const nickname = screen.getByLabelText('Nickname');
  await user.clear(nickname);
  await user.type(nickname, 'Sammy');
  await user.selectOptions(screen.getByLabelText('Job role'), 'Other');
  await user.type(screen.getByLabelText('Please specify your role'), 'Coach');
  await user.selectOptions(screen.getByLabelText('Team size'), 'Medium team (6–20 people)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(puts()).toEqual([{ username: 'Sammy', role: ['Other: Coach', 'Analyst'], team_size: 'Medium team (6–20 people)' }]);
  expect(screen.getByText('Sammy')).toBeInTheDocument();
  expect(screen.getByText('Other: Coach')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it('needs a nickname and a role before saving', async () => {
  const user = userEvent.setup();
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText('Nickname'));
  await user.selectOptions(screen.getByLabelText('Job role'), '');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Please enter a nickname.')).toBeInTheDocument();
  expect(screen.getByText('Please select at least one role.')).toBeInTheDocument();
  expect(puts()).toEqual([]);
});

it('shows the failure toast with the server message', async () => {
  const user = userEvent.setup();
  putReply = { status: 500, body: { error: 'Failed to update user profile' } };
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to update profile: Failed to update user profile')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

it('shows Error loading profile when the profile cannot be read', async () => {
  mockApi({ 'GET /api/profile': () => ({ status: 500, body: { error: 'Failed to fetch user profile' } }) });
  renderProfile();
  await waitFor(() => expect(screen.getByText('Error loading profile: Failed to fetch user profile')).toBeInTheDocument());
});

import type { ReactNode } from 'react';
import { QueryError } from '@/components/query-state';
import { FullPageSpinner } from '@/components/spinner';
import { useProfile } from '../api/profile-api';
import { ProfileDetailsCard } from './profile-details-card';

interface ProfilePageProps {
  /** Further cards stacked under the account details (e.g. the Video Allowance card, spec 000 §2), composed by app/. */
  sections?: ReactNode;
}

export function ProfilePage({ sections }: ProfilePageProps) {
  const profile = useProfile();
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Profile</h1>
        <p className="mt-1 text-ink-muted">Manage your account and how you use Lectern.</p>
      </div>
      {profile.isPending && <FullPageSpinner label="Loading profile…" />}
      {profile.isError && <QueryError query={profile}>Error loading profile: {profile.error.message}</QueryError>}
      {profile.data && <ProfileDetailsCard profile={profile.data} />}
      {sections}
    </div>
  );
}

import { Dialog } from '@/components/dialog';
import { QueryError } from '@/components/query-state';
import { useSession } from '@/lib/auth/use-session';
import { useOnboardingProfile } from '../api/profile-api';
import { ONBOARDING_MESSAGES } from '../onboarding-messages';
import { OnboardingModal } from './onboarding-modal';

/**
 * Spec 000 §2: the onboarding modal opens for a signed-in user whose profile is missing or not
 * onboarding_completed (reading the profile creates a missing one on the server).
 */
export function OnboardingGate() {
  const { user } = useSession();
  const profile = useOnboardingProfile(Boolean(user));

  if (!user) return null;
  if (profile.isError && !profile.data) {
    // Onboarding cannot be skipped, so a failed load keeps the dialog up with a way to retry.
    return (
      <Dialog open title="Welcome to Lectern" size="sm">
        <QueryError query={profile}>{ONBOARDING_MESSAGES.loadFailed}</QueryError>
      </Dialog>
    );
  }
  if (!profile.data || profile.data.onboarding_completed) return null;
  return <OnboardingModal key={profile.data.id} profile={profile.data} />;
}

import { QueryError } from '@/components/query-state';
import { useSession } from '@/lib/auth/use-session';
import { useOnboardingProfile } from '../api/profile-api';
import { ONBOARDING_MESSAGES } from '../onboarding-messages';
import { OnboardingModal } from './onboarding-modal';

/**
 * Spec 000 §2: the onboarding modal opens for a signed-in user whose profile is missing or not
 * onboarding_completed (reading the profile creates a missing one on the server).
 * A failed read is not a reason to lock the app: it shows as a notice with a retry at the top of
 * the page, and the modal opens once the profile is read and onboarding is really unfinished.
 */
export function OnboardingGate() {
  const { user } = useSession();
  const profile = useOnboardingProfile(Boolean(user));

  if (!user) return null;
  if (profile.isError && !profile.data) {
    // A 401 means the session ended; the app handles that by sending the user to sign in.
    if ((profile.error as { status?: number }).status === 401) return null;
    return (
      <div className="mb-6">
        <QueryError query={profile}>{ONBOARDING_MESSAGES.loadFailed}</QueryError>
      </div>
    );
  }
  if (!profile.data || profile.data.onboarding_completed) return null;
  return <OnboardingModal key={profile.data.id} profile={profile.data} />;
}

import { AllowanceCard } from '@/features/allowance';
import { ProfilePage } from '@/features/profile';

/** Spec 000 §2 "Profile" with the allowance card composed in. */
export default function ProfileRoute() {
  return <ProfilePage sections={<AllowanceCard />} />;
}

import { LowAllowanceBanner } from '@/features/allowance';
import { DashboardPage } from '@/features/dashboard';

/** Spec 000 §2 "Dashboard" with the allowance feature's low-allowance banner composed in. */
export default function DashboardRoute() {
  return <DashboardPage banners={<LowAllowanceBanner />} />;
}

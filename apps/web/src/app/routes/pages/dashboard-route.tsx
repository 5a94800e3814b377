import { LowAllowanceBanner, RequestOutcomeBanner } from '@/features/allowance';
import { DashboardPage } from '@/features/dashboard';

/** Spec 000 §2 "Dashboard" with the allowance feature's banners composed in: a request's answer, then low allowance. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      banners={
        <>
          <RequestOutcomeBanner />
          <LowAllowanceBanner />
        </>
      }
    />
  );
}

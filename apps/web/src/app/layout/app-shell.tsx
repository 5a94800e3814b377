import type { ReactNode } from 'react';

// Replaced by the shell with sidebar, onboarding gate and sign-out navigation.
export function AppShell({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

import { ALLOWANCE_MESSAGES } from '@lectern/core';
import { useState } from 'react';
import { ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { FullPageSpinner } from '@/components/spinner';
import { TabPanel, Tabs } from '@/components/tabs';
import { useSession } from '@/lib/auth/use-session';
import { usePendingCount } from '../api/admin-api';
import { AnalyticsTab } from './analytics-tab';
import { RequestsTab } from './requests-tab';
import { UsersTab } from './users-tab';

type Section = 'requests' | 'users' | 'analytics';

/** Spec 000 §2 "Admin dashboard". Non-admins get Access Denied and no admin call is made. */
export function AdminPage() {
  const { user, loading } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user?.isAdmin) return <AccessDenied />;
  return <AdminDashboard />;
}

function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg py-12">
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6" fill="currentColor">
            <path
              fillRule="evenodd"
              d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
              clipRule="evenodd"
            />
          </svg>
        </span>
        <h1 className="mt-4 text-xl font-bold text-ink">{ALLOWANCE_MESSAGES.accessDeniedTitle}</h1>
        <p className="mt-1 text-sm text-ink-muted">{ALLOWANCE_MESSAGES.accessDenied}</p>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
          Back to Dashboard
        </ButtonLink>
      </Card>
    </div>
  );
}

function AdminDashboard() {
  const [section, setSection] = useState<Section>('requests');
  const pendingCount = usePendingCount();
  const count = pendingCount.data ?? 0;
  const tabs = [
    {
      id: 'requests' as const,
      label: 'Allowance Requests',
      badge:
        count > 0 ? (
          <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
            {count}
            <span className="sr-only"> pending</span>
          </span>
        ) : undefined,
    },
    { id: 'users' as const, label: 'User Management' },
    { id: 'analytics' as const, label: 'Analytics' },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-ink-muted">Resolve allowance requests, manage users' minutes and features, and follow usage.</p>
      </div>
      <Tabs group="admin" label="Admin sections" tabs={tabs} active={section} onChange={setSection} />
      <TabPanel group="admin" active={section}>
        {section === 'requests' && <RequestsTab />}
        {section === 'users' && <UsersTab />}
        {section === 'analytics' && <AnalyticsTab />}
      </TabPanel>
    </div>
  );
}

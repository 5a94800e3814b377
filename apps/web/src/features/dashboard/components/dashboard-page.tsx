import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { useSession } from '@/lib/auth/use-session';
import { useGreetingProfile, useProjects } from '../api/dashboard-api';
import { CreateProjectDialog } from './create-project-dialog';
import { RecentProjectsSection } from './recent-projects-section';

interface DashboardPageProps {
  /** Notices shown above the recent projects (e.g. the low-allowance banner, spec 000 §2), composed by app/. */
  banners?: ReactNode;
}

/** Spec 000 §2 "Dashboard": welcome, banners, create-project button, the 5 most recent projects. */
export function DashboardPage({ banners }: DashboardPageProps) {
  const { user } = useSession();
  const profile = useGreetingProfile();
  const [creating, setCreating] = useState(false);
  // Wait for the profile before greeting, so the account name never flashes before the nickname.
  // Only a project list that was read and is empty says this is a first visit ("back" would be wrong
  // there). A list that failed to load says nothing about the user: they are welcomed back, as
  // everyone was before first visits were told apart.
  const projects = useProjects();
  const firstVisit = projects.isSuccess && projects.data.length === 0;
  const welcome = firstVisit ? 'Welcome' : 'Welcome back';
  const name = profile.isPending || projects.isPending ? null : profile.data?.username?.trim() || user?.name?.split(' ')[0] || '';

  return (
    <div className="max-w-6xl space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {name === null ? (
              <>
                {welcome}
                <span aria-hidden="true" className="ml-2 inline-block h-7 w-28 animate-pulse rounded-md bg-line align-middle" />
              </>
            ) : name ? (
              `${welcome}, ${name}!`
            ) : (
              `${welcome}!`
            )}
          </h1>
          <p className="mt-1 text-ink-muted">Turn a brief, your documents or a web page into a narrated video.</p>
        </div>
        <Button size="lg" onClick={() => setCreating(true)} className="w-full shrink-0 sm:w-auto">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
          </svg>
          Create Project
        </Button>
      </div>
      {banners && <div className="space-y-3">{banners}</div>}
      <RecentProjectsSection onCreate={() => setCreating(true)} />
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

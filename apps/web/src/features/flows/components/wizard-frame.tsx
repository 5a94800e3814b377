import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/spinner';

/** Spec 001 §2: "While a saved project loads it shows Loading project...". */
export function WizardLoading() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-brand">
      <Spinner size="lg" label="" />
      <p className="text-sm font-medium text-ink-muted">Loading project...</p>
    </div>
  );
}

/** The page around a wizard: the link back to Home, kind of video, project name, stepper, then the step. */
export function WizardFrame({ kind, title, stepper, children }: { kind: string; title: string; stepper: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Spec 001 §2: "A link back to Home" — the signed-in home, the dashboard. */}
        <Link to="/dashboard" className="text-sm font-semibold text-brand hover:underline">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <span className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{kind}</span>
      </div>
      <h1 className="mt-2 text-xl font-bold break-words text-ink sm:text-2xl">{title}</h1>
      <div className="mt-5 rounded-card border border-line bg-card px-3 py-3 shadow-sm sm:px-4">{stepper}</div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

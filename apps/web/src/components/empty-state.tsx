import type { ReactNode } from 'react';
import { Card } from './card';

/** A film-frame with a play mark: the "no videos here yet" picture. */
function VideoIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10 9.5v5l4-2.5-4-2.5Z" />
    </svg>
  );
}

/**
 * A centred card saying a list is empty, why, and what to do next. `heading` keeps the page's
 * outline (an h3 under a section's h2, an h2 under the page's h1).
 */
export function EmptyState({
  title,
  description,
  action,
  heading: Heading = 'h3',
  icon = <VideoIcon />,
}: {
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  heading?: 'h2' | 'h3';
  icon?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand">{icon}</span>
      <Heading className="mt-4 text-base font-semibold text-ink">{title}</Heading>
      <p className="mt-1 max-w-sm text-sm text-ink-muted">{description}</p>
      {action && <div className="mt-5">{action}</div>}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';

type Variant = Parameters<typeof buttonClasses>[0];
type Size = Parameters<typeof buttonClasses>[1];

/**
 * A link from the share page to the rest of Lectern (home, sign up, sign in, the full share page).
 * In a frame on someone else's page (issue 19 item 4) it opens a new top-level tab: the visitor's
 * page stays in charge, and /signup, /login or a signed-in /dashboard never open inside the frame.
 * `noopener noreferrer`: the new tab gets no handle on the frame or the embedding page's address.
 * Outside a frame it is the app's own router link.
 */
export function LeavingLink({
  to,
  framed,
  variant,
  size,
  className = '',
  plain = false,
  'aria-label': ariaLabel,
  children,
}: {
  to: string;
  framed: boolean;
  variant?: Variant;
  size?: Size;
  className?: string;
  /** No button look (the logo, the embed's title). */
  plain?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}) {
  const classes = plain ? className : buttonClasses(variant, size, className);
  if (!framed) {
    return (
      <Link to={to} className={classes} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={classes} aria-label={ariaLabel && `${ariaLabel} (opens in a new tab)`}>
      {children}
      {!ariaLabel && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

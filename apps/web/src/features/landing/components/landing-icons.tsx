import type { ReactNode } from 'react';
import type { FeatureIcon } from '../content/features';
import type { UseCaseIcon } from '../content/use-cases';

export type LandingIconName = FeatureIcon | UseCaseIcon | 'check' | 'play' | 'menu' | 'close' | 'chevron' | 'arrow-right';

// Outline icons on a 24-unit grid, drawn with currentColor so they follow the text colour.
const PATHS: Record<LandingIconName, ReactNode> = {
  presenter: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.6 0-1.3-1-1.6-1-2.6 0-.9.7-1.5 1.6-1.5H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3Z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </>
  ),
  languages: (
    <>
      <path d="M4 5h8M8 3v2m2 0c-.6 4-3 7-6 8.5M6 9c1 2 2.8 3.6 5 4.5" />
      <path d="m12 21 4-9 4 9m-6.8-3h5.6" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  server: (
    <>
      <rect x="4" y="4" width="16" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="16" height="6.5" rx="1.5" />
      <path d="M8 7.25h.01M8 16.75h.01" />
    </>
  ),
  bolt: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6z" />,
  graduation: (
    <>
      <path d="m2.5 9 9.5-4.5L21.5 9 12 13.5z" />
      <path d="M6.5 11v4.5c1.5 1.5 3.3 2.2 5.5 2.2s4-.7 5.5-2.2V11M21.5 9v5" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.6-3 2.7-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
      <path d="M15.5 5.3a3 3 0 0 1 0 5.4M17 14.4c2 .5 3.2 2.1 3.6 4.6" />
    </>
  ),
  book: (
    <>
      <path d="M12 6.5C10.2 5 7.8 4.5 4 4.5v13c3.8 0 6.2.5 8 2 1.8-1.5 4.2-2 8-2v-13c-3.8 0-6.2.5-8 2Z" />
      <path d="M12 6.5v13" />
    </>
  ),
  rocket: (
    <>
      <path d="M14 4h6v6c-1 3-4.5 6-7.5 7.5L9.5 14.5C11 11.5 11 7 14 4Z" />
      <path d="M9.5 14.5 7 17m-1-5 3.5.5M12 18l.5 3.5" />
      <circle cx="15.5" cy="8.5" r="1.3" />
    </>
  ),
  megaphone: (
    <>
      <path d="M4 10v4h3l8 4.5v-13L7 10z" />
      <path d="M18 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5h2.5l-1-4.5" />
    </>
  ),
  lifebuoy: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="m6 6 3.5 3.5M14.5 14.5 18 18M18 6l-3.5 3.5M9.5 14.5 6 18" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  'arrow-right': <path d="M5 12h14m-5-5 5 5-5 5" />,
};

export function LandingIcon({ name, className = 'h-5 w-5' }: { name: LandingIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[name]}
    </svg>
  );
}

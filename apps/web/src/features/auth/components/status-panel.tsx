import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'bg-success-soft text-success',
  error: 'bg-danger-soft text-danger',
  info: 'bg-brand-soft text-brand',
};

const icons: Record<Tone, ReactNode> = {
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  error: (
    <>
      <path d="M12 8v5" />
      <path d="M12 16.5v.5" />
      <circle cx="12" cy="12" r="9" />
    </>
  ),
  info: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
};

/** A centred outcome inside an auth card: icon, heading, explanation and the next step. */
export function StatusPanel({ tone, title, children, actions }: { tone: Tone; title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="text-center">
      <span className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${tones[tone]}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icons[tone]}
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children && <div className="mt-2 space-y-2 text-sm text-ink-muted">{children}</div>}
      {actions && <div className="mt-6 flex flex-col gap-3">{actions}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/card';
import { Logo } from '@/components/logo';

/** The calm branded backdrop shared by every account screen: logo on top, one card in the middle. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-linear-to-br from-brand-soft via-surface to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -left-24 h-80 w-80 rounded-full bg-brand/10 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -bottom-32 h-96 w-96 rounded-full bg-accent/10 blur-3xl" />
      <header className="relative px-4 pt-6 sm:px-8 sm:pt-8">
        <Link to="/" className="inline-flex rounded-lg" aria-label="Lectern home">
          <Logo />
        </Link>
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
      </main>
      <footer className="relative px-4 pb-6 text-center text-xs text-ink-subtle">Lectern turns your documents into narrated slide videos.</footer>
    </div>
  );
}

/** Heading block at the top of an auth card. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {children && <p className="mt-1.5 text-sm text-ink-muted">{children}</p>}
    </div>
  );
}

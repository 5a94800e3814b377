import { ButtonLink } from '@/components/button';
import { Logo } from '@/components/logo';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo />
      <p className="text-6xl font-bold text-brand">404</p>
      <div>
        <h1 className="text-2xl font-semibold text-ink">Page not found</h1>
        <p className="mt-2 text-ink-muted">The page you were looking for doesn't exist or has moved.</p>
      </div>
      <ButtonLink to="/" size="lg">
        Go Home
      </ButtonLink>
    </main>
  );
}

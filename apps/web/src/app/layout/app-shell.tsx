import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { OnboardingGate } from '@/features/onboarding';
import { useSession, useSignOut } from '@/lib/auth/use-session';
import { NavIcon } from './nav-icons';
import { Sidebar } from './sidebar';

/**
 * The signed-in frame: a fixed sidebar from 768 px up (spec 000 §9 mobile breakpoint), below
 * that a top bar whose menu button opens the same sidebar as a drawer. It also mounts the
 * onboarding gate, so every signed-in page can open the onboarding modal.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Close the drawer whenever the route changes (e.g. browser back).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    drawer.current?.querySelector<HTMLElement>('nav a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const button = menuButton.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [drawerOpen]);

  // Spec 000 §2: signing out from a protected area goes to / with history replaced.
  const logout = async () => {
    setLoggingOut(true);
    try {
      await signOut();
    } catch {
      // The local session is cleared even when the server cannot be reached.
    } finally {
      navigate('/', { replace: true });
    }
  };

  if (!user) return null;

  return (
    <div className="min-h-screen bg-surface">
      <a
        href="#main-content"
        // While the drawer is open everything behind it is inert, the skip link included, so Tab stays in the menu.
        inert={drawerOpen || undefined}
        className="sr-only z-[70] rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>

      <aside aria-label="Sidebar" className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-line md:block">
        <Sidebar user={user} onLogout={logout} loggingOut={loggingOut} />
      </aside>

      {drawerOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={closeDrawer} />
          <div ref={drawer} id="app-drawer" role="dialog" aria-modal="true" aria-label="Menu" className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl">
            <Sidebar user={user} onLogout={logout} loggingOut={loggingOut} onClose={closeDrawer} />
          </div>
        </div>
      )}

      <div className="md:pl-64" inert={drawerOpen || undefined}>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-line bg-card/95 px-4 backdrop-blur md:hidden">
          <button
            ref={menuButton}
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-expanded={drawerOpen}
            aria-controls="app-drawer"
            aria-label="Open menu"
            className="-ml-2 rounded-md p-2 text-ink hover:bg-surface"
          >
            <NavIcon name="menu" className="h-6 w-6" />
          </button>
          <Logo />
        </header>
        <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 md:px-10 md:py-10">
          {/* Inside the page: a failed profile read is a notice above the page, never a wall in front of it. */}
          <OnboardingGate />
          {children}
        </main>
      </div>
    </div>
  );
}

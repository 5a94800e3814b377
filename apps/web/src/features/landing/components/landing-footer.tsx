import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { LOGIN_PATH, SECTION_LINKS, SIGNUP_PATH } from '../content/navigation';

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-ink-muted">
            Lectern turns briefs, documents and web pages into narrated slide videos, and shares them on pages that answer your viewers’ questions. Self-hosted,
            private and offline-ready.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-ink">Product</h2>
          <ul className="mt-4 space-y-2.5">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className="text-sm text-ink-muted hover:text-brand">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account">
          <h2 className="text-sm font-semibold text-ink">Account</h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <Link to={SIGNUP_PATH} className="text-sm text-ink-muted hover:text-brand">
                Start Free
              </Link>
            </li>
            <li>
              <Link to={LOGIN_PATH} className="text-sm text-ink-muted hover:text-brand">
                Sign In
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-ink-subtle sm:px-6">© {year} Lectern. All rights reserved.</p>
      </div>
    </footer>
  );
}

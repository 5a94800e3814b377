import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button';
import { Logo } from '@/components/logo';
import { LOGIN_PATH, SECTION_LINKS, SIGNUP_PATH } from '../content/navigation';
import { LandingIcon } from './landing-icons';

/**
 * Spec 000 §2 "Landing page": a navigation bar with the section anchors, Sign In and Start Free.
 * Below the md breakpoint (768 px, spec 000 §9) the links fold behind a menu button.
 */
export function LandingNav() {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label="Lectern home" className="rounded-lg">
            <Logo />
          </Link>

          <ul className="hidden items-center gap-1 md:flex">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} className="rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-brand">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>

          <div className="hidden items-center gap-2 md:flex">
            <ButtonLink to={LOGIN_PATH} variant="ghost">
              Sign In
            </ButtonLink>
            <ButtonLink to={SIGNUP_PATH}>Start Free</ButtonLink>
          </div>

          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-brand-soft md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            <LandingIcon name={open ? 'close' : 'menu'} className="h-6 w-6" />
          </button>
        </div>

        <div id={menuId} hidden={!open} className="absolute inset-x-0 top-full border-y border-line bg-white px-4 pb-5 pt-2 shadow-lg md:hidden">
          <ul className="flex flex-col">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={`#${link.id}`}
                  onClick={close}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-soft hover:text-brand-ink"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <ButtonLink to={LOGIN_PATH} variant="secondary" size="lg" onClick={close}>
              Sign In
            </ButtonLink>
            <ButtonLink to={SIGNUP_PATH} size="lg" onClick={close}>
              Start Free
            </ButtonLink>
          </div>
        </div>
      </nav>
    </header>
  );
}

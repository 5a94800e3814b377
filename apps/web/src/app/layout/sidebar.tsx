import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import type { SessionUser } from '@/lib/auth/auth-api';
import { type IconName, NavIcon } from './nav-icons';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Which paths count as this section, for the highlighted link. */
  matches: (path: string) => boolean;
}

/** Spec 000 §2 "Sidebar and toasts": Dashboard, Projects, Profile, and Admin for admins only. */
const ITEMS: NavItem[] = [
  {
    to: '/dashboard',
    label: 'Dashboard',
    icon: 'dashboard',
    matches: (p) => p === '/' || p.startsWith('/dashboard'),
  },
  {
    to: '/projects',
    label: 'Projects',
    icon: 'projects',
    matches: (p) => p.startsWith('/projects') || p.startsWith('/project/'),
  },
  {
    to: '/profile',
    label: 'Profile',
    icon: 'profile',
    matches: (p) => p.startsWith('/profile'),
  },
];
const ADMIN_ITEM: NavItem = {
  to: '/admin',
  label: 'Admin',
  icon: 'admin',
  matches: (p) => p.startsWith('/admin'),
};

const initials = (name: string, email: string) =>
  (name.trim() || email)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

interface SidebarProps {
  user: SessionUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** Set in the mobile drawer: a close button is shown and following a link closes it. */
  onClose?: () => void;
}

export function Sidebar({ user, onLogout, loggingOut, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const items = user.isAdmin ? [...ITEMS, ADMIN_ITEM] : ITEMS;
  return (
    <div className="flex h-full flex-col bg-card">
      <div className="flex h-16 items-center justify-between gap-2 border-b border-line px-5">
        <Link to="/dashboard" className="rounded-md" onClick={onClose}>
          <Logo />
          <span className="sr-only"> home</span>
        </Link>
        {onClose && (
          <button type="button" onClick={onClose} aria-label="Close menu" className="rounded-md p-2 text-ink-subtle hover:bg-surface hover:text-ink">
            <NavIcon name="close" />
          </button>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map((item) => {
            const active = item.matches(pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onClose}
                  aria-current={active ? 'page' : undefined}
                  className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                    active ? 'bg-brand-soft text-brand-ink' : 'text-ink-muted hover:bg-surface hover:text-ink'
                  }`}
                >
                  <NavIcon name={item.icon} className={`h-5 w-5 ${active ? 'text-brand' : 'text-ink-subtle'}`} />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-line p-3">
        <div className="flex items-center gap-3 px-2 py-2">
          <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white">
            {initials(user.name, user.email)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">{user.name || user.email}</p>
            <p className="truncate text-xs text-ink-subtle">{user.email}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="mt-1 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-60"
        >
          <NavIcon name="logout" className="h-5 w-5" />
          {loggingOut ? 'Logging out…' : 'Logout'}
        </button>
      </div>
    </div>
  );
}

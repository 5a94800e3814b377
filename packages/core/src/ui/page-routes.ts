/**
 * The web app's pages (spec 000 §2 route table) with their browser titles. The server answers
 * any other address with the SPA's 404 page and HTTP status 404; the web app names each tab.
 */
export const PAGE_ROUTES: readonly { pattern: RegExp; title: string }[] = [
  { pattern: /^\/$/, title: '' },
  { pattern: /^\/login\/?$/, title: 'Sign in' },
  { pattern: /^\/signup\/?$/, title: 'Create your account' },
  { pattern: /^\/email-confirmed\/?$/, title: 'Email confirmed' },
  { pattern: /^\/reset-password\/?$/, title: 'Reset password' },
  { pattern: /^\/dashboard\/?$/, title: 'Dashboard' },
  { pattern: /^\/projects\/?$/, title: 'Projects' },
  { pattern: /^\/profile\/?$/, title: 'Profile' },
  { pattern: /^\/admin\/?$/, title: 'Admin' },
  { pattern: /^\/share\/[^/]+\/?$/, title: 'Shared video' },
  { pattern: /^\/project\/[^/]+\/select-flow\/?$/, title: 'Choose a video type' },
  { pattern: /^\/project\/[^/]+\/(native|azure)-flow\/?$/, title: 'Create video' },
  { pattern: /^\/project\/[^/]+\/avatar-flow\/?$/, title: 'Create avatar video' },
  { pattern: /^\/project\/[^/]+\/view\/?$/, title: 'Project' },
  { pattern: /^\/knowledge-bank(\/.*)?$/, title: 'Projects' },
];

export const APP_NAME = 'Lectern';
export const NOT_FOUND_TITLE = 'Page not found';

export const isAppPage = (pathname: string) => PAGE_ROUTES.some((r) => r.pattern.test(pathname));

/** "Projects · Lectern"; the home page is just "Lectern"; unknown addresses "Page not found · Lectern". */
export function pageTitle(pathname: string): string {
  const match = PAGE_ROUTES.find((r) => r.pattern.test(pathname));
  const page = match ? match.title : NOT_FOUND_TITLE;
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

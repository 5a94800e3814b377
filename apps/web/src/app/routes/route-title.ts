/**
 * Each page's browser title, so tabs, history and screen readers tell pages apart. The share page
 * replaces its own with the video's title once it has loaded.
 */
const TITLES: [RegExp, string][] = [
  [/^\/$/, ''],
  [/^\/login\/?$/, 'Sign in'],
  [/^\/signup\/?$/, 'Create your account'],
  [/^\/email-confirmed\/?$/, 'Email confirmed'],
  [/^\/reset-password\/?$/, 'Reset password'],
  [/^\/dashboard\/?$/, 'Dashboard'],
  [/^\/projects\/?$/, 'Projects'],
  [/^\/profile\/?$/, 'Profile'],
  [/^\/admin\/?$/, 'Admin'],
  [/^\/share\/[^/]+\/?$/, 'Shared video'],
  [/^\/project\/[^/]+\/select-flow\/?$/, 'Choose a video type'],
  [/^\/project\/[^/]+\/(native|azure)-flow\/?$/, 'Create video'],
  [/^\/project\/[^/]+\/avatar-flow\/?$/, 'Create avatar video'],
  [/^\/project\/[^/]+\/view\/?$/, 'Project'],
  [/^\/knowledge-bank(\/.*)?$/, 'Projects'],
];

export const APP_NAME = 'Lectern';

/** "Projects · Lectern"; the home page is just "Lectern"; unknown addresses "Page not found · Lectern". */
export function routeTitle(pathname: string): string {
  const match = TITLES.find(([pattern]) => pattern.test(pathname));
  const page = match ? match[1] : 'Page not found';
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

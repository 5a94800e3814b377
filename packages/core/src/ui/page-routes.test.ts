import { describe, expect, it } from 'vitest';
import { isAppPage, pageTitle as routeTitle } from './page-routes';

describe('pageTitle', () => {
  it('gives each page its own title', () => {
    const paths = [
      '/',
      '/login',
      '/signup',
      '/dashboard',
      '/projects',
      '/profile',
      '/admin',
      '/share/abc',
      '/project/p/select-flow',
      '/project/p/native-flow',
      '/project/p/avatar-flow',
      '/project/p/view',
    ];
    const titles = paths.map(routeTitle);
    expect(new Set(titles).size).toBe(paths.length);
    expect(routeTitle('/projects')).toBe('Projects · Lectern');
    expect(routeTitle('/')).toBe('Lectern');
  });

  it('names unknown addresses', () => {
    expect(routeTitle('/nowhere')).toBe('Page not found · Lectern');
    expect(routeTitle('/project/p/elsewhere')).toBe('Page not found · Lectern');
  });
});

describe('isAppPage', () => {
  it('knows the pages and nothing else', () => {
    expect(isAppPage('/project/p/view')).toBe(true);
    expect(isAppPage('/share/abc')).toBe(true);
    expect(isAppPage('/nowhere')).toBe(false);
    expect(isAppPage('/projects/extra')).toBe(false);
  });
});

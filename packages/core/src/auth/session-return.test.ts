import { describe, expect, it } from 'vitest';
import { safeReturnPath, sessionEndedPath, sessionReturn } from './session-return';

describe('session return path', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnPath('/projects?tab=completed')).toBe('/projects?tab=completed');
    expect(sessionReturn(new URLSearchParams(sessionEndedPath('/project/p1/view').split('?')[1]))).toEqual({ ended: true, next: '/project/p1/view' });
  });

  it('refuses addresses that leave the site or loop back to the auth screens', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/login?next=/x',
      '/signup',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(sessionEndedPath('//evil.example')).toBe('/login?session=ended');
  });
});

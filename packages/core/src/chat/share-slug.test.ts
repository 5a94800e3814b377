import { describe, expect, it } from 'vitest';
import { isShareSlug } from './share-slug';

describe('share slugs', () => {
  it('accepts 16 to 64 URL-safe characters only', () => {
    expect(isShareSlug('abcdEFGH1234_-xy')).toBe(true);
    expect(isShareSlug('a'.repeat(64))).toBe(true);
    for (const slug of ['', 'short', 'a'.repeat(65), 'abcdEFGH1234_-x!', '../../etc/passwd1234', 'abcdEFGH1234 -xy']) {
      expect(isShareSlug(slug)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SLIDE_TRANSITION_SECONDS, THEMES } from './themes';

describe('theme transitions (issue 21 item 2, decision 171)', () => {
  it('gives every theme a transition between slides of 0.3–0.6 s', () => {
    for (const theme of THEMES) {
      expect(theme.transition.kind, theme.id).toBe('fade');
      expect(theme.transition.seconds, theme.id).toBeGreaterThanOrEqual(SLIDE_TRANSITION_SECONDS.min);
      expect(theme.transition.seconds, theme.id).toBeLessThanOrEqual(SLIDE_TRANSITION_SECONDS.max);
    }
  });
  it('lets the themes differ in pace', () => {
    expect(new Set(THEMES.map((t) => t.transition.seconds)).size).toBeGreaterThan(1);
  });
});

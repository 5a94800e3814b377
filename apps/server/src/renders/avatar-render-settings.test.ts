import { BOTTOM_RIGHT_PRESENTER, LANDSCAPE_PRESENTER, slideSchema } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { avatarDurationSeconds, avatarMinutes, chosenAvatar, presenterPlacement } from './avatar-render-settings';
import { slide } from './fake-render-ports';

describe('avatar render settings', () => {
  it('reads the selected duration in seconds (spec 001 §9: 60, 120 or 180, default 120), minutes too', () => {
    expect(avatarDurationSeconds({ azureDuration: 180 })).toBe(180);
    expect(avatarDurationSeconds({ azureDuration: '60' })).toBe(60);
    expect(avatarDurationSeconds({ duration: 1 })).toBe(60);
    expect(avatarDurationSeconds({ azureDuration: 90, duration: 3 })).toBe(180);
    expect(avatarDurationSeconds({ azureDuration: 600 })).toBe(120);
    expect(avatarDurationSeconds({})).toBe(120);
    expect(avatarMinutes({ azureDuration: 180 })).toBe(3);
  });

  it('takes the chosen presenter, Lisa casual-sitting by default, and refuses one that does not exist', () => {
    expect(chosenAvatar({ selectedAvatar: 'jeff-formal' }).id).toBe('jeff-formal');
    expect(chosenAvatar({ selectedAvatar: { id: 'meg-business' } }).id).toBe('meg-business');
    expect(chosenAvatar({}).id).toBe('lisa-casual-sitting');
    expect(chosenAvatar({ selectedAvatar: null }).id).toBe('lisa-casual-sitting');
    expect(() => chosenAvatar({ selectedAvatar: 'zed-space' })).toThrow('The presenter "zed-space" does not exist.');
    expect(() => chosenAvatar({ selectedAvatar: 42 })).toThrow('does not exist');
  });

  it('places the presenter per template, and on title slides only with an introduction phrase (spec 001 §4)', () => {
    const parse = (s: object) => slideSchema.parse(s);
    expect(presenterPlacement(parse(slide(1, 'Keep exits clear.')))).toEqual(LANDSCAPE_PRESENTER);
    expect(presenterPlacement(parse({ ...slide(1, 'Two ways.'), templateId: 'split-content' }))).toEqual(BOTTOM_RIGHT_PRESENTER);
    expect(presenterPlacement(parse({ ...slide(1, 'Thank you.'), templateId: 'title-slide' }))).toBeNull();
    expect(presenterPlacement(parse({ ...slide(1, "Hi, I'm Max and welcome."), templateId: 'title-slide' }))).toEqual(LANDSCAPE_PRESENTER);
  });
});

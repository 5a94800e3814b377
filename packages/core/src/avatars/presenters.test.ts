import { describe, expect, it } from 'vitest';
import { AVATARS, DEFAULT_AVATAR_ID, filterAvatars, findAvatar, PRESENTER_VOICES } from './presenters';

describe('presenters (spec 001 §3, §9)', () => {
  it('offers every character/style pair the spec names, ids starting with the character', () => {
    const pairs = AVATARS.map((a) => a.id);
    expect(pairs).toEqual([
      'lisa-casual-sitting', 'lisa-graceful-sitting', 'lisa-technical-sitting',
      'lori-casual', 'lori-graceful', 'lori-formal',
      'meg-formal', 'meg-casual', 'meg-business',
      'harry-casual', 'harry-business', 'harry-youthful',
      'jeff-business', 'jeff-formal',
      'max-business', 'max-casual', 'max-formal',
    ]); // biome-ignore format: grouped per character
    for (const a of AVATARS) expect(a.id.split('-')[0]).toBe(a.character);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('gives female presenters one voice and male presenters another', () => {
    expect(new Set(AVATARS.filter((a) => a.gender === 'female').map((a) => a.voice))).toEqual(new Set([PRESENTER_VOICES.female]));
    expect(new Set(AVATARS.filter((a) => a.gender === 'male').map((a) => a.voice))).toEqual(new Set([PRESENTER_VOICES.male]));
    expect(PRESENTER_VOICES.female).toBe('en-US-AvaMultilingualNeural');
  });

  it('defaults to Lisa casual-sitting', () => {
    expect(findAvatar(DEFAULT_AVATAR_ID)?.name).toBe('Lisa');
    expect(findAvatar('nobody')).toBeUndefined();
  });

  it('filters by style category and gender', () => {
    expect(filterAvatars(AVATARS, { style: 'all', gender: 'all' })).toHaveLength(AVATARS.length);
    const formalMen = filterAvatars(AVATARS, { style: 'formal', gender: 'male' });
    expect(formalMen.map((a) => a.id)).toEqual(['jeff-formal', 'max-formal']);
    for (const a of filterAvatars(AVATARS, { style: 'casual', gender: 'all' })) expect(a.category).toBe('casual');
    for (const a of filterAvatars(AVATARS, { style: 'all', gender: 'female' })) expect(a.gender).toBe('female');
  });

  it('varies skin tones and hair styles across the set', () => {
    expect(new Set(AVATARS.map((a) => a.look.skin)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(AVATARS.map((a) => a.look.hairStyle)).size).toBeGreaterThanOrEqual(6);
  });
});

import { AVATARS, VERTICAL_PRESENTER } from '@lectern/core';
import { describe, expect, it } from 'vitest';
import { avatarSegmentKey } from './avatar-render-pipeline';

describe('avatarSegmentKey', () => {
  const avatar = AVATARS[0]!;

  it('tells apart segments whose burned-in captions keep clear of a shown presenter, so older ones are not reused', () => {
    expect(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER, true)).not.toBe(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER, false));
  });

  it('keeps the key of segments without captions or without a presenter on screen', () => {
    expect(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER)).toBe(avatarSegmentKey('base', avatar, VERTICAL_PRESENTER, false));
    expect(avatarSegmentKey('base', avatar, null, true)).toBe(avatarSegmentKey('base', avatar, null, false));
  });
});

import {
  type Avatar,
  chosenVideoSeconds,
  DEFAULT_AVATAR_ID,
  findAvatar,
  type PageSize,
  type PresenterBox,
  type ProgressData,
  presenterBox,
  presenterVisibleOn,
  requiredMinutes,
  type Slide,
} from '@lectern/core';
import { validationError } from '../http/errors';

/**
 * The selected avatar video duration in seconds (spec 001 §9: 60, 120 or 180, default 120): core
 * chosenVideoSeconds, which reads azureDuration, else duration as minutes (decision 149).
 */
export const avatarDurationSeconds = (data: ProgressData): number => chosenVideoSeconds(data, 'avatar');

/** Spec 001 §5: avatar generation needs the chosen duration in minutes, whatever the video's length. */
export const avatarMinutes = (data: ProgressData): number => requiredMinutes({ videoType: 'avatar', selectedDurationSeconds: avatarDurationSeconds(data) });

export const unknownAvatarMessage = (id: string) => `The presenter "${id.slice(0, 60)}" does not exist. Choose a presenter in the Avatar step.`;

/** The presenter chosen in the wizard (progress_data.selectedAvatar), Lisa casual-sitting by default. */
export function chosenAvatar(data: ProgressData): Avatar {
  const raw = data.selectedAvatar;
  // The wizard may save the avatar as its id or as the avatar object it showed.
  const id = typeof raw === 'string' ? raw : typeof (raw as { id?: unknown } | null)?.id === 'string' ? (raw as { id: string }).id : null;
  if (id === null || id === '') {
    if (raw !== undefined && raw !== null && raw !== '') throw validationError(unknownAvatarMessage(String(JSON.stringify(raw))));
    return findAvatar(DEFAULT_AVATAR_ID)!;
  }
  const avatar = findAvatar(id);
  if (!avatar) throw validationError(unknownAvatarMessage(id));
  return avatar;
}

/** Where the presenter stands on one slide, or null when it is hidden there (spec 001 §4, §9). */
export function presenterPlacement(slide: Slide, page?: PageSize): PresenterBox | null {
  // Issue 14: the box moves with the video's shape (core presenterBox per page).
  return presenterVisibleOn(slide) ? presenterBox(slide.templateId, page) : null;
}

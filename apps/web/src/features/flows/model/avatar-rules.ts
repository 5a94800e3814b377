import { presenterVisibleOn, type Slide } from '@lectern/core';
import type { WizardState } from './wizard-state';

/**
 * Spec 001 §4 "Avatar visibility per slide": each slide's avatarVisible from its template and
 * content. Returns the same array when nothing changes, so callers can skip a save.
 */
export function withPresenterVisibility(slides: readonly Slide[]): readonly Slide[] {
  let changed = false;
  const next = slides.map((slide) => {
    const visible = presenterVisibleOn(slide);
    if (visible === slide.avatarVisible) return slide;
    changed = true;
    return { ...slide, avatarVisible: visible };
  });
  return changed ? next : slides;
}

/**
 * Spec 001 §4: going back to step 1 or below in the avatar wizard clears the chosen avatar.
 * Applied to every patch of the avatar wizard, whichever screen asks for the move.
 */
export function clearAvatarOnContext(patch: Partial<WizardState>, previous: WizardState): Partial<WizardState> {
  if (patch.currentStep === undefined || patch.currentStep > 1 || previous.currentStep <= 1) return patch;
  return { ...patch, selectedAvatar: null, avatarUrl: null };
}

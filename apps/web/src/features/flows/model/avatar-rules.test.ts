import { describe, expect, it } from 'vitest';
import { slide } from '../test/flow-fixtures';
import { clearAvatarOnContext, withPresenterVisibility } from './avatar-rules';
import { readWizardState } from './wizard-state';

describe('avatar wizard rules', () => {
  it('shows the presenter on content and comparison slides, and on title or quote slides only with an introduction', () => {
    const slides = [
      slide(1, { templateId: 'title-slide', title: 'Safe Lifting' }),
      slide(2, { templateId: 'title-slide', title: 'Safe Lifting', script: "Hi, I'm Lisa and this is safe lifting." }),
      slide(3, { templateId: 'bullet-points' }),
      slide(4, { templateId: 'split-content' }),
      slide(5, { templateId: 'focus-quote', title: 'Lift with your legs' }),
    ];
    expect(withPresenterVisibility(slides).map((s) => s.avatarVisible)).toEqual([false, true, true, true, false]);
  });

  it('keeps the same slides when nothing changes', () => {
    const slides = [slide(1, { avatarVisible: true })];
    expect(withPresenterVisibility(slides)).toBe(slides);
  });

  it('clears the chosen avatar when the wizard goes back to the context step', () => {
    const state = { ...readWizardState({ currentStep: 3, selectedAvatar: 'max-casual' }, 'P', 'avatar') };
    expect(state.selectedAvatar).toBe('max-casual');
    expect(clearAvatarOnContext({ currentStep: 1 }, state)).toEqual({ currentStep: 1, selectedAvatar: null, avatarUrl: null });
    expect(clearAvatarOnContext({ currentStep: 2 }, state)).toEqual({ currentStep: 2 });
    expect(clearAvatarOnContext({ contentInput: 'x' }, state)).toEqual({ contentInput: 'x' });
  });

  it('reads the avatar duration in seconds and ignores presenters that do not exist', () => {
    const state = readWizardState({ azureDuration: 180, selectedAvatar: 'nobody', currentStep: 6 }, 'P', 'avatar');
    expect(state).toMatchObject({ azureDuration: 180, duration: 3, selectedAvatar: null, avatarUrl: null, currentStep: 6 });
    expect(readWizardState({ azureDuration: 90 }, 'P', 'avatar').azureDuration).toBe(120);
    expect(readWizardState({ currentStep: 6 }, 'P', 'native').currentStep).toBe(1);
  });
});

/** Spec 000 §8 "Onboarding" error messages. */
export const ONBOARDING_MESSAGES = {
  loadFailed: 'Failed to load profile. Please try again.',
  completeFailed: 'Failed to complete onboarding.',
  saveFailed: 'An error occurred. Please try again.',
} as const;

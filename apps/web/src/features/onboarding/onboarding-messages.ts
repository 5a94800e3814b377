/** Spec 000 §8 "Onboarding" error messages. */
export const ONBOARDING_MESSAGES = {
  loadFailed: 'Failed to load profile. Please try again.',
  /** A step saved without a session (the server answers 401); the app then sends the user to sign in. */
  notAuthenticated: 'User not authenticated.',
  completeFailed: 'Failed to complete onboarding.',
  saveFailed: 'An error occurred. Please try again.',
} as const;

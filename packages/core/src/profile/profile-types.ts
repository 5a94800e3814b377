import { withServerMessage } from '../http-errors';

/** Spec 000 §3 "Profile" as the API returns it. */
export interface Profile {
  id: string;
  username: string | null;
  email: string;
  role: string[];
  team_size: string | null;
  use_cases: string[];
  onboarding_completed: boolean;
  conversational_mode_enabled: boolean;
  has_language_conversion: boolean;
  language_conversion_quota: number;
  language_conversions_used: number;
}

/** Spec 000 §3: language conversion quota default 5; used default 0. */
export const LANGUAGE_CONVERSION_QUOTA_DEFAULT = 5;

export const PROFILE_MESSAGES = {
  emailReadOnly: 'Email cannot be changed',
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  /** Spec 000 §8: the server's texts for a fault while reading, creating or saving the row. */
  fetchFailed: 'Failed to fetch user profile',
  createFailed: 'Failed to create user profile',
  updateFailed: 'Failed to update user profile',
} as const;

/** Spec 000 §8: "Failed to update profile" toast plus the server's message. */
export const profileSaveFailed = (message: string) => withServerMessage(PROFILE_MESSAGES.saveFailed, message);

/** Spec 000 §8: "Error loading profile: {message}". */
export const profileLoadFailed = (message: string) => `Error loading profile: ${message}`;

import type { Voice } from './speech-types.ts';

const GENDER_ORDER = { FEMALE: 0, MALE: 1, NEUTRAL: 2 } as const;

/** Spec 001 §9 "Voice list sort: FEMALE, MALE, NEUTRAL, then display name". */
export function sortVoices<T extends Voice>(voices: T[]): T[] {
  return [...voices].sort((a, b) => GENDER_ORDER[a.ssmlGender] - GENDER_ORDER[b.ssmlGender] || a.displayName.localeCompare(b.displayName, 'en'));
}

const primary = (code: string) => code.toLowerCase().split('-')[0];

/**
 * Voices for a language: exact locale matches (case-insensitive) when there are any, otherwise
 * voices of the same base language (asking for de-DE finds espeak's `de`).
 */
export function filterVoicesByLanguage<T extends Voice>(voices: T[], language?: string): T[] {
  if (!language) return voices;
  const wanted = language.toLowerCase();
  const exact = voices.filter((v) => v.languageCode.toLowerCase() === wanted);
  if (exact.length) return exact;
  return voices.filter((v) => primary(v.languageCode) === primary(wanted));
}

/**
 * Translation of a project's slides (spec 001 §2, §4 "Translation"; issue 11 items 2–4, decision 141):
 * the limits a request must respect and every message a person reads about it, written once.
 */

/** A provider that does not answer a call within this time has failed it (decision 141). */
export const TRANSLATION_CALL_TIMEOUT_MS = 30_000;

/** At most this many texts (titles, points, scripts …) in one project translation. */
export const TRANSLATION_MAX_TEXTS = 2_000;

/** At most this many characters of text in one project translation: about a 15-minute video's slides and scripts, many times over. */
export const TRANSLATION_MAX_CHARACTERS = 200_000;

/** At most this many characters in one text (a script longer than this is not narration). */
export const TRANSLATION_MAX_TEXT_CHARACTERS = 20_000;

/** What a person reads when translation cannot be done; the status comes from the error kind, not from here. */
export const TRANSLATION_MESSAGES = {
  /** Spec 001 §4: the preview step's busy text. */
  translating: (language: string) => `Translating content to ${language}...`,
  notEnabled: 'Language conversion is not enabled for your account. Ask an administrator to turn on language conversion for you.',
  quotaUsed: (quota: number) => `You have used all ${quota} of your language conversions. Ask an administrator to raise your language conversion quota.`,
  notConfigured: 'Translation is not configured on this server; narration stays in English.',
  failed: (reason: string) => `Translation failed: ${reason}`,
  timedOut: 'Translation failed: the translation service did not answer in time. Please try again.',
  unreachable: 'the translation service could not be reached',
  badAnswer: 'the translation service returned an answer Lectern could not read',
  unsupportedLanguage: (language: string) => `Translation failed: the translation service cannot translate into ${language}.`,
  tooMuchText: 'This project has too much text to translate at once. Shorten the scripts or split the video into parts.',
  textTooLong: 'One of the texts is too long to translate. Shorten it and try again.',
} as const;

import { DEFAULT_LANGUAGE, type OfferedLanguage, offeredLanguages } from '@lectern/core';
import type { SpeechProvider } from '@lectern/media';

/**
 * The codes a translation provider can translate into, or undefined when none is configured (the
 * seam for issue 11's translation providers: pass one here once they exist).
 */
export type TranslationLanguages = () => Promise<Iterable<string> | undefined>;

export interface LanguageChoice {
  languages: OfferedLanguage[];
  /** Selected first in the language select (spec 001 §9), when the list holds it. */
  defaultLanguage: string | null;
}

/**
 * What the output-language select offers (issue 11 item 1, decision 138): the core list's languages
 * the configured speech provider has voices for and, with a translation provider, can translate
 * into; sorted by name, en-US selected first.
 */
export async function listOfferedLanguages(speech: SpeechProvider, translation?: TranslationLanguages): Promise<LanguageChoice> {
  const spoken = (await speech.listLanguages()).map((l) => l.code);
  const languages = offeredLanguages(spoken, (await translation?.()) ?? undefined);
  return { languages, defaultLanguage: languages.some((l) => l.code === DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0]?.code ?? null) };
}

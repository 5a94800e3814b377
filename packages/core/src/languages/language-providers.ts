import { needsTranslation } from '../flows/flow-constants';
import { findLanguage, LANGUAGES, type LanguageEntry } from './language-list';

/** The speech providers of DESIGN.md "Providers" (`TTS_PROVIDER`). */
export type SpeechProviderId = 'local' | 'google' | 'azure' | 'openai';

/**
 * The locale codes a cloud provider's voice list carries for a language, best first: Google names
 * some locales its own way (`cmn-CN`, `ar-XA`), Azure uses the BCP 47 code itself.
 */
export function providerLocales(language: LanguageEntry, provider: 'google' | 'azure'): string[] {
  return provider === 'google' ? [...(language.google ?? []), language.code] : [language.code];
}

/**
 * The list's languages whose voices a provider's voice list holds, given the locale codes of those
 * voices (any casing). Exact locales only: a provider with de-DE voices does not serve de-AT.
 */
export function languagesWithVoiceLocales(provider: 'google' | 'azure', voiceLocales: Iterable<string>): LanguageEntry[] {
  const have = new Set([...voiceLocales].map((code) => code.toLowerCase()));
  return LANGUAGES.filter((l) => providerLocales(l, provider).some((code) => have.has(code.toLowerCase())));
}

/** The list's languages OpenAI's multilingual voices speak. */
export const openAiLanguages = (): LanguageEntry[] => LANGUAGES.filter((l) => l.openai);

/** The list's languages the offline engine speaks, given the eSpeak NG voice identifiers it has. */
export function localLanguages(espeakVoiceIds: Iterable<string>): LanguageEntry[] {
  const have = new Set(espeakVoiceIds);
  return LANGUAGES.filter((l) => l.espeak !== undefined && have.has(l.espeak));
}

/** What the language select shows for one language. */
export interface OfferedLanguage {
  code: string;
  name: string;
  nativeName: string;
}

/**
 * The languages a user may choose (issue 11): the list's languages the configured speech provider
 * serves and, once a translation provider is configured, that it can translate into; sorted by
 * name. en-US and en-GB need no translation (spec 001 §9). `translation` absent means no translation
 * provider: narration stays in the source text's language and every language with voices is offered.
 */
export function offeredLanguages(speech: Iterable<string>, translation?: Iterable<string>): OfferedLanguage[] {
  const spoken = new Set([...speech].map((code) => findLanguage(code)?.code).filter((code) => code !== undefined));
  const translated = translation ? new Set([...translation].map((code) => findLanguage(code)?.code)) : undefined;
  return LANGUAGES.filter((l) => spoken.has(l.code) && (!translated || !needsTranslation(l.code) || translated.has(l.code)))
    .map(({ code, name, nativeName }) => ({ code, name, nativeName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

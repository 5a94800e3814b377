import { LANGUAGES } from '@lectern/core';

/**
 * LibreTranslate names languages by short codes, and not the same ones everywhere: the hosted
 * service and recent releases use `zh-Hans`, `zh-Hant` and `pt-BR`, older self-hosted models
 * `zh`, `zt` and `pb` (LibreTranslate issues #778 and #783; docs "Supported languages"). Each
 * list locale therefore has candidates, best first, and the server's own /languages answer
 * decides which one is used.
 */
const SPECIAL: Record<string, readonly string[]> = {
  'zh-CN': ['zh-Hans', 'zh'],
  'zh-TW': ['zh-Hant', 'zt'],
  'zh-HK': ['zh-Hant', 'zt'],
  'pt-BR': ['pt-BR', 'pb', 'pt'],
  'pt-PT': ['pt-PT', 'pt'],
  'nb-NO': ['nb', 'no'],
  'fil-PH': ['tl', 'fil'],
};

/** The LibreTranslate codes that may stand for a BCP 47 locale, best first. */
export function libreTranslateCandidates(locale: string): readonly string[] {
  const special = SPECIAL[locale];
  if (special) return special;
  const base = locale.split('-')[0] ?? locale;
  return base === locale ? [locale] : [locale, base];
}

/** The code this server uses for `locale`, or undefined when it has none (matched without regard to case). */
export function libreTranslateCode(locale: string, serverCodes: Iterable<string>): string | undefined {
  const byLower = new Map([...serverCodes].map((code) => [code.toLowerCase(), code]));
  for (const candidate of libreTranslateCandidates(locale)) {
    const found = byLower.get(candidate.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

/** The language list's locales a server with these target codes can translate into. */
export const localesForLibreTranslate = (serverCodes: Iterable<string>): string[] => {
  const codes = [...serverCodes];
  return LANGUAGES.filter((l) => libreTranslateCode(l.code, codes) !== undefined).map((l) => l.code);
};

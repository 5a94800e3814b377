import { findLanguage } from '@lectern/core';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** English display name of a BCP 47 code, e.g. fr-FR → "French (France)": core's list's name when it has the code. */
export function languageName(code: string): string {
  const listed = findLanguage(code);
  if (listed) return listed.name;
  try {
    const name = names.of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** Canonical BCP 47 casing: `en-us` → `en-US`, `es-419` stays, `zh-hans` → `zh-Hans`. */
export function canonicalLanguageCode(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

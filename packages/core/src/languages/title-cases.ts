/**
 * Whether headings in a language are written in Title Case ("Safety at the Workplace"). Only English
 * does among the languages Lectern offers (Chicago Manual of Style, AP): German capitalises every
 * noun but not titles ("Sicherheit am Arbeitsplatz"), French, Spanish, Dutch, Nordic and the other
 * languages write titles in sentence case, and many scripts have no letter case at all.
 */
export function titleCases(language: string | undefined): boolean {
  if (!language) return false;
  return language.trim().toLowerCase().split(/[-_]/)[0] === 'en';
}

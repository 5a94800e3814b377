import { findLanguage } from '@lectern/core';
import type { SsmlGender, Voice } from '../speech-types.ts';

/**
 * Kokoro names a voice by language and gender in its first two letters (`af_heart`: American
 * English, female; `bm_george`: British English, male); the languages Lectern's list knows.
 */
const KOKORO_LANGUAGES: Readonly<Record<string, string>> = {
  a: 'en-US',
  b: 'en-GB',
  e: 'es-ES',
  f: 'fr-FR',
  h: 'hi-IN',
  i: 'it-IT',
  j: 'ja-JP',
  p: 'pt-BR',
  z: 'zh-CN',
};
const KOKORO_NAME = /^([a-z])([fm])_([a-z0-9]+)$/;
/** Piper names a voice `language_REGION-name-quality` (`en_US-lessac-medium`, `en_GB-alba-medium`). */
const PIPER_NAME = /^([a-z]{2,3})_([A-Z]{2})-([^-]+)(?:-[a-z_]+)?$/;

const title = (name: string) =>
  name
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(' ');

/**
 * A voice of a self-hosted server (decision 167), from the name the server knows it by: Kokoro's
 * and Piper's naming give its language and, for Kokoro, its gender; any other name speaks
 * `fallbackLanguage` and is NEUTRAL. A name may say both outright: `name:en-GB:female`.
 */
export function selfHostedVoice(spec: string, fallbackLanguage: string): Voice {
  const [name = '', language, gender] = spec.split(':').map((part) => part.trim());
  const kokoro = KOKORO_NAME.exec(name);
  const piper = PIPER_NAME.exec(name);
  const namedLanguage = kokoro ? KOKORO_LANGUAGES[kokoro[1] as string] : piper ? `${piper[1]}-${piper[2]}` : undefined;
  const languageCode = findLanguage(language)?.code ?? findLanguage(namedLanguage)?.code ?? namedLanguage ?? fallbackLanguage;
  const said = gender?.toUpperCase();
  const ssmlGender: SsmlGender =
    said === 'FEMALE' || said === 'MALE' || said === 'NEUTRAL' ? said : kokoro ? (kokoro[2] === 'f' ? 'FEMALE' : 'MALE') : 'NEUTRAL';
  const displayName = kokoro ? title(kokoro[3] as string) : piper ? title(piper[3] as string) : name;
  return { name, languageCode, ssmlGender, displayName };
}

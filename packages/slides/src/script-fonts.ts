/**
 * Fonts for the scripts Inter and Merriweather do not cover (decision 188): Lectern translates
 * into about 80 languages (core language-list), and a slide in Japanese, Arabic, Hindi or Thai
 * must draw real glyphs on the server as in the browser preview, where no system font may stand in.
 *
 * Each is a Noto Sans variable face from @fontsource-variable (every weight in one file per
 * subset). They are fallbacks: a font is named after the slide family only for a text that has
 * characters of its script, so Latin, Cyrillic, Greek and Vietnamese text is set exactly as before.
 */
import { slideWords } from '@lectern/core';

export type ScriptFontId =
  | 'arabic'
  | 'hebrew'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'thai'
  | 'georgian'
  | 'armenian'
  | 'ethiopic'
  | 'jp'
  | 'sc'
  | 'tc'
  | 'hk'
  | 'kr';

export interface ScriptFont {
  id: ScriptFontId;
  /** The CSS family name, as the @fontsource-variable stylesheet declares it. */
  family: string;
  /** The npm package with its woff2 files. */
  pkg: string;
}

const noto = (id: ScriptFontId, name: string, slug: string): ScriptFont => ({
  id,
  family: `Noto Sans ${name} Variable`,
  pkg: `@fontsource-variable/noto-sans-${slug}`,
});

export const SCRIPT_FONTS: Readonly<Record<ScriptFontId, ScriptFont>> = {
  arabic: noto('arabic', 'Arabic', 'arabic'),
  hebrew: noto('hebrew', 'Hebrew', 'hebrew'),
  devanagari: noto('devanagari', 'Devanagari', 'devanagari'),
  bengali: noto('bengali', 'Bengali', 'bengali'),
  gurmukhi: noto('gurmukhi', 'Gurmukhi', 'gurmukhi'),
  gujarati: noto('gujarati', 'Gujarati', 'gujarati'),
  tamil: noto('tamil', 'Tamil', 'tamil'),
  telugu: noto('telugu', 'Telugu', 'telugu'),
  kannada: noto('kannada', 'Kannada', 'kannada'),
  malayalam: noto('malayalam', 'Malayalam', 'malayalam'),
  thai: noto('thai', 'Thai', 'thai'),
  georgian: noto('georgian', 'Georgian', 'georgian'),
  armenian: noto('armenian', 'Armenian', 'armenian'),
  ethiopic: noto('ethiopic', 'Ethiopic', 'ethiopic'),
  jp: noto('jp', 'JP', 'jp'),
  sc: noto('sc', 'SC', 'sc'),
  tc: noto('tc', 'TC', 'tc'),
  hk: noto('hk', 'HK', 'hk'),
  kr: noto('kr', 'KR', 'kr'),
};

/** The scripts with a font of their own, each by its Unicode script property. */
const SCRIPTS: readonly [Exclude<ScriptFontId, 'jp' | 'sc' | 'tc' | 'hk' | 'kr'>, RegExp][] = [
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  // The dandas (U+0964–5) that end sentences in several Indic scripts are Devanagari's.
  ['devanagari', /[\p{Script=Devanagari}\u0964\u0965]/u],
  ['bengali', /\p{Script=Bengali}/u],
  ['gurmukhi', /\p{Script=Gurmukhi}/u],
  ['gujarati', /\p{Script=Gujarati}/u],
  ['tamil', /\p{Script=Tamil}/u],
  ['telugu', /\p{Script=Telugu}/u],
  ['kannada', /\p{Script=Kannada}/u],
  ['malayalam', /\p{Script=Malayalam}/u],
  ['thai', /\p{Script=Thai}/u],
  ['georgian', /\p{Script=Georgian}/u],
  ['armenian', /\p{Script=Armenian}/u],
  ['ethiopic', /\p{Script=Ethiopic}/u],
];

/**
 * Chinese characters, kana, hangul and the marks written only with them (the long-vowel mark ー,
 * the middle dot ・, CJK punctuation, enclosed and full-width forms), whatever script Unicode files them under.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u2E80-\u2FDF\u3000-\u33FF\uFE30-\uFE4F\uFF00-\uFFEF]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** A character outside what the slide families draw by themselves (Latin, Greek, Cyrillic, Vietnamese, punctuation). */
const UNCOVERED = /[^\s\x20-\u052F\u1D00-\u1FFF\u2000-\u2BFF\u2DE0-\u2DFF\uA640-\uA69F\uA720-\uA7FF\uFB00-\uFB06]/u;

/**
 * The regional face that draws Chinese characters (decision 188): the same character is drawn
 * differently in Japan, mainland China, Taiwan, Hong Kong and Korea, so the slide's language
 * chooses; without one, kana say Japanese and hangul Korean, else Simplified Chinese.
 */
export function cjkFont(language: string | undefined, text = ''): 'jp' | 'sc' | 'tc' | 'hk' | 'kr' {
  const tag = (language ?? '').toLowerCase();
  if (tag.startsWith('ja')) return 'jp';
  if (tag.startsWith('ko')) return 'kr';
  if (tag.startsWith('zh') || tag.startsWith('yue') || tag.startsWith('cmn')) {
    if (/-(hk|mo)\b/.test(tag) || tag.startsWith('yue')) return 'hk';
    if (/-(tw|hant)\b/.test(tag)) return 'tc';
    return 'sc';
  }
  if (KANA.test(text)) return 'jp';
  if (HANGUL.test(text)) return 'kr';
  return 'sc';
}

/** The script fonts `text` needs beside the slide families, in a fixed order. */
export function scriptFontsFor(text: string, language?: string): ScriptFontId[] {
  if (!UNCOVERED.test(text)) return [];
  const ids: ScriptFontId[] = SCRIPTS.filter(([, test]) => test.test(text)).map(([id]) => id);
  if (CJK.test(text)) ids.push(cjkFont(language, text));
  return ids;
}

const quoted = (family: string) => `'${family}'`;

/**
 * A CSS font shorthand with the script fonts `text` needs named right after its first family,
 * before the generic fallbacks. The same text gets the same font everywhere it is measured and
 * drawn, in the browser and on the server; text without such characters keeps `font` as it is.
 */
export function fontForText(font: string, text: string, language?: string): string {
  const ids = scriptFontsFor(text, language);
  if (!ids.length) return font;
  const names = ids.map((id) => quoted(SCRIPT_FONTS[id].family)).join(', ');
  const comma = font.indexOf(',');
  return comma < 0 ? `${font}, ${names}` : `${font.slice(0, comma)}, ${names}${font.slice(comma)}`;
}

/**
 * Everything a slide may draw in words, for loading its fonts before it is measured: its own
 * text and the words the renderer adds in its language ("(continued)", decision 188).
 */
export const slideFontText = (slide: object, language?: string): string => `${JSON.stringify(slide)} ${Object.values(slideWords(language)).join(' ')}`;

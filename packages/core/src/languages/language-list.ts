import { DEFAULT_LANGUAGE } from '../flows/flow-constants';

/**
 * One output language (spec 001 §3 "Language": code, name; about 80 locale display names).
 * `espeak` is the offline engine's voice for it (absent when eSpeak NG cannot read the language's
 * script, e.g. Japanese kanji); `google` lists the locale codes Google's voices carry for it when
 * they differ from `code` (Google names Mandarin `cmn-CN` and Arabic `ar-XA`); `openai` says whether
 * OpenAI's multilingual voices speak it (OpenAI text-to-speech "Supported languages").
 * Azure's voices carry the BCP 47 code itself for every locale here.
 */
export interface LanguageEntry {
  /** BCP 47 locale, e.g. `de-DE`. */
  code: string;
  /** English display name, "Language (Region)". */
  name: string;
  /** The language's own name for itself, for speakers who look for it. */
  nativeName: string;
  espeak?: string;
  google?: readonly string[];
  openai: boolean;
}

const lang = (code: string, name: string, nativeName: string, espeak: string | undefined, openai: boolean, google?: string[]): LanguageEntry => ({
  code,
  name,
  nativeName,
  ...(espeak ? { espeak } : {}),
  ...(google ? { google } : {}),
  openai,
});

/**
 * The languages Lectern offers, written once (decision 138). English en-US and en-GB are spoken by
 * the curated English voices of the local engine (decision 051); the `espeak` ids are identifiers
 * from eSpeak NG's own voice list (a test asks the engine). Order here is by code; users see them
 * sorted by name (`offeredLanguages`).
 */
export const LANGUAGES: readonly LanguageEntry[] = [
  lang('af-ZA', 'Afrikaans (South Africa)', 'Afrikaans (Suid-Afrika)', 'gmw/af', true),
  lang('am-ET', 'Amharic (Ethiopia)', 'አማርኛ (ኢትዮጵያ)', 'sem/am', false),
  lang('ar-EG', 'Arabic (Egypt)', 'العربية (مصر)', 'sem/ar', true, ['ar-XA']),
  lang('ar-SA', 'Arabic (Saudi Arabia)', 'العربية (المملكة العربية السعودية)', 'sem/ar', true, ['ar-XA']),
  lang('az-AZ', 'Azerbaijani (Azerbaijan)', 'Azərbaycan (Azərbaycan)', 'trk/az', true),
  lang('bg-BG', 'Bulgarian (Bulgaria)', 'Български (България)', 'zls/bg', true),
  lang('bn-IN', 'Bengali (India)', 'বাংলা (ভারত)', 'inc/bn', false),
  lang('ca-ES', 'Catalan (Spain)', 'Català (Espanya)', 'roa/ca', true),
  lang('cs-CZ', 'Czech (Czechia)', 'Čeština (Česko)', 'zlw/cs', true),
  lang('cy-GB', 'Welsh (United Kingdom)', 'Cymraeg (Y Deyrnas Unedig)', 'cel/cy', true),
  lang('da-DK', 'Danish (Denmark)', 'Dansk (Danmark)', 'gmq/da', true),
  lang('de-AT', 'German (Austria)', 'Deutsch (Österreich)', 'gmw/de', true),
  lang('de-DE', 'German (Germany)', 'Deutsch (Deutschland)', 'gmw/de', true),
  lang('el-GR', 'Greek (Greece)', 'Ελληνικά (Ελλάδα)', 'grk/el', true),
  lang('en-AU', 'English (Australia)', 'English (Australia)', 'gmw/en', true),
  lang('en-CA', 'English (Canada)', 'English (Canada)', 'gmw/en-US', true),
  lang('en-GB', 'English (United Kingdom)', 'English (United Kingdom)', 'gmw/en-GB-x-rp', true),
  lang('en-IE', 'English (Ireland)', 'English (Ireland)', 'gmw/en', true),
  lang('en-IN', 'English (India)', 'English (India)', 'gmw/en', true),
  lang('en-US', 'English (United States)', 'English (United States)', 'gmw/en-US', true),
  lang('en-ZA', 'English (South Africa)', 'English (South Africa)', 'gmw/en', true),
  lang('es-ES', 'Spanish (Spain)', 'Español (España)', 'roa/es', true),
  lang('es-MX', 'Spanish (Mexico)', 'Español (México)', 'roa/es-419', true),
  lang('es-US', 'Spanish (United States)', 'Español (Estados Unidos)', 'roa/es-419', true),
  lang('et-EE', 'Estonian (Estonia)', 'Eesti (Eesti)', 'urj/et', true),
  lang('eu-ES', 'Basque (Spain)', 'Euskara (Espainia)', 'eu', false),
  lang('fa-IR', 'Persian (Iran)', 'فارسی (ایران)', 'ira/fa', true),
  lang('fi-FI', 'Finnish (Finland)', 'Suomi (Suomi)', 'urj/fi', true),
  lang('fil-PH', 'Filipino (Philippines)', 'Filipino (Pilipinas)', undefined, true),
  lang('fr-BE', 'French (Belgium)', 'Français (Belgique)', 'roa/fr-BE', true),
  lang('fr-CA', 'French (Canada)', 'Français (Canada)', 'roa/fr', true),
  lang('fr-FR', 'French (France)', 'Français (France)', 'roa/fr', true),
  lang('ga-IE', 'Irish (Ireland)', 'Gaeilge (Éire)', 'cel/ga', false),
  lang('gl-ES', 'Galician (Spain)', 'Galego (España)', undefined, true),
  lang('gu-IN', 'Gujarati (India)', 'ગુજરાતી (ભારત)', 'inc/gu', false),
  lang('he-IL', 'Hebrew (Israel)', 'עברית (ישראל)', 'sem/he', true),
  lang('hi-IN', 'Hindi (India)', 'हिन्दी (भारत)', 'inc/hi', true),
  lang('hr-HR', 'Croatian (Croatia)', 'Hrvatski (Hrvatska)', 'zls/hr', true),
  lang('hu-HU', 'Hungarian (Hungary)', 'Magyar (Magyarország)', 'urj/hu', true),
  lang('hy-AM', 'Armenian (Armenia)', 'Հայերեն (Հայաստան)', 'ine/hy', true),
  lang('id-ID', 'Indonesian (Indonesia)', 'Bahasa Indonesia (Indonesia)', 'poz/id', true),
  lang('is-IS', 'Icelandic (Iceland)', 'Íslenska (Ísland)', 'gmq/is', true),
  lang('it-IT', 'Italian (Italy)', 'Italiano (Italia)', 'roa/it', true),
  // eSpeak NG reads only kana: kanji come out as spelled code points, so Japanese has no offline voice.
  lang('ja-JP', 'Japanese (Japan)', '日本語 (日本)', undefined, true),
  lang('ka-GE', 'Georgian (Georgia)', 'ქართული (საქართველო)', 'ccs/ka', false),
  lang('kk-KZ', 'Kazakh (Kazakhstan)', 'Қазақ тілі (Қазақстан)', 'trk/kk', true),
  lang('kn-IN', 'Kannada (India)', 'ಕನ್ನಡ (ಭಾರತ)', 'dra/kn', true),
  lang('ko-KR', 'Korean (South Korea)', '한국어 (대한민국)', 'ko', true),
  lang('lt-LT', 'Lithuanian (Lithuania)', 'Lietuvių (Lietuva)', 'bat/lt', true),
  lang('lv-LV', 'Latvian (Latvia)', 'Latviešu (Latvija)', 'bat/lv', true),
  lang('mk-MK', 'Macedonian (North Macedonia)', 'Македонски (Северна Македонија)', 'zls/mk', true),
  lang('ml-IN', 'Malayalam (India)', 'മലയാളം (ഇന്ത്യ)', 'dra/ml', false),
  lang('mr-IN', 'Marathi (India)', 'मराठी (भारत)', 'inc/mr', true),
  lang('ms-MY', 'Malay (Malaysia)', 'Bahasa Melayu (Malaysia)', 'poz/ms', true),
  lang('nb-NO', 'Norwegian Bokmål (Norway)', 'Norsk bokmål (Norge)', 'gmq/nb', true),
  lang('ne-NP', 'Nepali (Nepal)', 'नेपाली (नेपाल)', 'inc/ne', true),
  lang('nl-BE', 'Dutch (Belgium)', 'Nederlands (België)', 'gmw/nl', true),
  lang('nl-NL', 'Dutch (Netherlands)', 'Nederlands (Nederland)', 'gmw/nl', true),
  lang('pa-IN', 'Punjabi (India)', 'ਪੰਜਾਬੀ (ਭਾਰਤ)', 'inc/pa', false),
  lang('pl-PL', 'Polish (Poland)', 'Polski (Polska)', 'zlw/pl', true),
  lang('pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)', 'roa/pt-BR', true),
  lang('pt-PT', 'Portuguese (Portugal)', 'Português (Portugal)', 'roa/pt', true),
  lang('ro-RO', 'Romanian (Romania)', 'Română (România)', 'roa/ro', true),
  lang('ru-RU', 'Russian (Russia)', 'Русский (Россия)', 'zle/ru', true),
  lang('sk-SK', 'Slovak (Slovakia)', 'Slovenčina (Slovensko)', 'zlw/sk', true),
  lang('sl-SI', 'Slovenian (Slovenia)', 'Slovenščina (Slovenija)', 'zls/sl', true),
  lang('sq-AL', 'Albanian (Albania)', 'Shqip (Shqipëri)', 'ine/sq', false),
  lang('sr-RS', 'Serbian (Serbia)', 'Српски (Србија)', 'zls/sr', true),
  lang('sv-SE', 'Swedish (Sweden)', 'Svenska (Sverige)', 'gmq/sv', true),
  lang('sw-KE', 'Swahili (Kenya)', 'Kiswahili (Kenya)', 'bnt/sw', true),
  lang('ta-IN', 'Tamil (India)', 'தமிழ் (இந்தியா)', 'dra/ta', true),
  lang('te-IN', 'Telugu (India)', 'తెలుగు (భారతదేశం)', 'dra/te', false),
  lang('th-TH', 'Thai (Thailand)', 'ไทย (ไทย)', 'tai/th', true),
  lang('tr-TR', 'Turkish (Türkiye)', 'Türkçe (Türkiye)', 'trk/tr', true),
  lang('uk-UA', 'Ukrainian (Ukraine)', 'Українська (Україна)', 'zle/uk', true),
  lang('ur-PK', 'Urdu (Pakistan)', 'اردو (پاکستان)', 'inc/ur', true),
  lang('vi-VN', 'Vietnamese (Vietnam)', 'Tiếng Việt (Việt Nam)', 'aav/vi', true),
  lang('zh-CN', 'Chinese (Mandarin, Simplified)', '中文 (简体)', 'sit/cmn', true, ['cmn-CN']),
  // Cantonese: OpenAI lists Chinese without saying which; its voices read Mandarin.
  lang('zh-HK', 'Chinese (Cantonese, Traditional)', '粵語 (香港)', 'sit/yue', false, ['yue-HK']),
  lang('zh-TW', 'Chinese (Mandarin, Traditional)', '中文 (繁體)', 'sit/cmn', true, ['cmn-TW']),
];

const byCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l]));

/** The list entry for a BCP 47 code (any casing), if Lectern offers it. */
export const findLanguage = (code: string | undefined): LanguageEntry | undefined => (code ? byCode.get(code.toLowerCase()) : undefined);

/** English display name of a code: the list's name, else the code itself. */
export const languageDisplayName = (code: string): string => findLanguage(code)?.name ?? code;

/** The default output language (spec 001 §9): en-US, selected first in the language select. */
export const DEFAULT_LANGUAGE_ENTRY: LanguageEntry = findLanguage(DEFAULT_LANGUAGE) as LanguageEntry;

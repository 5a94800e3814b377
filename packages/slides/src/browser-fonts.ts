/**
 * Browser entry for the slide fonts (`@lectern/slides/browser-fonts`): loads the same
 * @fontsource woff2 files the server registers, so preview and final frames wrap identically.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import '@fontsource/merriweather/400-italic.css';
import '@fontsource/merriweather/700.css';
import { cssFont, SLIDE_FONT_FACES } from './fonts';
import { fontForText, type ScriptFontId, scriptFontsFor } from './script-fonts';

/**
 * The stylesheets of the script fonts (decision 188), each its own chunk fetched when a slide
 * first needs it: a Latin preview loads none, and a Japanese one only the slices of Noto Sans JP
 * its characters fall in (the stylesheets' unicode-range).
 */
const SCRIPT_STYLESHEETS: Record<ScriptFontId, () => Promise<unknown>> = {
  arabic: () => import('@fontsource-variable/noto-sans-arabic/wght.css'),
  hebrew: () => import('@fontsource-variable/noto-sans-hebrew/wght.css'),
  devanagari: () => import('@fontsource-variable/noto-sans-devanagari/wght.css'),
  bengali: () => import('@fontsource-variable/noto-sans-bengali/wght.css'),
  gurmukhi: () => import('@fontsource-variable/noto-sans-gurmukhi/wght.css'),
  gujarati: () => import('@fontsource-variable/noto-sans-gujarati/wght.css'),
  tamil: () => import('@fontsource-variable/noto-sans-tamil/wght.css'),
  telugu: () => import('@fontsource-variable/noto-sans-telugu/wght.css'),
  kannada: () => import('@fontsource-variable/noto-sans-kannada/wght.css'),
  malayalam: () => import('@fontsource-variable/noto-sans-malayalam/wght.css'),
  thai: () => import('@fontsource-variable/noto-sans-thai/wght.css'),
  georgian: () => import('@fontsource-variable/noto-sans-georgian/wght.css'),
  armenian: () => import('@fontsource-variable/noto-sans-armenian/wght.css'),
  ethiopic: () => import('@fontsource-variable/noto-sans-ethiopic/wght.css'),
  jp: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  sc: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
  tc: () => import('@fontsource-variable/noto-sans-tc/wght.css'),
  hk: () => import('@fontsource-variable/noto-sans-hk/wght.css'),
  kr: () => import('@fontsource-variable/noto-sans-kr/wght.css'),
};

/**
 * Resolves once every slide face is ready with the characters `text` has, and the script fonts
 * it needs (decision 188). A canvas does not wait for web fonts: drawing before they load would
 * measure and draw with the fallback font. `text` is everything the slide may draw: its words and
 * the words the renderer adds in `language`.
 */
export async function ensureSlideFonts(text = '', language?: string, fonts: FontFaceSet = document.fonts): Promise<void> {
  const scripts = scriptFontsFor(text, language);
  await Promise.all(scripts.map((id) => SCRIPT_STYLESHEETS[id]()));
  // The slices of every face its characters fall in: Inter's Greek, Cyrillic and Vietnamese too.
  await Promise.all(SLIDE_FONT_FACES.map((face) => fonts.load(fontForText(cssFont(face, 48), text, language), `Aa${text}`)));
}

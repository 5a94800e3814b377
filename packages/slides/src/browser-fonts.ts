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

/**
 * Resolves once every slide face is ready. A canvas does not wait for web fonts: drawing before
 * they load would measure and draw with the fallback font.
 */
export async function ensureSlideFonts(fonts: FontFaceSet = document.fonts): Promise<void> {
  await Promise.all(SLIDE_FONT_FACES.map((face) => fonts.load(cssFont(face, 48), 'Aa')));
}

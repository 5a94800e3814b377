import { LANGUAGES, slideWords } from '@lectern/core';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cssFont, type FontFace } from './fonts';
import { registerFontsFor } from './node';
import { cjkFont, fontForText, SCRIPT_FONTS, scriptFontsFor } from './script-fonts';
import { SCRIPT_SAMPLES } from './test-scripts';

/** Titles and points; the quote's serif family names the same script fonts after it. */
const FACES: FontFace[] = [
  { family: 'sans', weight: 800 },
  { family: 'sans', weight: 400 },
];

const canvas = createCanvas(120, 96).getContext('2d');

/** One grapheme drawn alone at 48 px, as pixels. */
function glyph(text: string, font: string): Buffer {
  const ctx = canvas;
  ctx.clearRect(0, 0, 120, 96);
  ctx.font = font;
  ctx.fillStyle = '#000';
  ctx.fillText(text, 20, 70);
  return Buffer.from(ctx.getImageData(0, 0, 120, 96).data);
}

const graphemes = (text: string) => [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
/** A private-use character no font draws: what a missing glyph looks like with this font. */
const MISSING = '\uE000';

describe('every script in the language list draws with real glyphs (decision 188)', () => {
  it('tells a missing glyph from a drawn one', () => {
    registerFontsFor('');
    const font = cssFont({ family: 'sans', weight: 400 }, 48);
    expect(glyph('\uE001', font).equals(glyph(MISSING, font))).toBe(true);
    expect(glyph('A', font).equals(glyph(MISSING, font))).toBe(false);
  });

  it("draws each language's own name, sample slide text and drawn words with the shipped fonts, never a missing-glyph box", () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    const missing = new Map<string, Buffer>();
    const texts = LANGUAGES.map((language) => {
      const sample = SCRIPT_SAMPLES.find((s) => s.language === language.code);
      return { language, text: [language.nativeName, ...Object.values(slideWords(language.code)), sample?.title ?? '', ...(sample?.points ?? [])].join(' ') };
    });
    // Every font first: each registration makes the canvas look its fonts up afresh.
    for (const { language, text } of texts) registerFontsFor(text, language.code);
    for (const { language, text } of texts) {
      for (const face of FACES) {
        const base = cssFont(face, 48);
        for (const g of graphemes(text)) {
          // Inter has every printable ASCII character (the golden images hold it to that).
          if (!g.trim() || /^\p{M}/u.test(g) || /^[\x20-\x7E]$/.test(g)) continue;
          const font = fontForText(base, g, language.code);
          if (seen.has(`${font}|${g}`)) continue;
          seen.add(`${font}|${g}`);
          const drawn = glyph(g, font);
          if (!missing.has(font)) missing.set(font, glyph(MISSING, font));
          if (drawn.equals(missing.get(font) as Buffer)) problems.push(`${language.code} ${face.weight}: "${g}" is a missing-glyph box`);
          // Drawn by the script's own shipped font, as the browser draws it, not by a font the machine happens to have.
          const ids = scriptFontsFor(g, language.code);
          if (
            face.weight === 400 &&
            ids.length === 1 &&
            !drawn.equals(glyph(g, `${face.weight} 48px '${SCRIPT_FONTS[ids[0] as keyof typeof SCRIPT_FONTS].family}'`))
          ) {
            problems.push(`${language.code} ${face.weight}: "${g}" is not drawn with ${ids[0]}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('names no script font for Latin, Greek, Cyrillic or Vietnamese text, so those slides measure as before', () => {
    for (const text of [
      'Five habits for a safe workplace — “quoted” • 42 %',
      'Πέντε συνήθειες',
      'Пять привычек',
      'Năm thói quen an toàn',
      'Ærø, İstanbul, Łódź',
    ]) {
      expect(scriptFontsFor(text), text).toEqual([]);
      expect(fontForText('700 48px Inter, system-ui, sans-serif', text)).toBe('700 48px Inter, system-ui, sans-serif');
    }
  });

  it('names the script font right after the slide family, before the generic fallbacks', () => {
    expect(fontForText('700 48px Inter, system-ui, sans-serif', 'กขค')).toBe("700 48px Inter, 'Noto Sans Thai Variable', system-ui, sans-serif");
    expect(fontForText('italic 400 40px Merriweather, Georgia, serif', 'مرحبا 日本')).toBe(
      "italic 400 40px Merriweather, 'Noto Sans Arabic Variable', 'Noto Sans SC Variable', Georgia, serif",
    );
  });

  it("draws Chinese characters in the regional forms of the slide's language", () => {
    expect(cjkFont('ja-JP')).toBe('jp');
    expect(cjkFont('zh-CN')).toBe('sc');
    expect(cjkFont('zh-TW')).toBe('tc');
    expect(cjkFont('zh-HK')).toBe('hk');
    expect(cjkFont('ko-KR')).toBe('kr');
    // Without a language the text tells: kana are Japanese, hangul Korean.
    expect(cjkFont(undefined, '東京へようこそ')).toBe('jp');
    expect(cjkFont('en-US', '서울')).toBe('kr');
    expect(cjkFont(undefined, '北京')).toBe('sc');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages/language-list';
import { continuedTitle } from './slide-continuation';
import { revealedQuizSlide } from './slide-quiz';
import { ENGLISH_SLIDE_WORDS, fillWords, hasSlideWords, slideWords, slideWordsFor } from './slide-words';

describe('the words the renderer draws are in the slide language (decision 188)', () => {
  it('has its own words for every language with an offline voice', () => {
    const missing = LANGUAGES.filter((l) => l.espeak && !hasSlideWords(l.code)).map((l) => l.code);
    expect(missing).toEqual([]);
  });

  it('gives every language every word, each with its placeholders', () => {
    for (const language of LANGUAGES) {
      const words = slideWords(language.code);
      expect(words.continued, language.code).toContain('{title}');
      expect(words.rightAnswer, language.code).toContain('{answer}');
      expect(words.photo, language.code).toMatch(/\{author\}.*\{source\}/);
      for (const text of Object.values(words)) expect(text.trim(), language.code).not.toBe('');
    }
  });

  it('writes a language other than English in its own words, not English ones', () => {
    for (const language of LANGUAGES.filter((l) => !l.code.startsWith('en') && hasSlideWords(l.code))) {
      const words = slideWords(language.code);
      expect(words.continued, language.code).not.toContain('continued');
      expect(words.rightAnswer, language.code).not.toContain('right answer');
    }
  });

  it('finds a region by its language, a region that writes differently by its code, and any casing', () => {
    expect(slideWords('de-AT')).toBe(slideWords('de-DE'));
    expect(slideWords('FR-ca').continued).toBe('{title} (suite)');
    expect(slideWords('zh-TW').continued).toBe('{title}（續）');
    expect(slideWords('zh-CN').continued).toBe('{title}（续）');
    expect(slideWords('pt-PT').untitledSlide).not.toBe(slideWords('pt-BR').untitledSlide);
  });

  it('falls back to English for a language it does not have, or none', () => {
    expect(slideWords('xx-YY')).toBe(ENGLISH_SLIDE_WORDS);
    expect(slideWords(undefined)).toBe(ENGLISH_SLIDE_WORDS);
    expect(slideWords('')).toBe(ENGLISH_SLIDE_WORDS);
  });

  it('fills its placeholders once, leaving braces in the filled text alone', () => {
    expect(fillWords('{title} (suite)', { title: 'Plan {title}' })).toBe('Plan {title} (suite)');
    expect(fillWords('{missing}', {})).toBe('{missing}');
  });

  it('heads continuation pages in the slide language', () => {
    expect(continuedTitle(' Twelve habits ')).toBe('Twelve habits (continued)');
    expect(continuedTitle('Zwölf Gewohnheiten', 'de-DE')).toBe('Zwölf Gewohnheiten (Fortsetzung)');
    expect(continuedTitle('十二の習慣', 'ja-JP')).toBe('十二の習慣（続き）');
    expect(continuedTitle('اثنتا عشرة عادة', 'ar-EG')).toBe('اثنتا عشرة عادة (تابع)');
    expect(continuedTitle('Twelve habits', 'xx')).toBe('Twelve habits (continued)');
  });

  it('marks the right quiz answer in the slide language', () => {
    const slide = { keyPoints: ['A. 北', 'B. 南'], quiz: { question: 'どちら?', answers: ['北', '南'], correct: [1], explanation: '' } };
    expect(revealedQuizSlide(slide, 'ja-JP').keyPoints).toEqual(['A. 北', 'B. 南（正解）']);
    expect(revealedQuizSlide(slide, 'es-ES').keyPoints).toEqual(['A. 北', 'B. 南 — respuesta correcta']);
    expect(revealedQuizSlide(slide).keyPoints).toEqual(['A. 北', 'B. 南 — right answer']);
  });

  it('keeps English words on a slide left in English under a language written in another script', () => {
    expect(slideWordsFor('Fire safety', 'ja-JP')).toBe(ENGLISH_SLIDE_WORDS);
    expect(slideWordsFor('Fire safety', 'ar-EG')).toBe(ENGLISH_SLIDE_WORDS);
    expect(slideWordsFor('防火の基本', 'ja-JP')).toBe(slideWords('ja-JP'));
    expect(slideWordsFor('السلامة', 'ar-EG')).toBe(slideWords('ar-EG'));
    // A language in the slide's own script, or a slide without letters, keeps the language's words.
    expect(slideWordsFor('Sécurité incendie', 'fr-FR')).toBe(slideWords('fr-FR'));
    expect(slideWordsFor('2025', 'ja-JP')).toBe(slideWords('ja-JP'));
    expect(continuedTitle('Fire safety', 'ja-JP')).toBe('Fire safety (continued)');
    const quiz = { keyPoints: ['A. North', 'B. South'], quiz: { question: 'Which?', answers: ['North', 'South'], correct: [0], explanation: '' } };
    expect(revealedQuizSlide(quiz, 'th-TH').keyPoints[0]).toBe('A. North — right answer');
  });
});

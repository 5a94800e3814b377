import { describe, expect, it } from 'vitest';
import { currentTranslation, type SlideText, slidesContentHash, slideText, withTranslatedText } from './translation-cache';

const english: SlideText[] = [
  { id: 'a', title: 'Safety first', description: 'Why it matters', keyPoints: ['Wear gloves', 'Check exits'], script: 'Welcome to safety.' },
  { id: 'b', title: 'Summary', leftColumnTitle: 'Do', leftColumnPoints: ['Ask'], script: 'Thanks.' },
];

describe('slidesContentHash', () => {
  it('is equal for equal words, whatever the key order or the other fields', () => {
    const reordered = english.map((s) => ({ script: s.script, ...s, imageUrl: 'https://x/y.png', templateId: 'content' }));
    expect(slidesContentHash(reordered, 'T')).toBe(slidesContentHash(english, 'T'));
  });

  it('changes when a title, point, script, the order or the project title changes', () => {
    const base = slidesContentHash(english, 'T');
    const edit = (fn: (s: SlideText[]) => void) => {
      const copy = structuredClone(english);
      fn(copy);
      return slidesContentHash(copy, 'T');
    };
    expect(edit((s) => ((s[0] as SlideText).title = 'Safety second'))).not.toBe(base);
    expect(edit((s) => ((s[0] as SlideText).keyPoints = ['Wear gloves', 'Check exit']))).not.toBe(base);
    expect(edit((s) => ((s[1] as SlideText).script = 'Thank you.'))).not.toBe(base);
    expect(edit((s) => s.reverse())).not.toBe(base);
    expect(slidesContentHash(english, 'Other')).not.toBe(base);
  });
});

describe('currentTranslation', () => {
  const hash = slidesContentHash(english, 'T');
  const cache = { 'es-ES': { hash, slides: [{ id: 'a', title: 'La seguridad primero' }] } };

  it('returns the cached translation made from these English words', () => {
    expect(currentTranslation(cache, 'es-ES', english, 'T')?.slides[0]?.title).toBe('La seguridad primero');
  });

  it('returns nothing after an English edit, for another language, or for an English target', () => {
    expect(currentTranslation(cache, 'es-ES', [{ ...english[0], title: 'New' } as SlideText], 'T')).toBeNull();
    expect(currentTranslation(cache, 'de-DE', english, 'T')).toBeNull();
    expect(currentTranslation({ 'en-GB': cache['es-ES'] }, 'en-GB', english, 'T')).toBeNull();
  });
});

describe('withTranslatedText', () => {
  it('replaces only the words, matched by id, and keeps everything else from English', () => {
    const withImage = english.map((s) => ({ ...s, imageUrl: 'https://x/y.png' }));
    const out = withTranslatedText(withImage, [
      { id: 'b', title: 'Resumen', leftColumnPoints: ['Preguntar'], script: 'Gracias.' },
      { id: 'a', title: 'La seguridad primero', keyPoints: ['Usa guantes'] },
    ]);
    expect(out[0]).toMatchObject({ title: 'La seguridad primero', keyPoints: ['Wear gloves', 'Check exits'], imageUrl: 'https://x/y.png' });
    expect(out[1]).toMatchObject({ title: 'Resumen', leftColumnPoints: ['Preguntar'], script: 'Gracias.', leftColumnTitle: 'Do' });
    expect(withImage[1]?.title).toBe('Summary');
  });
});

describe('a quiz slide in translation (decision 182)', () => {
  const quiz = { question: 'Where do we meet?', answers: ['Lobby', 'North car park'], correct: [1], explanation: 'Wardens count us there.' };
  const slide = { id: 'q', title: 'Quick check', description: 'Where do we meet?', keyPoints: ['A. Lobby', 'B. North car park'], quiz };

  it('sends the quiz’s words with the slide’s, and a quiz edit asks for a new translation', () => {
    expect(slideText({ ...slide, imageUrl: 'x' } as SlideText)).toEqual(slide);
    const base = slidesContentHash([slide]);
    expect(slidesContentHash([{ ...slide, quiz: { ...quiz, explanation: 'Count everyone.' } }])).not.toBe(base);
    expect(slidesContentHash([{ ...slide, quiz: { ...quiz, correct: [0] } }])).not.toBe(base);
    // A deck without quizzes hashes as before.
    expect(slidesContentHash(english, 'T')).toBe(slidesContentHash(english.map(slideText), 'T'));
  });

  it('takes the translated question, answers and explanation, keeping the English right answers', () => {
    const [out] = withTranslatedText(
      [slide],
      [
        {
          id: 'q',
          description: 'Wo treffen wir uns?',
          quiz: { question: 'Wo treffen wir uns?', answers: ['Lobby', 'Nordparkplatz'], correct: [0], explanation: 'Dort zählen uns die Helfer.' },
        },
      ],
    );
    expect(out?.quiz).toEqual({
      question: 'Wo treffen wir uns?',
      answers: ['Lobby', 'Nordparkplatz'],
      correct: [1],
      explanation: 'Dort zählen uns die Helfer.',
    });
    // A translation that lost an answer is not used: the English quiz stays whole.
    const [kept] = withTranslatedText([slide], [{ id: 'q', quiz: { question: 'Wo?', answers: ['Lobby'], correct: [0] } }]);
    expect(kept?.quiz).toEqual(quiz);
    // Nor one that breaks a quiz rule: two answers translated alike could not be saved.
    const [alike] = withTranslatedText([slide], [{ id: 'q', quiz: { question: 'Wo?', answers: ['Parkplatz', 'Parkplatz'], correct: [1] } }]);
    expect(alike?.quiz).toEqual(quiz);
  });
});

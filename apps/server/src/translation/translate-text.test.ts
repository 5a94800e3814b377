import { TranslationError, type Translator } from '@lectern/ai';
import { describe, expect, it } from 'vitest';
import { translateText } from './translate-text';

const translator = (work: Translator['translate']): Translator => ({ id: 'libretranslate', targets: async () => ['de-DE'], translate: work });

describe('translateText (POST /api/ai/translate)', () => {
  it('translates one text through the provider', async () => {
    const t = translator(async (texts, o) => texts.map((x) => `${o.to}:${x}`));
    expect(await translateText(t, { text: 'Hello', targetLanguage: 'de-DE' })).toEqual({ text: 'de-DE:Hello', translated: true });
  });

  it('returns the original text without a provider, for an empty text, and when the provider fails (spec 001 §8), logging why', async () => {
    expect(await translateText(null, { text: 'Hello', targetLanguage: 'de-DE' })).toEqual({ text: 'Hello', translated: false });
    const logged: string[] = [];
    const failing = translator(async () => {
      throw new TranslationError('the translation service could not be reached', 'unreachable');
    });
    expect(await translateText(failing, { text: ' ', targetLanguage: 'de-DE' }, undefined, (m) => logged.push(m))).toEqual({ text: ' ', translated: false });
    expect(logged).toEqual([]);
    expect(await translateText(failing, { text: 'Hello', targetLanguage: 'de-DE' }, undefined, (m) => logged.push(m))).toEqual({
      text: 'Hello',
      translated: false,
    });
    expect(logged).toEqual(['Translation failed: the translation service could not be reached']);
  });
});

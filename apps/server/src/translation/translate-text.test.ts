import { TranslationError, type Translator } from '@lectern/ai';
import { describe, expect, it } from 'vitest';
import type { ConversionClaim } from './language-conversions';
import { translateText } from './translate-text';

const translator = (work: Translator['translate']): Translator => ({ id: 'libretranslate', targets: async () => ['de-DE'], translate: work });

/** A claim that records how the translation ended. */
function recordingClaim() {
  const settled: boolean[] = [];
  let claims = 0;
  const claim = async (): Promise<ConversionClaim> => {
    claims++;
    return { used: 1, quota: 2, settle: async (ok) => void settled.push(ok) };
  };
  return { claim, settled, claims: () => claims };
}

describe('translateText (POST /api/ai/translate)', () => {
  it('translates one text through the provider and keeps its claim', async () => {
    const t = translator(async (texts, o) => texts.map((x) => `${o.to}:${x}`));
    const c = recordingClaim();
    expect(await translateText(t, { text: 'Hello', targetLanguage: 'de-DE' }, { claim: c.claim })).toEqual({ text: 'de-DE:Hello', translated: true });
    expect(c.settled).toEqual([true]);
  });

  it('asks no provider when the claim is refused (decision 151)', async () => {
    let asked = 0;
    const t = translator(async (texts) => {
      asked++;
      return [...texts];
    });
    const refused = async (): Promise<ConversionClaim> => {
      throw new Error('quota used');
    };
    await expect(translateText(t, { text: 'Hello', targetLanguage: 'de-DE' }, { claim: refused })).rejects.toThrow('quota used');
    expect(asked).toBe(0);
  });

  it('returns the original text without a provider, for an empty text or an English target, claiming nothing', async () => {
    const c = recordingClaim();
    const t = translator(async (texts) => texts.map(() => 'x'));
    expect(await translateText(null, { text: 'Hello', targetLanguage: 'de-DE' }, { claim: c.claim })).toEqual({ text: 'Hello', translated: false });
    expect(await translateText(t, { text: ' ', targetLanguage: 'de-DE' }, { claim: c.claim })).toEqual({ text: ' ', translated: false });
    expect(await translateText(t, { text: 'Hello', targetLanguage: 'en-GB' }, { claim: c.claim })).toEqual({ text: 'Hello', translated: false });
    expect(c.claims()).toBe(0);
  });

  it('returns the original text when the provider fails (spec 001 §8), logging why and giving the claim back', async () => {
    const logged: string[] = [];
    const c = recordingClaim();
    const failing = translator(async () => {
      throw new TranslationError('the translation service could not be reached', 'unreachable');
    });
    expect(await translateText(failing, { text: 'Hello', targetLanguage: 'de-DE' }, { claim: c.claim, log: (m) => logged.push(m) })).toEqual({
      text: 'Hello',
      translated: false,
    });
    expect(logged).toEqual(['Translation failed: the translation service could not be reached']);
    expect(c.settled).toEqual([false]);
  });
});

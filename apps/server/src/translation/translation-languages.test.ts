import type { Translator } from '@lectern/ai';
import { describe, expect, it } from 'vitest';
import { translationLanguages } from './translation-languages';

const translatorAnswering = (answers: Array<string[] | Error>) => {
  let calls = 0;
  const translator: Translator = {
    id: 'libretranslate',
    async targets() {
      const next = answers[Math.min(calls++, answers.length - 1)];
      if (next instanceof Error) throw next;
      return next as string[];
    },
    translate: async (texts) => [...texts],
  };
  return { translator, calls: () => calls };
};

describe('translationLanguages (the language select’s translation targets)', () => {
  it('is absent without a provider, so every language with voices is offered', () => {
    expect(translationLanguages(null)).toBeUndefined();
    expect(translationLanguages(undefined)).toBeUndefined();
  });

  it('asks the provider once while its list is fresh', async () => {
    const { translator, calls } = translatorAnswering([['de-DE']]);
    const list = translationLanguages(translator) as NonNullable<ReturnType<typeof translationLanguages>>;
    expect(await list()).toEqual(['de-DE']);
    expect(await list()).toEqual(['de-DE']);
    expect(calls()).toBe(1);
  });

  it('keeps the last list when the provider cannot be asked, and offers none to translate into before it ever answered', async () => {
    const logged: string[] = [];
    const down = translatorAnswering([new Error('could not be reached')]);
    const never = translationLanguages(down.translator, { log: (m) => logged.push(m) }) as NonNullable<ReturnType<typeof translationLanguages>>;
    expect(await never()).toEqual([]);
    expect(await never()).toEqual([]);
    expect(down.calls()).toBe(1);
    expect(logged[0]).toMatch(/could not be reached/);

    const flaky = translatorAnswering([['es-ES'], new Error('down')]);
    const stale = translationLanguages(flaky.translator, { ttlMs: 0, log: () => {} }) as NonNullable<ReturnType<typeof translationLanguages>>;
    expect(await stale()).toEqual(['es-ES']);
    expect(await stale()).toEqual(['es-ES']);
    expect(flaky.calls()).toBe(2);
  });
});

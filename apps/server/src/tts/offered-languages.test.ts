import type { SpeechProvider } from '@lectern/media';
import { describe, expect, it } from 'vitest';
import { listOfferedLanguages } from './offered-languages';

const speaking = (codes: string[]): SpeechProvider => ({
  id: 'test',
  listVoices: async () => [],
  listLanguages: async () => codes.map((code) => ({ code, name: code })),
  synthesize: async () => {
    throw new Error('not used');
  },
});

describe('listOfferedLanguages', () => {
  it('offers what the voices speak when no translation provider is configured', async () => {
    const choice = await listOfferedLanguages(speaking(['fr-FR', 'en-US', 'de-DE', 'tlh']));
    expect(choice).toEqual({
      languages: [
        { code: 'en-US', name: 'English (United States)', nativeName: 'English (United States)' },
        { code: 'fr-FR', name: 'French (France)', nativeName: 'Français (France)' },
        { code: 'de-DE', name: 'German (Germany)', nativeName: 'Deutsch (Deutschland)' },
      ],
      defaultLanguage: 'en-US',
    });
  });

  it('keeps English and the languages the translation provider serves once one is configured', async () => {
    const choice = await listOfferedLanguages(speaking(['fr-FR', 'en-US', 'de-DE']), async () => ['de-DE']);
    expect(choice.languages.map((l) => l.code)).toEqual(['en-US', 'de-DE']);
  });

  it('selects the first language when the voices do not speak en-US', async () => {
    expect((await listOfferedLanguages(speaking(['fr-FR', 'de-DE']))).defaultLanguage).toBe('fr-FR');
    expect((await listOfferedLanguages(speaking([]))).defaultLanguage).toBeNull();
  });
});

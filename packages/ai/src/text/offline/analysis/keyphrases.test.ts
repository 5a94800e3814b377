import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze-text';
import { distinctKeyphrases, keyphrasesOf } from './keyphrases';

const TEXT =
  'Phishing Emails\n\nA phishing email pretends to come from someone you trust. Check the sender address of every phishing email. Report a phishing email to the service desk within one hour.\n\nPasswords\n\nUse a password manager for every account. Never reuse a password.';

describe('keyphrases of a text', () => {
  it('ranks the phrases the text repeats, a longer phrase before its single words', () => {
    const phrases = distinctKeyphrases(analyzeText(TEXT).keyphrases, 2).map((k) => k.phrase);
    expect(phrases).toEqual(['phishing email', 'password manager']);
  });

  it('finds the phrases of some sentences with the whole text’s weights', () => {
    const a = analyzeText(TEXT);
    const passwords = a.sections.find((s) => s.heading === 'Passwords')?.sentences ?? [];
    const phrases = keyphrasesOf(passwords, a, 3).map((k) => k.phrase);
    expect(phrases[0]).toBe('password manager');
    expect(phrases.some((p) => /phishing/.test(p))).toBe(false);
  });
});

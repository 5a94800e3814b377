import { describe, expect, it } from 'vitest';
import { tagText } from './wink-tagger';

describe('tagText', () => {
  it('reads nothing from an empty or blank text', () => {
    expect(tagText('').flat()).toEqual([]);
    expect(
      tagText('   \n ')
        .flat()
        .filter((t) => t.pos !== 'SPACE'),
    ).toEqual([]);
  });

  it('gives every token offsets that point back into the text, through contractions, URLs and line breaks', () => {
    const text = "Don't  leave laptops in cars.\nIt won't stop — see https://x.example/a?b=c now. Café “quotes” cost 3.5%.";
    const tokens = tagText(text).flat();
    for (const t of tokens.filter((k) => k.pos !== 'SPACE')) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens.find((t) => t.text === "n't")?.lemma).toBe('not');
    expect(tokens.find((t) => t.text === 'https://x.example/a?b=c')).toBeDefined();
  });

  it('groups tokens by sentence and marks what a negation covers', () => {
    const sentences = tagText('Staff must not leave the door open. Visitors sign in.');
    expect(sentences).toHaveLength(2);
    expect(sentences[0]?.find((t) => t.text === 'leave')?.negated).toBe(true);
    expect(sentences[1]?.some((t) => t.negated)).toBe(false);
  });
});

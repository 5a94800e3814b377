import { describe, expect, it } from 'vitest';
import { generatedImageSearch } from './image-search';

const search = generatedImageSearch((k) => `generated:${encodeURIComponent(k)}`);

describe('generated image search (offline)', () => {
  it('offers the slide’s keywords together, each first in turn, then alone: no generic motifs', async () => {
    const found = await search.search('Dental insurance, braces, cleanings', 8);
    const keywords = found.map((r) => decodeURIComponent(r.urls.regular.slice('generated:'.length)));
    expect(keywords.slice(0, 3)).toEqual(['dental insurance, braces, cleanings', 'braces, dental insurance, cleanings', 'cleanings, dental insurance, braces']);
    expect(keywords).toEqual(expect.arrayContaining(['dental insurance', 'braces', 'cleanings']));
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords.join(' ')).not.toMatch(/\b(?:team|idea|growth|process|data)\b/);
    expect(found.every((r) => r.source === 'generated' && r.width === 650 && r.height === 500)).toBe(true);
  });

  it('keeps to the page size and falls back to the default keyword', async () => {
    expect(await search.search('one two three four five six seven eight nine ten', 4)).toHaveLength(4);
    expect((await search.search('   ', 8))[0]?.description).toBe('Illustration: business presentation');
  });
});

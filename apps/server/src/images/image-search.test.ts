import { describe, expect, it, vi } from 'vitest';
import { generatedImageSearch, unsplashSearch } from './image-search';

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

describe('what a picture shows (decision 173)', () => {
  it('says which icon an offline picture draws and what it stands for', async () => {
    const meaning = generatedImageSearch(
      (k) => `generated:${k}`,
      (k) => ({ shows: [`icon for ${k}`], hints: [] }),
    );
    const [first] = await meaning.search('forklift safety', 1);
    expect(first?.meaning).toEqual({ shows: ['icon for forklift safety'], hints: [] });
  });

  it('takes a photo’s own description and tags, never the query it was found by', async () => {
    const photo = (more: object) => ({
      id: 'a',
      width: 10,
      height: 10,
      urls: { regular: 'r', small: 's', thumb: 't' },
      user: { name: 'N', username: 'n' },
      ...more,
    });
    const body = { results: [photo({ alt_description: 'a forklift in a warehouse', tags: [{ title: 'logistics' }] }), photo({ id: 'b' })] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body))),
    );
    try {
      const found = await unsplashSearch('key', 'https://unsplash.test').search('forklift', 2);
      expect(found[0]?.meaning).toEqual({ shows: ['a forklift in a warehouse'], hints: ['logistics'] });
      expect(found[1]?.description).toBe('forklift');
      expect(found[1]?.meaning).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

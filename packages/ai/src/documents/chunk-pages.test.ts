import { describe, expect, it } from 'vitest';
import { chunkPages } from './chunk-pages';

const sentence = (n: number) => `Fact number ${n} is stated here in eight words.`;
const page = (number: number, from: number, count: number) => ({ number, text: Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ') });

describe('chunkPages', () => {
  it('makes overlapping chunks of about the target size that end at sentence ends', () => {
    const pages = [page(1, 0, 40), page(2, 40, 40)]; // 640 words
    const chunks = chunkPages(pages, { targetWords: 180, overlap: 30 });
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    for (const c of chunks.slice(0, -1)) {
      expect(c.wordCount).toBeGreaterThanOrEqual(144);
      expect(c.wordCount).toBeLessThanOrEqual(216);
      expect(c.text).toMatch(/\.$/);
    }
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    // Consecutive chunks share about `overlap` words.
    const firstTail = (chunks[0]?.text ?? '').split(' ').slice(-30).join(' ');
    expect(chunks[1]?.text.startsWith(firstTail)).toBe(true);
    // Every fact is in some chunk, whole.
    for (let n = 0; n < 80; n++) expect(chunks.some((c) => c.text.includes(sentence(n)))).toBe(true);
  });

  it('records the pages each chunk draws from', () => {
    const chunks = chunkPages([page(1, 0, 15), page(2, 15, 15), page(3, 30, 15)], { targetWords: 100, overlap: 10 });
    expect(chunks[0]).toMatchObject({ pageStart: 1, pageEnd: 1 });
    expect(chunks.some((c) => c.pageStart === 1 && c.pageEnd === 2)).toBe(true);
    expect(chunks.at(-1)?.pageEnd).toBe(3);
  });

  it('handles empty and short input', () => {
    expect(chunkPages([])).toEqual([]);
    expect(chunkPages([{ number: 1, text: '   ' }])).toEqual([]);
    expect(chunkPages([{ number: 4, text: 'Only a few words.' }])).toEqual([{ index: 0, text: 'Only a few words.', pageStart: 4, pageEnd: 4, wordCount: 4 }]);
  });
});

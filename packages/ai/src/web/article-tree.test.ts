import { describe, expect, it } from 'vitest';
import { placeBlocks } from '../documents/tree/place-blocks';
import { coverage, misplaced, sections } from '../documents/tree/testing/tree-words';
import { parseArticle } from './parse-article';

const page = (article: string) =>
  new TextEncoder().encode(
    `<html><head><title>Site safety</title></head><body><nav>Home · About</nav><article>${article}</article><footer>© Northwind</footer></body></html>`,
  );

const ARTICLE = `<h1>Site safety</h1>
<p>Everyone on site reads this page in the first week, visitors included, before their first shift starts.</p>
<h2>Fire exits</h2>
<p>Use the stairs, never the lift. Exits are marked in green and every door on the escape route opens outwards.</p>
<ul><li>Know two ways out<ul><li>from every room</li></ul></li><li><p>Keep doors clear</p></li></ul>
<h2>First aid</h2>
<blockquote><p>Call 555 0100 at any hour and ask for the duty first aider.</p></blockquote>
<table><tr><th>Kit</th><th>Where</th></tr><tr><td>First aid box</td><td>Reception</td></tr></table>
<pre><code>alarm --test</code></pre>
<ol><li>Stop work.</li><li>Call for help.</li></ol>`;

describe('web article structure', () => {
  it('reads headings, paragraphs, nested lists, quotes, tables and code from the parsed page', async () => {
    const parsed = await parseArticle(page(ARTICLE), 'text/html; charset=utf-8', 'https://example.com/safety');
    const article = parsed.article!;
    // Readability takes the h1 that repeats the page title as the title: the article starts after it.
    expect(article.blocks?.map((b) => b.type)).toEqual(['paragraph', 'heading', 'paragraph', 'list', 'heading', 'quote', 'table', 'code', 'list']);
    expect(article.blocks?.[3]).toEqual({
      type: 'list',
      ordered: false,
      items: [
        { text: 'Know two ways out', level: 0 },
        { text: 'from every room', level: 1 },
        { text: 'Keep doors clear', level: 0 },
      ],
    });
    const tree = placeBlocks(article.blocks!, [article.text], false);
    expect(sections(tree).find((s) => s.text.startsWith('Call 555'))?.under).toEqual(['First aid']);
    expect(sections(tree).find((s) => s.text.startsWith('Use the stairs'))?.under).toEqual(['Fire exits']);
    expect(coverage(article.text, tree)).toEqual({ inOrder: true, missed: [] });
    expect(misplaced(article.text, tree)).toEqual([]);
  });

  it('survives a page without headings and a deeply nested one', async () => {
    const plain = await parseArticle(
      page(`<p>${'A plain paragraph of words that goes on. '.repeat(20)}</p><p>${'Another paragraph follows it here. '.repeat(20)}</p>`),
      'text/html',
      'https://example.com/a',
    );
    expect(plain.article?.blocks?.map((b) => b.type)).toEqual(['paragraph', 'paragraph']);
    const deep = `${'<div>'.repeat(300)}<p>${'Deep text of the article that is long enough to be read. '.repeat(10)}</p>${'</div>'.repeat(300)}`;
    const nested = await parseArticle(page(deep), 'text/html', 'https://example.com/b');
    expect(nested.article?.blocks?.map((b) => b.type)).toEqual(['paragraph']);
  });
});

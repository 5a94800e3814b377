import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../http/escape-html';
import { shareHtmlRenderer } from './share-html';

describe('shareHtmlRenderer', () => {
  const dist = mkdtempSync(join(tmpdir(), 'lectern-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div></body></html>');
  const render = shareHtmlRenderer(dist);

  it('injects escaped Open Graph tags for the shared video into the SPA page', () => {
    const html = render({
      title: 'Safety <first> & "always"',
      description: null,
      url: 'https://x.test/share/abc',
      image: 'https://x.test/api/share/abc/thumbnail.png',
      video: 'https://x.test/api/share/abc/video',
    })!;
    expect(html).toContain('<meta property="og:type" content="video.other" />');
    expect(html).toContain('<meta property="og:title" content="Safety &#60;first&#62; &#38; &#34;always&#34;" />');
    expect(html).toContain('<meta property="og:image" content="https://x.test/api/share/abc/thumbnail.png" />');
    expect(html).toMatch(/og:description" content="A narrated training video/);
    expect(html).toContain('<title>Safety &#60;first&#62; &#38; &#34;always&#34; · Lectern</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("keeps a title with replacement patterns ($', $&, $`) intact instead of splicing the page", () => {
    const title = "Q&A: $' and $& and $` and $$ and $1";
    const html = render({ title, description: "It's $' too", url: 'u', image: 'i', video: 'v' })!;
    const escaped = escapeHtml(title);
    expect(html).toContain(`<title>${escaped} · Lectern</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:description" content="${escapeHtml("It's $' too")}" />`);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('gives nothing when the web app is not built', () => {
    expect(shareHtmlRenderer('/nonexistent')({ title: 't', description: 'd', url: 'u', image: 'i', video: 'v' })).toBeNull();
  });
});

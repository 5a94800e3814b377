import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-guard';
import { ARTICLE_MESSAGES, fetchArticle } from './fetch-article';

const ARTICLE = `<!doctype html><html><head><title>Cold Storage Guide | Fresh Foods</title><meta charset="utf-8"></head><body>
<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>
<article><h1>Cold Storage Guide</h1>
<p>Fresh vegetables keep longest between one and four degrees Celsius, away from ripening fruit that gives off ethylene gas.</p>
<h2>Freezing</h2>
<p>Blanch green beans for two minutes before freezing them, because blanching stops the enzymes that spoil their colour and taste.</p>
<ul><li>Label every bag with the date.</li><li>Use frozen vegetables within ten months.</li></ul>
<p>Thawed food must never be frozen again unless it has been cooked first, since bacteria multiply while it thaws.</p>
</article><footer>© Fresh Foods</footer><script>document.body.innerHTML = 'hacked'</script></body></html>`;

const routes: Record<string, (res: ServerResponse) => void> = {
  '/article': (res) => html(res, ARTICLE),
  '/moved': (res) => redirect(res, '/article'),
  '/missing': (res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<p>Not here</p>');
  },
  '/pdf': (res) => {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end('%PDF-1.4');
  },
  '/empty': (res) => html(res, '<html><body><nav>Menu</nav></body></html>'),
  '/huge': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const block = `<p>${'x'.repeat(1024 * 1024)}</p>`;
    let sent = 0;
    const push = () => {
      while (sent < 7 && res.write(block)) sent++;
      if (sent < 7) res.once('drain', push);
      else res.end();
    };
    push();
  },
};
const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};
const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const loop = /^\/loop(\d+)$/.exec(req.url ?? '');
    if (loop) return redirect(res, `/loop${Number(loop[1]) + 1}`);
    (routes[req.url ?? ''] ?? (routes['/missing'] as (res: ServerResponse) => void))(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

describe('fetchArticle with private addresses allowed (local test server)', () => {
  it('extracts the title and the article text without navigation, footer or scripts', async () => {
    const article = await fetchArticle(`${base}/moved`, { allowPrivate: true });
    expect(article.url).toBe(`${base}/article`);
    expect(article.title).toMatch(/Cold Storage Guide/);
    expect(article.text).toContain('Fresh vegetables keep longest between one and four degrees Celsius');
    expect(article.text).toContain('## Freezing');
    expect(article.text).toContain('- Label every bag with the date.');
    expect(article.text).not.toMatch(/Shop|hacked|©/);
  });

  it('explains HTTP errors, non-HTML pages, empty pages, size and redirect limits', async () => {
    expect(await failure(fetchArticle(`${base}/missing`, { allowPrivate: true }))).toBe('The page could not be loaded (HTTP 404).');
    expect(await failure(fetchArticle(`${base}/pdf`, { allowPrivate: true }))).toBe(ARTICLE_MESSAGES.notHtml);
    expect(await failure(fetchArticle(`${base}/empty`, { allowPrivate: true }))).toBe('No readable article text was found on this page.');
    expect(await failure(fetchArticle(`${base}/huge`, { allowPrivate: true }))).toBe(ARTICLE_MESSAGES.tooLarge);
    expect(await failure(fetchArticle(`${base}/loop0`, { allowPrivate: true }))).toBe(ARTICLE_MESSAGES.tooManyRedirects);
  });

  it('accepts http(s) only and reports unreachable hosts', async () => {
    expect(await failure(fetchArticle('file:///etc/passwd', { allowPrivate: true }))).toBe(ARTICLE_MESSAGES.invalidUrl);
    expect(await failure(fetchArticle('not a url', { allowPrivate: true }))).toBe(ARTICLE_MESSAGES.invalidUrl);
    expect(await failure(fetchArticle('http://127.0.0.1:9/', { allowPrivate: true }))).toBe(ARTICLE_MESSAGES.unreachable);
  });
});

describe('fetchArticle refusing private networks', () => {
  const refused = 'This address points to a private network and cannot be fetched.';

  it('refuses loopback and private hosts before connecting', async () => {
    let fetched = 0;
    const spy = (async () => {
      fetched++;
      return new Response('');
    }) as typeof fetch;
    for (const url of [
      `${base}/article`,
      'http://localhost/',
      'http://10.1.2.3/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
    ]) {
      expect(await failure(fetchArticle(url, { fetch: spy }))).toBe(refused);
    }
    expect(fetched).toBe(0);
  });

  it('refuses host names that resolve to private addresses', async () => {
    const resolve = async (host: string) => (host === 'intranet.example' ? ['192.168.1.10'] : ['93.184.215.14']);
    expect(await failure(fetchArticle('https://intranet.example/wiki', { resolve }))).toBe(refused);
  });

  it('re-checks every redirect hop', async () => {
    const resolve = async () => ['93.184.215.14'];
    const hops: string[] = [];
    const fakeFetch = (async (input: URL) => {
      hops.push(String(input));
      return new Response(null, { status: 301, headers: { location: 'http://127.0.0.1:8080/admin' } });
    }) as unknown as typeof fetch;
    expect(await failure(fetchArticle('https://public.example/', { resolve, fetch: fakeFetch }))).toBe(refused);
    expect(hops).toEqual(['https://public.example/']);
  });

  it('classifies IPv4 and IPv6 addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::192.168.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

describe('text generation API (offline engine)', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('writer@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Password hygiene', purpose: 'Compliance Training' } })).json()).project.id;
    const form = new FormData();
    const policy =
      '# Password policy\n\nPasswords must be at least 14 characters long. Use a password manager for every account. Never reuse a password across services. Multi-factor authentication is required for email and payroll.';
    form.append('documents', new File([policy], 'policy.md'));
    await t.app.request(`/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
    site = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        '<html><head><title>Recycling at the office</title></head><body><nav>Home</nav><article><h1>Recycling at the office</h1><h2>Paper and batteries</h2><p>Paper and cardboard go in the blue bins on every floor. Batteries are collected at reception every Friday.</p><h2>Food waste</h2><p>Food waste goes in the green caddy in the kitchen, which the cleaners empty each evening.</p></article></body></html>',
      );
    }).listen(0, '127.0.0.1');
    await new Promise((r) => site.once('listening', r));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/recycling`;
  });
  afterAll(async () => {
    site.close();
    await t.close();
  });

  it('writes an outline from the brief and the project documents, sized by the preset', async () => {
    const res = await t.request('/api/ai/outline', {
      token,
      body: { projectId, brief: 'Teach new staff our password rules.', styleId: 'compliance-clarity', durationSeconds: 120, projectTitle: 'Password hygiene' },
    });
    expect(res.status).toBe(200);
    const { slides } = await res.json();
    expect(slides).toHaveLength(5);
    expect(slides[0].templateId).toBe('title-slide');
    expect(slides.reduce((s: number, x: { duration: number }) => s + x.duration, 0)).toBe(120);
    expect(JSON.stringify(slides).toLowerCase()).toMatch(/password/);
  });

  it('gives documents to the engine under the Supporting Materials heading, never by file name (spec 001 §7)', async () => {
    const res = await t.request('/api/ai/outline', {
      token,
      body: { projectId, brief: 'Teach new staff our password rules.', styleId: 'workshop-style', durationSeconds: 120 },
    });
    const { slides } = await res.json();
    // The file name only names a point's source for the trainer (decision 161), never the slides' words.
    const shown = JSON.stringify(slides.map(({ pointSources: _sources, ...rest }: { pointSources?: unknown }) => rest));
    expect(shown).not.toMatch(/policy\.md/i);
    expect(shown).toMatch(/14 characters/);
    const sources = slides.flatMap((s: { pointSources?: { point: string; document: string; section: string[]; excerpt: string }[] }) => s.pointSources ?? []);
    expect(sources).toContainEqual(
      expect.objectContaining({ document: 'policy.md', section: ['Password policy'], excerpt: 'Passwords must be at least 14 characters long.' }),
    );
    const { scripts } = await (
      await t.request('/api/ai/scripts', { token, body: { projectId, slides, projectTitle: 'Password hygiene', tone: 'Friendly' } })
    ).json();
    expect(JSON.stringify(scripts)).not.toMatch(/policy\.md|Supporting Materials/i);
  });

  it('writes one script per slide in the chosen tone', async () => {
    const { slides } = await (
      await t.request('/api/ai/outline', { token, body: { projectId, brief: 'Password rules', styleId: 'executive-brief', durationSeconds: 60 } })
    ).json();
    const res = await t.request('/api/ai/scripts', { token, body: { projectId, slides, projectTitle: 'Password hygiene', tone: 'Friendly' } });
    expect(res.status).toBe(200);
    const { scripts } = await res.json();
    expect(scripts.map((s: { slideId: string }) => s.slideId)).toEqual(slides.map((s: { id: string }) => s.id));
    for (const s of scripts) expect(s.script.split(/\s+/).length).toBeGreaterThan(5);
  });

  it('returns what the brief asks (tone, emphasis) with the outline, and the scripts follow it (decision 118)', async () => {
    const brief = 'Teach new staff our password rules. Make the rules unmistakable. Keep it friendly and light.';
    const outline = await (
      await t.request('/api/ai/outline', { token, body: { projectId, brief, styleId: 'compliance-clarity', durationSeconds: 120 } })
    ).json();
    expect(outline.steering).toMatchObject({ tone: 'Friendly', emphasis: true, quiz: false });
    const plain = await (
      await t.request('/api/ai/scripts', { token, body: { projectId, slides: outline.slides, projectTitle: 'Passwords', tone: 'Friendly' } })
    ).json();
    const steered = await (
      await t.request('/api/ai/scripts', {
        token,
        body: { projectId, slides: outline.slides, projectTitle: 'Passwords', tone: 'Friendly', steering: outline.steering },
      })
    ).json();
    const said = (r: { scripts: { script: string }[] }) => r.scripts.map((s) => s.script).join(' ');
    expect(said(steered)).toMatch(/Make no mistake: passwords must be at least 14 characters long/i);
    expect(said(plain)).not.toMatch(/Make no mistake/);
    const bad = await t.request('/api/ai/scripts', { token, body: { projectId, slides: outline.slides, steering: { tone: 'Shouty' } } });
    expect(bad.status).toBe(400);
    // Without a tone of its own, the request takes the tone the brief states; a tone it names wins.
    const briefTone = await (
      await t.request('/api/ai/scripts', { token, body: { projectId, slides: outline.slides, projectTitle: 'Passwords', steering: outline.steering } })
    ).json();
    expect(briefTone.scripts[0].script).toMatch(/^Hi there/);
    const chosen = await (
      await t.request('/api/ai/scripts', {
        token,
        body: { projectId, slides: outline.slides, projectTitle: 'Passwords', tone: 'Authoritative', steering: outline.steering },
      })
    ).json();
    expect(chosen.scripts[0].script).not.toMatch(/^Hi there/);
  });

  it('validates input with a clear message', async () => {
    const res = await t.request('/api/ai/outline', { token, body: { brief: '   ', styleId: 'executive-brief', durationSeconds: 60 } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('A brief or source text is required');
    expect((await t.request('/api/ai/outline', { body: { brief: 'x', styleId: 'executive-brief', durationSeconds: 60 } })).status).toBe(401);
  });

  it("never reads another user's documents", async () => {
    const other = (await t.signUp('intruder@example.com')).token;
    const res = await t.request('/api/ai/outline', { token: other, body: { projectId, brief: 'x', styleId: 'executive-brief', durationSeconds: 60 } });
    expect(res.status).toBe(404);
  });

  it('gives each slide its own picture keywords from its words, and every outline slide one of its own', async () => {
    const res = await t.request('/api/ai/slide-keywords', {
      token,
      body: {
        slides: [
          { title: 'Password hygiene', keyPoints: ['Use a password manager'] },
          { title: 'Phishing emails', keyPoints: ['Check the sender before you click a link'], script: 'Report suspicious mail to the service desk.' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { keywords } = (await res.json()) as { keywords: string[][] };
    expect(keywords).toHaveLength(2);
    expect(keywords[0]?.join(' ')).toMatch(/password/);
    expect(keywords[1]?.join(' ')).toMatch(/phishing/);
    expect(keywords[1]?.length).toBeLessThanOrEqual(3);
    expect((await t.request('/api/ai/slide-keywords', { token, body: { slides: [] } })).status).toBe(400);

    const outline = await (
      await t.request('/api/ai/outline', {
        token,
        body: { projectId, brief: 'Teach new staff our password rules.', styleId: 'compliance-clarity', durationSeconds: 120 },
      })
    ).json();
    const own = outline.slides as { title: string; description: string; keyPoints: string[]; imageKeyword: string }[];
    for (const slide of own) {
      const text = [slide.title, slide.description, ...slide.keyPoints].join(' ').toLowerCase();
      if (slide.imageKeyword !== 'business presentation') for (const word of slide.imageKeyword.split(' ')) expect(text, slide.imageKeyword).toContain(word);
    }
  });

  it('reads a web page as a content source', async () => {
    const res = await t.request('/api/ai/fetch-url', { token, body: { url: siteUrl } });
    expect(res.status).toBe(200);
    const article = await res.json();
    expect(article.title).toBe('Recycling at the office');
    expect(article.text).toContain('Batteries are collected at reception every Friday.');
    const bad = await t.request('/api/ai/fetch-url', { token, body: { url: 'ftp://example.com/file' } });
    expect(bad.status).toBe(400);
  });

  it("keeps a web page's sections: its structure comes back with the text, and the outline names a point's section (issue 20 item 1)", async () => {
    const page = await (await t.request('/api/ai/fetch-url', { token, body: { url: siteUrl } })).json();
    // The page's own headings (its title, said once already, is not one of them).
    expect(page.tree.nodes.filter((n: { type: string }) => n.type === 'heading').map((n: { text: string }) => n.text)).toEqual([
      'Paper and batteries',
      'Food waste',
    ]);
    const outline = (tree: unknown) =>
      t.request('/api/ai/outline', {
        token,
        body: {
          brief: '',
          sourceText: `${page.title}\n\n${page.text}`,
          sourceOrigin: { kind: 'web', title: page.title, tree },
          styleId: 'executive-brief',
          durationSeconds: 120,
        },
      });
    const res = await outline(page.tree);
    expect(res.status).toBe(200);
    const sources = (await res.json()).slides.flatMap((s: { pointSources?: { document: string; section: string[] }[] }) => s.pointSources ?? []);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((s: { document: string }) => s.document === 'Recycling at the office')).toBe(true);
    expect(sources.some((s: { section: string[] }) => s.section.at(-1) === 'Food waste' || s.section.at(-1) === 'Paper and batteries')).toBe(true);
    // A structure that is not one is refused with the product's words, never trusted.
    const bad = await outline({ version: 1, nodes: [{ type: 'script', text: '<b>' }], notes: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBeTruthy();
  });
});

describe('web pages per account', () => {
  it('one account cannot keep the page readers busy: past 20 pages in 10 minutes it is asked to wait', async () => {
    const t = await createTestApp({ rateLimit: true });
    try {
      const { token } = await t.signUp('reader@example.com');
      const other = (await t.signUp('other@example.com')).token;
      for (let i = 0; i < 20; i++) expect((await t.request('/api/ai/fetch-url', { token, body: { url: 'ftp://example.com/file' } })).status).toBe(400);
      const refused = await t.request('/api/ai/fetch-url', { token, body: { url: 'ftp://example.com/file' } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBeTruthy();
      expect((await refused.json()).error).toMatch(/wait a few minutes/);
      // Another account is not held back by this one.
      expect((await t.request('/api/ai/fetch-url', { token: other, body: { url: 'ftp://example.com/file' } })).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});

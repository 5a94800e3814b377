import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTextGenerator } from '@lectern/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

const POLICY = '# Password policy\n\n## Length\n\nPasswords must be at least 14 characters long.\n\n## Managers\n\nUse a password manager for every account.';
const POINT = 'Passwords must be at least 14 characters long.';

/**
 * Decision 162 through the API: with an OpenAI-compatible provider, the outline route hands the
 * project's documents with their names and trees to the model as a section plan, and the cited
 * points come back with their sources; a point the model cannot attribute is never shown.
 */
describe('outline from a cloud model (decision 162)', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  let model: Server;
  const prompts: string[] = [];

  beforeAll(async () => {
    model = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const prompt: string = JSON.parse(raw).messages.at(-1).content;
        prompts.push(prompt);
        const slide = (keyPoints: string[]) => ({ title: 'Password Length', keyPoints, pointSources: [{ point: POINT, section: 'D1.S1', sentence: POINT }] });
        const count = (prompt.match(/^\d+\. template/gm) ?? []).length;
        const content = count ? { slides: Array.from({ length: count }, () => slide([POINT, 'Passwords expire every 30 days.'])) } : slide([POINT]);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] }));
      });
    }).listen(0, '127.0.0.1');
    await new Promise((r) => model.once('listening', r));
    const generator = createTextGenerator({ AI_PROVIDER: 'openai', AI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1` });
    t = await createTestApp({ services: { textGenerator: generator } });
    token = (await t.signUp('cloud@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Passwords', purpose: 'Compliance Training' } })).json()).project.id;
    const form = new FormData();
    form.append('documents', new File([POLICY], 'policy.md'));
    const res = await t.app.request(`/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    model.close();
    await t.close();
  });

  it('sends the document’s sections and returns each shown point with its source', async () => {
    const res = await t.request('/api/ai/outline', {
      token,
      body: { projectId, brief: 'Teach staff our password rules.', styleId: 'executive-brief', durationSeconds: 60 },
    });
    expect(res.status).toBe(200);
    expect(prompts[0]).toContain('[D1.S1] policy.md › Password policy › Length\nPasswords must be at least 14 characters long.');
    const { slides } = await res.json();
    // The unattributable point was asked again once per slide and, still failing, left out.
    expect(prompts.filter((p) => p.includes('cannot be shown'))).toHaveLength(slides.length);
    for (const slide of slides) {
      expect(slide.keyPoints).toEqual([POINT]);
      expect(slide.pointSources).toEqual([{ point: POINT, kind: 'document', document: 'policy.md', section: ['Password policy', 'Length'], excerpt: POINT }]);
    }
  });
});

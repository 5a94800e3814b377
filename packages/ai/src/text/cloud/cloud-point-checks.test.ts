import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownBlocks } from '../../documents/tree/markdown-tree';
import { placeBlocks } from '../../documents/tree/place-blocks';
import { type Body, sendJson, startProtocolServer } from '../../test/protocol-server';
import { readBriefSteering } from '../brief-steering';
import { createTextGenerator } from '../create-text-generator';
import { joinSupportingMaterials } from '../supporting-materials';

/**
 * Contract tests of decision 162 against local servers speaking the OpenAI chat-completions and
 * Gemini generateContent protocols: the model gets the section plan, cites each point's section,
 * and its answer goes through the same point checks (repair, one re-ask, leave out).
 */
let server: Awaited<ReturnType<typeof startProtocolServer>>;
beforeAll(async () => {
  server = await startProtocolServer();
});
afterAll(() => server.close());

const promptOf = (body: Body): string => body.messages?.at(-1)?.content ?? body.contents?.[0]?.parts?.[0]?.text ?? '';
const prompts = () => server.state.requests.map((r) => promptOf(r.body));

const HANDBOOK = `# Benefits

## Dental
Dental cover pays for two check-ups a year. Fillings are paid at 80% of their cost.

## Pension
The company adds 5% of your salary to your pension. You can raise your own share at any time.

## Enrolment
\`\`\`
benefits enrol --all
\`\`\`
`;
const documents = [{ name: 'benefits.md', text: HANDBOOK, tree: placeBlocks(markdownBlocks(HANDBOOK), [HANDBOOK], false) }];
const BRIEF = 'A 3-minute introduction to our benefits for managers who must explain them to their teams.';
const outlineInput = { brief: BRIEF, sourceText: joinSupportingMaterials('', documents), documents, styleId: 'executive-brief' as const, durationSeconds: 60 };

const cite = (section: string, points: string[], sentence = (p: string) => p) => points.map((point) => ({ point, section, sentence: sentence(point) }));
const slide = (title: string, keyPoints: string[], pointSources: unknown[]) => ({
  title,
  description: '',
  keyPoints,
  visualCues: [],
  imageKeyword: 'office',
  pointSources,
});
const DENTAL = ['Dental cover pays for two check-ups a year.', 'Fillings are paid at 80% of their cost.'];
const PENSION = ['The company adds 5% of your salary to your pension.'];
const good = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? slide('Dental Cover', DENTAL, cite('D1.S1', DENTAL)) : slide('Your Pension', PENSION, cite('D1.S2', PENSION)),
  );
const slideCount = (prompt: string) => (prompt.match(/^\d+\. template/gm) ?? []).length;

/** One slide with a leaning point, a code point, a framing point and a point its section does not hold, and one leaning point whose cited sentence repairs it. */
const BAD_POINTS = [
  'This means the company adds to your pension.',
  'benefits.enrol(all=true);',
  'A 3-minute introduction for managers who must explain them.',
  'Staff get a company car after one year.',
  'Instead, it pays for two check-ups a year.',
];
const bad = slide('Dental Cover', BAD_POINTS, [
  { point: BAD_POINTS[0], section: 'D1.S2', sentence: '' },
  ...cite('D1.S2', BAD_POINTS.slice(1, 4), () => 'The company adds 5% of your salary to your pension.'),
  { point: BAD_POINTS[4], section: 'D1.S1', sentence: 'Dental cover pays for two check-ups a year.' },
]);

const providers = [
  {
    name: 'OpenAI-compatible chat completions',
    path: '/v1/chat/completions',
    make: () => createTextGenerator({ AI_PROVIDER: 'openai', AI_BASE_URL: `${server.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'm' }),
    answer: (res: ServerResponse, content: unknown) => sendJson(res, 200, { choices: [{ message: { role: 'assistant', content: JSON.stringify(content) } }] }),
  },
  {
    name: 'Gemini generateContent',
    path: '/v1beta/models/gemini-test:generateContent',
    make: () => createTextGenerator({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'g-test', GEMINI_MODEL: 'gemini-test', GEMINI_BASE_URL: server.url }),
    answer: (res: ServerResponse, content: unknown) => sendJson(res, 200, { candidates: [{ content: { parts: [{ text: JSON.stringify(content) }] } }] }),
  },
];

describe.each(providers)('$name', (provider) => {
  it('sends the section plan and turns a good answer’s citations into point sources', async () => {
    server.state.requests.length = 0;
    server.state.handler = (body, _req, res) => provider.answer(res, { slides: good(slideCount(promptOf(body))) });
    const result = await provider.make().outline(outlineInput);
    expect(server.state.requests.map((r) => r.url)).toEqual([provider.path]);
    const prompt = prompts()[0] as string;
    expect(prompt).toContain('[D1.S1] benefits.md › Benefits › Dental\nDental cover pays for two check-ups a year.');
    expect(prompt).toContain('[D1.S2] benefits.md › Benefits › Pension');
    expect(prompt).not.toContain('benefits enrol --all');
    expect(prompt).toMatch(/"pointSources": \[\{"point"/);
    const dental = result.slides[0];
    expect(dental?.keyPoints).toEqual(DENTAL);
    expect(dental?.pointSources).toEqual(
      DENTAL.map((point) => ({ point, kind: 'document', document: 'benefits.md', section: ['Benefits', 'Dental'], excerpt: point })),
    );
    expect(result.slides[1]?.pointSources?.[0]).toMatchObject({ point: PENSION[0], section: ['Benefits', 'Pension'] });
  });

  it('repairs a point from its cited sentence and asks a slide again once with the reasons for the rest', async () => {
    server.state.requests.length = 0;
    server.state.handler = (body, _req, res) => {
      const prompt = promptOf(body);
      if (prompt.includes('cannot be shown')) return provider.answer(res, slide('Your Pension', PENSION, cite('D1.S2', PENSION)));
      provider.answer(res, { slides: [bad, ...good(slideCount(prompt)).slice(1)] });
    };
    const result = await provider.make().outline(outlineInput);
    expect(server.state.requests).toHaveLength(2);
    const reask = prompts()[1] as string;
    expect(reask).toContain('Slide 1 of');
    expect(reask).toMatch(/"This means the company adds to your pension\.": it opens on a word that points at a sentence/);
    expect(reask).toMatch(/"benefits\.enrol\(all=true\);": it is code/);
    expect(reask).toMatch(/"A 3-minute introduction for managers who must explain them\.": .*framing \("3-minute"\)/);
    expect(reask).toMatch(/"Staff get a company car after one year\.": its facts are not in the section it cites/);
    expect(reask).not.toContain('Instead, it pays');
    expect(result.slides[0]?.keyPoints).toEqual(PENSION);
    expect(result.usedPerSlideFallback).toBe(false);
  });

  it('leaves out what still fails after the one re-ask, keeping the repaired point with its source', async () => {
    server.state.requests.length = 0;
    server.state.handler = (body, _req, res) => {
      const prompt = promptOf(body);
      if (prompt.includes('cannot be shown')) return provider.answer(res, bad);
      provider.answer(res, { slides: [bad, ...good(slideCount(prompt)).slice(1)] });
    };
    const result = await provider.make().outline(outlineInput);
    expect(server.state.requests).toHaveLength(2);
    expect(result.slides[0]?.keyPoints).toEqual(['Dental cover pays for two check-ups a year.']);
    expect(result.slides[0]?.pointSources).toEqual([
      {
        point: 'Dental cover pays for two check-ups a year.',
        kind: 'document',
        document: 'benefits.md',
        section: ['Benefits', 'Dental'],
        excerpt: 'Dental cover pays for two check-ups a year.',
      },
    ]);
  });

  it('asks the scripts again when they read the brief’s framing aloud, and leaves out a sentence that still does', async () => {
    server.state.requests.length = 0;
    let calls = 0;
    server.state.handler = (_body, _req, res) => {
      calls++;
      const first = 'Welcome to this 3-minute introduction for managers who must explain benefits. Dental cover pays for two check-ups a year.';
      provider.answer(res, { scripts: [{ slideId: 'slide-1', script: calls === 1 ? first : `Welcome. ${first}`, visualCues: [] }] });
    };
    const steering = readBriefSteering(BRIEF);
    expect(steering.framing).toEqual(expect.arrayContaining(['3-minute', 'for managers who']));
    const { scripts } = await provider
      .make()
      .scripts({ slides: [{ id: 'slide-1', title: 'Dental Cover', templateId: 'title-slide', duration: 10 }], steering });
    expect(calls).toBe(2);
    expect(prompts()[0]).toContain("Never say the request's framing aloud");
    expect(prompts()[1]).toMatch(/read the request's framing aloud[\s\S]*slide 1: "Welcome to this 3-minute introduction/);
    expect(scripts[0]?.script).toBe('Welcome. Dental cover pays for two check-ups a year.');
  });

  it('still gives the provider’s message when the provider fails', async () => {
    server.state.handler = (_b, _r, res) => sendJson(res, 401, { error: { message: 'Incorrect API key provided' } });
    await expect(provider.make().scripts({ slides: [{ id: 'slide-1', title: 'A', templateId: 'title-slide', duration: 10 }] })).rejects.toMatchObject({
      name: 'TextGenerationError',
      message: 'Incorrect API key provided',
    });
    // A re-ask the provider refuses keeps the points that passed or were repaired.
    server.state.handler = (body, _req, res) => {
      const prompt = promptOf(body);
      if (prompt.includes('cannot be shown')) return sendJson(res, 503, { error: { message: 'overloaded' } });
      provider.answer(res, { slides: [bad, ...good(slideCount(prompt)).slice(1)] });
    };
    const result = await provider.make().outline(outlineInput);
    expect(result.slides[0]?.keyPoints).toEqual(['Dental cover pays for two check-ups a year.']);
  });
});

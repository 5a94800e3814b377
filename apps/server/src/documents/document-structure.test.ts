import { createOfflineTextGenerator, type SupportingDocument, sectionTitles, type TextGenerator } from '@lectern/ai';
import { documents, eq } from '@lectern/db';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

const HANDBOOK_MD = '# Site safety\n\n## Fire exits\n\nUse the stairs, never the lift.\n\n## First aid\n\n- Kits hang by every door\n- Call 555 0100';

async function handbookDocx() {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Visitors', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Every visitor signs in at reception and wears a badge.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The offline engine, noting the documents each outline and scripts request hands it. */
function recordingGenerator(): TextGenerator & { seen: (SupportingDocument[] | undefined)[] } {
  const offline = createOfflineTextGenerator();
  const seen: (SupportingDocument[] | undefined)[] = [];
  return Object.assign(Object.create(offline) as TextGenerator, {
    seen,
    outline: (input: Parameters<TextGenerator['outline']>[0]) => {
      seen.push(input.documents);
      return offline.outline(input);
    },
    scripts: (input: Parameters<TextGenerator['scripts']>[0]) => {
      seen.push(input.documents);
      return offline.scripts(input);
    },
  });
}

describe('document structure (issue 20 item 1, decision 157)', () => {
  let t: TestApp;
  let token: string;
  let projectId: string;
  const generator = recordingGenerator();

  beforeAll(async () => {
    t = await createTestApp({ services: { textGenerator: generator } });
    token = (await t.signUp('structure@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Site safety', purpose: 'Compliance Training' } })).json()).project.id;
    const form = new FormData();
    form.append('documents', new File([HANDBOOK_MD], 'safety.md'));
    form.append('documents', new File([(await handbookDocx()) as BlobPart], 'visitors.docx'));
    const res = await t.app.request(`/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => t.close());

  it('stores each document tree with the document, and keeps it out of the document list', async () => {
    const rows = await t.database.db
      .select({ filename: documents.filename, structure: documents.structure })
      .from(documents)
      .where(eq(documents.project_id, projectId));
    const md = rows.find((r) => r.filename === 'safety.md')?.structure as { nodes: { type: string }[] };
    expect(md.nodes.map((n) => n.type)).toEqual(['heading', 'heading', 'paragraph', 'heading', 'list']);
    const listed = await (await t.request(`/api/projects/${projectId}/documents`, { token })).json();
    expect(JSON.stringify(listed)).not.toMatch(/structure|nodes/);
    // The text everything else reads is as it was.
    const content = await (await t.request(`/api/projects/${projectId}/documents-content`, { token })).json();
    expect(content.documents[0]).toEqual({ filename: 'safety.md', text: HANDBOOK_MD });
  });

  it('hands the engine each document with its tree, ranges pointing into the text it also joins', async () => {
    const res = await t.request('/api/ai/outline', {
      token,
      body: { projectId, brief: 'Site safety for new staff', styleId: 'compliance-clarity', durationSeconds: 60 },
    });
    expect(res.status).toBe(200);
    const given = generator.seen.at(-1)!;
    expect(given.map((d) => d.text)).toEqual([HANDBOOK_MD, 'Visitors\nEvery visitor signs in at reception and wears a badge.']);
    const [md, docx] = given;
    const list = md!.tree!.nodes.find((n) => n.type === 'list')!;
    expect(sectionTitles(md!.tree!, list)).toEqual(['Site safety', 'First aid']);
    expect(md!.text.slice(list.start, list.end)).toBe('Kits hang by every door\n- Call 555 0100');
    expect(docx!.tree!.nodes.map((n) => [n.type, n.page])).toEqual([
      ['heading', 1],
      ['paragraph', 1],
    ]);
  });

  it('does not take documents from the request, and leaves out a stored tree that fails the schema', async () => {
    await t.database.db
      .update(documents)
      .set({ structure: { version: 99, nodes: 'broken' } })
      .where(eq(documents.filename, 'visitors.docx'));
    const slides = [{ id: 's1', title: 'Fire exits', description: 'Use the stairs', keyPoints: ['Use the stairs'], duration: 30, templateId: 'bullet-points' }];
    const res = await t.request('/api/ai/scripts', { token, body: { projectId, slides, documents: [{ text: 'injected' }] } });
    expect(res.status).toBe(200);
    const given = generator.seen.at(-1)!;
    expect(given.map((d) => d.text)).not.toContain('injected');
    expect(given.map((d) => d.tree !== undefined)).toEqual([true, false]);
  });
});

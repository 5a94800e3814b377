import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linesPdf } from '@lectern/ai/src/documents/testing/hostile-documents';
import { createTestDatabase, type Database } from '@lectern/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process';

/**
 * Issue "Hardening" 9: a server killed (SIGKILL) between the files of a multi-file upload leaves
 * nothing behind once it is started again: every stored document file has its row and every row
 * its file. Runs on the embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const backends = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const list = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe.each(backends)('a server killed mid-upload (%s)', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-upload-kill-'));
  let server: ServerProcess;
  let postgres: Database | undefined;
  let token: string;

  beforeAll(async () => {
    if (backend === 'postgres') postgres = await createTestDatabase();
    server = await startServerProcess({ dataDir, databaseUrl: postgres?.url, env: { WORKER: '0' } });
    token = (await server.signUp('crash@example.com')).token;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const documentsDir = (projectId: string) => join(dataDir, 'files', 'projects', projectId, 'documents');
  const rowIds = async (projectId: string) =>
    ((await (await server.request(`/api/projects/${projectId}/documents`, { token })).json()).documents as { id: string }[]).map((d) => d.id).sort();

  it('keeps no file without a row and no row without a file', async () => {
    // Long documents make the upload's transaction long, so the kill lands between its files.
    const files = [1, 2, 3].map((n) => new File([linesPdf(1_500, (p) => `Manual ${n}, page ${p}: keep the aisle clear.`) as BlobPart], `manual-${n}.pdf`));
    let killedMidway = false;
    for (let attempt = 1; attempt <= 3 && !killedMidway; attempt++) {
      const projectId = (await (await server.request('/api/projects', { token, body: { name: `Crash ${attempt}`, purpose: 'Other' } })).json()).project
        .id as string;
      const dir = documentsDir(projectId);
      // Kill the server as soon as the first document file (or its temporary file) appears.
      const kill = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (list(dir).length === 0) return;
          clearInterval(timer);
          void server.kill().then(resolve);
        }, 1);
      });
      const form = new FormData();
      for (const f of files) form.append('documents', f);
      const uploaded = fetch(`${server.url}/api/projects/${projectId}/documents`, {
        method: 'POST',
        body: form,
        headers: { Origin: server.url, Authorization: `Bearer ${token}` },
      }).then(
        (res) => res.status,
        () => 'connection lost' as const,
      );
      await kill;
      const outcome = await uploaded;
      await server.start();

      // The start-up sweep runs in the background: give it a little time, then check.
      let stored: string[] = [];
      let rows: string[] = [];
      for (let i = 0; i < 100; i++) {
        rows = await rowIds(projectId);
        stored = list(dir).sort();
        if (stored.join() === rows.join()) break;
        await sleep(200);
      }
      expect(stored, `files ${stored} vs rows ${rows} (${server.output().slice(-2000)})`).toEqual(rows);
      expect(stored.some((f) => f.endsWith('.tmp'))).toBe(false);
      // Nothing committed means the kill came between the files: the case this test is about.
      killedMidway = outcome === 'connection lost' && rows.length === 0;
    }
    expect(killedMidway).toBe(true);
  }, 600_000);
});

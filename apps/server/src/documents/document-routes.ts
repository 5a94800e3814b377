import { DOCUMENT_MESSAGES, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limits';
import { validationError } from '../http/errors';
import type { AppVariables } from '../http/session';
import { type DocumentDeps, deleteDocument, documentsContent, getDocumentText, listDocuments, uploadDocuments } from './document-use-cases';

/** Spec 001 §7 "Documents" (paths kept as in the spec, see DESIGN.md). */
export function documentRoutes(deps: DocumentDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .post(
      '/:id/documents',
      // Multipart overhead on top of the 10MB the spec allows; the sender reads the 413 (body-limits.ts).
      limitBody(MAX_DOCUMENTS_TOTAL_BYTES + 512 * 1024, DOCUMENT_MESSAGES.tooLarge),
      async (c) => {
        let form: Record<string, unknown>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw validationError('Please upload the files as multipart form data in the "documents" field');
        }
        const field = form.documents;
        const list = (Array.isArray(field) ? field : field ? [field] : []).filter((f): f is File => f instanceof File);
        const files = await Promise.all(list.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
        const result = await uploadDocuments(deps, c.get('user').id, c.req.param('id'), files);
        return c.json({ success: true, ...result });
      },
    )
    .get('/:id/documents', async (c) => c.json({ success: true, documents: await listDocuments(deps.db, c.get('user').id, c.req.param('id')) }))
    .delete('/:id/documents/:docId', async (c) => {
      await deleteDocument(deps, c.get('user').id, c.req.param('id'), c.req.param('docId'));
      return c.json({ success: true });
    })
    .get('/:id/documents/:docId/text', async (c) =>
      c.json({ success: true, text: await getDocumentText(deps.db, c.get('user').id, c.req.param('id'), c.req.param('docId')) }),
    )
    .get('/:id/documents-content', async (c) => c.json({ success: true, documents: await documentsContent(deps.db, c.get('user').id, c.req.param('id')) }));
}

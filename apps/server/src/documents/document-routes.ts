import { DOCUMENT_MESSAGES, MAX_DOCUMENTS_TOTAL_BYTES } from '@lectern/core';
import { Hono } from 'hono';
import { limitBody } from '../http/body-limits';
import { validationError } from '../http/errors';
import type { AppVariables } from '../http/session';
import { bodyBytes } from './body-bytes';
import { type DocumentDeps, deleteDocument, documentsContent, getDocumentText, listDocuments, uploadDocuments } from './document-use-cases';
import { MultipartError, type MultipartFile, multipartBoundary, multipartFiles } from './multipart-files';

/** Spec 001 §7 "Documents" (paths kept as in the spec, see DESIGN.md). */
export function documentRoutes(deps: DocumentDeps) {
  return new Hono<{ Variables: AppVariables }>()
    .post(
      '/:id/documents',
      // Multipart overhead on top of the 10MB the spec allows; the sender reads the 413 (body-limits.ts).
      limitBody(MAX_DOCUMENTS_TOTAL_BYTES + 512 * 1024, DOCUMENT_MESSAGES.tooLarge),
      async (c) => {
        // Read here rather than with parseBody (decision 211): the files stay views of the body.
        const boundary = multipartBoundary(c.req.header('content-type'));
        let files: MultipartFile[];
        try {
          if (!boundary) throw new MultipartError('not multipart/form-data');
          files = multipartFiles(await bodyBytes(c.req.raw.body), boundary, 'documents');
        } catch {
          throw validationError('Please upload the files as multipart form data in the "documents" field');
        }
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

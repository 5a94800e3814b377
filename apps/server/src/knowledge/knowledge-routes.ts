import { conversationalModeSchema, searchRequestSchema, suggestionQuerySchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { getConversationalMode, ownProjectSuggestions, regenerateEmbeddings, searchOwnProject, setConversationalMode } from './knowledge-use-cases';

/** Spec 000 §7 chat-mode routes (paths kept as in the spec, see DESIGN.md); mounted under /api/projects. */
export function knowledgeRoutes(db: Db) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/:id/conversational-mode', async (c) => c.json(await getConversationalMode(db, c.get('user').id, c.req.param('id'))))
    .post('/:id/conversational-mode', validate('json', conversationalModeSchema), async (c) =>
      c.json(await setConversationalMode(db, c.get('user').id, c.req.param('id'), c.req.valid('json').enabled)),
    )
    .post('/:id/regenerate-embeddings', async (c) => c.json(await regenerateEmbeddings(db, c.get('user').id, c.req.param('id'))))
    .post('/:id/search', validate('json', searchRequestSchema), async (c) => {
      const { query, limit, threshold } = c.req.valid('json');
      return c.json({ results: await searchOwnProject(db, c.get('user').id, c.req.param('id'), query, { limit, threshold }) });
    })
    .get('/:id/search-suggestions', validate('query', suggestionQuerySchema), async (c) =>
      c.json({ suggestions: await ownProjectSuggestions(db, c.get('user').id, c.req.param('id'), c.req.valid('query').limit) }),
    );
}

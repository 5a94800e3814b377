import { createProjectSchema, updateProjectSchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './project-use-cases';

export function projectRoutes(db: Db) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/', async (c) => c.json({ projects: await listProjects(db, c.get('user').id) }))
    .post('/', validate('json', createProjectSchema), async (c) => c.json({ project: await createProject(db, c.get('user').id, c.req.valid('json')) }, 201))
    .get('/:id', async (c) => c.json({ project: await getProject(db, c.get('user').id, c.req.param('id')) }))
    .patch('/:id', validate('json', updateProjectSchema), async (c) =>
      c.json({ project: await updateProject(db, c.get('user').id, c.req.param('id'), c.req.valid('json')) }),
    )
    .delete('/:id', async (c) => {
      await deleteProject(db, c.get('user').id, c.req.param('id'));
      return c.json({ success: true });
    });
}

import { profileUpdateSchema } from '@lectern/core';
import type { Db } from '@lectern/db';
import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';
import { getOrCreateProfile, updateProfile } from './profile-use-cases';

export function profileRoutes(db: Db) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/', async (c) => c.json({ profile: await getOrCreateProfile(db, c.get('user')) }))
    .put('/', validate('json', profileUpdateSchema), async (c) => c.json({ profile: await updateProfile(db, c.get('user'), c.req.valid('json')) }));
}

import { AVATARS, type Avatar, findAvatar, NEUTRAL_POSE } from '@lectern/core';
import { portraitFrame } from '@lectern/slides';
import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../http/errors';
import type { AppVariables } from '../http/session';
import { validate } from '../http/validate';

/** Portrait size: the presenter box's 9:10 shape, sharp on the picker's cards at 2× density. */
export const PORTRAIT_SIZE = { width: 360, height: 400 } as const;

const params = z.object({ id: z.string() });

/** What the picker lists: the catalogue without the drawing instructions. */
const listed = ({ look: _look, ...avatar }: Avatar) => avatar;

/**
 * GET /api/avatars: the presenters (spec 001 §3 "Avatar"). GET /api/avatars/:id/portrait.png:
 * the offline presenter drawn by the shared renderer (decision 135), so the picker shows the
 * drawing the video uses. Portraits never change for a release: drawn once per process, cached
 * by browsers for a day.
 */
export function avatarRoutes(render?: (avatar: Avatar) => Promise<Uint8Array>) {
  const draw =
    render ??
    (async (avatar: Avatar) => {
      const { renderPresenterPng } = await import('@lectern/slides/node');
      return new Uint8Array(await renderPresenterPng(avatar, PORTRAIT_SIZE, NEUTRAL_POSE, portraitFrame(PORTRAIT_SIZE)));
    });
  const portraits = new Map<string, Promise<Uint8Array>>();
  return new Hono<{ Variables: AppVariables }>()
    .get('/', (c) => c.json({ avatars: AVATARS.map(listed) }))
    .get('/:id/portrait.png', validate('param', params), async (c) => {
      const avatar = findAvatar(c.req.valid('param').id);
      if (!avatar) throw notFound('Avatar not found');
      let portrait = portraits.get(avatar.id);
      if (!portrait) {
        portrait = draw(avatar);
        portraits.set(avatar.id, portrait);
        portrait.catch(() => portraits.delete(avatar.id));
      }
      const bytes = await portrait;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
    });
}

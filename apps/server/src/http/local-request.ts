import type { Context } from 'hono';

/** The TCP peer of a request served by @hono/node-server; undefined elsewhere. */
export const socketAddressOf = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

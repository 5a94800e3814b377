import { type Db, desc, devMailbox } from '@lectern/db';
import { type Context, Hono } from 'hono';
import type { Auth } from '../auth/create-auth';
import { escapeHtml } from '../http/escape-html';
import { isMailboxKey } from './dev-mailbox-key';

const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const MAILBOX_REFUSED =
  'The developer mailbox opens with the link printed in the server log when Lectern starts (it carries the mailbox key), or for a signed-in administrator. Every message is also printed in the server log.';

/** Where a reader presents the key: the link's `?key=`, or this header for scripts. */
export const MAILBOX_KEY_HEADER = 'X-Mailbox-Key';

/**
 * Who may read the mailbox: it holds confirmation and password-reset links, so reading it is
 * taking over accounts. A signed-in administrator, or whoever presents the mailbox key, which
 * only the server log shows (decision 152) — the log prints every message anyway, so the key
 * opens nothing its reader could not already see. Where the connection comes from decides
 * nothing: a reverse proxy on the same machine connects from loopback too, with or without
 * forwarding headers.
 */
async function mayRead(c: Context, auth: Auth, key: string): Promise<boolean> {
  if (isMailboxKey(c.req.query('key') ?? c.req.header(MAILBOX_KEY_HEADER), key)) return true;
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  return (session?.user as { isAdmin?: boolean } | undefined)?.isAdmin === true;
}

/**
 * /dev/mailbox: the messages the server would have sent, newest first. Mounted only when no
 * SMTP server is configured; answers only the holder of the mailbox key or an administrator.
 */
export function devMailboxRoutes(db: Db, auth: Auth, key: string) {
  const latest = () => db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(50);
  return new Hono()
    .get('/api/dev/mailbox', async (c) => {
      if (!(await mayRead(c, auth, key))) return c.json({ error: MAILBOX_REFUSED }, 403);
      return c.json({ messages: await latest() });
    })
    .get('/dev/mailbox', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (!(await mayRead(c, auth, key))) return c.html(page(`<p>${escapeHtml(MAILBOX_REFUSED)}</p>`), 403);
      const items = (await latest())
        .map(
          (m) =>
            `<article><header><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to_address)}</strong> · ${m.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC</p></header><pre>${linkify(m.text_body)}</pre></article>`,
        )
        .join('');
      return c.html(
        page(
          `<p>No SMTP server is configured (set <code>SMTP_URL</code>), so Lectern keeps its e-mail here. Newest first.</p>${items || '<p><em>No messages yet.</em></p>'}`,
        ),
      );
    });
}

const page = (
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>Developer mailbox · Lectern</title>
<style>body{font-family:Inter,system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:24px}main{max-width:760px;margin:auto}h1{font-size:22px}article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px 20px;margin:16px 0}h2{font-size:16px;margin:0}header p{color:#64748b;font-size:13px;margin:4px 0 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.6 Inter,system-ui,sans-serif}a{color:#4338ca}</style></head>
<body><main><h1>Developer mailbox</h1>${body}</main></body></html>`;

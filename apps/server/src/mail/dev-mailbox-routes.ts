import { escapeHtml } from '../http/escape-html';
import { type Db, desc, devMailbox } from '@lectern/db';
import { Hono } from 'hono';

const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * /dev/mailbox: the messages the server would have sent, newest first. Mounted only when no
 * SMTP server is configured, so it never exposes mail on a real installation.
 */
export function devMailboxRoutes(db: Db) {
  return new Hono()
    .get('/api/dev/mailbox', async (c) => {
      const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(50);
      return c.json({ messages: rows });
    })
    .get('/dev/mailbox', async (c) => {
      const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(50);
      const items = rows
        .map(
          (m) =>
            `<article><header><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.to_address)}</strong> · ${m.created_at.toISOString().replace('T', ' ').slice(0, 19)} UTC</p></header><pre>${linkify(m.text_body)}</pre></article>`,
        )
        .join('');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Developer mailbox · Lectern</title>
<style>body{font-family:Inter,system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:24px}main{max-width:760px;margin:auto}h1{font-size:22px}article{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px 20px;margin:16px 0}h2{font-size:16px;margin:0}header p{color:#64748b;font-size:13px;margin:4px 0 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.6 Inter,system-ui,sans-serif}a{color:#4338ca}</style></head>
<body><main><h1>Developer mailbox</h1><p>No SMTP server is configured (set <code>SMTP_URL</code>), so Lectern keeps its e-mail here. Newest first.</p>${items || '<p><em>No messages yet.</em></p>'}</main></body></html>`);
    });
}

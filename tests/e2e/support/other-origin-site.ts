import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.xml': 'application/xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

export type SiteEntry = { file: string } | { text: string; type?: string };

/**
 * A small web site on its own origin (http://localhost:<port>, while Lectern runs on 127.0.0.1):
 * the "LMS" or the "blog" that embeds Lectern. Files are served with their type and HTTP Range,
 * as a real web server would, so videos play and seek.
 */
export async function startOtherOriginSite(entries: Record<string, SiteEntry>): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const entry = entries[path];
    if (!entry) {
      res.writeHead(404).end('not found');
      return;
    }
    if ('text' in entry) {
      res.writeHead(200, { 'Content-Type': entry.type ?? TYPES[extname(path)] ?? 'text/plain' }).end(entry.text);
      return;
    }
    const size = statSync(entry.file).size;
    const type = TYPES[extname(entry.file)] ?? 'application/octet-stream';
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      res.writeHead(206, {
        'Content-Type': type,
        'Content-Length': end - start + 1,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Accept-Ranges': 'bytes',
      });
      createReadStream(entry.file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': size, 'Accept-Ranges': 'bytes' });
    createReadStream(entry.file).pipe(res);
  });
  // Every local address: Chromium may reach "localhost" over IPv6 or IPv4.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

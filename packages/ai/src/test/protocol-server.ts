import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// biome-ignore lint/suspicious/noExplicitAny: request bodies are free-form JSON in these protocol fakes
export type Body = any;
export type Handler = (body: Body, req: IncomingMessage, res: ServerResponse) => void;

/**
 * A local HTTP server for contract tests: `handler` answers each request; `requests` keeps what
 * arrived. Requests that get no answer are ended on close.
 */
export async function startProtocolServer() {
  const state = {
    handler: ((_b, _q, res) => res.end()) as Handler,
    requests: [] as { method: string; url: string; headers: IncomingMessage['headers']; body: Body }[],
  };
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: Body = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // keep the raw text
      }
      state.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      state.handler(body, req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        for (const res of open) res.destroy();
        server.close(() => r());
      }),
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

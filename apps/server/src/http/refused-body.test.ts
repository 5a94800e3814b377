import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { DOCUMENT_MESSAGES, MUSIC_MESSAGES, MUSIC_UPLOAD_MAX_BYTES, REQUEST_BODY_MAX_BYTES, REQUEST_TOO_LARGE } from '@lectern/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../assets/image-sniff';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { REFUSED_BODY_DRAIN_BYTES } from './body-limits';

const MB = 1024 * 1024;
const CHUNK = 256 * 1024;

/**
 * Sends a request the way a browser uploads: the whole body first, reading nothing until it is
 * sent, with one pause midway as a slow network makes (longer than the Node server waits for a
 * body nobody reads), then reads the answer. A server that closes the connection while the body
 * is still coming makes this end in a reset, the browser's "network error".
 */
function sendLikeABrowser(port: number, path: string, headers: Record<string, string>, size: number, chunked: boolean, pauseMs = 1_000) {
  return new Promise<{ raw: string; error?: string }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let raw = '';
    let error: string | undefined;
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => resolve({ raw, error }));
    const head = Object.entries({ ...headers, ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(size) }) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${head}\r\n`);
    const piece = Buffer.alloc(CHUNK, 97);
    const frame = chunked ? Buffer.concat([Buffer.from(`${CHUNK.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    let sent = 0;
    let paused = false;
    const send = () => {
      while (sent < size && !socket.destroyed) {
        if (!paused && sent >= size / 2) {
          paused = true;
          setTimeout(send, pauseMs);
          return;
        }
        sent += CHUNK;
        if (!socket.write(frame)) return void socket.once('drain', send);
      }
      if (socket.destroyed) return;
      if (chunked) socket.write('0\r\n\r\n');
      socket.on('data', (d) => (raw += d.toString('latin1')));
      socket.resume();
    };
    send();
  });
}

function answerOf(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
}

describe('a body over its limit (issue 19 item 9)', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  let token: string;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.signUp('uploader@example.com')).token;
    projectId = (await (await t.request('/api/projects', { token, body: { name: 'Uploads', purpose: 'Other' } })).json()).project.id;
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const auth = () => ({ Origin: TEST_ORIGIN, Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=lectern' });
  const routes = () => [
    { what: 'documents', path: `/api/projects/${projectId}/documents`, size: 11 * MB, message: DOCUMENT_MESSAGES.tooLarge },
    { what: 'an image or logo', path: `/api/projects/${projectId}/assets`, size: IMAGE_LIMITS.maxBytes + MB, message: IMAGE_MESSAGES.tooLarge },
    { what: 'music', path: `/api/projects/${projectId}/music`, size: MUSIC_UPLOAD_MAX_BYTES + MB, message: MUSIC_MESSAGES.tooLarge },
    { what: 'any other request', path: '/api/ai/analyze', size: REQUEST_BODY_MAX_BYTES + MB, message: REQUEST_TOO_LARGE },
  ];

  for (const chunked of [false, true]) {
    it(`answers an upload over the limit with the spec's 413 message the sender reads, not a reset (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      for (const route of routes()) {
        const { raw, error } = await sendLikeABrowser(port, route.path, auth(), route.size, chunked);
        const answer = answerOf(raw);
        expect({ what: route.what, status: answer.status, error }).toEqual({ what: route.what, status: 413, error: undefined });
        expect(JSON.parse(answer.body)).toEqual({ error: route.message });
      }
    }, 120_000);
  }

  it('answers at once, closing the connection, a body that says it is larger than the server reads to refuse', async () => {
    const socket = connect(port, '127.0.0.1');
    const raw = await new Promise<string>((resolve) => {
      let got = '';
      socket.on('data', (d) => (got += d.toString('latin1')));
      socket.on('close', () => resolve(got));
      socket.on('error', () => undefined);
      const head = Object.entries({ ...auth(), 'Content-Length': String(REFUSED_BODY_DRAIN_BYTES + 1) })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`POST /api/projects/${projectId}/documents HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${head}\r\n`);
      socket.write(Buffer.alloc(CHUNK, 97));
    });
    const answer = answerOf(raw);
    expect(answer.status).toBe(413);
    expect(answer.head).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ error: DOCUMENT_MESSAGES.tooLarge });
  });

  it('still takes an upload within the limit on the same rule', async () => {
    const form = new FormData();
    form.append('documents', new File(['Within the limit.'], 'small.txt'));
    const res = await fetch(`http://127.0.0.1:${port}/api/projects/${projectId}/documents`, {
      method: 'POST',
      body: form,
      headers: { Origin: TEST_ORIGIN, Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });
});

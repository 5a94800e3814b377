import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { inMemoryBody } from './in-memory-body';

describe('the body of an answer made in memory', () => {
  const PlatformResponse = globalThis.Response;
  // The Node server puts its lightweight Response in place of the global one, as serve() does.
  getRequestListener(() => new Response());
  const ServerResponse = globalThis.Response;

  it('is read from the Node server’s lightweight answer without building a stream', () => {
    expect(ServerResponse).not.toBe(PlatformResponse);
    const json = new ServerResponse('{"projects":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    expect(inMemoryBody(json)).toBe('{"projects":[]}');
    const bytes = new Uint8Array([1, 2, 3]);
    expect(inMemoryBody(new ServerResponse(bytes, { status: 201 }))).toBe(bytes);
    expect(inMemoryBody(new ServerResponse(null, { status: 204 }))).toBeNull();
  });

  it('is unknown for streams, for answers already read and for the platform’s Response', async () => {
    const stream = new ReadableStream<Uint8Array>({ start: (c) => c.close() });
    expect(inMemoryBody(new ServerResponse(stream))).toBeUndefined();
    const read = new ServerResponse('{"a":1}');
    expect(await read.text()).toBe('{"a":1}');
    expect(inMemoryBody(read)).toBeUndefined();
    expect(inMemoryBody(new PlatformResponse('{"a":1}'))).toBeUndefined();
  });
});

/**
 * The body of an answer made in memory, read without building a stream: the Node server
 * (@hono/node-server) answers with a lightweight Response that keeps `[status, body, headers]`
 * under a symbol described "cache" until something reads its body, and reading `body` or
 * `arrayBuffer()` would build the full Fetch Response, a ReadableStream and its transfer hooks
 * for every answer (docs/decisions/148). Null for an answer without a body; undefined when the
 * answer is not such a lightweight one (the platform's Response, a stream, a file): read it the
 * usual way then.
 */
export function inMemoryBody(res: Response): string | Uint8Array | null | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== 'cache') continue;
    const cache: unknown = (res as unknown as Record<symbol, unknown>)[key];
    if (!Array.isArray(cache) || cache.length !== 3 || cache[0] !== res.status) return undefined;
    const body: unknown = cache[1];
    return body === null || typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
  }
  return undefined;
}

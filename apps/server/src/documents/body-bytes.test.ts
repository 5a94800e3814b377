import { describe, expect, it } from 'vitest';
import { bodyBytes } from './body-bytes';

const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

describe('a request body put together', () => {
  it('keeps every byte in order across chunks of any size, and a single chunk as it is', async () => {
    const chunks = [3, 2_500_000, 0, 1, 1_048_576, 700_001].map((n, k) => new Uint8Array(n).map((_, i) => (i * 31 + k) % 256));
    const bytes = await bodyBytes(streamOf(chunks));
    expect(Buffer.from(bytes).equals(Buffer.concat(chunks))).toBe(true);
    const one = new Uint8Array([1, 2, 3]);
    expect(await bodyBytes(streamOf([one]))).toBe(one);
    expect(await bodyBytes(null)).toEqual(new Uint8Array(0));
  });

  it('lets the event loop in while megabytes are copied', async () => {
    let turns = 0;
    const count = () => {
      turns += 1;
      if (turns < 100) setImmediate(count);
    };
    setImmediate(count);
    await bodyBytes(streamOf([new Uint8Array(3 * 1024 * 1024), new Uint8Array(2 * 1024 * 1024)]));
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});

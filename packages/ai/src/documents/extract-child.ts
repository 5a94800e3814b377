import { DocumentExtractionError } from './document-errors';
import { extractDocument } from './extract-document';

/**
 * The document reader's side of extract-isolated.ts: one job per process. It receives the job over
 * IPC and the file's bytes on stdin (a pipe takes them without the server copying them, decision
 * 211), answers with the pages or an error code, and exits; the parent enforces the time and
 * memory limits by killing it. It also leaves on its own when the server is gone (disconnect) or
 * when it outlives the time limit, so a crashed server leaves no reader behind.
 */
type Job = { filename: string; timeLimitMs: number };

const send = (message: unknown) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

async function stdinBytes(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

process.on('disconnect', () => process.exit(0));

process.once('message', async (job: Job) => {
  setTimeout(() => process.exit(3), job.timeLimitMs + 5_000).unref();
  let reply: unknown;
  try {
    const document = await extractDocument(await stdinBytes(), String(job.filename));
    reply = { ok: true, document };
  } catch (error) {
    reply = { ok: false, code: error instanceof DocumentExtractionError ? error.code : 'reader-failed' };
  }
  await send(reply);
  process.exit(0);
});

void send({ ready: true });

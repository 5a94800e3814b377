import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DOCUMENT_ERROR_MESSAGES, type DocumentErrorCode, DocumentExtractionError } from './document-errors';
import { DOCUMENT_LIMITS } from './document-limits';
import { type ExtractedDocument, parseExtractedDocument } from './extracted-document';

const CHILD = fileURLToPath(new URL('./extract-child.mjs', import.meta.url));
/** Loading the reader (tsx, PDF.js) on a busy machine; past this the reader counts as broken. */
const START_TIMEOUT_MS = 60_000;
const MEMORY_POLL_MS = 50;

export interface IsolationLimits {
  timeLimitMs: number;
  memoryCeilingMb: number;
}

const replySchema = z.union([
  z.object({ ready: z.literal(true) }),
  // The document is checked a slice at a time (parseExtractedDocument), not here in one go.
  z.object({ ok: z.literal(true), document: z.unknown() }),
  z.object({ ok: z.literal(false), code: z.string() }),
]);

/**
 * Documents read at once in this process; the rest wait in order (DOCUMENT_LIMITS.concurrency).
 * The line is bounded too, since every waiting document holds its bytes in memory.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly size: number,
    private readonly maxWaiting: number,
  ) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      if (this.waiting.length >= this.maxWaiting) throw new DocumentExtractionError('busy');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
const slots = new Slots(DOCUMENT_LIMITS.concurrency, DOCUMENT_LIMITS.maxWaiting);

/** Resident memory of a process in MB, from /proc (Linux); undefined where there is no /proc. */
async function residentMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * Reads a document in a separate process (docs/decisions/100), so no upload can stall or exhaust
 * the server: the reader gets a V8 heap ceiling, is killed when its resident memory passes
 * `memoryCeilingMb` or when it runs past `timeLimitMs`, and all its memory goes back to the system
 * when it exits. Same result as extractDocument; throws only DocumentExtractionError.
 */
export function extractDocumentIsolated(bytes: Uint8Array, filename: string, limits: Partial<IsolationLimits> = {}): Promise<ExtractedDocument> {
  const { timeLimitMs, memoryCeilingMb } = { ...DOCUMENT_LIMITS, ...limits };
  return slots.run(() => runReader(bytes, filename, timeLimitMs, memoryCeilingMb));
}

function runReader(bytes: Uint8Array, filename: string, timeLimitMs: number, memoryCeilingMb: number): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = fork(CHILD, [], {
        // The heap ceiling sits below the resident-memory ceiling, so most runaway reads end in
        // V8's own heap-limit abort; the memory watch catches buffers outside the heap.
        execArgv: [`--max-old-space-size=${Math.max(32, memoryCeilingMb - 64)}`, '--max-semi-space-size=16'],
        serialization: 'advanced',
        stdio: ['pipe', 'ignore', 'pipe', 'ipc'],
      });
    } catch {
      reject(new DocumentExtractionError('reader-failed'));
      return;
    }
    let settled = false;
    let answered = false;
    let stoppedFor: DocumentErrorCode | undefined;
    let stderr = '';
    const timers: NodeJS.Timeout[] = [];
    let startTimer: NodeJS.Timeout | undefined;
    const stop = (code: DocumentErrorCode) => {
      if (stoppedFor || settled) return;
      stoppedFor = code;
      child.kill('SIGKILL');
    };
    const finish = (result: ExtractedDocument | DocumentErrorCode) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (typeof result === 'string') reject(new DocumentExtractionError(result));
      else resolve(result);
    };
    const watchMemory = async () => {
      if (settled || answered || stoppedFor || child.pid === undefined) return;
      const mb = await residentMb(child.pid);
      if (mb !== undefined && mb > memoryCeilingMb) return stop('too-much-memory');
      timers.push(setTimeout(watchMemory, MEMORY_POLL_MS));
    };

    // A reader that is gone before it took every byte ends the pipe with EPIPE; its exit says why.
    child.stdin?.on('error', () => undefined);
    child.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < 8192) stderr += d.toString();
    });
    startTimer = setTimeout(() => stop('reader-failed'), START_TIMEOUT_MS);
    timers.push(startTimer);
    void watchMemory();
    child.on('message', (raw) => {
      const message = replySchema.safeParse(raw);
      if (!message.success) return stop('reader-failed');
      const reply = message.data;
      if ('ready' in reply) {
        clearTimeout(startTimer);
        timers.push(setTimeout(() => stop('too-slow'), timeLimitMs));
        child.send({ filename, timeLimitMs }, (error) => error && stop('reader-failed'));
        // The bytes go through a pipe, written from where they are: sent over IPC they were
        // serialized, a copy of the whole file made on this thread (decision 211).
        child.stdin?.end(bytes);
      } else if (reply.ok) {
        // The reader has answered: its exit and limits no longer decide while the answer is checked.
        answered = true;
        for (const t of timers) clearTimeout(t);
        void parseExtractedDocument(reply.document).then((document) => finish(document ?? 'reader-failed'));
      } else finish(Object.hasOwn(DOCUMENT_ERROR_MESSAGES, reply.code) ? (reply.code as DocumentErrorCode) : 'reader-failed');
    });
    // A process that could not start (no memory, too many processes) never sends 'exit'.
    child.on('error', () => (child.pid === undefined ? finish('reader-failed') : stop('reader-failed')));
    child.on('exit', (code, signal) => {
      if (settled || answered) return;
      // V8 aborts the process when its heap ceiling is reached ("Reached heap limit").
      const outOfHeap = signal === 'SIGABRT' || code === 134 || /heap limit|out of memory/i.test(stderr);
      finish(stoppedFor ?? (outOfHeap ? 'too-much-memory' : 'reader-failed'));
    });
  });
}

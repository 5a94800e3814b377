/**
 * Error text that is safe to log: the failing statement and the database's reason, never the
 * parameter values. drizzle's DrizzleQueryError puts every parameter into its message
 * ("Failed query: … params: …"), and a parameter can be megabytes of what a caller sent, or a
 * password hash; the database's own message can quote a value too ('invalid input syntax for
 * type uuid: "…"'), so quoted values after a colon are left out of it.
 */
export function safeErrorText(err: unknown, depth = 0, fromQuery = false): string {
  if (!(err instanceof Error)) return clip(fromQuery ? withoutValues(String(err)) : String(err));
  const query = (err as { query?: unknown }).query;
  const isQueryError = typeof query === 'string' && 'params' in err;
  const cause = (err as { cause?: unknown }).cause;
  // drizzle's message lists the parameters; a driver's (pg, PGlite) is the database's reason.
  const message =
    isQueryError && err.message.startsWith('Failed query:') ? `failed query: ${query}` : fromQuery || isQueryError ? withoutValues(err.message) : err.message;
  const stack = (err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5)
    .join('\n');
  const reason = cause !== undefined && depth < 3 ? `\n  caused by ${safeErrorText(cause, depth + 1, fromQuery || isQueryError)}` : '';
  return `${err.name}: ${clip(message)}${stack ? `\n${stack}` : ''}${reason}`;
}

/** Log arguments with every Error made safe and long strings cut. */
export const safeLogArgs = (args: unknown[]): unknown[] =>
  args.map((a) => (a instanceof Error ? safeErrorText(a) : typeof a === 'string' ? clip(withoutParams(a)) : a));

/**
 * Every console line of the process goes through safeLogArgs, so a message built by hand from a
 * query error (`${err.message}` carries drizzle's "params: …" line) cannot leak values either.
 */
export function installSafeConsole(target: Pick<Console, 'log' | 'info' | 'warn' | 'error'> = console) {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const write = target[level].bind(target);
    target[level] = (...args: unknown[]) => write(...safeLogArgs(args));
  }
}

/**
 * What a person may read of a failure (a render's error): a query error says only that the
 * server failed, since its text is SQL and values; any other message is cut to a readable length.
 */
export function userFacingErrorText(err: unknown, fallback: string): string {
  if (!(err instanceof Error)) return fallback;
  const query = (err as { query?: unknown }).query;
  if ((typeof query === 'string' && 'params' in err) || /^Failed query:/.test(err.message)) return fallback;
  const text = withoutParams(err.message).trim();
  return text ? (text.length > 300 ? `${text.slice(0, 300)}…` : text) : fallback;
}

/** drizzle ends a failed query's message with "params: v1,v2,…": the values never leave. */
const withoutParams = (text: string) => text.replace(/\bparams: [\s\S]*$/, 'params: (not shown)');

const withoutValues = (text: string) => text.replace(/(:\s*)"(?:[^"\\]|\\.)*"/g, '$1"…"').replace(/\)=\(.*?\)/g, ')=(…)');

const MAX_LOGGED_CHARS = 2000;
const clip = (text: string) => (text.length > MAX_LOGGED_CHARS ? `${text.slice(0, MAX_LOGGED_CHARS)}… (${text.length} characters)` : text);

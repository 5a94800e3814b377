import type { z } from 'zod';

/** The first message per field of a failed zod parse, for showing under each input. */
export function fieldErrors<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const out: Partial<Record<T, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as T;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

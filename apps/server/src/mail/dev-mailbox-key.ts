import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The developer mailbox's key (decision 152): what an anonymous reader must present, printed in
 * the server log at start. DEV_MAILBOX_KEY when set; otherwise derived from the installation's
 * secret, so every process of an installation agrees on it and a restart keeps the printed link
 * working, while the secret itself never reaches the log.
 */
export function devMailboxKey(secret: string, configured?: string): string {
  if (configured) return configured;
  return createHmac('sha256', secret).update('lectern developer mailbox').digest('base64url').slice(0, 32);
}

/** Compares in constant time, so the key cannot be guessed a character at a time. */
export function isMailboxKey(given: string | null | undefined, key: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link the start-up log prints: the mailbox page with its key. */
export const devMailboxLink = (origin: string, key: string) => `${origin}/dev/mailbox?key=${encodeURIComponent(key)}`;

import type { Mailer } from '../mail/mailer';

export type MailerState = 'ok' | 'error';

/** How long a mailer check stays current: the mail server hears from the probe at most this often. */
export const MAILER_CHECK_EVERY_MS = 60_000;

/** How long the very first probe waits for the first check before answering "error". */
const FIRST_CHECK_WAIT_MS = 5_000;

/**
 * The mailer's state for /api/health without touching the mail server per request: a load
 * balancer probes every few seconds, and an SMTP handshake (transport.verify()) per probe both
 * slows the probe and hammers the mail server. The first probe waits for one check (bounded);
 * later probes answer the last result at once and, once it is older than `everyMs`, start one
 * background re-check (never two at a time). No timer is left running, so nothing keeps the
 * process alive.
 */
export function mailerStatus(mailer: Pick<Mailer, 'check'>, everyMs = MAILER_CHECK_EVERY_MS, now: () => number = Date.now) {
  let last: { state: MailerState; at: number } | null = null;
  let running: Promise<MailerState> | null = null;

  const refresh = (): Promise<MailerState> => {
    running ??= mailer
      .check()
      .catch((): MailerState => 'error')
      .then((state) => {
        last = { state, at: now() };
        running = null;
        return state;
      });
    return running;
  };

  return async function current(): Promise<MailerState> {
    if (!last) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<MailerState>((resolve) => {
        timer = setTimeout(() => resolve('error'), FIRST_CHECK_WAIT_MS);
        timer.unref?.();
      });
      try {
        return await Promise.race([refresh(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    }
    if (now() - last.at >= everyMs) void refresh();
    return last.state;
  };
}

import { type Db, devMailbox } from '@lectern/db';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  /** For /api/health: can mail be handed over right now? */
  check(): Promise<'ok' | 'error'>;
}

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    async check() {
      try {
        await transport.verify();
        return 'ok';
      } catch {
        return 'error';
      }
    },
  };
}

/**
 * Without SMTP, mail lands in the database for the /dev/mailbox page and in the server log,
 * so a person trying Lectern on a laptop can still confirm an address.
 */
export function createDevMailbox(db: Db, log: (line: string) => void = console.log): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(m) {
      await db.insert(devMailbox).values({ to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html });
      log(`mail to ${m.to}: ${m.subject}\n${m.text}`);
    },
    async check() {
      return 'ok';
    },
  };
}

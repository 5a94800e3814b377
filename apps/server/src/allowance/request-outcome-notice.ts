import { type AllowanceRequest, formatMinuteNumber, videoTypeLabel } from '@lectern/core';
import { type Db, rows, sql } from '@lectern/db';
import { safeErrorText } from '../http/safe-log';
import { requestResolvedMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';

export interface OutcomeNoticeDeps {
  db: Db;
  mailer: Mailer;
  /** The address people open Lectern at; the mail links to {publicUrl}/profile. */
  publicUrl: string;
}

/**
 * E-mails the requester the outcome of their request once it is resolved. The resolution is
 * already committed: a mail that cannot be sent is logged, never turned into a failed approval
 * (the outcome also waits on the dashboard and profile).
 */
export async function notifyRequester({ db, mailer, publicUrl }: OutcomeNoticeDeps, request: AllowanceRequest): Promise<void> {
  if (request.status === 'pending') return;
  try {
    const [user] = await rows<{ email: string; name: string; username: string | null }>(
      db,
      sql`SELECT u.email, u.name, p.username FROM users u LEFT JOIN user_profiles p ON p.id = u.id WHERE u.id = ${request.user_id}`,
    );
    if (!user) return;
    const mail = requestResolvedMail(
      user.email,
      user.username?.trim() || user.name,
      {
        status: request.status,
        kindLabel: videoTypeLabel(request.video_type),
        requestedMinutes: formatMinuteNumber(request.requested_minutes),
        grantedMinutes: request.granted_minutes === null ? undefined : formatMinuteNumber(request.granted_minutes),
        denialReason: request.admin_response ?? undefined,
      },
      new URL('/profile', publicUrl).toString(),
    );
    await mailer.send(mail);
  } catch (err) {
    console.error(`could not send the outcome of allowance request ${request.id}: ${safeErrorText(err)}`);
  }
}

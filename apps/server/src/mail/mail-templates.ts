import { minutesText } from '@lectern/core';
import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from './mailer';

function layout(heading: string, intro: string, action: string, url: string, outro: string) {
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:Inter,Segoe UI,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border:1px solid #e2e8f0;border-radius:14px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4338ca">Lectern</p>
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 24px;line-height:1.6;color:#475569">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4338ca;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#64748b">Or paste this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(url)}" style="color:#4338ca">${escapeHtml(url)}</a></p>
<p style="margin:0;font-size:13px;color:#64748b">${escapeHtml(outro)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function confirmationMail(to: string, name: string, url: string): MailMessage {
  const intro = `Hi ${name || 'there'}, thanks for signing up for Lectern. Confirm your email address to start turning your documents into narrated videos.`;
  const outro = "If you didn't create a Lectern account, you can ignore this email.";
  return {
    to,
    subject: 'Confirm your Lectern account',
    text: `${intro}\n\nConfirm your email: ${url}\n\n${outro}\n`,
    html: layout('Confirm your email address', intro, 'Confirm Email', url, outro),
  };
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  const intro = `Hi ${name || 'there'}, we received a request to reset the password for your Lectern account. The link works once and expires in one hour.`;
  const outro = "If you didn't ask for a new password, ignore this email: your password stays the same.";
  return {
    to,
    subject: 'Reset your Lectern password',
    text: `${intro}\n\nChoose a new password: ${url}\n\n${outro}\n`,
    html: layout('Reset your password', intro, 'Choose a New Password', url, outro),
  };
}

/**
 * Sign-up with an address that already has an account: the API answers like a normal sign-up
 * (so nobody can probe which addresses are registered), and the owner learns what happened here.
 */
export function existingAccountMail(to: string, name: string, signInUrl: string): MailMessage {
  const intro = `Hi ${name || 'there'}, someone tried to create a new Lectern account with this email address, which already has one. If that was you, sign in instead. Forgot your password? Use "Forgot password" on the sign-in page.`;
  const outro = "If it wasn't you, you can ignore this email: nothing about your account has changed.";
  return {
    to,
    subject: 'You already have a Lectern account',
    text: `${intro}\n\nSign in: ${signInUrl}\n\n${outro}\n`,
    html: layout('You already have an account', intro, 'Sign In', signInUrl, outro),
  };
}

export interface ResolvedRequestMail {
  status: 'approved' | 'denied';
  /** e.g. "non-avatar"; the kind the person asked for. */
  kindLabel: string;
  requestedMinutes: string;
  /** Approved: the minutes actually added (the admin may grant a custom amount). */
  grantedMinutes?: string;
  /** Denied: the admin's reason, exactly as typed. */
  denialReason?: string;
}

/**
 * An allowance request was answered (the request dialog promises an answer within 24 hours,
 * spec 000 §2): the outcome, the minutes or the admin's reason, and the way to the profile.
 */
export function requestResolvedMail(to: string, name: string, outcome: ResolvedRequestMail, profileUrl: string): MailMessage {
  const hi = `Hi ${name || 'there'},`;
  const asked = minutesText(outcome.requestedMinutes, outcome.kindLabel);
  if (outcome.status === 'approved') {
    const granted = outcome.grantedMinutes ?? outcome.requestedMinutes;
    const custom = granted === outcome.requestedMinutes ? '' : ` (you asked for ${asked})`;
    const intro = `${hi} your request for more time was approved: ${minutesText(granted, outcome.kindLabel)} ${granted.trim() === '1' ? 'was' : 'were'} added to your allowance${custom}.`;
    const outro = 'Your profile shows your new balance and the history of your requests.';
    return {
      to,
      subject: 'Your request for more minutes was approved',
      text: `${intro}\n\nSee your allowance: ${profileUrl}\n\n${outro}\n`,
      html: layout('Request approved', intro, 'See Your Allowance', profileUrl, outro),
    };
  }
  const intro = `${hi} your request for ${asked} was denied. The reason given: "${outcome.denialReason ?? ''}"`;
  const outro = 'You can send a new request from your profile at any time.';
  return {
    to,
    subject: 'Your request for more minutes was denied',
    text: `${intro}\n\nSee your allowance: ${profileUrl}\n\n${outro}\n`,
    html: layout('Request denied', intro, 'See Your Allowance', profileUrl, outro),
  };
}

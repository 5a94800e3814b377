import { type APIRequestContext, expect, type Page } from '@playwright/test';

interface StoredMail {
  to_address: string;
  subject: string;
  text_body: string;
}

/** The mailbox's key, as the server log prints it in the mailbox link (playwright.config.ts, decision 152). */
const MAILBOX_KEY = process.env.E2E_MAILBOX_KEY ?? '';

/**
 * Opens /dev/mailbox (where Lectern keeps mail when no SMTP server is set), finds the newest
 * message to `to` with `subject`, and clicks its link, as a person reading their mail would.
 */
export async function openLinkFromMailbox(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto(`/dev/mailbox?key=${encodeURIComponent(MAILBOX_KEY)}`);
    await expect(page.getByRole('heading', { name: 'Developer mailbox' })).toBeVisible();
    await expect(mailFor(page, to, subject)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mailFor(page, to, subject).getByRole('link').first().click();
}

const mailFor = (page: Page, to: string, subject: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) })
    .filter({ hasText: to })
    .first();

/** The confirmation link of the newest confirmation mail to `email`, read from the mailbox API. */
export async function confirmationLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const res = await request.get('/api/dev/mailbox', { headers: { 'X-Mailbox-Key': MAILBOX_KEY } });
    expect(res.ok()).toBe(true);
    const { messages } = (await res.json()) as { messages: StoredMail[] };
    const mail = messages.find((m) => m.to_address === email && /confirm/i.test(m.subject));
    const url = mail?.text_body.match(/https?:\/\/\S+/)?.[0];
    expect(url, `confirmation mail to ${email}`).toBeTruthy();
    link = new URL(url as string).pathname + new URL(url as string).search;
  }).toPass({ timeout: 15_000 });
  return link;
}

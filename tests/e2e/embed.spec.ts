import { expect, test } from '@playwright/test';
import { baseUrl, signInThroughForm } from './support/accounts';
import { startOtherOriginSite } from './support/other-origin-site';
import { renderedVideo } from './support/rendered-video';

test("another site embeds a shared video with the project view's code and it plays there; links in the frame open new tabs; Lectern's other pages refuse to be framed", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const video = await renderedVideo(request, 'embed-author', 'Embedded Safety');

  // The creator copies the embed code from the project view.
  await signInThroughForm(page, video.account.email, video.account.password);
  await page.goto(`/project/${video.projectId}/view`);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this video' });
  const codeBox = dialog.getByLabel('Embed code');
  await expect(codeBox).toBeVisible({ timeout: 20_000 });
  const code = await codeBox.inputValue();
  expect(code).toMatch(
    new RegExp(`^<iframe src="${baseUrl().replace(/\./g, '\\.')}/share/[A-Za-z0-9_-]{22}\\?embed=1" width="\\d+" height="\\d+" title="[^"]+"`),
  );

  const embedUrl = /src="([^"]+)"/.exec(code)?.[1] ?? '';
  const shareUrl = embedUrl.replace('?embed=1', '');
  const site = await startOtherOriginSite({
    '/blog.html': {
      text: `<!doctype html><html><head><meta charset="utf-8"><title>Team blog</title></head><body><h1>This week's safety video</h1>\n${code}\n</body></html>`,
    },
    // The full share page framed by a site that pasted the plain share link into an iframe.
    '/framed-share.html': {
      text: `<!doctype html><html><head><meta charset="utf-8"><title>Intranet</title></head><body><iframe id="share" title="Safety video" src="${shareUrl}" width="900" height="700"></iframe></body></html>`,
    },
    '/framed-sign-in.html': {
      text: `<!doctype html><html><head><meta charset="utf-8"><title>Not Lectern</title></head><body><iframe id="app" title="Lectern" src="${baseUrl()}/login" width="800" height="600"></iframe></body></html>`,
    },
  });
  // A visitor of that site, who has never signed in to Lectern.
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${site.origin}/blog.html`);
    const frame = visitor.frameLocator('iframe');
    const player = frame.locator('video');
    await expect(player).toBeVisible({ timeout: 20_000 });
    await expect(player).toHaveAttribute('aria-label', 'Embedded Safety');
    // Compact: the player fills the frame, the title is small, no site header or call to action.
    await expect(frame.getByRole('link', { name: /Embedded Safety/ })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Create Your Own' })).toHaveCount(0);
    const [frameBox, playerBox] = [await visitor.locator('iframe').boundingBox(), await player.boundingBox()];
    expect(Math.abs((frameBox?.width ?? 0) - (playerBox?.width ?? 0))).toBeLessThan(8);
    expect(Math.abs((frameBox?.height ?? 0) - (playerBox?.height ?? 0))).toBeLessThan(8);
    // It plays.
    await player.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect.poll(() => player.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);

    // The title opens the full share page in a new top-level tab; the blog keeps its player.
    const sharedFrame = () => visitor.frames().find((f) => f !== visitor.mainFrame());
    const [titleTab] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link', { name: /Embedded Safety/ }).click()]);
    await expect(titleTab).toHaveURL(shareUrl);
    await expect(titleTab.getByRole('heading', { name: 'Embedded Safety' })).toBeVisible({ timeout: 20_000 });
    await titleTab.close();
    expect(sharedFrame()?.url()).toBe(embedUrl);
    await expect(player).toBeVisible();

    // Issue 19 item 4: on the full share page in someone else's frame, sign in, sign up and the logo
    // open new top-level tabs; the frame stays on the share page.
    await visitor.goto(`${site.origin}/framed-share.html`);
    const framedPage = visitor.frameLocator('#share');
    await expect(framedPage.getByRole('heading', { name: 'Embedded Safety' })).toBeVisible({ timeout: 20_000 });
    for (const [name, path] of [
      [/^Sign In/, '/login'],
      [/^Create Your Own/, '/signup'],
      [/^Lectern home/, '/'],
    ] as const) {
      const [tab] = await Promise.all([context.waitForEvent('page'), framedPage.getByRole('link', { name }).click()]);
      await expect(tab).toHaveURL(`${baseUrl()}${path}`);
      await tab.close();
      expect(sharedFrame()?.url()).toBe(shareUrl);
      await expect(framedPage.getByRole('heading', { name: 'Embedded Safety' })).toBeVisible();
    }
    await expect(visitor).toHaveURL(`${site.origin}/framed-share.html`);

    // Any other Lectern page in someone else's frame is refused by the browser.
    await visitor.goto(`${site.origin}/framed-sign-in.html`);
    await expect
      .poll(
        () =>
          visitor
            .frames()
            .find((f) => f !== visitor.mainFrame())
            ?.url() ?? '',
        { timeout: 20_000 },
      )
      .toMatch(/^chrome-error:/);
    await expect(visitor.frameLocator('#app').getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  } finally {
    await context.close();
    await site.close();
  }
});

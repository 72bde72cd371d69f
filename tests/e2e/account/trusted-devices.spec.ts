import type { Page } from '@playwright/test';
import { totp } from '../../totp';
import { baseUrl, createShopper, expect, expectNoA11yViolations, login, test, untilAlive } from '../fixtures';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The password on the sign-in page; the code form when the browser is not trusted. */
async function signInWithPassword(page: Page, user: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in with the password and a code, trusting this browser for 30 days. */
async function signInTrusting(page: Page, user: { email: string; password: string }, code: string) {
  await signInWithPassword(page, user);
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Trust this device for 30 days').check();
  await form.getByRole('button', { name: 'Verify and Sign In' }).click();
  await page.waitForURL(/\/$/);
}

test('trusted browsers are listed and forgotten one by one, and "Sign out other devices" forgets all but this one', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and four sign-ins.
  test.setTimeout(90_000);
  const shopper = await createShopper(request, 'Trusting Shopper');
  // Two-step sign-in on, through the auth API in this browser's context.
  await login(page, shopper);
  const api = (path: string, data: unknown) => page.request.post(`${baseUrl()}/api/auth${path}`, { data, headers: { Origin: baseUrl() } });
  const { totpURI, backupCodes } = (await (await api('/two-factor/enable', { password: shopper.password })).json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  expect((await api('/two-factor/verify-totp', { code: totp(secret) })).ok()).toBe(true);

  // A phone trusted with the app's next code (a code counts once), and this browser with a recovery code.
  const phone = await browser.newContext({ userAgent: ANDROID });
  const phonePage = untilAlive(await phone.newPage());
  await signInTrusting(phonePage, shopper, totp(secret, Date.now() + 30_000));
  await page.context().clearCookies();
  await signInTrusting(page, shopper, backupCodes[0]);

  await page.goto('/account');
  const devices = page.getByRole('region', { name: 'Signed-In Devices' });
  const trusted = devices.getByRole('list', { name: 'Trusted for two-step sign-in' });
  await expect(trusted.getByRole('listitem')).toHaveCount(2);
  await expect(trusted.getByRole('listitem').filter({ hasText: 'Chrome on Android' })).toContainText('skips the code until');
  await expect(trusted.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expectNoA11yViolations(page);

  await devices.getByRole('button', { name: 'Sign Out Other Devices' }).click();
  await expect(trusted.getByRole('listitem')).toHaveCount(1);
  await expect(trusted.getByRole('listitem')).toContainText('This device');
  // The phone, signed out, is asked for the code again.
  await signInWithPassword(phonePage, shopper);
  await expect(phonePage.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
  await phone.close();

  // Forgotten here too: the list is gone, and the next sign-in in this browser asks for the code.
  await devices.getByRole('button', { name: 'Forget this device' }).click();
  await expect(page.getByText('Browser forgotten')).toBeVisible();
  await expect(trusted).toHaveCount(0);
  await page.context().clearCookies({ name: /session/ });
  await signInWithPassword(page, shopper);
  await expect(page.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
});

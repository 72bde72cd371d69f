import { createShopper, expect, expectNoA11yViolations, mailText, readOutbox, test } from '../fixtures';

test('forgot password: mail, reset, sign in with the new password; the link works once', async ({ page }) => {
  const shopper = await createShopper(page.request, 'Forgetful Shopper');
  await page.goto('/auth');
  await expectNoA11yViolations(page);

  // Forgot password needs the e-mail typed above.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText(
    'Please enter your email address above to receive a reset link',
  );

  const since = Date.now() - 1000;
  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Password Reset Sent!');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Check your email for the reset link.');

  let mail = '';
  await expect
    .poll(
      () =>
        (mail =
          readOutbox(since)
            .map((m) => mailText(m.text))
            .find((t) => t.includes(`To: ${shopper.email}`)) ?? ''),
    )
    .not.toBe('');
  const link = mail.match(/http:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('New password').fill('short');
  await page.getByLabel('New password').evaluate((el) => el.removeAttribute('minlength'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();

  await page.getByLabel('New password').fill('my-new-password-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password changed! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('my-new-password-77');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account' })).toBeVisible();

  // The same link again: used, and it says so.
  await page.goto(link);
  await expect(page.getByText('This reset link has expired or was already used')).toBeVisible();
  await expectNoA11yViolations(page);
});

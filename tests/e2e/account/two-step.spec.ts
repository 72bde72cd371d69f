import { totp } from '../../totp';
import { baseUrl, createShopper, expect, expectNoA11yViolations, login, sql, test, untilAlive } from '../fixtures';

test('an admin sets up two-step sign-in from the account page, then signs in with the app’s code', async ({ page, request }) => {
  const admin = await createShopper(request, 'Second Owner');
  await sql(request, `update "user" set role = 'admin' where id = $1`, [admin.id]);
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);

  await page.goto('/account#two-step');
  const section = page.getByRole('region', { name: 'Two-Step Sign-In' });
  await section.getByLabel('Current password').fill(admin.password);
  await section.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const secret = (await section.locator('code').textContent())!.trim();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: test.info().outputPath('two-step-setup-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await section.screenshot({ path: test.info().outputPath('two-step-setup-1280.png') });
  await section.getByLabel('Code from the app').fill(totp(secret));
  await section.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
  await expect(section.getByText('Two-step sign-in is on')).toBeVisible();

  // Signed out, the password alone is not enough.
  await page.context().clearCookies();
  await page.goto('/auth?redirectTo=/admin');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(form).toBeVisible();
  await expectNoA11yViolations(page);
  await form.getByLabel('Code').fill('000000' === totp(secret) ? '111111' : '000000');
  await form.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(
    page.getByRole('form', { name: 'Two-step sign-in' }).getByText('That code is not right', { exact: false }).first(),
  ).toBeVisible();
  // A code counts once: the one that turned two-step sign-in on is spent, so the app's next one (accepted a step early).
  await page.getByLabel('Code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a shopper makes new recovery codes and turns two-step sign-in off with her password and a code, by keyboard', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, 'Careful Shopper');
  await login(page, shopper);
  await page.goto('/account#two-step');
  const section = page.getByRole('region', { name: 'Two-Step Sign-In' });
  await section.getByLabel('Current password').fill(shopper.password);
  await section.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
  const secret = (await section.locator('code').textContent())!.trim();
  const first = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  await section.getByLabel('Code from the app').fill(totp(secret));
  await section.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
  await expect(section.getByText('Two-step sign-in is on')).toBeVisible();

  // New recovery codes: ten, none of the old ones.
  const codesForm = section.getByRole('form', { name: 'Recovery codes' });
  await codesForm.getByLabel('Current password').fill(shopper.password);
  await codesForm.getByRole('button', { name: 'Make New Recovery Codes' }).click();
  await expect(section.getByText('Your old recovery codes no longer work.', { exact: false })).toBeVisible();
  const fresh = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((code) => first.includes(code))).toEqual([]);
  await expectNoA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`two-step-on-${width}.png`), fullPage: true });
  }

  // Off, by keyboard: a wrong code is refused with a clear message and leaves it on.
  const offForm = section.getByRole('form', { name: 'Turn off two-step sign-in' });
  const wrong = '000000' === totp(secret) ? '111111' : '000000';
  await offForm.getByLabel('Current password').focus();
  await page.keyboard.type(shopper.password);
  await page.keyboard.press('Tab');
  await expect(offForm.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(offForm.getByLabel('Code from the app')).toBeFocused();
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await expect(section.getByText('That code is not right', { exact: false })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn Off Two-Step Sign-In' })).toBeVisible();
  await offForm.getByLabel('Current password').fill(shopper.password);
  await offForm.getByLabel('Code from the app').fill(totp(secret, Date.now() + 30_000));
  await offForm.getByLabel('Code from the app').press('Enter');
  await expect(section.getByText('Two-step sign-in is off')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set Up Two-Step Sign-In' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The password alone signs in again.
  await page.context().clearCookies();
  await login(page, shopper);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
});

test('the account page lists signed-in devices and signs out the others', async ({ page, browser, request }) => {
  const shopper = await createShopper(request, 'Two Phones');
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  await login(await other.newPage(), shopper);
  await login(page, shopper);
  await page.goto('/account');
  const devices = page.getByRole('region', { name: 'Signed-In Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'Chrome on Android' })).toContainText('last seen');
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expectNoA11yViolations(page);
  await devices.getByRole('button', { name: 'Sign Out Other Devices' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const otherPage = untilAlive(await other.newPage());
  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/auth\?redirectTo=/);
  await other.close();
});

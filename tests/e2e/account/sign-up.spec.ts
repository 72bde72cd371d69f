import { createShopper, expect, expectNoA11yViolations, login, loginAsAdmin, mailText, readOutbox, sql, test } from '../fixtures';

test.describe('sign up, verify, sign in, profile, sign out', () => {
  test('a new shopper goes from sign-up to an edited profile and back out', async ({ page }) => {
    // A whole journey of eight page loads and two axe runs: 35–45 s on a busy two-core machine.
    test.setTimeout(90_000);
    const email = `new-${Date.now()}-${test.info().workerIndex}@e2e.shop`;
    const since = Date.now() - 1000;

    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel('Full name').fill('Radha Menon');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('radha-pass-2026');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const notice = page.getByRole('main').getByRole('status');
    await expect(notice).toContainText('Account Created!');
    await expect(notice).toContainText('Please check your email to verify your account.');
    const [row] = await sql<{ role: string; email_verified: boolean }>(
      page.request,
      'select role, email_verified from "user" where email = $1',
      [email],
    );
    expect(row).toEqual({ role: 'user', email_verified: false });

    // The verification mail really went out, and its link confirms the address.
    let mail = '';
    await expect
      .poll(
        () =>
          (mail =
            readOutbox(since)
              .map((m) => mailText(m.text))
              .find((t) => t.includes(`To: ${email}`)) ?? ''),
      )
      .not.toBe('');
    const link = mail.match(/http:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0];
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/signin\?verified=1/);
    await expect(page.getByText('E-mail verified')).toBeVisible();

    // A wrong password is refused without saying which half was wrong, and the e-mail stays typed.
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Login Failed');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid e-mail or password');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill('radha-pass-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await expect(page.getByRole('heading', { name: 'Namaste, Radha' })).toBeVisible();
    await expect(page.getByText(/^Member since \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(page.getByText('No previous cart enquiries.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expectNoA11yViolations(page);

    // A bad phone is explained and nothing typed is lost.
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Address', { exact: true }).fill('22 Residency Road, Bengaluru 560025');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Please enter a valid Indian phone number')).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('22 Residency Road, Bengaluru 560025');
    await page.getByLabel('Phone').fill('+91 98450 12345');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Profile updated successfully');
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue('9845012345');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('22 Residency Road, Bengaluru 560025');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
  });

  test('a signed-in shopper opening /auth is sent home, and past enquiries show newest first with their status', async ({ page }) => {
    const shopper = await createShopper(page.request, 'Enquiry Shopper');
    await sql(
      page.request,
      `insert into user_enquiries (user_id, items, status, submitted_at) values ($1, $2::jsonb, 'pending', now() - interval '2 days'), ($1, $3::jsonb, 'qc_done', now())`,
      [
        shopper.id,
        JSON.stringify([{ sku: 'SKU1', name: 'Older Kurta', price: 1999 }]),
        JSON.stringify([{ sku: 'SKU2', name: 'Newer Saree', price: 8999, selectedSize: 'M' }]),
      ],
    );
    await login(page, shopper);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await page.goto('/account');
    const list = page.getByRole('list', { name: 'Enquiries, newest first' });
    await expect(list.getByRole('listitem').first()).toContainText('QC Done');
    await expect(list.getByRole('listitem').first()).toContainText('Newer Saree · Size M');
    await expect(list.getByText('Pending')).toBeVisible();
  });

  test('only an admin sees the Admin Panel button', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/account');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });
});

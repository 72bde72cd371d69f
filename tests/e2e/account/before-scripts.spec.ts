import { expectKept, fillEveryField, filledField, openBeforeScripts } from '../before-scripts';
import { createShopper, expect, login, sql, test } from '../fixtures';

// The account's forms, filled while the page's scripts are still on the way (see tests/e2e/before-scripts.ts).
// Pages with many fields, each filled and checked in the browser.
test.describe.configure({ timeout: 120_000 });

test.describe('what a shopper does on the account pages before the scripts arrive is kept', () => {
  test('profile, password change and measurements on the account page', async ({ page }) => {
    const shopper = await createShopper(page.request, 'Early Shopper');
    await login(page, shopper);
    const held = await openBeforeScripts(page, '/account');
    const filled = await fillEveryField(page);
    await held.release();
    await expectKept(filled);
    // The profile form's own state holds the typed name: saving it stores that name.
    const name = filledField(filled, (f) => f.name === 'fullName').value as string;
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect
      .poll(
        async () =>
          (await sql<{ full_name: string }>(page.request, 'select full_name from profiles where id = $1', [shopper.id]))[0]?.full_name,
      )
      .toBe(name);
  });

  test('the measurements page: Add a profile is a link, and the new profile keeps what was typed', async ({ page }) => {
    const shopper = await createShopper(page.request, 'Early Measurer');
    await sql(page.request, `insert into measurement_profiles (user_id, name, unit, values) values ($1, 'Me', 'in', '{}'::jsonb)`, [
      shopper.id,
    ]);
    await login(page, shopper);
    const held = await openBeforeScripts(page, '/account/measurements');
    await page.getByRole('link', { name: 'Add a profile' }).click();
    await expect(page.getByRole('heading', { name: 'New profile' })).toBeVisible();
    const filled = await fillEveryField(
      page,
      page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'New profile' }) }),
    );
    expect(filled.filter((f) => f.field.inputMode === 'decimal' || f.field.type === 'number').length).toBeGreaterThan(0);
    await held.release();
    await expectKept(filled);
  });
});

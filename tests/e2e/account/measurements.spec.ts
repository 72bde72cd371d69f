import { createShopper, expect, expectNoA11yViolations, login, sql, test, waitForHydration } from '../fixtures';

test.describe('measurement profiles', () => {
  test('a profile made in inches reads the same after switching to cm and back, and is stored in millimetres', async ({ page }) => {
    test.setTimeout(90_000);
    const shopper = await createShopper(page.request, 'Meera Measure');
    await login(page, shopper);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Measurements' });
    await waitForHydration(page);

    const form = section.getByRole('article').filter({ has: page.getByRole('heading', { name: 'New profile' }) });
    await form.getByRole('textbox', { name: 'Profile name' }).fill('Me');
    await form.getByLabel('Bust (in)', { exact: true }).fill('36');
    await form.getByLabel('Waist (in)', { exact: true }).fill('30.5');
    await form.getByLabel('Hip (in)', { exact: true }).fill('39¼');
    await form.getByLabel('Neck depth (back) (in)', { exact: true }).fill('80');
    await form.getByRole('button', { name: 'Save measurements' }).click();
    await expect(form.getByText('Neck depth (back) must be between 2 and 16 inches')).toBeVisible();
    await expect(form.getByLabel('Bust (in)', { exact: true })).toHaveValue('36');
    await form.getByLabel('Neck depth (back) (in)', { exact: true }).fill('7');
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Save measurements' }).click();
    await expect(page.getByText('Measurements saved')).toBeVisible();
    // Dismissed, so the next save's toast is not confused with this one (toasts stay 5 s).
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.getByText('Measurements saved')).toHaveCount(0);

    const saved = section.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Me', exact: true }) });
    await expect(saved.getByLabel('Bust (in)', { exact: true })).toHaveValue('36');
    const [row] = await sql<{ values: Record<string, number>; unit: string }>(
      page.request,
      'select values, unit from measurement_profiles where user_id = $1',
      [shopper.id],
    );
    expect(row).toEqual({ unit: 'in', values: { bust: 914, waist: 775, hip: 997, neckBack: 178 } });

    await saved.getByText('Centimetres', { exact: true }).click();
    await expect(saved.getByLabel('Bust (cm)', { exact: true })).toHaveValue('91.4');
    await expect(saved.getByLabel('Hip (cm)', { exact: true })).toHaveValue('99.7');
    await saved.getByRole('button', { name: 'Save measurements' }).click();
    await expect(page.getByText('Measurements saved')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(saved.getByLabel('Bust (cm)', { exact: true })).toHaveValue('91.4');
    await saved.getByText('Inches', { exact: true }).click();
    for (const [label, value] of [
      ['Bust (in)', '36'],
      ['Waist (in)', '30.5'],
      ['Hip (in)', '39.25'],
      ['Neck depth (back) (in)', '7'],
    ])
      await expect(saved.getByLabel(label, { exact: true })).toHaveValue(value);
    await saved.getByRole('button', { name: 'Save measurements' }).click();
    await expect(page.getByText('Measurements saved')).toBeVisible();
    const [after] = await sql<{ values: Record<string, number>; unit: string }>(
      page.request,
      'select values, unit from measurement_profiles where user_id = $1',
      [shopper.id],
    );
    expect(after).toEqual(row);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoA11yViolations(page);
    }
  });
});

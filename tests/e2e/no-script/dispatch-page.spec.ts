import { insertEnquiry } from '../admin/admin-helpers';
import { expect, loginAsAdmin, sql, test } from '../fixtures';

// Dispatch before (or without) scripts: the inbox row's Dispatch is a link to the enquiry's own page,
// whose Add a parcel is a plain form the server answers with the parcel listed (axe runs on the page
// with scripts, in tests/e2e/account/dispatch.spec.ts: it needs them).

test('the owner adds a parcel without scripts: the row links to the dispatch page, which lists it', async ({ page, request }) => {
  const enquiry = await insertEnquiry(request, { name: 'Rhea Kapoor' });
  await sql(request, `update user_enquiries set status = 'paid' where id = $1`, [enquiry.id]);
  await sql(
    request,
    `insert into quotes (enquiry_kind, enquiry_id, lines, shipping, total, valid_until, accepted_at, paid_at)
     values ('cart', $1, '[]'::jsonb, 'standard', 1899, now() + interval '7 days', now(), now())`,
    [enquiry.id],
  );
  await loginAsAdmin(page);
  await page.goto(`/admin/enquiries?q=${enquiry.id}`);
  await page.getByRole('link', { name: `Dispatch #${enquiry.id.slice(0, 8)} from Rhea Kapoor` }).click();
  await expect(page).toHaveURL(`/admin/enquiries/cart/${enquiry.id}/dispatch`);
  await expect(page.getByRole('heading', { name: `Dispatch #${enquiry.id.slice(0, 8)}`, level: 1 })).toBeVisible();

  const dispatch = page.getByRole('region', { name: 'Dispatch' });
  await expect(dispatch.getByText('Paid and not sent yet.')).toBeVisible();
  await dispatch.getByLabel('Courier').selectOption({ label: 'Blue Dart' });
  await dispatch.getByLabel('Tracking number').fill('BD-55667788');
  await dispatch.getByRole('button', { name: 'Add parcel' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Parcel added' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dispatch' }).getByText('Parcel 1: Blue Dart · BD-55667788')).toBeVisible();
  expect(await sql(request, 'select courier_name, tracking_number from parcels where enquiry_id = $1', [enquiry.id])).toEqual([
    { courier_name: 'Blue Dart', tracking_number: 'BD-55667788' },
  ]);
});

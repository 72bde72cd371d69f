import type { BrowserContext, Page } from '@playwright/test';
import { baseUrl, expect, loginAsAdmin, sql, untilAlive } from '../fixtures';

// Steps the quote and dispatch tests share: a signed-in shopper's cart enquiry, and the owner's page.

/** Sends the signed-in shopper's cart (one piece in size M) as an enquiry, through the forms the pages send. */
export async function sendCartEnquiry(page: Page): Promise<{ id: string; product: { id: string; name: string; price: number } }> {
  const [product] = await sql<{ id: string; name: string; price: number }>(
    page.request,
    `select id, name, price from products where is_published and 'M' = any(sizes) order by id limit 1`,
  );
  // Into her cart, then the whole cart as one enquiry: the forms the product page and the drawer send.
  const forms: Record<string, string>[] = [
    { intent: 'add', productId: product.id, size: 'M', quantity: '1' },
    { intent: 'enquire', scope: 'all' },
  ];
  for (const form of forms) {
    const res = await page.request.post('/cart', { form, headers: { Origin: baseUrl() } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const [enquiry] = await sql<{ id: string }>(
    page.request,
    'select id from user_enquiries where user_id = $1 order by submitted_at desc limit 1',
    [session.user.id],
  );
  return { id: enquiry.id, product };
}

/** A page of the same browser signed in as the owner. */
export async function adminPage(context: BrowserContext) {
  const page = untilAlive(await context.newPage());
  await loginAsAdmin(page);
  return page;
}

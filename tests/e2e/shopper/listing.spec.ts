import { expect, expectNoA11yViolations, sql, test } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId, uniqueTag, type TestProduct } from './catalogue-helpers';

// Each test lists products carrying a tag of its own (?occasion=<tag>), so parallel tests never meet.

const names = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 }).allInnerTexts();

async function seedSet(request: import('@playwright/test').APIRequestContext, count = 6) {
  const tag = uniqueTag();
  const fabrics = ['silk', 'cotton', 'chiffon', 'georgette'];
  const colours = ['rose', 'blue', 'green', 'white', 'pink'];
  const categories = ['kurtas', 'sarees', 'fusion'];
  const seasons = ['summer', 'winter'];
  const products: TestProduct[] = Array.from({ length: count }, (_, i) => ({
    id: uniqueId(),
    name: `Listing Piece ${tag} ${String.fromCharCode(65 + i)}`,
    price: [1500, 4500, 2500, 999, 3999, 5200, 2000, 1200][i % 8],
    category: categories[i % 3],
    fabric: fabrics[i % 4],
    colors: [colours[i % 5]],
    tags: [tag, seasons[i % 2]],
    popularity: [10, 500, 90, 300, 20, 800, 5, 1][i % 8],
    daysAgo: i * 3,
  }));
  await insertProducts(request, products);
  return { tag, products, ids: products.map((p) => p.id) };
}

test.describe('product listing', () => {
  test('titles follow every query form the listing accepts', async ({ page }) => {
    await page.goto('/products?filter=category&value=kurtas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurtas Collection');
    await page.goto('/products?filter=occasion&value=bridal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bridal Collection');
    await page.goto('/products?category=sarees');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sarees Collection');
    await page.goto('/products?occasion=festive');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festive Collection');
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await expectNoA11yViolations(page);
  });

  test('a category shows exactly the published products the database holds for it, with the real tab counts', async ({ page, request }) => {
    // Other tests add kurtas, sarees and fusion pieces; co-ords and dresses are left to the demo data.
    await page.goto('/products?filter=category&value=co-ords');
    const rows = await sql<{ name: string }>(
      request,
      `select name from products where is_published and category = 'co-ords' order by created_at desc, id limit 24`,
    );
    expect(await names(page)).toEqual(rows.map((r) => r.name));
    const counts = await sql<{ category: string; n: number }>(
      request,
      `select category, count(*)::int as n from products where is_published and category in ('co-ords', 'dresses') group by category`,
    );
    const tabs = page.getByRole('tabpanel');
    for (const { category, n } of counts) {
      await expect(tabs.getByRole('link', { name: new RegExp(`^${category} \\(${n} products\\)$`, 'i') })).toBeVisible();
    }
    await expect(tabs.getByRole('link', { name: /^Co-ords \(/ })).toHaveAttribute('aria-current', 'true');
  });

  test('filters by price, fabric and colour through the form, keeping the state in the URL', async ({ page, request }) => {
    const { tag, products, ids } = await seedSet(request);
    try {
      await page.goto(`/products?occasion=${tag}`);
      await expect(page.getByText(`${products.length} products`, { exact: true })).toBeVisible();
      const filters = page.getByRole('complementary', { name: 'Filter products' });
      await filters.getByLabel('Silk').check();
      await expect(page).toHaveURL(/fabric=silk/);
      await filters.getByLabel('Cotton').check();
      await expect(page).toHaveURL(/fabric=cotton&fabric=silk/);
      const db = await sql<{ name: string }>(
        request,
        `select name from products where $1 = any(tags) and fabric in ('silk','cotton') order by created_at desc, id`,
        [tag],
      );
      await expect.poll(() => names(page)).toEqual(db.map((r) => r.name));

      await filters.getByLabel('₹2,000-₹4,000').check();
      await expect(page).toHaveURL(/price=2000-4000/);
      const priced = products.filter((p) => ['silk', 'cotton'].includes(p.fabric!) && p.price >= 2000 && p.price <= 4000);
      await expect.poll(() => names(page)).toEqual(priced.sort((a, b) => a.daysAgo! - b.daysAgo!).map((p) => p.name));

      // Reloading the shared URL gives the same page.
      await page.reload();
      await expect(filters.getByLabel('Silk')).toBeChecked();
      await expect(filters.getByLabel('₹2,000-₹4,000')).toBeChecked();
      expect(await names(page)).toEqual(priced.map((p) => p.name));

      await page.goto(`/products?occasion=${tag}&color=blue`);
      expect(await names(page)).toEqual(products.filter((p) => p.colors!.includes('blue')).map((p) => p.name));

      await page.goto(`/products?occasion=${tag}&color=blue&price=under-2000&fabric=georgette`);
      await expect(page.getByText('No products found matching your filters.')).toBeVisible();
      await expectNoA11yViolations(page);
    } finally {
      await deleteProducts(request, ids);
    }
  });

  test('the four sorts order products as the database does', async ({ page, request }) => {
    const { tag, ids } = await seedSet(request);
    try {
      const orders = {
        newest: 'created_at desc, id',
        'price-asc': 'price asc, created_at desc, id',
        'price-desc': 'price desc, created_at desc, id',
        popular: 'popularity desc, created_at desc, id',
      };
      await page.goto(`/products?occasion=${tag}`);
      for (const [sort, order] of Object.entries(orders)) {
        if (sort !== 'newest') await page.getByLabel('Sort by').selectOption(sort);
        if (sort !== 'newest') await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
        const db = await sql<{ name: string }>(request, `select name from products where $1 = any(tags) order by ${order}`, [tag]);
        await expect.poll(() => names(page)).toEqual(db.map((r) => r.name));
      }
    } finally {
      await deleteProducts(request, ids);
    }
  });

  test('season and type tabs show real counts and filter', async ({ page, request }) => {
    const { tag, products, ids } = await seedSet(request);
    try {
      await page.goto(`/products?occasion=${tag}`);
      await page.getByRole('tab', { name: 'Season' }).click();
      const winter = products.filter((p) => p.tags!.includes('winter'));
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: `Winter (${winter.length} products)` })
        .click();
      await expect(page).toHaveURL(/season=winter/);
      await expect.poll(() => names(page)).toEqual(winter.map((p) => p.name));
      await page.getByRole('tab', { name: 'Type' }).click();
      const winterSarees = winter.filter((p) => p.category === 'sarees');
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: `Sarees (${winterSarees.length} products)` })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sarees Collection');
      await expect.poll(() => names(page)).toEqual(winterSarees.map((p) => p.name));
    } finally {
      await deleteProducts(request, ids);
    }
  });

  test('more than 24 products are paged, and list view shows descriptions', async ({ page, request }) => {
    const { tag, ids } = await seedSet(request, 27);
    try {
      await page.goto(`/products?occasion=${tag}&sort=price-asc`);
      await expect(page.getByText('27 products', { exact: true })).toBeVisible();
      expect(await names(page)).toHaveLength(24);
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      // On a wide screen the way back reads "Previous" beside its chevron, on one line inside its pill.
      await page.setViewportSize({ width: 1280, height: 900 });
      const previous = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' });
      // Read in one go: the page may still move (a late web font) between three separate reads.
      const [word, chevron, pill] = await previous.evaluate((link) =>
        [link.querySelector('span')!, link.querySelector('svg')!, link].map((element) => {
          const { y, height } = element.getBoundingClientRect();
          return { y, height };
        }),
      );
      expect(Math.abs(word!.y + word!.height / 2 - (chevron!.y + chevron!.height / 2))).toBeLessThan(2);
      expect(word!.y).toBeGreaterThanOrEqual(pill!.y);
      expect(word!.y + word!.height).toBeLessThanOrEqual(pill!.y + pill!.height);
      const db = await sql<{ name: string }>(
        request,
        `select name from products where $1 = any(tags) order by price asc, created_at desc, id offset 24`,
        [tag],
      );
      await expect.poll(() => names(page)).toEqual(db.map((r) => r.name));
      await page.getByRole('link', { name: 'List view' }).click();
      await expect(page).toHaveURL(/view=list/);
      await expect(page.getByText(`${db[0].name}, handcrafted for the test.`)).toBeVisible();
    } finally {
      await deleteProducts(request, ids);
    }
  });

  test('cards show NEW, sale with discount and availability from the data, and link to the product', async ({ page, request }) => {
    const tag = uniqueTag();
    const [a, b] = [uniqueId(), uniqueId()];
    await insertProducts(request, [
      { id: a, name: `Card New ${tag}`, price: 1800, originalPrice: 2400, isNew: true, tags: [tag], inventoryStatus: 'limited' },
      { id: b, name: `Card Plain ${tag}`, price: 1500, tags: [tag], inventoryStatus: 'out_of_stock', daysAgo: 5 },
    ]);
    try {
      await page.goto(`/products?occasion=${tag}`);
      const first = page.getByRole('article').filter({ hasText: `Card New ${tag}` });
      await expect(first.getByText('NEW', { exact: true })).toBeVisible();
      await expect(first.getByText('Sale · 25% off')).toBeVisible();
      await expect(first.getByText('Limited Stock')).toBeVisible();
      const second = page.getByRole('article').filter({ hasText: `Card Plain ${tag}` });
      await expect(second.getByText('By Inquiry')).toBeVisible();
      await expect(second.getByText('NEW', { exact: true })).toHaveCount(0);
      await second.getByRole('link', { name: `Card Plain ${tag}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${b}$`));
      await page.goBack();
      await first.getByRole('button', { name: `Add Card New ${tag} to wishlist` }).click();
      await expect(page).toHaveURL(/\/auth/);
    } finally {
      await deleteProducts(request, [a, b]);
    }
  });
});

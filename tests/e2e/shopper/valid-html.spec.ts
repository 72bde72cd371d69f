import { HtmlValidate, type Message } from 'html-validate';
import { expect, test } from '../fixtures';

// The pages a shopper lands on, checked as browsers and screen readers parse them: a misplaced
// <legend> or a duplicate id breaks assistive technology long before it shows on screen.
const PAGES = [
  '/',
  '/products',
  '/products?category=kurtas&sort=price-asc',
  '/product/SKU1730000000001',
  '/search?q=silk',
  '/size-guide',
  '/care-craft',
  '/shipping-returns',
  '/privacy',
  '/terms',
  '/inquiry',
  '/auth',
  '/cart',
  '/wishlist',
  '/no-such-page',
];

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes void elements as <meta/>; both spellings are valid HTML.
    'void-style': 'off',
    // Tailwind's arbitrary values and the critical styles are inline by design (the page-styles module).
    'no-inline-style': 'off',
  },
});

const describe = (messages: Message[]) => messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector ?? ''})`);

test.describe('valid HTML', () => {
  for (const path of PAGES) {
    test(`${path} is valid HTML`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      const report = await validator.validateString(html, path);
      expect(describe(report.results.flatMap((r) => r.messages))).toEqual([]);
    });
  }
});

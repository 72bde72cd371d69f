import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// The route table, one line per URL.
export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx', { id: 'auth' }),
  route('auth/signin', 'routes/auth.tsx', { id: 'auth-signin' }),
  route('auth/signup', 'routes/auth.tsx', { id: 'auth-signup' }),
  route('auth/reset-password', 'routes/auth.reset-password.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/enquiries/:id', 'routes/account.enquiry.tsx'),
  route('enquiries/t/:token', 'routes/enquiry-token.tsx'),
  route('account/measurements', 'routes/account.measurements.tsx'),
  route('inquiry', 'routes/inquiry.tsx'),
  route('size-guide', 'routes/size-guide.tsx'),
  route('care-craft', 'routes/care-craft.tsx'),
  route('shipping-returns', 'routes/shipping-returns.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('products', 'routes/products.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('product/:id/review', 'routes/product-review.tsx'),
  route('product/:id/reviews', 'routes/product-reviews.tsx'),
  route('image-upload', 'routes/image-upload.tsx'),

  // For search engines and shopping channels: plain documents, built from the database.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('sitemap/:file', 'routes/sitemap.ts', { id: 'sitemap-part' }),
  route('feeds/google.xml', 'routes/feeds.ts', { id: 'feed-google' }),
  route('feeds/meta.csv', 'routes/feeds.ts', { id: 'feed-meta' }),
  route('feeds/reviews.xml', 'routes/feeds-reviews.ts'),

  // Admin image uploads answer JSON (the screens show upload progress); outside the layout, checked by requireAdmin.
  route('admin/upload', 'routes/admin/upload.ts'),
  route('admin/products/export.csv', 'routes/admin/products-export.ts'),

  layout('routes/admin/layout.tsx', [
    ...prefix('admin', [
      index('routes/admin/dashboard.tsx'),
      route('products', 'routes/admin/products.tsx'),
      route('products/new', 'routes/admin/product-edit.tsx', { id: 'admin-product-new' }),
      route('products/import', 'routes/admin/products-import.tsx'),
      route('products/:id/edit', 'routes/admin/product-edit.tsx', { id: 'admin-product-edit' }),
      route('products/edit/:id', 'routes/admin/product-edit.tsx', { id: 'admin-product-edit-alt' }),
      route('pricing', 'routes/admin/pricing.tsx'),
      route('banners', 'routes/admin/banners.tsx'),
      route('testimonials', 'routes/admin/testimonials.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('enquiries', 'routes/admin/enquiries.tsx'),
      route('enquiries/:kind/:id/work-order', 'routes/admin/work-order.tsx'),
      route('lead-times', 'routes/admin/lead-times.tsx'),
      route('currencies', 'routes/admin/currencies.tsx'),
      route('subscribers', 'routes/admin/subscribers.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
    ]),
  ]),

  ...prefix('api', [
    route('auth/*', 'routes/api/auth.ts'),
    route('search', 'routes/api/search.ts'),
    route('lead-times', 'routes/api/lead-times.ts'),
    route('exchange-rates', 'routes/api/exchange-rates.ts'),
    route('wishlist', 'routes/api/wishlist.ts'),
    route('custom-order', 'routes/api/custom-order.ts'),
    route('newsletter', 'routes/api/newsletter.ts'),
    route('currency', 'routes/api/currency.ts'),
    route('upload', 'routes/api/upload.ts'),
    route('track', 'routes/api/track.ts'),
    route('track-page-duration', 'routes/api/track-page-duration.ts'),
    route('admin/subscribers.csv', 'routes/api/subscribers-csv.ts'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

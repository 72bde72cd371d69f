import { describe, expect, it } from 'vitest';
import { listingCanonical } from '~/components/product/listing-params';
import { canonicalPath, isNoindexPath } from './seo.ts';

describe('what search engines index', () => {
  it('keeps account, cart, wishlist, sign-in, admin, API and search results out', () => {
    for (const path of [
      '/account',
      '/cart',
      '/wishlist',
      '/auth',
      '/auth/signup',
      '/admin',
      '/admin/products/import',
      '/api/search',
      '/search',
      '/image-upload',
    ]) {
      expect(isNoindexPath(path), path).toBe(true);
    }
    for (const path of ['/', '/products', '/product/SKU1', '/size-guide', '/inquiry', '/administrator-stories', '/cartography']) {
      expect(isNoindexPath(path), path).toBe(false);
    }
  });

  it('names one address per page: filters, sort and view fall away, the category or occasion and the page stay', () => {
    expect(listingCanonical('?filter=category&value=sarees&price=under-2000&color=rose&sort=price-asc&view=list')).toBe(
      '/products?filter=category&value=sarees',
    );
    expect(listingCanonical('?category=kurtas&occasion=festive&page=3')).toBe('/products?filter=category&value=kurtas&page=3');
    expect(listingCanonical('?occasion=bridal&fabric=silk')).toBe('/products?filter=occasion&value=bridal');
    expect(listingCanonical('?sort=popular')).toBe('/products');
    expect(canonicalPath('/product/SKU1')).toBe('/product/SKU1');
    expect(canonicalPath('/size-guide/')).toBe('/size-guide');
    expect(canonicalPath('/')).toBe('/');
  });
});

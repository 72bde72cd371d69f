import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cart-store.ts';

describe('stored cart', () => {
  it('keeps valid lines', () => {
    const raw = JSON.stringify([{ sku: 'SKU1', name: 'Kurta', price: 1499, image: '/media/a.webp', selectedSize: 'M' }]);
    expect(parseStoredCart(raw)).toHaveLength(1);
  });
  it('discards corrupt or foreign values', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"items":[]}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ sku: 1 }, 'x', null]))).toEqual([]);
  });
});

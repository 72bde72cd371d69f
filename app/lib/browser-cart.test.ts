import { describe, expect, it } from 'vitest';
import { parseBrowserCart } from './browser-cart.ts';

describe('a cart kept in the browser from before', () => {
  it('keeps each line’s piece and size, nothing else', () => {
    const raw = JSON.stringify([{ sku: 'SKU1', name: 'Kurta', price: 1, image: 'x', selectedSize: 'M' }, { sku: 'SKU2' }]);
    expect(parseBrowserCart(raw)).toEqual([{ sku: 'SKU1', selectedSize: 'M' }, { sku: 'SKU2' }]);
  });
  it('leaves out corrupt or foreign values', () => {
    expect(parseBrowserCart('{not json')).toEqual([]);
    expect(parseBrowserCart('{"items":[]}')).toEqual([]);
    expect(parseBrowserCart(JSON.stringify([{ sku: 1 }, 'x', null]))).toEqual([]);
  });
});

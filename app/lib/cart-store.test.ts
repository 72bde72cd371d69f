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

describe('cart rules', () => {
  it('ignores a line already present, removes by sku only, and removes exact lines', async () => {
    const store = new Map<string, string>();
    Object.assign(globalThis, {
      window: {
        localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
        addEventListener: () => {},
      },
    });
    const { cart } = await import('./cart-store.ts');
    const line = { sku: 'SKU1', name: 'Kurta', price: 1499, image: '' };
    expect(cart.add({ ...line, selectedSize: 'M' })).toBe(true);
    expect(cart.add({ ...line, selectedSize: 'M' })).toBe(false);
    expect(cart.add({ ...line, selectedSize: 'L' })).toBe(true);
    expect(cart.add({ ...line, sku: 'SKU2' })).toBe(true);
    cart.removeLines([{ sku: 'SKU1', selectedSize: 'L' }]);
    expect(cart.get().map((i) => `${i.sku}/${i.selectedSize ?? ''}`)).toEqual(['SKU1/M', 'SKU2/']);
    cart.remove('SKU1');
    expect(cart.get().map((i) => i.sku)).toEqual(['SKU2']);
    expect(JSON.parse(store.get('cart')!)).toHaveLength(1);
    Reflect.deleteProperty(globalThis, 'window');
  });
});

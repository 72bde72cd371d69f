import { afterEach, describe, expect, it, vi } from 'vitest';

describe('web analytics tag (only when an ID is configured)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads gtag from its host and maps view_item, search and generate_lead', async () => {
    const appended: { src: string; nonce?: string; async: boolean }[] = [];
    const win = { location: { origin: 'https://shop.example' } } as unknown as Window & { dataLayer: unknown[] };
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { appendChild: (el: { src: string; nonce?: string; async: boolean }) => appended.push(el) },
      querySelector: () => null,
    });
    const { loadWebAnalytics, sendWebAnalytics } = await import('~/lib/web-analytics');
    sendWebAnalytics('product_viewed', { productId: 'SKU1' });
    expect(win.dataLayer).toBeUndefined(); // nothing before the tag is loaded
    loadWebAnalytics('G-TEST123');
    expect(appended).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123' }]);
    sendWebAnalytics('product_viewed', { productId: 'SKU1', productName: 'Silk Saree', properties: { price: 4999, category: 'sarees' } });
    sendWebAnalytics('search_performed', { searchQuery: 'zari' });
    sendWebAnalytics('custom_order_form_submitted', {});
    const events = win.dataLayer.map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'event');
    expect(events).toEqual([
      [
        'event',
        'view_item',
        { currency: 'INR', value: 4999, items: [{ item_id: 'SKU1', item_name: 'Silk Saree', item_category: 'sarees', price: 4999 }] },
      ],
      ['event', 'search', { search_term: 'zari' }],
      ['event', 'generate_lead', { currency: 'INR', value: undefined }],
    ]);
  });
});

describe('funnel events and the web analytics tag', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reach the tag only once the tracker has attached it, and never break the page when it throws', async () => {
    vi.resetModules();
    vi.stubGlobal('window', { sessionStorage: { getItem: () => null, setItem: () => undefined }, location: { pathname: '/', search: '' } });
    vi.stubGlobal('navigator', {});
    const { attachWebTag, toWebTag, track } = await import('~/lib/analytics');
    const sent: unknown[][] = [];
    const tag = {
      sendWebAnalytics: (...args: unknown[]) => sent.push(['event', ...args]),
      trackLead: (...args: unknown[]) => sent.push(['lead', ...args]),
    };
    track('search_performed', { searchQuery: 'before' });
    toWebTag((t) => t.trackLead({ productId: 'SKU0' }));
    expect(sent).toEqual([]);
    attachWebTag(tag as never);
    track('search_performed', { searchQuery: 'zari' });
    toWebTag((t) => t.trackLead({ productId: 'SKU1', value: 4999 }));
    expect(sent).toEqual([
      ['event', 'search_performed', { searchQuery: 'zari' }],
      ['lead', { productId: 'SKU1', value: 4999 }],
    ]);
    attachWebTag({
      sendWebAnalytics: () => {
        throw new Error('tag failed');
      },
    } as never);
    expect(() => track('search_performed', { searchQuery: 'silk' })).not.toThrow();
  });
});

import { createStaticHandler, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepMatches, keepRouteMatches, reactRouterMatcher } from './route-matches';

const routes = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'size-guide', path: 'size-guide' },
      { id: 'product', path: 'product/:id' },
      { id: 'admin-edit', path: 'admin/products/:id/edit' },
      { id: 'not-found', path: '*' },
    ],
  },
];

describe('kept route matches', () => {
  it('reach React Router’s own matcher (an upgrade that moves it fails here)', async () => {
    const matcherClass = await reactRouterMatcher();
    expect(typeof matcherClass?.prototype.match).toBe('function');
  });

  it('answer every path as React Router does, the second time from memory', async () => {
    expect(await keepRouteMatches()).toBe(true);
    expect((await reactRouterMatcher())?.prototype.match).toHaveProperty('kept', true);
    const handler = createStaticHandler(routes);
    for (const path of ['/', '/size-guide', '/product/SKU1', '/product/SKU2', '/admin/products/7/edit', '/nowhere/at/all', '/size-guide']) {
      const expected = matchRoutes(routes, path)?.map((m) => [m.route.id, m.params]);
      const first = handler.match(path)?.map((m) => [m.route.id, m.params]);
      const again = handler.match(path)?.map((m) => [m.route.id, m.params]);
      expect(first).toEqual(expected);
      expect(again).toEqual(expected);
    }
    const context = await handler.query(new Request('http://shop.test/product/SKU9'));
    expect(context instanceof Response ? null : context.matches.map((m) => [m.route.id, m.params.id])).toEqual([
      ['root', 'SKU9'],
      ['product', 'SKU9'],
    ]);
  });

  it('match a path once, and give every caller its own params', () => {
    let calls = 0;
    class Matcher {
      update() {}
      match(location: string | { pathname?: string }) {
        calls += 1;
        const params = { id: String(typeof location === 'string' ? location : location.pathname).slice(1) };
        return [{ params }, { params }];
      }
    }
    keepMatches(Matcher);
    const matcher = new Matcher();
    const first = matcher.match('/a');
    first[0].params.id = 'changed by a loader';
    const second = matcher.match({ pathname: '/a' });
    expect(second.map((m) => m.params.id)).toEqual(['a', 'a']);
    expect(second[0].params).toBe(second[1].params);
    expect(matcher.match('/b')[0].params.id).toBe('b');
    expect(calls).toBe(2);
    // A made-up long path is matched every time, never kept.
    const long = `/${'x'.repeat(300)}`;
    matcher.match(long);
    matcher.match(long);
    expect(calls).toBe(4);
    // New routes: paths are matched afresh.
    matcher.update();
    matcher.match('/a');
    expect(calls).toBe(5);
  });
});

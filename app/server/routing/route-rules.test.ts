import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { UPLOAD_ROUTES } from './route-rules.server.ts';

type Entry = { path?: string; children?: Entry[] };
const paths = (list: Entry[], prefix = ''): string[] =>
  list.flatMap((r) => {
    const here = r.path === undefined ? prefix : `${prefix}/${r.path}`;
    return [...(r.path === undefined ? [] : [here]), ...paths(r.children ?? [], here)];
  });

describe('route rules', () => {
  it('name only routes of the route table, so a renamed route cannot silently lose its upload limit', () => {
    const table = new Set(paths(routes as Entry[]));
    for (const route of UPLOAD_ROUTES) expect(table, route).toContain(route);
  });
});

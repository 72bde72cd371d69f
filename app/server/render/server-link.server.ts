import { createElement, type ComponentType } from 'react';

type Props = Record<string, unknown>;

/** A path React Router writes out unchanged: absolute, plain segments (no `.`, `..` or `//`), an optional query, no hash. */
const PLAIN_PATH = /^\/(?:[\w-]+(?:\/[\w-]+)*)?(?:\?[^#]+)?$/;

/** Link props that change the server's markup or need React Router to resolve the address. */
const NEEDS_ROUTER = ['relative', 'reloadDocument', 'mask'];

/** Link props that only matter to a click in the browser; the server's markup has no trace of them. */
const CLIENT_ONLY = [
  'discover',
  'prefetch',
  'replace',
  'state',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
  'onClick',
];

/**
 * React Router's `Link` as the server renders it. For a plain absolute path the router writes
 * `<a … href="/path" data-discover="true">` with the path unchanged, after resolving it against the
 * route matches, the location and the basename through half a dozen hooks; pages carry 30 to 65 of
 * them (menus, footer, product cards). Here those links are written directly, attribute for attribute
 * in the router's order, so the bytes are the same; anything else goes to React Router's own Link.
 * The browser keeps React Router's Link (wired in the server build only, by vite/server-links.ts),
 * which hydrates this markup and navigates on the client as before.
 */
export function serverLink(Link: ComponentType<Props>): ComponentType<Props> {
  function ServerLink(props: Props) {
    const { to, target } = props;
    if (
      typeof to !== 'string' ||
      !PLAIN_PATH.test(to) ||
      (props.discover !== undefined && props.discover !== 'render') ||
      (props.prefetch !== undefined && props.prefetch !== 'none') ||
      NEEDS_ROUTER.some((name) => props[name] !== undefined)
    )
      return createElement(Link, props);
    const attributes: Props = {};
    for (const name in props) {
      if (name !== 'to' && name !== 'target' && name !== 'ref' && !CLIENT_ONLY.includes(name)) attributes[name] = props[name];
    }
    attributes.href = to;
    attributes.target = target;
    attributes['data-discover'] = 'true';
    return createElement('a', attributes);
  }
  ServerLink.displayName = 'ServerLink';
  return ServerLink;
}

import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverLink } from './server-link.server';

const ServerLink = serverLink(Link as never);
type Props = Record<string, unknown>;
const inRouter = (element: React.ReactNode) => renderToString(<MemoryRouter initialEntries={['/products/sarees']}>{element}</MemoryRouter>);

describe('server links', () => {
  it.each([
    ['a plain path', { to: '/size-guide', className: 'text-sm hover:text-gold', children: 'Size Guide' }],
    ['the home page', { to: '/', 'aria-label': 'Aangan home', children: 'Aangan' }],
    ['a query', { to: '/products?category=Sarees&sort=new', children: 'Sarees' }],
    [
      'a new tab and client-only props',
      {
        to: '/wishlist',
        target: '_blank',
        rel: 'noopener',
        prefetch: 'none',
        replace: true,
        state: { from: 'menu' },
        preventScrollReset: true,
        children: 'Wishlist',
      },
    ],
    ['a relative path', { to: 'silk', children: 'Silk' }],
    ['a parent path', { to: '../kurtas', children: 'Kurtas' }],
    ['a hash', { to: '/shipping-returns#returns', children: 'Returns' }],
    ['an object', { to: { pathname: '/products', search: '?q=silk' }, children: 'Silk' }],
    ['double slashes', { to: '//products', children: 'Odd' }],
    ['no discovery', { to: '/about', discover: 'none', children: 'About' }],
    ['reloading the document', { to: '/about', reloadDocument: true, children: 'About' }],
    ['an outside address', { to: 'https://www.instagram.com/aanganboutique', children: 'Instagram' }],
  ])('write the same markup as React Router (%s)', (_name, props: Props) => {
    const expected = inRouter(<Link {...(props as unknown as LinkProps)} />);
    expect(expected).toContain('<a');
    expect(inRouter(<ServerLink {...props} />)).toBe(expected);
  });
});

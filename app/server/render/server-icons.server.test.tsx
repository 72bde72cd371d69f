import { HeartIcon, SearchIcon, ShoppingBagIcon } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverIcon } from './server-icons.server';

describe('server icons', () => {
  it.each([
    ['heart', HeartIcon, { className: 'h-5 w-5', 'aria-hidden': true }],
    ['search', SearchIcon, { className: 'size-4 text-gold', strokeWidth: 1.5 }],
    ['bag', ShoppingBagIcon, { 'aria-label': 'Cart', size: 20 }],
  ])('write the same markup as lucide (%s), built once and again from memory', (_name, Icon, props) => {
    const Server = serverIcon(Icon as never);
    const expected = renderToStaticMarkup(<Icon {...props} />);
    expect(expected).toContain('<path');
    expect(renderToStaticMarkup(<Server {...props} />)).toBe(expected);
    expect(renderToStaticMarkup(<Server {...props} />)).toBe(expected);
  });

  it('leave an icon with children to lucide', () => {
    const Server = serverIcon(HeartIcon as never);
    expect(renderToStaticMarkup(<Server>{<title>Saved</title>}</Server>)).toBe(
      renderToStaticMarkup(<HeartIcon>{<title>Saved</title>}</HeartIcon>),
    );
  });
});

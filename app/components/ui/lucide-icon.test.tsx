import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

type IconModule = { __iconData?: Parameters<typeof createLucideIcon>[0]; default: ComponentType<Record<string, unknown>> };

/**
 * Every icon file lucide ships, as the browser build imports them (vite/lucide-direct-imports.ts);
 * the files that only re-export an icon under an old name have no icon data of their own.
 */
const iconFiles = Object.entries(import.meta.glob<IconModule>('/node_modules/lucide-react/dist/esm/icons/*.mjs', { eager: true })).flatMap(
  ([file, { __iconData, default: Lucide }]) => (__iconData ? [{ file, data: __iconData, Lucide }] : []),
);

/** The props the shop's icons are given, and the ones lucide documents that the small factory keeps. */
const PROP_SETS: Record<string, unknown>[] = [
  {},
  { className: 'size-4', 'aria-hidden': 'true' },
  { className: 'size-5 shrink-0 text-gold  size-5', 'aria-hidden': true },
  { 'aria-label': 'Cart' },
  { role: 'img', className: 'size-6' },
  { size: 20, color: '#7a1f2b', strokeWidth: 1.5 },
];

describe('the browser icon factory', () => {
  it('covers every lucide icon', () => {
    expect(iconFiles.length).toBeGreaterThan(1000);
  });

  it('writes the markup lucide writes, for every icon and every prop set the shop uses', () => {
    const differing: string[] = [];
    for (const { file, data, Lucide } of iconFiles) {
      const Small = createLucideIcon(data);
      for (const props of PROP_SETS) {
        if (renderToStaticMarkup(<Small {...props} />) !== renderToStaticMarkup(<Lucide {...props} />))
          differing.push(`${file} ${JSON.stringify(props)}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('keeps an icon with a title readable by screen readers, as lucide does', () => {
    const Small = createLucideIcon(iconFiles.find(({ file }) => file.endsWith('/heart.mjs'))!.data);
    const markup = renderToStaticMarkup(
      <Small>
        <title>Saved</title>
      </Small>,
    );
    expect(markup).toContain('<title>Saved</title>');
    expect(markup).not.toContain('aria-hidden');
  });
});

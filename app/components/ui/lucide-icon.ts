import { createElement, type ReactNode, type SVGProps } from 'react';

type IconData = { name: string; node: [tag: string, attributes: Record<string, string>][]; aliases?: string[] };
type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode; size?: number | string; color?: string };

/** The attributes lucide gives every icon, in lucide's order, so the markup is the same. */
const SVG_DEFAULTS = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** An aria attribute, a role or a title names the icon; without one lucide hides it from screen readers. */
const namesItself = (props: Record<string, unknown>) =>
  Object.keys(props).some((key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null);

/**
 * The browser's stand-in for lucide's `createLucideIcon` (vite/lucide-direct-imports.ts points
 * lucide's icon files here in the client build). Lucide's runtime — sizes, stroke scaling, a
 * context, class merging — is about a kilobyte of every page's first script, and the shop's icons
 * take a class name, aria attributes and at most a size or a colour. With those this writes the <svg> lucide writes on the
 * server, attribute for attribute (lucide-icon.test.tsx compares every icon), so hydration matches.
 */
export default function createLucideIcon({ name, node, aliases = [] }: IconData) {
  const ownClasses = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  return function LucideIcon({ className, children, size, color, ...rest }: IconProps) {
    const classes = [...new Set([...ownClasses, ...(className ?? '').split(/\s+/)].filter(Boolean))].join(' ');
    const hidden = !children && !namesItself(rest);
    return createElement(
      'svg',
      {
        ...SVG_DEFAULTS,
        ...(color ? { stroke: color } : {}),
        ...(size != null ? { width: size, height: size } : {}),
        className: classes,
        ...(hidden ? { 'aria-hidden': 'true' } : {}),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}

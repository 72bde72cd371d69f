import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type Props = Record<string, unknown>;
type ForwardRefLike = { render?: (props: Props, ref: unknown) => unknown };

const MAX_PROP_SETS_PER_ICON = 50;

/**
 * One of lucide's icons as the server renders it. Lucide builds an icon's SVG element and its shapes
 * afresh on every render, and the shop's pages carry dozens of icons, each with the same few props.
 * Here an icon is built once per set of props: the <svg> element with the same attributes and its
 * shapes as one ready HTML string, so React writes the same bytes without rendering every path.
 * The browser draws the icon with the shop's small factory (app/components/ui/lucide-icon.ts, see
 * vite/lucide-direct-imports.ts), which writes the same markup and so hydrates it. Icons with
 * children or a ref are left to lucide.
 */
export function serverIcon(Lucide: ComponentType<Props>): ComponentType<Props> {
  const built = new Map<string, ReactElement>();
  function ServerIcon(props: Props) {
    if (props.children !== undefined || props.ref) return createElement(Lucide, props);
    const key = JSON.stringify(props);
    let element = built.get(key);
    if (!element) {
      element = buildOnce(Lucide, props) ?? createElement(Lucide, props);
      if (built.size >= MAX_PROP_SETS_PER_ICON) built.clear();
      built.set(key, element);
    }
    return element;
  }
  ServerIcon.displayName = `Server${(Lucide as { displayName?: string }).displayName ?? 'Icon'}`;
  return ServerIcon;
}

/**
 * Runs lucide's two layers (the named icon, then its Icon) to get the <svg> element; null when they
 * are not shaped as expected (a later lucide), so the icon is then rendered by lucide itself.
 */
function buildOnce(Lucide: ComponentType<Props>, props: Props): ReactElement | null {
  const outer = (Lucide as ForwardRefLike).render?.(props, null) as ReactElement<Props> | undefined;
  const inner = (outer?.type as ForwardRefLike | undefined)?.render?.(outer!.props, null) as ReactElement<Props> | undefined;
  if (!inner || inner.type !== 'svg') return null;
  const { children, ref: _ref, ...attributes } = inner.props;
  return createElement('svg', { ...attributes, dangerouslySetInnerHTML: { __html: renderToStaticMarkup(children as ReactElement) } });
}

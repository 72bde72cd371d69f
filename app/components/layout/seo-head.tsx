import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { canonicalPath, isNoindexPath, type SeoHandle } from '~/lib/seo';

/**
 * Every page's canonical address (from PUBLIC_URL) or, for private and search pages, noindex.
 * Lives in the document shell so no route can forget it.
 */
export function SeoHead() {
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const matches = useMatches();
  if (matches.some((m) => m.id === 'routes/not-found') || isNoindexPath(location.pathname)) return <meta name="robots" content="noindex" />;
  if (!root) return null;
  const own = matches.map((m) => (m.handle as SeoHandle | undefined)?.canonical).findLast(Boolean);
  return <link rel="canonical" href={`${root.config.publicUrl}${own ? own(location.search) : canonicalPath(location.pathname)}`} />;
}

import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/root';
import { canonicalPath, isNoindexPath } from '~/lib/seo';

/**
 * Every page's canonical address (from PUBLIC_URL) or, for private and search pages, noindex.
 * Lives in the document shell so no route can forget it.
 */
export function SeoHead() {
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const notFound = useMatches().some((m) => m.id === 'routes/not-found');
  if (notFound || isNoindexPath(location.pathname)) return <meta name="robots" content="noindex" />;
  if (!root) return null;
  return <link rel="canonical" href={`${root.config.publicUrl}${canonicalPath(location.pathname, location.search)}`} />;
}

import { PRIVATE_PATHS } from '~/lib/seo';
import { publicConfig } from '~/server/platform/env.server';

/** The shop is open to crawlers; the private areas are not; the sitemap lists the rest. */
export function loader() {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicConfig().publicUrl}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
